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

/// A 40 × 20 reader showing its frame in `space`.
private struct Reader: View {
  let space: CoordinateSpace

  var body: some View {
    GeometryReader { readFrame($0, in: space) }.frame(width: 40, height: 20)
  }
}

/// What the texts in `view` show, laid out from the top-leading corner of a 200 × 100 host.
@MainActor
private func shownTexts(in view: some View) -> [String] {
  texts(
    in: ViewHost(
      view.frame(width: 200, height: 100, alignment: .topLeading),
      size: CGSize(width: 200, height: 100)))
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
    return Reader(space: .global)
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
    #expect(shownTexts(in: Reader(space: .global).offset(x: 30, y: 10)) == ["30.0,10.0,40.0,20.0"])
  }

  @Test func aScaleGivesTheBoundingBoxOfTheScaledFrame() {
    // Doubled around its centre (20, 10): from (-20, -10), 80 × 40.
    #expect(shownTexts(in: Reader(space: .global).scaleEffect(2)) == ["-20.0,-10.0,80.0,40.0"])
  }

  @Test func aQuarterTurnSwapsTheBoundingBoxsSides() {
    // Turned about its centre (20, 10): 20 wide and 40 tall around the same centre.
    let texts = shownTexts(in: Reader(space: .global).rotationEffect(.degrees(90)))
    let parts = texts.first?.split(separator: ",").compactMap { Double($0) } ?? []
    let expected: [Double] = [10, -10, 20, 40]
    #expect(parts.count == 4)
    #expect(zip(parts, expected).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  @Test func effectsAroundANamedSpaceMoveBothAndCancel() {
    // The outer offset moves the space and the reader; only the inner one counts in it.
    let view = Reader(space: .named("space"))
      .offset(x: 5)
      .frame(width: 100, height: 50, alignment: .topLeading)
      .coordinateSpace(name: "space")
      .offset(x: 50, y: 25)
    #expect(shownTexts(in: view) == ["5.0,0.0,40.0,20.0"])
  }

  @Test func aScaleToNothingAroundANamedSpaceCancels() {
    // The space and the reader are both scaled to nothing: only the offset between counts.
    let view = Reader(space: .named("space"))
      .offset(x: 5)
      .frame(width: 100, height: 50, alignment: .topLeading)
      .coordinateSpace(name: "space")
      .scaleEffect(0)
    #expect(shownTexts(in: view) == ["5.0,0.0,40.0,20.0"])
  }

  @Test func aReaderScaledToNothingSeesAnAnchorAsLaidOut() {
    // Nothing undoes the reader's scale, so the anchor is where layout put it.
    let view = Block(width: 20, height: 20)
      .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
      .offset(x: 10)
      .frame(width: 200, height: 100, alignment: .topLeading)
      .overlayPreferenceValue(BoundsKey.self) { anchor in
        GeometryReader { proxy in Text(anchor.map { shown(proxy[$0]) } ?? "none") }
          .scaleEffect(0)
      }
    #expect(shownTexts(in: view) == ["0.0,0.0,20.0,20.0"])
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
    #expect(
      shownTexts(in: Reader(space: .local).offset(x: 30).scaleEffect(3)) == ["0.0,0.0,40.0,20.0"])
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
