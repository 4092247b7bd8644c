import Foundation
import Testing

@testable import Choreo

@MainActor
@Suite("Images in the display list")
struct ImageDrawingTests {
  private func content(_ view: some View) throws -> DisplayList.Content {
    try #require(ViewHost(view, size: CGSize(width: 100, height: 100)).displayList.items.first)
      .content
  }

  @Test func symbolsAreFilledWithTheForegroundStyle() throws {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
    let drawn = try content(
      Image(systemName: "heart.fill").resizable().frame(width: 40, height: 40)
        .foregroundStyle(Color.red))
    let expected = ShapeDrawing(
      geometry: .fill(try #require(SymbolCatalog.path(named: "heart.fill", in: rect)), FillStyle()),
      paint: .color(Color.red.resolve(in: EnvironmentValues())), paintBounds: rect)
    #expect(drawn == .shape(expected))
  }

  @Test func drawingsArePathsAndPNGsAreTheirFiles() throws {
    let registry = ImageRegistry.shared
    registry.register("test-diamond", size: CGSize(width: 20, height: 10)) { rect in
      Path { path in
        path.addLines([
          CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
          CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY),
        ])
        path.closeSubpath()
      }
    }
    defer { registry.unregister("test-diamond") }
    guard case .shape(let diamond) = try content(Image("test-diamond")) else {
      Issue.record("a drawing should be a shape")
      return
    }
    #expect(diamond.outline.path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))

    let url = try writeHeaderOnlyPNG(width: 4, height: 3)
    defer { try? FileManager.default.removeItem(at: url) }
    try registry.register("test-pixels", pngFile: url)
    defer { registry.unregister("test-pixels") }
    #expect(
      try content(Image("test-pixels"))
        == .image(
          DisplayList.ImageContent(
            name: "test-pixels", file: url.path, size: CGSize(width: 4, height: 3))))
  }

  @Test func anUnknownImageIsAGreyBoxLabelledWithItsName() throws {
    let box = CGRect(x: 0, y: 0, width: 24, height: 24)
    guard case .shape(let drawing) = try content(Image("no-such-image")),
      case .fill(let path, _) = drawing.geometry
    else {
      Issue.record("an unknown image should draw a filled shape")
      return
    }
    #expect(drawing.paint == .color(Color.gray.resolve(in: EnvironmentValues())))
    // The box's edge is painted; just inside its corner is not.
    #expect(drawing.contains(CGPoint(x: 0.5, y: 12)))
    #expect(!drawing.contains(CGPoint(x: 2, y: 2)))
    // The label's glyphs add to the bare box, inside it.
    let bare = Image.placeholder(in: box, label: "", environment: EnvironmentValues())
    guard case .fill(let barePath, _) = bare.geometry else {
      Issue.record("a bare placeholder should be filled")
      return
    }
    #expect(path.elements.count > barePath.elements.count)
    #expect(box.contains(path.boundingRect))
  }
}
