import Choreo
import Foundation
import Testing

/// Shows and hides the box of a `Stage` from a test.
@MainActor
private final class Presence {
  var binding: Binding<Bool>?
}

/// A 40 × 20 base with a box on top of it, shown while `isShown`, with `transition`.
///
/// In a 200 × 100 host the base is laid out at (80, 40, 40, 20) and a 20 × 20 box at
/// (90, 40, 20, 20); a 30 × 10 box at (85, 45, 30, 10).
private struct Stage: View {
  let presence: Presence
  let transition: AnyTransition
  let boxSize: CGSize
  @State private var isShown: Bool

  init(
    presence: Presence, transition: AnyTransition, boxSize: CGSize, initiallyShown: Bool
  ) {
    self.presence = presence
    self.transition = transition
    self.boxSize = boxSize
    _isShown = State(initialValue: initiallyShown)
  }

  var body: some View {
    presence.binding = $isShown
    return ZStack {
      Block(width: 40, height: 20)
      if isShown {
        Block(width: boxSize.width, height: boxSize.height)
          .accessibilityIdentifier("box")
          .transition(transition)
      }
    }
  }
}

/// Whether `a` and `b` agree to within 1e-9 in every component.
private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
    && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// The 20 × 20 box's laid-out rectangle.
private let square = CGRect(x: 90, y: 40, width: 20, height: 20)

/// The 30 × 10 box's laid-out rectangle.
private let wide = CGRect(x: 85, y: 45, width: 30, height: 10)

@MainActor
@Suite("Built-in transitions half way through (§5.1)")
struct BuiltInTransitionTests {
  /// A host whose box is shown (to be removed) or hidden (to be inserted).
  private func stage(
    _ transition: AnyTransition, shown: Bool, boxSize: CGSize = CGSize(width: 20, height: 20)
  ) -> (ViewHost<Stage>, Presence) {
    let presence = Presence()
    let host = ViewHost(
      Stage(presence: presence, transition: transition, boxSize: boxSize, initiallyShown: shown),
      size: CGSize(width: 200, height: 100))
    return (host, presence)
  }

  /// The box half way through a one-second linear insertion (`inserting`) or removal.
  private func midway(
    _ transition: AnyTransition, inserting: Bool,
    boxSize: CGSize = CGSize(width: 20, height: 20)
  ) throws -> ViewSnapshot {
    let (host, presence) = stage(transition, shown: !inserting, boxSize: boxSize)
    host.update {
      withAnimation(.linear(duration: 1)) { presence.binding?.wrappedValue = inserting }
    }
    host.advance(to: 0.5)
    let box = try #require(host.snapshot(of: "box"))
    #expect(box.isRemoving == !inserting)
    #expect(box.phase == (inserting ? .identity : .didDisappear))
    return box
  }

  @Test func slideInsertsFromTheLeadingEdgeAndRemovesToTheTrailingEdge() throws {
    // By its own width (20), half of it at the midpoint; no fading either way.
    let inserted = try midway(.slide, inserting: true)
    #expect(isClose(inserted.frame, square.offsetBy(dx: -10, dy: 0)))
    #expect(inserted.opacity == 1)
    let removed = try midway(.slide, inserting: false)
    #expect(isClose(removed.frame, square.offsetBy(dx: 10, dy: 0)))
    #expect(removed.opacity == 1)
  }

  @Test(
    arguments: [
      // The 30 × 10 box moves by its height toward the top or bottom and by its width toward
      // the leading or trailing edge: half of that at the midpoint.
      (Edge.top, CGSize(width: 0, height: -5)),
      (Edge.bottom, CGSize(width: 0, height: 5)),
      (Edge.leading, CGSize(width: -15, height: 0)),
      (Edge.trailing, CGSize(width: 15, height: 0)),
    ])
  func moveShiftsByTheViewsOwnSizeTowardItsEdge(edge: Edge, shift: CGSize) throws {
    let size = CGSize(width: 30, height: 10)
    let expected = wide.offsetBy(dx: shift.width, dy: shift.height)
    let inserted = try midway(.move(edge: edge), inserting: true, boxSize: size)
    #expect(isClose(inserted.frame, expected))
    #expect(inserted.opacity == 1)
    // A removal leaves toward the same edge.
    let removed = try midway(.move(edge: edge), inserting: false, boxSize: size)
    #expect(isClose(removed.frame, expected))
    #expect(removed.opacity == 1)
  }

