import Choreo
import Testing

@MainActor
@Suite("Layout with hostile values")
struct LayoutBadInputTests {
  private static let hostile: [CGFloat] = [
    .nan, .infinity, -.infinity, -1, 0, 1e-300, 1e300, -1e300, 5, 120,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  ]

  /// A tiny linear congruential sequence: enough to vary trees reproducibly per seed.
  private struct Choices {
    var state: UInt64
    mutating func next(_ count: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(count))
    }
  }

  /// A random tree of layout views built from hostile numbers.
  ///
  /// It mixes stacks, frames, paddings, offsets, positions, lazy and eager grids, geometry
  /// readers and alignment guides (some NaN) over shapes, texts (some empty) and symbols.
  private static func tree(depth: Int, using choices: inout Choices) -> AnyView {
    func value() -> CGFloat { hostile[choices.next(hostile.count)] }
    if depth == 0 {
      switch choices.next(5) {
      case 0: return AnyView(Rectangle().frame(width: value(), height: value()))
      case 1: return AnyView(Circle())
      case 2: return AnyView(Text(choices.next(2) == 0 ? "" : "Hostile words wrap"))
      case 3: return AnyView(Image(systemName: "heart.fill"))
      default: return AnyView(Image(systemName: "sun.max").resizable())
      }
    }
    let a = tree(depth: depth - 1, using: &choices)
    let b = tree(depth: depth - 1, using: &choices)
    switch choices.next(12) {
    case 0:
      return AnyView(
        VStack(spacing: value()) {
          a; b
        })
    case 1:
      return AnyView(
        HStack(spacing: value()) {
          a; Spacer(minLength: value()); b
        })
    case 2:
      return AnyView(
        ZStack {
          a; b
        }.padding(value()))
    case 3:
      return AnyView(
        a.frame(
          minWidth: value(), idealWidth: value(), maxWidth: value(), minHeight: value(),
          maxHeight: value()))
    case 4: return AnyView(a.offset(x: value(), y: value()).overlay { b })
    case 5: return AnyView(a.position(x: value(), y: value()))
    case 6:
      return AnyView(
        LazyVGrid(
          columns: [GridItem(.adaptive(minimum: value()), spacing: value())], spacing: value()
        ) {
          a
          b
        })
    case 7:
      return AnyView(
        Grid(horizontalSpacing: value(), verticalSpacing: value()) {
          GridRow {
            a
            b
          }
          GridRow { b.gridCellColumns(2) }
        })
    case 8:
      let scale = value()
      return AnyView(
        GeometryReader { proxy in
          a.frame(width: proxy.size.width * scale, height: proxy.size.height / 2)
        })
    case 9:
      let scale = value()
      return AnyView(
        VStack(alignment: .leading) {
          a.alignmentGuide(.leading) { _ in .nan }
          b.alignmentGuide(.leading) { dimensions in dimensions.width * scale }
        })
    case 10:
      let guide = value()
      return AnyView(
        HStack(alignment: .firstTextBaseline) {
          a.alignmentGuide(VerticalAlignment.center) { _ in .nan }
          b.alignmentGuide(.firstTextBaseline) { _ in guide }
        })
    default:
      return AnyView(a.padding(EdgeInsets(top: value(), leading: value(), bottom: 0, trailing: 0)))
    }
  }

  @Test func aViewPlacedBeyondTheFarthestPositionIsPlacedThere() {
    let host = ViewHost(
      Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("far")
        .position(x: 1.7e308, y: 0).position(x: 1.7e308, y: 0),
      size: CGSize(width: 100, height: 100))
    let frame = host.frame(of: "far")
    // Each position puts its content 10¹⁵ points out, the farthest it goes.
    #expect(frame?.minX == 2e15)
    #expect(host.displayList.items.allSatisfy { $0.frame.minX.isFinite })
    #expect(host.diagnostics.contains { $0.text.contains("beyond ±10¹⁵ points") })
  }

  @Test func everyFrameIsFiniteOrAHostileSizeIsClamped() {
    for seed in UInt64(1)...60 {
      var choices = Choices(state: seed)
      let widths: [CGFloat] = [390, 0, -10, .nan]
      let heights: [CGFloat] = [844, .infinity, 0, 1]
      let size = CGSize(width: widths[Int(seed % 4)], height: heights[Int(seed % 4)])
      let host = ViewHost(Self.tree(depth: 4, using: &choices), size: size)
      _ = host.frame(of: "none")
      host.forEachNode { node in
        let frame = node.frame
        let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
        #expect(finite, "seed \(seed): \(node.typeName) at \(node.path) has \(frame)")
      }
      // What is drawn is finite too, and its dump is written.
      let list = host.displayList
      for item in list.items {
        let (frame, t) = (item.frame, item.transform)
        let values = [frame.minX, frame.minY, frame.width, frame.height, t.a, t.b, t.c, t.d]
        let finite =
          (values + [t.tx, t.ty, item.blurRadius]).allSatisfy(\.isFinite)
          && item.opacity.isFinite
        #expect(finite, "seed \(seed): \(item.path) has \(frame), \(t)")
      }
      #expect(list.description.hasPrefix("DisplayList"))
    }
  }
}
