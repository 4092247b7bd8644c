import Choreo
import Foundation
import Testing

/// Reaches a `Shelf`'s states from a test.
@MainActor
private final class ShelfControls {
  var isShown: Binding<Bool>?
  var isDimmed: Binding<Bool>?
}

/// A 40 × 20 base with a 20 × 20 lamp on it, shown while `isShown`, with `transition`.
private struct Shelf: View {
  let controls: ShelfControls
  let transition: AnyTransition
  @State private var isShown: Bool

  init(controls: ShelfControls, transition: AnyTransition, initiallyShown: Bool) {
    self.controls = controls
    self.transition = transition
    _isShown = State(initialValue: initiallyShown)
  }

  var body: some View {
    controls.isShown = $isShown
    return ZStack {
      Block(width: 40, height: 20)
      if isShown { Lamp(controls: controls).transition(transition) }
    }
  }
}

/// A square that dims itself on its own state.
private struct Lamp: View {
  let controls: ShelfControls
  @State private var isDimmed = false

  var body: some View {
    controls.isDimmed = $isDimmed
    return Block(width: 20, height: 20).opacity(isDimmed ? 0.2 : 1)
      .accessibilityIdentifier("lamp")
  }
}

/// A geometry reader that shows a lamp, with a self-animating fade, once it has a size.
private struct LampReader: View {
  let controls: ShelfControls

  var body: some View {
    GeometryReader { proxy in
      if proxy.size.width > 0 {
        Lamp(controls: controls).transition(.opacity.animation(.linear(duration: 1)))
      }
    }
    .frame(width: 100, height: 100)
  }
}

/// A base with a `LampReader` shown while `isShown`.
private struct ReaderShelf: View {
  let controls: ShelfControls
  @State private var isShown = false

  var body: some View {
    controls.isShown = $isShown
    return ZStack {
      Block(width: 10, height: 10)
      if isShown { LampReader(controls: controls) }
    }
  }
}

/// `AnyTransition.animation(_:)`: the transition's modifiers animate with it whatever the
/// transaction says, and nothing else does (§5.1, §5.3).
@MainActor
@Suite("A transition's own animation")
struct TransitionOwnAnimationTests {
  private func shelf(_ transition: AnyTransition, shown: Bool) -> (
    ViewHost<Shelf>, ShelfControls
  ) {
    let controls = ShelfControls()
    let host = ViewHost(
      Shelf(controls: controls, transition: transition, initiallyShown: shown),
      size: CGSize(width: 200, height: 100))
    return (host, controls)
  }

  private func opacity(in host: ViewHost<Shelf>) throws -> Double {
    try #require(host.snapshot(of: "lamp")).opacity
  }

  @Test func itPlaysAnInsertionTheTransactionDoesNotAnimate() throws {
    let (host, controls) = shelf(.opacity.animation(.linear(duration: 1)), shown: false)
    host.update { controls.isShown?.wrappedValue = true }
    host.advance(to: 0.5)
    #expect(abs(try opacity(in: host) - 0.5) < 1e-9)
    host.advance(to: 1.1)
    #expect(try opacity(in: host) == 1)
  }

  @Test func itPlaysARemovalTheTransactionDoesNotAnimate() throws {
    let (host, controls) = shelf(.opacity.animation(.linear(duration: 1)), shown: true)
    host.update { controls.isShown?.wrappedValue = false }
    host.advance(to: 0.5)
    let lamp = try #require(host.snapshot(of: "lamp"))
    #expect(lamp.isRemoving)
    #expect(abs(lamp.opacity - 0.5) < 1e-9)
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "lamp") == nil)
  }

  @Test func anAsymmetricTransitionAnimatesOnlyThePhaseWhoseTransitionHasOne() throws {
    let transition = AnyTransition.asymmetric(
      insertion: .opacity.animation(.linear(duration: 1)), removal: .opacity)
    let (host, controls) = shelf(transition, shown: false)
    host.update { controls.isShown?.wrappedValue = true }
    host.advance(to: 0.5)
    #expect(abs(try opacity(in: host) - 0.5) < 1e-9)
    host.advance(to: 2)
    // The removal's transition has no animation, and neither has the transaction.
    host.update { controls.isShown?.wrappedValue = false }
    host.advance(to: 2.1)
    #expect(host.snapshot(of: "lamp") == nil)
  }

  @Test func aNilAnimationKeepsAnInsertionFromAnimating() throws {
    let (host, controls) = shelf(.opacity.animation(nil), shown: false)
    host.update { withAnimation(.linear(duration: 1)) { controls.isShown?.wrappedValue = true } }
    host.advance(to: 0.5)
    #expect(try opacity(in: host) == 1)
  }

  /// A shelf whose lamp was inserted with its transition, which has long finished.
  private func shelfWithInsertedLamp() throws -> (ViewHost<Shelf>, ShelfControls) {
    let (host, controls) = shelf(.scale.animation(.linear(duration: 1)), shown: false)
    host.update {
      withAnimation(.linear(duration: 0.1)) { controls.isShown?.wrappedValue = true }
    }
    host.advance(to: 2)
    #expect(try opacity(in: host) == 1)
    return (host, controls)
  }

  @Test func aChangeInsideTheViewDoesNotAnimateWithIt() throws {
    let (host, controls) = try shelfWithInsertedLamp()
    host.update { controls.isDimmed?.wrappedValue = true }
    host.advance(to: 2.5)
    #expect(abs(try opacity(in: host) - 0.2) < 1e-9)
  }

  @Test func anAnimatedChangeInsideTheViewKeepsItsOwnAnimation() throws {
    let (host, controls) = try shelfWithInsertedLamp()
    host.update {
      withAnimation(.linear(duration: 4)) { controls.isDimmed?.wrappedValue = true }
    }
    // A quarter of the way from 1 to 0.2.
    host.advance(to: 3)
    #expect(abs(try opacity(in: host) - 0.8) < 1e-9)
  }

  @Test func viewsAReaderShowsOnceLaidOutComeWithItAndJustAppear() throws {
    // At launch, and when the reader itself is inserted without animation, its content is
    // built again after the first layout: it still comes with the reader.
    let launched = ViewHost(
      LampReader(controls: ShelfControls()), size: CGSize(width: 200, height: 100))
    #expect(launched.snapshot(of: "lamp")?.opacity == 1)
    let controls = ShelfControls()
    let host = ViewHost(ReaderShelf(controls: controls), size: CGSize(width: 200, height: 100))
    host.update { controls.isShown?.wrappedValue = true }
    #expect(host.snapshot(of: "lamp")?.opacity == 1)
    host.advance(to: 0.5)
    #expect(host.snapshot(of: "lamp")?.opacity == 1)
  }
}