  @Test func pushMovesInFromItsEdgeOutToTheOppositeOneAndFades() throws {
    let inserted = try midway(.push(from: .leading), inserting: true)
    #expect(isClose(inserted.frame, square.offsetBy(dx: -10, dy: 0)))
    #expect(abs(inserted.opacity - 0.5) < 1e-9)
    let removed = try midway(.push(from: .leading), inserting: false)
    #expect(isClose(removed.frame, square.offsetBy(dx: 10, dy: 0)))
    #expect(abs(removed.opacity - 0.5) < 1e-9)

    // From the top, by the 30 × 10 box's height: in from above, out below.
    let size = CGSize(width: 30, height: 10)
    let fromTop = try midway(.push(from: .top), inserting: true, boxSize: size)
    #expect(isClose(fromTop.frame, wide.offsetBy(dx: 0, dy: -5)))
    #expect(abs(fromTop.opacity - 0.5) < 1e-9)
    let toBottom = try midway(.push(from: .top), inserting: false, boxSize: size)
    #expect(isClose(toBottom.frame, wide.offsetBy(dx: 0, dy: 5)))
    #expect(abs(toBottom.opacity - 0.5) < 1e-9)
  }

  @Test func offsetShiftsByHalfItsAmountAtTheMidpoint() throws {
    let size = CGSize(width: 30, height: -10)
    for inserting in [true, false] {
      let box = try midway(.offset(size), inserting: inserting)
      #expect(isClose(box.frame, square.offsetBy(dx: 15, dy: -5)))
      #expect(box.opacity == 1)
    }
    let down = try midway(.offset(y: 40), inserting: true)
    #expect(isClose(down.frame, square.offsetBy(dx: 0, dy: 20)))
    let left = try midway(.offset(x: -24), inserting: false)
    #expect(isClose(left.frame, square.offsetBy(dx: -12, dy: 0)))
  }

  @Test func scaleGrowsFromNearlyNothingAboutTheCentre() throws {
    let box = try midway(.scale, inserting: true)
    // Half way from 1e-5 to 1.
    let factor = (1 + 1e-5) / 2
    #expect(abs(box.frame.width - 20 * factor) < 1e-9)
    #expect(abs(box.frame.height - 20 * factor) < 1e-9)
    #expect(abs(box.frame.midX - square.midX) < 1e-9)
    #expect(abs(box.frame.midY - square.midY) < 1e-9)
    #expect(box.opacity == 1)
  }

  @Test func scaleWithAnAnchorKeepsThatPointStill() throws {
    // Half way from 0.5 to 1 about the top-leading corner (90, 40).
    let inserted = try midway(.scale(scale: 0.5, anchor: .topLeading), inserting: true)
    #expect(isClose(inserted.frame, CGRect(x: 90, y: 40, width: 15, height: 15)))
    // Half way from 1 to 0 about the bottom-trailing corner (110, 60).
    let removed = try midway(.scale(scale: 0, anchor: .bottomTrailing), inserting: false)
    #expect(isClose(removed.frame, CGRect(x: 100, y: 50, width: 10, height: 10)))
  }

  @Test func identityInsertsUnchanged() throws {
    let (host, presence) = stage(.identity, shown: false)
    host.update { withAnimation(.linear(duration: 1)) { presence.binding?.wrappedValue = true } }
    let start = try #require(host.snapshot(of: "box"))
    #expect(start.frame == square)
    #expect(start.opacity == 1)
    host.advance(to: 0.5)
    let box = try #require(host.snapshot(of: "box"))
    #expect(box.frame == square)
    #expect(box.opacity == 1)
    #expect(!box.isRemoving)
  }

