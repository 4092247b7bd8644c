import Choreo
import Testing

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

  @Test func theResolvedAnchorFollowsTheSelection() {
    let host = ViewHost(Menu().accessibilityIdentifier("menu"))
    host.perform("item-c")
    let (shown, expected) = resolved("c", in: host)
    #expect(shown == expected)
    #expect(expected == "\(CGFloat(12 - 5)),\(CGFloat(12 + 2 * (20 + 4))),80.0,20.0")
  }
}
