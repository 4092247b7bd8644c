import Choreo
import Testing

/// Anchors of rectangles, by name; later siblings win.
private struct RectsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGRect>] = [:]
  static func reduce(
    value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]
  ) {
    value.merge(nextValue()) { $1 }
  }
}

/// Anchors of points, by name; later siblings win.
private struct PointsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGPoint>] = [:]
  static func reduce(
    value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]
  ) {
    value.merge(nextValue()) { $1 }
  }
}

private func shown(_ point: CGPoint) -> String { "\(point.x),\(point.y)" }
private func shown(_ rect: CGRect) -> String {
  "\(rect.minX),\(rect.minY),\(rect.width),\(rect.height)"
}

/// A reader that shows every anchor resolved in its own space, as `Text("name value")`.
private struct Readout<Value>: View {
  let anchors: [String: Anchor<Value>]
  let show: (Value) -> String

  var body: some View {
    GeometryReader { proxy in
      VStack {
        ForEach(anchors.sorted { $0.key < $1.key }, id: \.key) { entry in
          Text("\(entry.key) \(show(proxy[entry.value]))")
        }
      }
    }
  }
}

/// What the tree shows for `name`: the text after `"name "`, or `nil` if nothing shows it.
@MainActor
private func reading<Content: View>(_ name: String, in host: ViewHost<Content>) -> String? {
  texts(in: host).first { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
}

@MainActor
@Suite("Anchor sources, preference layers and coordinate spaces (§7.2)")
struct AnchorSourceTests {
  /// Six 60 × 40 blocks stacked from (10, 10) in the padded column, one source each.
  @Test func pointSourcesResolveInTheOverlayReadersSpace() {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        Block(width: 60, height: 40)
          .anchorPreference(key: PointsKey.self, value: .center) { ["center": $0] }
        Block(width: 60, height: 40)
          .anchorPreference(key: PointsKey.self, value: .topLeading) { ["topLeading": $0] }
        Block(width: 60, height: 40)
          .anchorPreference(key: PointsKey.self, value: .bottomTrailing) { ["bottomTrailing": $0] }
        Block(width: 60, height: 40)
          .anchorPreference(key: PointsKey.self, value: .trailing) { ["trailing": $0] }
        Block(width: 60, height: 40)
          .anchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 5, y: 7))) {
            ["point": $0]
          }
        Block(width: 60, height: 40)
          .anchorPreference(
            key: PointsKey.self, value: .unitPoint(UnitPoint(x: 0.25, y: 0.75))
          ) { ["unitPoint": $0] }
      }
      .padding(10)
      .overlayPreferenceValue(PointsKey.self) { Readout(anchors: $0, show: shown) })
    #expect(reading("center", in: host) == shown(CGPoint(x: 10 + 30, y: 10 + 20)))
    #expect(reading("topLeading", in: host) == shown(CGPoint(x: 10, y: 10 + 40)))
    #expect(reading("bottomTrailing", in: host) == shown(CGPoint(x: 10 + 60, y: 10 + 3 * 40)))
    #expect(reading("trailing", in: host) == shown(CGPoint(x: 10 + 60, y: 10 + 3 * 40 + 20)))
    #expect(reading("point", in: host) == shown(CGPoint(x: 10 + 5, y: 10 + 4 * 40 + 7)))
    #expect(
      reading("unitPoint", in: host)
        == shown(CGPoint(x: 10 + 0.25 * 60, y: 10 + 5 * 40 + 0.75 * 40)))
  }

  /// A 50 × 30 block below a 20-point-high one, both inside 8 points of padding.
  @Test func rectSourcesResolveInTheBackgroundReadersSpace() {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        Block(width: 20, height: 20)
        Block(width: 50, height: 30)
          .anchorPreference(key: RectsKey.self, value: .bounds) { ["bounds": $0] }
        Block(width: 50, height: 30)
          .anchorPreference(
            key: RectsKey.self, value: .rect(CGRect(x: 5, y: 6, width: 20, height: 10))
          ) { ["rect": $0] }
      }
      .padding(8)
      .backgroundPreferenceValue(RectsKey.self) { Readout(anchors: $0, show: shown) })
    #expect(reading("bounds", in: host) == shown(CGRect(x: 8, y: 8 + 20, width: 50, height: 30)))
    #expect(
      reading("rect", in: host) == shown(CGRect(x: 8 + 5, y: 8 + 50 + 6, width: 20, height: 10)))
  }

  @Test func transformAnchorPreferenceAddsToTheValueInside() {
    let host = ViewHost(
      Block(width: 50, height: 30)
        .anchorPreference(key: PointsKey.self, value: .topLeading) { ["inner": $0] }
        .padding(5)
        .transformAnchorPreference(key: PointsKey.self, value: .bottomTrailing) { value, anchor in
          value["outer"] = anchor
        }
        .overlayPreferenceValue(PointsKey.self) { Readout(anchors: $0, show: shown) })
    #expect(reading("inner", in: host) == shown(CGPoint(x: 5, y: 5)))
    #expect(reading("outer", in: host) == shown(CGPoint(x: 5 + 50 + 5, y: 5 + 30 + 5)))
  }

  @Test func transformAnchorPreferenceWithNothingInsideStartsFromTheDefault() {
    let host = ViewHost(
      Block(width: 50, height: 30)
        .transformAnchorPreference(key: PointsKey.self, value: .center) { value, anchor in
          value["count \(value.count)"] = anchor
        }
        .overlayPreferenceValue(PointsKey.self) { Readout(anchors: $0, show: shown) })
    #expect(reading("count 0", in: host) == shown(CGPoint(x: 25, y: 15)))
  }

  /// The block sits inside two nested readers, each inset by padding, below a 20-point header;
  /// the overlay's reader is itself inset (5, 3) from the 200 × 150 frame.
  @Test func anAnchorInsideNestedReadersResolvesInAnOuterReader() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Block(width: 100, height: 20)
        GeometryReader { _ in
          GeometryReader { _ in
            Block(width: 30, height: 16)
              .anchorPreference(key: RectsKey.self, value: .bounds) { ["bounds": $0] }
              .padding(.leading, 9)
          }
          .padding(EdgeInsets(top: 6, leading: 4, bottom: 0, trailing: 0))
        }
        .padding(12)
      }
      .frame(width: 200, height: 150)
      .overlayPreferenceValue(RectsKey.self) { anchors in
        Readout(anchors: anchors, show: shown)
          .padding(EdgeInsets(top: 3, leading: 5, bottom: 0, trailing: 0))
      })
    // In the frame: the outer reader starts at (12, 20 + 12), the inner one 4 right and
    // 6 down, the block 9 right of that.
    let block = CGRect(x: 12 + 4 + 9, y: 20 + 12 + 6, width: 30, height: 16)
    #expect(reading("bounds", in: host) == shown(block.offsetBy(dx: -5, dy: -3)))
  }

  @Test func aNestedReaderResolvesAPointFromOutsideItsOwnFrame() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Block(width: 40, height: 40)
          .anchorPreference(key: PointsKey.self, value: .bottomLeading) { ["corner": $0] }
        Block(width: 60, height: 40)
      }
      .padding(10)
      .overlayPreferenceValue(PointsKey.self) { anchors in
        GeometryReader { _ in
          Readout(anchors: anchors, show: shown).padding(.leading, 30)
        }
        .padding(.top, 15)
      })
    // The corner is at (10, 50) in the padded row; the inner reader starts at (30, 15).
    #expect(reading("corner", in: host) == shown(CGPoint(x: 10 - 30, y: 50 - 15)))
  }

  /// An anchor made inside an `offset` moves with it: the offset moves the view's space.
  @Test func anOffsetAroundTheSourceMovesItsAnchor() {
    let host = ViewHost(
      VStack {
        Block(width: 40, height: 20)
          .anchorPreference(key: RectsKey.self, value: .bounds) { ["moved": $0] }
          .offset(x: 15, y: -5)
      }
      .padding(10)
      .overlayPreferenceValue(RectsKey.self) { Readout(anchors: $0, show: shown) })
    #expect(
      reading("moved", in: host) == shown(CGRect(x: 10 + 15, y: 10 - 5, width: 40, height: 20)))
  }

  /// An offset around the reader moves its space the other way, and a scale around the
  /// source scales its anchor about the view's centre.
  @Test func effectsAroundTheReaderAndScalesMoveAnchorsToo() {
    let host = ViewHost(
      VStack {
        Block(width: 40, height: 20)
          .anchorPreference(key: RectsKey.self, value: .bounds) { ["scaled": $0] }
          .scaleEffect(2)
      }
      .padding(10)
      .overlayPreferenceValue(RectsKey.self) {
        Readout(anchors: $0, show: shown).offset(x: 3, y: 4)
      })
    // The 40 × 20 block at (10, 10), doubled about its centre (30, 20), seen from a reader
    // shifted by (3, 4).
    #expect(
      reading("scaled", in: host) == shown(CGRect(x: -10 - 3, y: 0 - 4, width: 80, height: 40)))
  }

  /// The reader is 50 × 30, below an 80 × 24 block in a column padded by 10 (space "card"),
  /// centred in a 200 × 100 frame (space "screen") that the 390 × 844 host centres.
  private var spaces: some View {
    VStack(spacing: 0) {
      Block(width: 80, height: 24)
      GeometryReader { proxy in
        VStack {
          Text("global \(shown(proxy.frame(in: .global)))")
          Text("local \(shown(proxy.frame(in: .local)))")
          Text("card \(shown(proxy.frame(in: .named("card"))))")
          Text("screen \(shown(proxy.frame(in: .named("screen"))))")
        }
      }
      .frame(width: 50, height: 30)
      .accessibilityIdentifier("reader")
    }
    .padding(10)
    .coordinateSpace(name: "card")
    .frame(width: 200, height: 100)
    .coordinateSpace(name: "screen")
  }

  private let screen = CGPoint(x: (390 - 200) / 2, y: (844 - 100) / 2)
  /// The padded column is 100 × 74, so it sits (50, 13) into the frame; the reader is
  /// centred under the block, 15 in from the column's 80-point width.
  private let inCard = CGRect(x: 10 + 15, y: 10 + 24, width: 50, height: 30)
  private var inScreen: CGRect { inCard.offsetBy(dx: 50, dy: 13) }

  @Test func geometryProxyFramesInEachCoordinateSpace() {
    let host = ViewHost(spaces)
    #expect(reading("global", in: host) == shown(inScreen.offsetBy(dx: screen.x, dy: screen.y)))
    #expect(reading("local", in: host) == shown(CGRect(x: 0, y: 0, width: 50, height: 30)))
    #expect(reading("card", in: host) == shown(inCard))
    #expect(reading("screen", in: host) == shown(inScreen))
  }

  @Test func hostFramesInEachCoordinateSpace() {
    let host = ViewHost(spaces)
    #expect(host.frame(of: "reader") == inScreen.offsetBy(dx: screen.x, dy: screen.y))
    #expect(host.frame(of: "reader", in: .global) == host.frame(of: "reader"))
    #expect(host.frame(of: "reader", in: .local) == CGRect(x: 0, y: 0, width: 50, height: 30))
    #expect(host.frame(of: "reader", in: .named("card")) == inCard)
    #expect(host.frame(of: "reader", in: .named("screen")) == inScreen)
  }
}

