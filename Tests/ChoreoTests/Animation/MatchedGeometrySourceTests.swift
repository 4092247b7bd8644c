import Choreo
import Foundation
import Testing

/// Reaches a scene's state from a test.
@MainActor
private final class Toggle {
  var flag: Binding<Bool>?
}

private func isNear(_ frame: CGRect?, _ expected: CGRect) -> Bool {
  guard let frame else { return false }
  return abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
    && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
}

/// A source anchored at its top-leading corner, at (100, 100), and a follower anchored at its
/// centre.
private struct AnchoredPair: View {
  @Namespace private var namespace

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 300, height: 300)
      Color.red.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: 1, in: namespace, anchor: .topLeading)
        .accessibilityIdentifier("source")
        .padding(.leading, 100).padding(.top, 100)
      Color.blue.frame(width: 20, height: 20)
        .matchedGeometryEffect(
          id: 1, in: namespace, properties: .position, anchor: .center, isSource: false
        )
        .accessibilityIdentifier("follower")
    }
  }
}

/// A source that moves 100 points right with an implicit animation of 2 s of its own, and a
/// follower of its position.
private struct MovingSource: View {
  let toggle: Toggle
  @State private var isRight = false
  @Namespace private var namespace

  var body: some View {
    toggle.flag = $isRight
    return ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 300, height: 100)
      Color.red.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: 1, in: namespace)
        .accessibilityIdentifier("source")
        .padding(.leading, isRight ? 100 : 0)
        .animation(.linear(duration: 2), value: isRight)
      Color.blue.frame(width: 20, height: 20)
        .matchedGeometryEffect(id: 1, in: namespace, properties: .position, isSource: false)
        .accessibilityIdentifier("follower")
    }
  }
}

/// A red 50-point square on the left swapped for a blue 100-point one on the right, animated
/// only by an implicit `.animation(_:value:)`.
private struct ImplicitSwap: View {
  let toggle: Toggle
  @State private var isRed = true
  @Namespace private var namespace

  var body: some View {
    toggle.flag = $isRed
    return ZStack {
      if isRed {
        Rectangle().fill(Color.red)
          .matchedGeometryEffect(id: "square", in: namespace)
          .accessibilityIdentifier("red")
          .frame(width: 50, height: 50)
      } else {
        Rectangle().fill(Color.blue)
          .matchedGeometryEffect(id: "square", in: namespace)
          .accessibilityIdentifier("blue")
          .frame(width: 100, height: 100)
      }
    }
    .frame(maxWidth: .infinity, alignment: isRed ? .leading : .trailing)
    .frame(height: 200)
    .animation(.linear(duration: 1), value: isRed)
  }
}

/// The source of a matched group: its anchor gives the shared position, a swap animates with
/// the transaction the new source was inserted in, and a source that only moves keeps its own
/// animation (§8.1).
@MainActor
@Suite("Matched geometry: the source")
struct MatchedGeometrySourceTests {
  @Test func aFollowersAnchorSitsOnTheSourcesAnchor() {
    let host = ViewHost(AnchoredPair(), size: CGSize(width: 300, height: 300))
    #expect(host.snapshot(of: "source")?.frame == CGRect(x: 100, y: 100, width: 40, height: 40))
    // The follower's centre on the source's top-leading corner.
    #expect(host.snapshot(of: "follower")?.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
  }

  @Test func aMovingSourceKeepsItsOwnAnimationAndItsFollowerFollows() throws {
    let toggle = Toggle()
    let host = ViewHost(MovingSource(toggle: toggle), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { toggle.flag?.wrappedValue = true } }
    host.advance(to: 0.5)
    // A quarter of the way through its 2 s: 25 of 100 points.
    let source = try #require(host.snapshot(of: "source"))
    #expect(abs(source.frame.minX - 25) < 1e-6)
    // The follower's centre on the source's, as the source moves, at its own size.
    let follower = try #require(host.snapshot(of: "follower"))
    #expect(abs(follower.frame.midX - source.frame.midX) < 1e-6)
    #expect(follower.frame.size == CGSize(width: 20, height: 20))
    host.advance(to: 2.5)
    #expect(try #require(host.snapshot(of: "follower")).frame.midX == 120)
  }

  @Test func aSwapUnderAnImplicitAnimationInterpolatesTheSharedFrame() {
    let toggle = Toggle()
    let host = ViewHost(ImplicitSwap(toggle: toggle), size: CGSize(width: 300, height: 200))
    #expect(host.snapshot(of: "red")?.frame == CGRect(x: 0, y: 75, width: 50, height: 50))
    host.update { toggle.flag?.wrappedValue = false }
    host.advance(to: 0.5)
    // Halfway from (0, 75, 50, 50) to (200, 50, 100, 100), both squares.
    let halfway = CGRect(x: 100, y: 62.5, width: 75, height: 75)
    #expect(isNear(host.snapshot(of: "blue")?.frame, halfway))
    #expect(isNear(host.snapshot(of: "red")?.frame, halfway))
    host.advance(to: 1.5)
    #expect(host.snapshot(of: "blue")?.frame == CGRect(x: 200, y: 50, width: 100, height: 100))
  }
}
