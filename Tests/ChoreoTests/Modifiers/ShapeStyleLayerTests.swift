import Foundation
import Testing

@testable import Choreo

/// Marks the layer that style backgrounds and overlays add, so tests can find it.
private protocol StyleLayerProbe {}
extension ShapeStyleLayer: StyleLayerProbe {}

/// A style layer as laid out and drawn: its frame in host coordinates and what it paints.
private struct DrawnLayer {
  let frame: CGRect
  let drawing: ShapeDrawing
  let isOverlay: Bool
}

@MainActor
private func styleLayers<Content: View>(in host: ViewHost<Content>) -> [DrawnLayer] {
  host.layoutIfNeeded()
  var layers: [DrawnLayer] = []
  host.forEachNode { node in
    guard node.view is any StyleLayerProbe, let leaf = node.view as? any ShapeDrawingLeaf,
      let parent = node.parent
    else { return }
    let frame = node.frame(in: .global)
    let drawing = leaf.drawing(
      in: CGRect(origin: .zero, size: frame.size), environment: node.inputs.environment)
    // A background is its modifier's first child; an overlay comes after the content.
    let isOverlay = parent.children.first !== node
    layers.append(DrawnLayer(frame: frame, drawing: drawing, isOverlay: isOverlay))
  }
  return layers
}

@MainActor
@Suite("Shape-style backgrounds and overlays")
struct ShapeStyleLayerTests {
  private let environment = EnvironmentValues()
  private let gradient = LinearGradient(
    colors: [.red, .blue], startPoint: .top, endPoint: .bottom)

  /// A 100 × 40 block in a 390 × 844 host, centred: its frame with no layer at all.
  private var plainFrame: CGRect {
    ViewHost(Block(width: 100, height: 40).accessibilityIdentifier("content")).rect("content")
  }

  /// Checks that `view` (a `content` block with one style layer) keeps the block's frame,
  /// draws one layer over exactly that frame, and paints `paint`.
  private func expectOneLayer<V: View>(
    _ view: V, paint: ResolvedPaint, isOverlay: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let host = ViewHost(view)
    let layers = styleLayers(in: host)
    #expect(layers.count == 1, sourceLocation: sourceLocation)
    #expect(host.rect("content") == plainFrame, sourceLocation: sourceLocation)
    guard let layer = layers.first else { return }
    #expect(layer.frame == host.rect("content"), sourceLocation: sourceLocation)
    #expect(layer.drawing.paint == paint, sourceLocation: sourceLocation)
    #expect(layer.isOverlay == isOverlay, sourceLocation: sourceLocation)
  }

  private func content() -> some View {
    Block(width: 100, height: 40).accessibilityIdentifier("content")
  }

  private func paint<S: ShapeStyle>(_ style: S) -> ResolvedPaint {
    style.resolvePaint(in: environment)
  }

  // MARK: - Every spelling

  @Test func aColorValueIsDrawnAsAStyleBehindTheView() {
    expectOneLayer(content().background(Color.red), paint: paint(Color.red))
  }

  @Test func leadingDotColoursAndChainsAreStyles() {
    expectOneLayer(content().background(.red), paint: paint(Color.red))
    expectOneLayer(content().background(.red.opacity(0.3)), paint: paint(Color.red.opacity(0.3)))
    expectOneLayer(content().background(.blue.gradient), paint: paint(Color.blue.gradient))
  }

