import Choreo
import Foundation
import Testing

/// The frame a reader's content was last built with, as "minX,minY,width,height".
@MainActor
private func readFrame(_ proxy: GeometryProxy, in space: CoordinateSpace) -> some View {
  Text(shown(proxy.frame(in: space)))
}

/// `rect` as "minX,minY,width,height".
private func shown(_ rect: CGRect) -> String {
  "\(rect.minX),\(rect.minY),\(rect.width),\(rect.height)"
}

/// The bounds of one view, found through an anchor.
private struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = nextValue() ?? value
  }
}

@MainActor
private final class Handle {
  var toggle: () -> Void = {}
}

/// A 20 × 20 block at the top-leading corner of a 200 × 100 host, offset 100 points right
/// when moved, with a mark drawn over its anchored bounds.
private struct Marked: View {
  let handle: Handle
  @State private var isMoved = false

  var body: some View {
    handle.toggle = { isMoved.toggle() }
    return Block(width: 20, height: 20)
      .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
      .offset(x: isMoved ? 100 : 0)
      .frame(width: 200, height: 100, alignment: .topLeading)
      .overlayPreferenceValue(BoundsKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let bounds = proxy[anchor]
            Block(width: 20, height: 20).accessibilityIdentifier("mark")
              .offset(x: bounds.minX, y: bounds.minY)
          }
        }
      }
  }
}

/// A 40 × 20 reader at the top-leading corner of a 200 × 100 host, offset 100 points right
/// when moved, showing its global frame.
private struct Reading: View {
  let handle: Handle
  @State private var isMoved = false

  var body: some View {
    handle.toggle = { isMoved.toggle() }
    return GeometryReader { readFrame($0, in: .global) }
      .frame(width: 40, height: 20)
      .offset(x: isMoved ? 100 : 0)
      .frame(width: 200, height: 100, alignment: .topLeading)
  }
}

/// `GeometryProxy.frame(in:)` and anchors see the geometry effects around the reader and
/// the anchored view, at the values their views set, as SwiftUI's coordinate conversions
/// do.
@MainActor
@Suite("Geometry readers through geometry effects")
struct GeometryEffectFrameTests {
  @Test func anOffsetMovesAReadersGlobalFrame() {
    let host = ViewHost(
      GeometryReader { readFrame($0, in: .global) }
        .frame(width: 40, height: 20)
        .offset(x: 30, y: 10)
        .frame(width: 200, height: 100, alignment: .topLeading),
      size: CGSize(width: 200, height: 100))
    #expect(texts(in: host) == ["30.0,10.0,40.0,20.0"])
  }

  @Test func aScaleGivesTheBoundingBoxOfTheScaledFrame() {
    // Doubled around its centre (20, 10): from (-20, -10), 80 × 40.
    let host = ViewHost(
      GeometryReader { readFrame($0, in: .global) }
        .frame(width: 40, height: 20)
        .scaleEffect(2)
        .frame(width: 200, height: 100, alignment: .topLeading),
      size: CGSize(width: 200, height: 100))
    #expect(texts(in: host) == ["-20.0,-10.0,80.0,40.0"])
  }

  @Test func aQuarterTurnSwapsTheBoundingBoxsSides() {
    // Turned about its centre (20, 10): 20 wide and 40 tall around the same centre.
    let host = ViewHost(
      GeometryReader { readFrame($0, in: .global) }
        .frame(width: 40, height: 20)
        .rotationEffect(.degrees(90))
        .frame(width: 200, height: 100, alignment: .topLeading),
      size: CGSize(width: 200, height: 100))
    let parts = texts(in: host).first?.split(separator: ",").compactMap { Double($0) } ?? []
    let expected: [Double] = [10, -10, 20, 40]
    #expect(parts.count == 4)
    #expect(zip(parts, expected).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  @Test func effectsAroundANamedSpaceMoveBothAndCancel() {
    // The outer offset moves the space and the reader; only the inner one counts in it.
    let host = ViewHost(
      GeometryReader { readFrame($0, in: .named("space")) }
        .frame(width: 40, height: 20)
        .offset(x: 5)
        .frame(width: 100, height: 50, alignment: .topLeading)
        .coordinateSpace(name: "space")
        .offset(x: 50, y: 25)
        .frame(width: 200, height: 100, alignment: .topLeading),
      size: CGSize(width: 200, height: 100))
    #expect(texts(in: host) == ["5.0,0.0,40.0,20.0"])
  }