  @Test func identityRemovesAtOnceForItStartsNoAnimation() throws {
    // A removed view is erased once every animation its removal started has finished
    // (§5.3); `.identity` changes nothing, so it starts none, and the box goes with the
    // update, animated transaction or not.
    let (host, presence) = stage(.identity, shown: true)
    #expect(host.snapshot(of: "box")?.frame == square)
    host.update { withAnimation(.linear(duration: 1)) { presence.binding?.wrappedValue = false } }
    #expect(host.snapshot(of: "box") == nil)
    #expect(host.animations.isEmpty)
  }

  @Test func asymmetricUsesEachTransitionOnlyInItsOwnDirection() throws {
    let transition = AnyTransition.asymmetric(insertion: .offset(x: 40), removal: .opacity)
    // Inserting: shifted, not faded.
    let inserted = try midway(transition, inserting: true)
    #expect(isClose(inserted.frame, square.offsetBy(dx: 20, dy: 0)))
    #expect(inserted.opacity == 1)
    // Removing: faded, not shifted.
    let removed = try midway(transition, inserting: false)
    #expect(isClose(removed.frame, square))
    #expect(abs(removed.opacity - 0.5) < 1e-9)
  }

  @Test func combinedTransitionsNestWithTheArgumentOutermost() throws {
    // The scale (inner) halves the box about its top-leading corner (90, 40) to 10 × 10;
    // the move (outer) lifts that by half the box's height, 10.
    let scaleThenMove = AnyTransition.scale(scale: 0, anchor: .topLeading)
      .combined(with: .move(edge: .top)).combined(with: .opacity)
    let removed = try midway(scaleThenMove, inserting: false)
    #expect(isClose(removed.frame, CGRect(x: 90, y: 30, width: 10, height: 10)))
    #expect(abs(removed.opacity - 0.5) < 1e-9)
    // The other way round the scale (outer) also halves the lift: (90, 40 − 10 / 2).
    let moveThenScale = AnyTransition.move(edge: .top)
      .combined(with: .scale(scale: 0, anchor: .topLeading))
    let reversed = try midway(moveThenScale, inserting: false)
    #expect(isClose(reversed.frame, CGRect(x: 90, y: 35, width: 10, height: 10)))
    #expect(reversed.opacity == 1)
  }

  @Test func aTransitionsOwnAnimationTimesTheInsertion() throws {
    let (host, presence) = stage(.opacity.animation(.linear(duration: 2)), shown: false)
    host.update { withAnimation(.linear(duration: 1)) { presence.binding?.wrappedValue = true } }
    // Two seconds long, whatever the transaction's one second says.
    host.advance(to: 0.5)
    #expect(abs((host.snapshot(of: "box")?.opacity ?? -1) - 0.25) < 1e-9)
    host.advance(to: 1)
    #expect(abs((host.snapshot(of: "box")?.opacity ?? -1) - 0.5) < 1e-9)
    host.advance(to: 2.1)
    #expect(host.snapshot(of: "box")?.opacity == 1)
  }

  @Test func aTransitionsOwnAnimationTimesTheRemoval() throws {
    let (host, presence) = stage(.opacity.animation(.linear(duration: 2)), shown: true)
    host.update { withAnimation(.linear(duration: 1)) { presence.binding?.wrappedValue = false } }
    host.advance(to: 0.5)
    #expect(abs((host.snapshot(of: "box")?.opacity ?? -1) - 0.75) < 1e-9)
    // Past the transaction's second the box is still leaving.
    host.advance(to: 1.5)
    let box = try #require(host.snapshot(of: "box"))
    #expect(box.isRemoving)
    #expect(abs(box.opacity - 0.25) < 1e-9)
    host.advance(to: 2.1)
    #expect(host.snapshot(of: "box") == nil)
  }
}