  @Test func gradientsAreStylesToo() {
    expectOneLayer(content().background(gradient), paint: paint(gradient))
    expectOneLayer(
      content().background(
        .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
      paint: paint(gradient))
  }

  @Test func safeAreaEdgesAreAcceptedAndChangeNothing() {
    expectOneLayer(content().background(.red, ignoresSafeAreaEdges: []), paint: paint(Color.red))
    expectOneLayer(
      content().overlay(.red, ignoresSafeAreaEdges: .top), paint: paint(Color.red),
      isOverlay: true)
  }

  @Test func overlaysDrawTheStyleInFrontOfTheView() {
    expectOneLayer(
      content().overlay(Color.black.opacity(0.2)), paint: paint(Color.black.opacity(0.2)),
      isOverlay: true)
    expectOneLayer(content().overlay(.red), paint: paint(Color.red), isOverlay: true)
    expectOneLayer(content().overlay(gradient), paint: paint(gradient), isOverlay: true)
  }

  @Test func aStyleInAShapeFillsTheShapeLaidInTheViewsBounds() {
    expectOneLayer(
      content().background(Color.red, in: RoundedRectangle(cornerRadius: 8)),
      paint: paint(Color.red))
    let host = ViewHost(content().background(.red, in: Circle()))
    guard let layer = styleLayers(in: host).first else {
      Issue.record("no style layer")
      return
    }
    // The layer spans the whole 100 × 40 view, not a circle's square; the circle sits in its
    // middle, as tall as the view.
    #expect(layer.frame == host.rect("content"))
    guard case .fill(let path, _) = layer.drawing.geometry else {
      Issue.record("expected a fill")
      return
    }
    #expect(path.boundingRect == CGRect(x: 30, y: 0, width: 40, height: 40))
  }

  @Test func overlaysInAShapeToo() {
    expectOneLayer(
      content().overlay(.red, in: Capsule()), paint: paint(Color.red), isOverlay: true)
  }

  @Test func theFillStyleReachesTheDrawing() {
    let host = ViewHost(
      content().background(.red, in: Circle(), fillStyle: FillStyle(eoFill: true)))
    guard case .fill(_, let style)? = styleLayers(in: host).first?.drawing.geometry else {
      Issue.record("expected a fill")
      return
    }
    #expect(style.isEOFilled)
  }

  @Test func viewsAreStillLayeredAsViews() {
    // Shapes are views, not styles; and an alignment asks for the view overload.
    let host = ViewHost(
      VStack {
        content().background(Circle())
        Block(width: 10, height: 10).background(Color.red, alignment: .leading)
        Block(width: 10, height: 10).overlay(Color.red, alignment: .top)
      })
    #expect(styleLayers(in: host).isEmpty)
    #expect(host.rect("content").size == CGSize(width: 100, height: 40))
  }

  @Test func textKeepsItsSizeUnderAStyleBackground() {
    let plain = ViewHost(Text("Flag").padding().accessibilityIdentifier("content"))
    let host = ViewHost(Text("Flag").padding().accessibilityIdentifier("content").background(.red))
    #expect(host.rect("content") == plain.rect("content"))
    #expect(styleLayers(in: host).map(\.frame) == [plain.rect("content")])
  }

  // MARK: - The background style

  @Test func backgroundInAShapeUsesTheSystemBackgroundByDefault() {
    expectOneLayer(
      content().background(in: RoundedRectangle(cornerRadius: 4)),
      paint: .color(Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)))
    expectOneLayer(
      content().background(), paint: .color(Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)))
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    #expect(
      BackgroundStyle().resolvePaint(in: dark)
        == .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)))
  }

  @Test func backgroundStyleReplacesTheSystemBackground() {
    expectOneLayer(
      content().background(in: Circle()).backgroundStyle(.blue.gradient),
      paint: paint(Color.blue.gradient))
    expectOneLayer(content().background(.background).backgroundStyle(.red), paint: paint(Color.red))
  }

  @Test func aBackgroundStyleMadeOfTheBackgroundDoesNotLoop() {
    var environment = EnvironmentValues()
    environment.backgroundStyle = AnyShapeStyle(BackgroundStyle().opacity(0.5))
    #expect(
      BackgroundStyle().resolvePaint(in: environment)
        == .color(Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.5)))
  }
}

@MainActor
@Suite("Hit testing shape-style layers")
struct ShapeStyleLayerHitTests {
  /// A padded text whose padding is only drawn by `layer`, with a tap counter.
  struct Tag<Layered: View>: View {
    @State var taps = 0
    let layer: (AnyView) -> Layered

    var body: some View {
      VStack {
        layer(AnyView(Text("Tag").padding(30)))
          .onTapGesture { taps += 1 }
          .accessibilityIdentifier("tag")
        Text("taps: \(taps)")
      }
    }
  }

  @Test func aStyleBackgroundTakesTapsOnTheWholeView() {
    let host = ViewHost(Tag { $0.background(.red) })
    let frame = host.rect("tag")
    // Inside the padding, away from the text: only the background is there.
    #expect(host.tap(at: CGPoint(x: frame.minX + 2, y: frame.minY + 2)))
    #expect(texts(in: host).last == "taps: 1")
  }

  @Test func withoutABackgroundThePaddingTakesNoTaps() {
    let host = ViewHost(Tag { $0 })
    let frame = host.rect("tag")
    #expect(!host.tap(at: CGPoint(x: frame.minX + 2, y: frame.minY + 2)))
    #expect(host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
  }

  @Test func aClearBackgroundTakesNoTaps() {
    let host = ViewHost(Tag { $0.background(.clear) })
    let frame = host.rect("tag")
    #expect(!host.tap(at: CGPoint(x: frame.minX + 2, y: frame.minY + 2)))
  }

  @Test func aBackgroundInAShapeTakesTapsInsideTheShapeOnly() {
    let host = ViewHost(Tag { $0.background(.red, in: Capsule()) })
    let frame = host.rect("tag")
    #expect(!host.tap(at: CGPoint(x: frame.minX + 1, y: frame.minY + 1)))
    #expect(host.tap(at: CGPoint(x: frame.minX + frame.height / 2, y: frame.minY + 2)))
    #expect(texts(in: host).last == "taps: 1")
  }

  @Test func aStyleOverlayCoversTheGesturesOfTheContent() {
    struct Covered: View {
      @State var taps = 0
      var body: some View {
        VStack {
          Block(width: 80, height: 80).onTapGesture { taps += 1 }
            .accessibilityIdentifier("covered")
            .overlay(Color.black.opacity(0.2))
          Text("taps: \(taps)")
        }
      }
    }
    let host = ViewHost(Covered())
    #expect(!host.tap("covered"))
    #expect(texts(in: host).last == "taps: 0")
  }
}