/// Counts how often a reader's content is built.
@MainActor
private final class BuildCount {
  var builds = 0
}

@MainActor
@Suite("Anchors at NaN points")
struct NaNAnchorTests {
  /// A NaN unit point resolves to a NaN point every time: the reader that read it is not
  /// stale after the next layout, so its content is not built again and again.
  @Test func aReaderOfANaNAnchorSettles() throws {
    let count = BuildCount()
    let host = ViewHost(
      Color.red.frame(width: 10, height: 10)
        .anchorPreference(key: PointsKey.self, value: .unitPoint(UnitPoint(x: .nan, y: 0.5))) {
          ["nan": $0]
        }
        .overlayPreferenceValue(PointsKey.self) { anchors in
          GeometryReader { proxy in
            let _ = count.builds += 1
            if let anchor = anchors["nan"] {
              Color.blue.frame(width: 2, height: 2).position(proxy[anchor])
                .accessibilityIdentifier("dot")
            }
          }
        }, size: CGSize(width: 100, height: 100))
    let list = host.displayList
    let built = count.builds
    #expect(built <= 3)
    host.update {}
    host.advance(by: 0.1)
    _ = host.displayList
    #expect(count.builds == built)
    // The NaN position itself is clamped where the dot is placed.
    let dot = try #require(host.snapshot(of: "dot")).frame
    let values = [dot.minX, dot.minY, dot.width, dot.height]
    #expect(values.allSatisfy { $0.isFinite })
    #expect(list.items.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite })
  }
}
