import Choreo
import Testing

/// The drawing of the host's first display-list item: its frame and, if it is a filled
/// shape, the shape.
@MainActor
private func firstDrawing<Content: View>(in host: ViewHost<Content>) throws -> (
  frame: CGRect, fill: ShapeDrawing?
) {
  let item = try #require(host.displayList.items.first)
  guard case .shape(let drawing) = item.content, case .fill = drawing.geometry else {
    return (item.frame, nil)
  }
  return (item.frame, drawing)
}

/// How many of a 24 × 24 grid of points spread over `size` lie in `drawing`'s painted area.
private func paintedSamples(of drawing: ShapeDrawing, in size: CGSize) -> Int {
  let steps = 24
  var count = 0
  for row in 0..<steps {
    for column in 0..<steps {
      let point = CGPoint(
        x: (CGFloat(column) + 0.5) * size.width / CGFloat(steps),
        y: (CGFloat(row) + 0.5) * size.height / CGFloat(steps))
      if drawing.contains(point) { count += 1 }
    }
  }
  return count
}

@MainActor
@Suite("Built-in symbols and labels")
struct SymbolAndLabelTests {
  /// Symbols are 1.2 × the font size square; the body font is 17 points (Docs/Divergences.md).
  private let side = CGFloat(17) * 1.2

  @Test(arguments: [
    "hand.wave", "heart", "heart.fill", "chevron.left", "chevron.right", "chevron.up",
    "chevron.down", "xmark", "line.3.horizontal", "sun.max", "moon",
  ])
  func aBuiltInSymbolFillsPartOfItsSquareAndReportsNothing(name: String) throws {
    let host = ViewHost(Image(systemName: name), size: CGSize(width: 100, height: 100))
    let (frame, drawing) = try firstDrawing(in: host)
    #expect(frame.size == CGSize(width: side, height: side))
    let fill = try #require(drawing, "\(name) should draw a filled shape, not a placeholder")
    let bounds = fill.outline.path.boundingRect
    #expect(bounds.width > 0 && bounds.height > 0)
    #expect(CGRect(x: 0, y: 0, width: side, height: side).contains(bounds), "\(bounds)")
    let painted = paintedSamples(of: fill, in: frame.size)
    #expect(painted > 0 && painted < 24 * 24, "\(name) paints \(painted) of 576 samples")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics.map(\.text))")
  }

  @Test func anUnknownSymbolDrawsAGreyPlaceholderAndReportsItsName() throws {
    let host = ViewHost(
      Image(systemName: "heart.broken.nope"), size: CGSize(width: 100, height: 100))
    let (frame, drawing) = try firstDrawing(in: host)
    #expect(frame.size == CGSize(width: 24, height: 24))
    let placeholder = try #require(drawing)
    #expect(placeholder.paint == .color(Color.gray.resolve(in: EnvironmentValues())))
    #expect(host.diagnostics.filter { $0.text.contains("heart.broken.nope") }.count == 1)
  }

  @Test func theFilledHeartCoversItsMiddleAndTheOutlineDoesNot() throws {
    let middle = CGPoint(x: side / 2, y: side / 2)
    let filled = try #require(
      try firstDrawing(in: ViewHost(Image(systemName: "heart.fill"))).fill)
    let outline = try #require(try firstDrawing(in: ViewHost(Image(systemName: "heart"))).fill)
    #expect(filled.contains(middle))
    #expect(!outline.contains(middle))
  }

  @Test func aSystemImageLabelPutsTheIconBeforeTheTitleOnOneRow() throws {
    let host = ViewHost(Label("Title", systemImage: "heart"))
    _ = host.frame(of: "none")
    var icon: CGRect?
    var title: CGRect?
    host.forEachNode { node in
      if node.view is Image { icon = node.frame }
      if node.view is Text { title = node.frame }
    }
    let iconFrame = try #require(icon)
    let titleFrame = try #require(title)
    #expect(iconFrame.size == CGSize(width: side, height: side))
    #expect(titleFrame.width > 0 && titleFrame.height > 0)
    #expect(iconFrame.maxX <= titleFrame.minX)
    #expect(iconFrame.minY < titleFrame.maxY && titleFrame.minY < iconFrame.maxY)
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics.map(\.text))")
  }

  @Test func aLabelBuiltFromViewsPutsTheIconBeforeTheTitleOnOneRow() {
    let host = ViewHost(
      Label {
        Text("T").accessibilityIdentifier("title")
      } icon: {
        Image(systemName: "xmark").accessibilityIdentifier("icon")
      })
    let icon = host.rect("icon")
    let title = host.rect("title")
    #expect(icon.size == CGSize(width: side, height: side))
    #expect(title.width > 0 && title.height > 0)
    #expect(icon.maxX <= title.minX)
    #expect(icon.minY < title.maxY && title.minY < icon.maxY)
  }

  @Test func aLabelTakesAStringTitleWithARegisteredImage() {
    let title: Substring = "Saved".prefix(5)
    let host = ViewHost(Label(title, image: "label-string-title-image"))
    var texts: [String] = []
    host.forEachNode { node in
      if let text = node.view as? Text {
        texts.append(text.layout(for: .unspecified, in: EnvironmentValues()).lines[0].text)
      }
    }
    #expect(texts == ["Saved"])
  }
}
