import Choreo
import Testing

/// Changes a view's state from a test.
@MainActor
private final class Handle {
  var toggle: () -> Void = {}
  var count: () -> Void = {}
}

/// A 20-point-wide block, 20 or 40 tall, over a 40 × 20 reader whose dot is offset across by
/// the reader's global top: the reader is at y 20 or 40, from the top-leading corner.
private struct Pushed: View {
  let handle: Handle
  @State private var isTall = false
  @State private var count = 0

  var body: some View {
    handle.toggle = { isTall.toggle() }
    handle.count = { count += 1 }
    return VStack(alignment: .leading, spacing: 0) {
      Block(width: 20, height: isTall ? 40 : 20)
      Dotted()
      Text("\(count)")
    }
    .frame(width: 200, height: 100, alignment: .topLeading)
  }
}

/// A reader whose body is not run again when the view above it changes.
private struct Dotted: View {
  var body: some View {
    GeometryReader { proxy in
      Block(width: 10, height: 10).accessibilityIdentifier("dot")
        .offset(x: proxy.frame(in: .global).minY)
    }
    .frame(width: 40, height: 20)
  }
}

@MainActor
@Suite("GeometryReader, coordinate spaces and anchors (§7.2, §9.4)")
struct GeometryTests {
  @Test func geometryReaderTakesTheProposalAndPlacesContentTopLeading() {
    let host = ViewHost(
      GeometryReader { proxy in
        Block(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("half")
      }
      .frame(width: 200, height: 100).accessibilityIdentifier("reader"))
    let reader = host.rect("reader")
    #expect(host.rect("half") == CGRect(x: reader.minX, y: reader.minY, width: 100, height: 10))
  }

  @Test func unspecifiedDimensionsCountAsZero() {
    let host = ViewHost(
      HStack { GeometryReader { _ in EmptyView() }.accessibilityIdentifier("reader") }.fixedSize())
    #expect(host.rect("reader").size == .zero)
  }

  @Test func framesInNamedSpaces() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Block(width: 50, height: 30)
        GeometryReader { proxy in
          Text("\(Int(proxy.frame(in: .named("outer")).minY))")
        }.frame(width: 50, height: 20)
      }
      .padding(10)
      .coordinateSpace(name: "outer"))
    #expect(texts(in: host) == ["40"])
  }

  struct BoundsKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(
      value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]
    ) {
      value.merge(nextValue()) { $1 }
    }
  }

  /// A menu whose selection background is found through anchors, as in the side-menu article.
  struct Menu: View {
    @State var selection = "b"
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        ForEach(["a", "b", "c"], id: \.self) { item in
          Block(width: 80, height: 20)
            .accessibilityIdentifier("item-\(item)")
            .onTapGesture { selection = item }
            .anchorPreference(key: BoundsKey.self, value: .bounds) { [item: $0] }
        }
      }
      .padding(12)
      .backgroundPreferenceValue(BoundsKey.self) { anchors in
        GeometryReader { outer in
          GeometryReader { inner in
            if let anchor = anchors[selection] {
              let frame = inner[anchor]
              Text("\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)")
                .offset(x: frame.minX, y: frame.minY)
                .accessibilityIdentifier("highlight")
            }
          }
          .padding(.leading, 5)
          .frame(width: outer.size.width, height: outer.size.height)
        }
      }
    }
  }

  /// The anchor's value as the highlight shows it, and as expected: the item's frame in the
  /// inner reader's space, whose origin is 5 points right of the padded menu's.
  private func resolved<V: View>(_ item: String, in host: ViewHost<V>) -> (
    shown: String?, expected: String
  ) {
    let frame = host.rect("item-\(item)")
    let menu = host.rect("menu")
    let shown = texts(in: host).first { $0.contains(",") }
    let x = frame.minX - (menu.minX + 5)
    let y = frame.minY - menu.minY
    return (shown, "\(x),\(y),\(frame.width),\(frame.height)")
  }

  @Test func anAnchorResolvesThroughNestedGeometryReaders() {
    let host = ViewHost(Menu().accessibilityIdentifier("menu"))
    let (shown, expected) = resolved("b", in: host)
    #expect(shown == expected)
    // Padding 12 less the inner reader's 5; item b is below item a (20) and one gap (4).
    #expect(expected == "\(CGFloat(12 - 5)),\(CGFloat(12 + 20 + 4)),80.0,20.0")
  }

  /// Checks that the dot of `Pushed` moves from (20, 20) to (40, 40) with a linear
  /// animation of one second that `change` starts: the reader moves down, and the offset its
  /// content reads from it across, together.
  private func expectDotMovesTogether(_ change: (Handle) -> Void) throws {
    let handle = Handle()
    let host = ViewHost(Pushed(handle: handle), size: CGSize(width: 200, height: 100))
    #expect(host.snapshot(of: "dot")?.frame == CGRect(x: 20, y: 20, width: 10, height: 10))
    host.update { change(handle) }
    for (time, expected) in [(0.25, 25.0), (0.5, 30.0)] {
      host.advance(to: time)
      let frame = try #require(host.snapshot(of: "dot")).frame
      #expect(abs(frame.minX - expected) < 1e-9)
      #expect(abs(frame.minY - expected) < 1e-9)
    }
    host.advance(to: 2)
    #expect(host.snapshot(of: "dot")?.frame == CGRect(x: 40, y: 40, width: 10, height: 10))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func aReaderMovedByAnAnimatedChangeRebuildsUnderTheSameAnimation() throws {
    try expectDotMovesTogether { handle in
      withAnimation(.linear(duration: 1)) { handle.toggle() }
    }
  }

  @Test func aReaderRebuildsBeforeAChangeQueuedAfterTheAnimatedOne() throws {
    // The second change, made without animation, is applied after the reader's rebuild.
    try expectDotMovesTogether { handle in
      withAnimation(.linear(duration: 1)) { handle.toggle() }
      handle.count()
    }
  }

  @Test func theResolvedAnchorFollowsTheSelection() {
    let host = ViewHost(Menu().accessibilityIdentifier("menu"))
    host.perform("item-c")
    let (shown, expected) = resolved("c", in: host)
    #expect(shown == expected)
    #expect(expected == "\(CGFloat(12 - 5)),\(CGFloat(12 + 2 * (20 + 4))),80.0,20.0")
  }
}