  @Test func aScaleToNothingAroundANamedSpaceCancels() {
    // The space and the reader are both scaled to nothing: only the offset between counts.
    let host = ViewHost(
      GeometryReader { readFrame($0, in: .named("space")) }
        .frame(width: 40, height: 20)
        .offset(x: 5)
        .frame(width: 100, height: 50, alignment: .topLeading)
        .coordinateSpace(name: "space")
        .scaleEffect(0)
        .frame(width: 200, height: 100, alignment: .topLeading),
      size: CGSize(width: 200, height: 100))
    #expect(texts(in: host) == ["5.0,0.0,40.0,20.0"])
  }

  @Test func aReaderScaledToNothingSeesAnAnchorAsLaidOut() {
    // Nothing undoes the reader's scale, so the anchor is where layout put it.
    let host = ViewHost(
      Block(width: 20, height: 20)
        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        .offset(x: 10)
        .frame(width: 200, height: 100, alignment: .topLeading)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
          GeometryReader { proxy in Text(anchor.map { shown(proxy[$0]) } ?? "none") }
            .scaleEffect(0)
        },
      size: CGSize(width: 200, height: 100))
    #expect(texts(in: host) == ["0.0,0.0,20.0,20.0"])
  }

  @Test func anAnchorInsideAMatchedFollowerIsAtTheSourcesFrame() {
    struct Pair: View {
      @Namespace var namespace
      var body: some View {
        HStack(spacing: 0) {
          Block(width: 40, height: 40)
            .matchedGeometryEffect(id: 1, in: namespace)
          Block(width: 20, height: 20)
            .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            .matchedGeometryEffect(id: 1, in: namespace, properties: .position, isSource: false)
        }
        .frame(width: 200, height: 100)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
          GeometryReader { proxy in Text(anchor.map { shown(proxy[$0]) } ?? "none") }
        }
      }
    }
    // The source is at (70, 30, 40, 40): the follower keeps its size, centred there.
    let host = ViewHost(Pair(), size: CGSize(width: 200, height: 100))
    #expect(texts(in: host) == ["80.0,40.0,20.0,20.0"])
  }

  @Test func theLocalFrameIgnoresEffects() {
    let host = ViewHost(
      GeometryReader { readFrame($0, in: .local) }
        .frame(width: 40, height: 20)
        .offset(x: 30)
        .scaleEffect(3),
      size: CGSize(width: 200, height: 100))
    #expect(texts(in: host) == ["0.0,0.0,40.0,20.0"])
  }

  @Test func aReaderSeesAnAnimatingOffsetAtItsEnd() {
    let handle = Handle()
    let host = ViewHost(Reading(handle: handle), size: CGSize(width: 200, height: 100))
    #expect(texts(in: host) == ["0.0,0.0,40.0,20.0"])
    host.update { withAnimation(.linear(duration: 1)) { handle.toggle() } }
    host.advance(to: 0.5)
    #expect(texts(in: host) == ["100.0,0.0,40.0,20.0"])
    host.advance(to: 2)
    #expect(texts(in: host) == ["100.0,0.0,40.0,20.0"])
  }

  @Test func aMarkBuiltFromAnAnchorMovesWithTheAnchoredViewsAnimation() throws {
    let handle = Handle()
    let host = ViewHost(Marked(handle: handle), size: CGSize(width: 200, height: 100))
    #expect(host.snapshot(of: "mark")?.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    host.update { withAnimation(.linear(duration: 1)) { handle.toggle() } }
    // The anchor is at the offset's end at once; the mark's own offset to it animates with
    // the same transaction, so the mark keeps up with the view.
    host.advance(to: 0.5)
    let halfway = try #require(host.snapshot(of: "mark")).frame
    #expect(abs(halfway.minX - 50) < 1e-9)
    host.advance(to: 2)
    #expect(host.snapshot(of: "mark")?.frame == CGRect(x: 100, y: 0, width: 20, height: 20))
  }
}
