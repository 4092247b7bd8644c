import Choreo
import Foundation
import Testing

// SwiftUI's animation semantics in the view tree. Section numbers (§) refer to
// shared/reference/swiftui-semantics.md.

@MainActor
private final class SemanticsLever {
  var binding: Binding<Bool>?
  var events: [String] = []
}

/// A block whose opacity is 1 while on and 0 while off.
private struct SemanticsFader: View {
  let lever: SemanticsLever
  @State private var isOn = false

  var body: some View {
    lever.binding = $isOn
    return Block(width: 20, height: 20).opacity(isOn ? 1 : 0).accessibilityIdentifier("fader")
  }
}

/// A box inserted and removed with a transition (the default one, `.opacity`).
private struct SemanticsShown: View {
  let lever: SemanticsLever
  var transition: AnyTransition = .opacity
  @State private var isShown: Bool

  init(lever: SemanticsLever, transition: AnyTransition = .opacity, initiallyShown: Bool = false) {
    self.lever = lever
    self.transition = transition
    _isShown = State(initialValue: initiallyShown)
  }

  var body: some View {
    lever.binding = $isShown
    return ZStack {
      Block(width: 40, height: 20).accessibilityIdentifier("base")
      if isShown {
        Block(width: 20, height: 20)
          .accessibilityIdentifier("box")
          .transition(transition)
      }
    }
  }
}

/// Counts the runs of a completion, with the host time of each.
@MainActor
private final class SemanticsTally {
  var times: [Double] = []
  var count: Int { times.count }
}

@MainActor
@Suite("Animation semantics in the tree (§2–§5)")
struct AnimationSemanticsTests {
  private func fader() -> (ViewHost<SemanticsFader>, SemanticsLever) {
    let lever = SemanticsLever()
    return (ViewHost(SemanticsFader(lever: lever), size: CGSize(width: 100, height: 100)), lever)
  }

  private func opacity<V: View>(_ host: ViewHost<V>, _ id: String = "fader") -> Double {
    host.snapshot(of: id)?.opacity ?? -1
  }

  /// Advances at 60 frames a second up to `end`.
  private func run<V: View>(_ host: ViewHost<V>, to end: Double) {
    var frame = Int((host.time * 60).rounded(.down)) + 1
    while Double(frame) / 60 <= end + 1e-9 {
      host.advance(to: Double(frame) / 60)
      frame += 1
    }
    if host.time < end { host.advance(to: end) }
  }

  // MARK: Completion of changes played by transitions (§4.3, §5.3)

  @Test func completionOfAnAnimatedInsertionWaitsForTheTransition() {
    // SwiftUI: "The completion callback will always be fired exactly one time. If no
    // animations are created by the changes in body, then the callback will be called
    // immediately after body" (§4.3). Inserting a view with a transition does create an
    // animation: the container moves the new item from willAppear to identity in the same
    // transaction, with its animation (§5.3), so the completion runs when the fade-in is
    // logically complete, at 1 s here, not right after the body.
    let lever = SemanticsLever()
    let host = ViewHost(SemanticsShown(lever: lever), size: CGSize(width: 100, height: 100))
    let tally = SemanticsTally()
    host.update {
      withAnimation(.linear(duration: 1)) {
        lever.binding?.wrappedValue = true
      } completion: {
        tally.times.append(host.time)
      }
    }
    #expect(!host.animations.isEmpty)
    #expect(tally.count == 0, "completion ran before the insertion animated")
    run(host, to: 0.5)
    #expect(abs(opacity(host, "box") - 0.5) < 0.02)
    #expect(tally.count == 0)
    run(host, to: 1.1)
    #expect(tally.count == 1)
  }

  @Test func completionOfAnAnimatedRemovalWaitsForTheTransition() {
    // As above for a removal: the removed item goes from identity to didDisappear under the
    // transaction's animation (§5.3), so `withAnimation(…) { hide } completion:` runs once the
    // fade-out has finished, not at once. (A very common SwiftUI idiom: dismiss, then act.)
    let lever = SemanticsLever()
    let host = ViewHost(
      SemanticsShown(lever: lever, initiallyShown: true), size: CGSize(width: 100, height: 100))
    let tally = SemanticsTally()
    host.update {
      withAnimation(.linear(duration: 1), completionCriteria: .removed) {
        lever.binding?.wrappedValue = false
      } completion: {
        tally.times.append(host.time)
      }
    }
    #expect(tally.count == 0, "completion ran before the removal animated")
    run(host, to: 0.5)
    #expect(host.snapshot(of: "box")?.isRemoving == true)
    #expect(tally.count == 0)
    run(host, to: 1.2)
    #expect(tally.count == 1)
  }

  // MARK: Transactions (§4.1, §4.2)

  @Test func withAnimationNilInsideWithAnimationDoesNotAnimate() {
    // `withAnimation(nil)` sets the transaction's animation to nil for its body; since iOS 17
    // withTransaction merges onto the current transaction and keys it wrote win (§4.1).
    let (host, lever) = fader()
    host.update {
      withAnimation(.linear(duration: 1)) {
        withAnimation(nil) { lever.binding?.wrappedValue = true }
      }
    }
    #expect(host.animations.isEmpty)
    #expect(opacity(host) == 1)
  }

  @Test func outerDisablesAnimationsKeepsAnInnerImplicitAnimationFromOverriding() {
    // `.transaction { $0.disablesAnimations = true }` outside `.animation(_:value:)`: the
    // implicit modifier sees disablesAnimations and leaves the explicit animation in place
    // (§4.1, §4.2), so a one-second linear change takes one second, not two.
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isOn = false
      var body: some View {
        lever.binding = $isOn
        return Block(width: 20, height: 20)
          .opacity(isOn ? 1 : 0)
          .animation(.linear(duration: 2), value: isOn)
          .transaction { $0.disablesAnimations = true }
          .accessibilityIdentifier("fader")
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    #expect(abs(opacity(host) - 0.5) < 1e-6)
    // Without withAnimation there is no animation at all.
    host.advance(to: 2)
    host.update { lever.binding?.wrappedValue = false }
    #expect(host.animations.isEmpty)
    #expect(opacity(host) == 0)
  }

  @Test func implicitAnimationInsideATransactionModifierWins() {
    // `.animation(.linear(2), value:)` written inside `.transaction { $0.animation = .linear(1) }`:
    // the outer transform runs first, the inner implicit animation then overrides it for its
    // content (§4.2: modifiers rewrite the transaction seen by the content written before them).
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isOn = false
      var body: some View {
        lever.binding = $isOn
        return Block(width: 20, height: 20)
          .opacity(isOn ? 1 : 0)
          .animation(.linear(duration: 2), value: isOn)
          .transaction { $0.animation = .linear(duration: 1) }
          .accessibilityIdentifier("fader")
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { lever.binding?.wrappedValue = true }
    host.advance(to: 1)
    #expect(abs(opacity(host) - 0.5) < 1e-6)
  }

  @Test func completionRunsAtOnceWhenAnImplicitNilAnimationStripsTheChange() {
    // `.animation(nil, value:)` strips the explicit animation from its content (§4.2): the body
    // creates no animation, so the completion runs right after the body (§4.3).
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isOn = false
      var body: some View {
        lever.binding = $isOn
        return Block(width: 20, height: 20)
          .opacity(isOn ? 1 : 0)
          .animation(nil, value: isOn)
          .accessibilityIdentifier("fader")
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    let tally = SemanticsTally()
    host.update {
      withAnimation(.linear(duration: 1)) {
        lever.binding?.wrappedValue = true
      } completion: {
        tally.times.append(host.time)
      }
    }
    #expect(host.animations.isEmpty)
    #expect(tally.count == 1)
  }

  @Test func completionFollowsTheImplicitAnimationThatReplacedTheExplicitOne() {
    // The completion belongs to the transaction, whatever animation an implicit modifier puts
    // in it: here the change runs for 2 s, so `.logicallyComplete` fires at 2 s (§4.2, §4.3).
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isOn = false
      var body: some View {
        lever.binding = $isOn
        return Block(width: 20, height: 20)
          .opacity(isOn ? 1 : 0)
          .animation(.linear(duration: 2), value: isOn)
          .accessibilityIdentifier("fader")
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    let tally = SemanticsTally()
    host.update {
      withAnimation(.linear(duration: 1)) {
        lever.binding?.wrappedValue = true
      } completion: {
        tally.times.append(host.time)
      }
    }
    run(host, to: 1.5)
    #expect(tally.count == 0)
    run(host, to: 2.1)
    #expect(tally.count == 1)
  }

  // MARK: Completion and merging (§2.2, §4.3)

  @Test func logicalCompletionOfARetargetedSpringFollowsTheOldSpring() {
    // A persistent spring retargeted at 0.2 s by another (§1.5, §2.2): the first change's
    // `.logicallyComplete` listener is forked with the old spring and fires at its response
    // (0.5 s); the second's at 0.2 + 0.5 = 0.7 s. Each exactly once.
    let (host, lever) = fader()
    let first = SemanticsTally()
    let second = SemanticsTally()
    host.update {
      withAnimation(.spring(response: 0.5, dampingFraction: 1)) {
        lever.binding?.wrappedValue = true
      } completion: {
        first.times.append(host.time)
      }
    }
    run(host, to: 0.2)
    host.update {
      withAnimation(.spring(response: 0.5, dampingFraction: 1)) {
        lever.binding?.wrappedValue = false
      } completion: {
        second.times.append(host.time)
      }
    }
    run(host, to: 3)
    #expect(first.count == 1)
    #expect(second.count == 1)
    if let t = first.times.first { #expect(abs(t - 0.5) < 0.02) }
    if let t = second.times.first { #expect(abs(t - 0.7) < 0.02) }
  }

  @Test func aSpeededSpringIsLogicallyCompleteSooner() {
    // `speed(2)`: the base sees t × 2 (§1.7), so a response-0.5 spring completes logically at
    // 0.25 s of host time.
    let (host, lever) = fader()
    let tally = SemanticsTally()
    host.update {
      withAnimation(.spring(response: 0.5, dampingFraction: 1).speed(2)) {
        lever.binding?.wrappedValue = true
      } completion: {
        tally.times.append(host.time)
      }
    }
    run(host, to: 1)
    #expect(tally.count == 1)
    if let t = tally.times.first { #expect(abs(t - 0.25) < 0.02) }
  }

  // MARK: delay, repeat (§1.7)

  @Test func aDelayedCurveHoldsItsStartThenRuns() {
    // `delay(0.5)`: the base sees max(0, t − 0.5). The attribute holds its start during the
    // delay and already counts as animating; a linear curve is logically complete when it
    // ends, at 1.5 s.
    let (host, lever) = fader()
    let tally = SemanticsTally()
    host.update {
      withAnimation(.linear(duration: 1).delay(0.5)) {
        lever.binding?.wrappedValue = true
      } completion: {
        tally.times.append(host.time)
      }
    }
    host.advance(to: 0.25)
    #expect(opacity(host) == 0)
    #expect(host.animations.count == 1)
    host.advance(to: 1.0)
    #expect(abs(opacity(host) - 0.5) < 1e-6)
    run(host, to: 1.6)
    #expect(opacity(host) == 1)
    #expect(tally.count == 1)
    if let t = tally.times.first { #expect(t > 1.5 && t < 1.52) }
  }

  @Test func repeatCountTwoWithAutoreverseGoesForwardBackThenSnaps() {
    // "forward, then reverses, then stops" (§1.7): with n = 2 it ends back at the start and
    // then snaps to the model value.
    let (host, lever) = fader()
    host.update {
      withAnimation(.linear(duration: 1).repeatCount(2, autoreverses: true)) {
        lever.binding?.wrappedValue = true
      }
    }
    run(host, to: 0.5)
    #expect(abs(opacity(host) - 0.5) < 1e-6)
    run(host, to: 1.5)
    // Reversed play started on the frame after 1 s (1.0167 s): about 0.5 again.
    #expect(abs(opacity(host) - 0.5) < 0.03)
    run(host, to: 2.1)
    #expect(opacity(host) == 1)
    #expect(host.animations.isEmpty)
  }

  @Test func aDelayInsideARepeatDelaysEachPlay() {
    // `.linear(1).delay(0.5).repeatCount(2, autoreverses: false)`: modifiers nest in the order
    // written (§1.7), so each play is delayed. First play: 0.5…1.5 s; the second starts on the
    // first frame after 1.5 s and holds at its start for 0.5 s.
    let (host, lever) = fader()
    host.update {
      withAnimation(.linear(duration: 1).delay(0.5).repeatCount(2, autoreverses: false)) {
        lever.binding?.wrappedValue = true
      }
    }
    run(host, to: 1.0)
    #expect(abs(opacity(host) - 0.5) < 1e-6)
    run(host, to: 1.8)
    #expect(opacity(host) == 0)
    // The second play started on the frame after 1.5 s (1.5167 s) and its delay ends at
    // 2.0167 s: at 2.6 s it is 0.583 of the way.
    run(host, to: 2.6)
    #expect(abs(opacity(host) - (2.6 - (91.0 / 60 + 0.5))) < 0.02)
    run(host, to: 3.6)
    #expect(host.animations.isEmpty)
  }

  @Test func aRepeatForeverStopsWhenASpringTakesOver() {
    // A persistent spring always merges (§1.5): a `withAnimation(.default)` change replaces a
    // running repeatForever, which then ends once the spring settles.
    let (host, lever) = fader()
    host.update {
      withAnimation(.linear(duration: 1).repeatForever()) { lever.binding?.wrappedValue = true }
    }
    run(host, to: 2.3)
    host.update { withAnimation(.default) { lever.binding?.wrappedValue = false } }
    run(host, to: 5)
    #expect(host.animations.isEmpty)
    #expect(opacity(host) == 0)
  }

  @Test func aRepeatForeverStopsWhenACurveCombinesOnTop() {
    // A timing curve does not merge: it combines, and the combination ends when its newest
    // entry does (§2.3), so a 0.3 s curve stops the repeatForever 0.3 s later.
    let (host, lever) = fader()
    host.update {
      withAnimation(.linear(duration: 1).repeatForever()) { lever.binding?.wrappedValue = true }
    }
    run(host, to: 2.3)
    host.update { withAnimation(.linear(duration: 0.3)) { lever.binding?.wrappedValue = false } }
    run(host, to: 2.65)
    #expect(host.animations.isEmpty)
    #expect(opacity(host) == 0)
  }

  @Test func aRepeatForeverViewRemovedWithoutAnimationGoesAtOnce() {
    // Removal with no animation erases the item on the next update (§5.3); "repeats until the
    // instance of the view no longer exists" (§1.7): its animator goes with it.
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isShown = true
      @State private var isBright = false
      var body: some View {
        lever.binding = $isShown
        return ZStack {
          if isShown {
            Block(width: 20, height: 20)
              .opacity(isBright ? 1 : 0.5)
              .accessibilityIdentifier("pulse")
              .onAppear {
                withAnimation(.linear(duration: 1).repeatForever()) { isBright = true }
              }
          }
        }
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.advance(to: 0.5)
    #expect(host.animations.count == 1)
    host.update { lever.binding?.wrappedValue = false }
    host.advance(to: 0.52)
    #expect(host.snapshot(of: "pulse") == nil)
    #expect(host.animations.isEmpty)
  }

  @Test func aChangeWithoutAnimationKeepsARepeatForeverRunning() {
    // A change with no animation moves the model and keeps the running animator (§0: the
    // animator is only created or combined under an animation; OSUI keeps it otherwise), so a
    // repeatForever keeps running, shifted.
    let (host, lever) = fader()
    host.update {
      withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
        lever.binding?.wrappedValue = true
      }
    }
    run(host, to: 0.5)
    host.update { lever.binding?.wrappedValue = false }
    #expect(host.animations.count == 1)
    run(host, to: 5)
    #expect(host.animations.count == 1)
  }

  @Test func completionOfNestedWithAnimationRunsOnceEach() {
    // Nested withAnimation: the inner transaction is merged onto the outer and completions
    // accumulate (§4.1). Each completion runs exactly once (§4.3).
    struct Scene: View {
      let lever: SemanticsLever
      @State private var a = false
      @State private var b = false
      var body: some View {
        lever.binding = $a
        return VStack {
          Block(width: 20, height: 20).opacity(a ? 1 : 0).accessibilityIdentifier("a")
          Block(width: 20, height: 20).opacity(b ? 1 : 0).accessibilityIdentifier("b")
            .onChange(of: a) { _, _ in }
          Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("setB")
            .onTapGesture { b = true }
        }
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    let outer = SemanticsTally()
    let inner = SemanticsTally()
    host.update {
      withAnimation(.linear(duration: 1)) {
        lever.binding?.wrappedValue = true
        withAnimation(.linear(duration: 2)) {
          _ = host.perform("setB")
        } completion: {
          inner.times.append(host.time)
        }
      } completion: {
        outer.times.append(host.time)
      }
    }
    run(host, to: 3)
    #expect(inner.count == 1)
    #expect(outer.count == 1)
    if let t = inner.times.first { #expect(abs(t - 2) < 0.02) }
  }

  // MARK: Transitions and the transaction (§4.2, §5.3)

  /// A box inserted and removed under a transaction transform that delays the animation:
  /// the common stagger idiom `.transaction { $0.animation = $0.animation?.delay(…) }`.
  private struct Staggered: View {
    let lever: SemanticsLever
    @State private var isShown: Bool
    init(lever: SemanticsLever, initiallyShown: Bool) {
      self.lever = lever
      _isShown = State(initialValue: initiallyShown)
    }
    var body: some View {
      lever.binding = $isShown
      return ZStack {
        Block(width: 40, height: 20).accessibilityIdentifier("base")
        if isShown {
          Block(width: 20, height: 20).accessibilityIdentifier("box").transition(.opacity)
        }
      }
      .transaction { $0.animation = $0.animation?.delay(0.5) }
    }
  }

  @Test func aTransactionTransformAppliesOnceToAnInsertion() {
    // `.transaction(_:)` "runs the transform on every transaction reaching the subtree"
    // (§4.2): once per transaction. The insertion's fade runs under linear(1).delay(0.5):
    // it holds until 0.5 s and is half way at 1 s.
    let lever = SemanticsLever()
    let host = ViewHost(
      Staggered(lever: lever, initiallyShown: false), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    host.advance(to: 0.25)
    #expect(opacity(host, "box") == 0)
    host.advance(to: 1.0)
    #expect(abs(opacity(host, "box") - 0.5) < 1e-6, "the delay was applied more than once")
    host.advance(to: 1.6)
    #expect(opacity(host, "box") == 1)
  }

  @Test func aTransactionTransformAppliesOnceToARemoval() {
    // As above for the removal: the fade-out runs under linear(1).delay(0.5), half way at 1 s,
    // and the view is gone after 1.5 s.
    let lever = SemanticsLever()
    let host = ViewHost(
      Staggered(lever: lever, initiallyShown: true), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = false } }
    host.advance(to: 1.0)
    #expect(abs(opacity(host, "box") - 0.5) < 1e-6, "the delay was applied more than once")
    run(host, to: 1.6)
    #expect(host.snapshot(of: "box") == nil)
  }

  @Test func aTransactionTransformAppliesOnceToAStateChange() {
    // Control for the two tests above: an ordinary animated change under the same transform.
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isOn = false
      var body: some View {
        lever.binding = $isOn
        return ZStack {
          Block(width: 20, height: 20).opacity(isOn ? 1 : 0).accessibilityIdentifier("fader")
        }
        .transaction { $0.animation = $0.animation?.delay(0.5) }
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    host.advance(to: 1.0)
    #expect(abs(opacity(host) - 0.5) < 1e-6)
  }

  @Test func anImplicitAnimationOnTheContainerPlaysTheInsertion() {
    // The usual SwiftUI pattern: `.animation(_:value:)` on the container, keyed on the flag
    // that inserts the view (§4.2, §5.3). The fade-in runs with it, without withAnimation.
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isShown = false
      var body: some View {
        lever.binding = $isShown
        return ZStack {
          Block(width: 40, height: 20)
          if isShown {
            Block(width: 20, height: 20).accessibilityIdentifier("box").transition(.opacity)
          }
        }
        .animation(.linear(duration: 1), value: isShown)
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { lever.binding?.wrappedValue = true }
    host.advance(to: 0.5)
    #expect(abs(opacity(host, "box") - 0.5) < 1e-6)
    host.update { lever.binding?.wrappedValue = false }
    host.advance(to: 1.0)
    #expect(host.snapshot(of: "box")?.isRemoving == true)
    run(host, to: 2.6)
    #expect(host.snapshot(of: "box") == nil)
  }

  @Test func aTransitionsOwnAnimationWinsOverTheTransactions() {
    // `t.animation(a)` sets `animation = a` in every phase (§5.1).
    let lever = SemanticsLever()
    let host = ViewHost(
      SemanticsShown(
        lever: lever, transition: AnyTransition.opacity.animation(.linear(duration: 2))),
      size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    host.advance(to: 1.0)
    #expect(abs(opacity(host, "box") - 0.5) < 1e-6)
  }

  @Test func anInsertionUnderDisablesAnimationsStillAnimates() {
    // disablesAnimations does not null an animation already set (§4.1): an insertion under
    // `Transaction(animation: .linear(1))` with disablesAnimations still fades in.
    let lever = SemanticsLever()
    let host = ViewHost(SemanticsShown(lever: lever), size: CGSize(width: 100, height: 100))
    var transaction = Transaction(animation: .linear(duration: 1))
    transaction.disablesAnimations = true
    host.update { withTransaction(transaction) { lever.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    #expect(abs(opacity(host, "box") - 0.5) < 1e-6)
  }

  @Test func anOpacityModifierMultipliesTheTransitionsOpacity() {
    // The opacity transition's modifier wraps the inserted view, whose own `.opacity(0.5)` is
    // inside it: half way through a linear fade-in it shows 0.5 × 0.5.
    let lever = SemanticsLever()
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isShown = false
      var body: some View {
        lever.binding = $isShown
        return ZStack {
          if isShown {
            Block(width: 20, height: 20).opacity(0.5).accessibilityIdentifier("box")
              .transition(.opacity)
          }
        }
      }
    }
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    #expect(abs(opacity(host, "box") - 0.25) < 1e-6)
  }

  @Test func removalDuringInsertionContinuesFromTheShownOpacity() {
    // "If a view is removed while it is still transitioning in, then its phase will change to
    // didDisappear" (§5.2): the two curves combine (§2.3), so the opacity is continuous.
    let lever = SemanticsLever()
    let host = ViewHost(SemanticsShown(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = false } }
    #expect(abs(opacity(host, "box") - 0.5) < 1e-6)
    host.advance(to: 0.75)
    // Combining rule: 0.75 + 0.25 × (0 − 0.75).
    #expect(abs(opacity(host, "box") - 0.5625) < 1e-6)
    run(host, to: 1.6)
    #expect(host.snapshot(of: "box") == nil)
  }

  @Test func onAppearOfAnInsertedViewRunsInItsUpdate() {
    // onAppear "completes before the first rendered frame appears" (§7.4): an animated
    // insertion runs it in the update that inserts the view, not when the fade-in ends.
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isShown = false
      var body: some View {
        lever.binding = $isShown
        return ZStack {
          if isShown {
            Block(width: 20, height: 20).accessibilityIdentifier("box")
              .onAppear { lever.events.append("appear") }
          }
        }
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    #expect(lever.events == ["appear"])
  }

  // MARK: Leaf frames (§0)

  /// A block whose width is 100 while wide and 20 otherwise, its animation chosen by `mode`.
  private struct Widening: View {
    enum Mode { case plain, implicitLinear, implicitNil }
    let lever: SemanticsLever
    let mode: Mode
    @State private var isWide = false
    var body: some View {
      lever.binding = $isWide
      let block = Block(width: isWide ? 100 : 20, height: 20).accessibilityIdentifier("bar")
      return VStack {
        switch mode {
        case .plain: block
        case .implicitLinear: block.animation(.linear(duration: 1), value: isWide)
        case .implicitNil: block.animation(nil, value: isWide)
        }
      }
      .frame(width: 200, height: 100, alignment: .topLeading)
    }
  }

  private func width<V: View>(_ host: ViewHost<V>) -> CGFloat {
    host.frame(of: "bar")?.width ?? -1
  }

  @Test func aLeafFrameFollowsAnImplicitAnimation() {
    // The leaf animates its frame with the transaction it sees (§0, §4.2).
    let lever = SemanticsLever()
    let host = ViewHost(
      Widening(lever: lever, mode: .implicitLinear), size: CGSize(width: 200, height: 100))
    _ = width(host)
    host.update { lever.binding?.wrappedValue = true }
    host.advance(to: 0.5)
    #expect(abs(width(host) - 60) < 1e-6)
  }

  @Test func anImplicitNilAnimationKeepsALeafFrameFromAnimating() {
    // `.animation(nil, value:)` strips withAnimation's animation from its content (§4.2): the
    // leaf's frame jumps.
    let lever = SemanticsLever()
    let host = ViewHost(
      Widening(lever: lever, mode: .implicitNil), size: CGSize(width: 200, height: 100))
    _ = width(host)
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    #expect(width(host) == 100)
  }

  @Test func aDelayedFrameAnimationHoldsThenRunsAndCompletes() {
    // `.delay(0.5)` on a frame change (§0, §1.7), with its completion at 1.5 s (§4.3).
    let lever = SemanticsLever()
    let host = ViewHost(
      Widening(lever: lever, mode: .plain), size: CGSize(width: 200, height: 100))
    _ = width(host)
    let tally = SemanticsTally()
    host.update {
      withAnimation(.linear(duration: 1).delay(0.5)) {
        lever.binding?.wrappedValue = true
      } completion: {
        tally.times.append(host.time)
      }
    }
    #expect(tally.count == 0)
    host.advance(to: 0.25)
    #expect(width(host) == 20)
    host.advance(to: 1.0)
    #expect(abs(width(host) - 60) < 1e-6)
    #expect(tally.count == 0)
    run(host, to: 1.6)
    #expect(width(host) == 100)
    #expect(tally.count == 1)
  }

  // MARK: Re-insertion (§5.2, §5.3)

  @Test func reinsertionDuringRemovalReturnsToIdentityAndStays() {
    // "If a view is re-added while it is transitioning out, its phase will change back to
    // identity" (§5.2), keeping its state (§5.3); the first removal's end must not erase it.
    let lever = SemanticsLever()
    let host = ViewHost(
      SemanticsShown(lever: lever, initiallyShown: true), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = false } }
    host.advance(to: 0.5)
    #expect(abs(opacity(host, "box") - 0.5) < 1e-6)
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    #expect(abs(opacity(host, "box") - 0.5) < 1e-6)
    #expect(host.snapshot(of: "box")?.isRemoving == false)
    run(host, to: 1.2)
    #expect(host.snapshot(of: "box") != nil)
    run(host, to: 2)
    #expect(host.snapshots(of: "box").count == 1)
    #expect(opacity(host, "box") == 1)
    #expect(host.animations.isEmpty)
  }

  @Test func aTransactionModifierRemovingTheAnimationInsertsAtOnce() {
    // `.transaction { $0.animation = nil }` on the container: the insertion has no animation
    // and "just appears" (§5.3).
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isShown = false
      var body: some View {
        lever.binding = $isShown
        return ZStack {
          if isShown {
            Block(width: 20, height: 20).accessibilityIdentifier("box").transition(.opacity)
          }
        }
        .transaction { $0.animation = nil }
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    host.advance(to: 0.1)
    #expect(opacity(host, "box") == 1)
    #expect(host.animations.isEmpty)
  }

  // MARK: animation(_:body:) and bad input

  @Test func aBodyScopedAnimationAnimatesItsModifiersEveryChange() {
    // `animation(_:body:)` applies the animation to the modifiers inside `body`,
    // unconditionally unless disablesAnimations (§4.2).
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isOn = false
      var body: some View {
        lever.binding = $isOn
        // The identifier sits on the content, under the scoped opacity.
        return Block(width: 20, height: 20)
          .accessibilityIdentifier("fader")
          .animation(.linear(duration: 1)) { $0.opacity(isOn ? 1 : 0) }
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { lever.binding?.wrappedValue = true }
    host.advance(to: 0.5)
    #expect(abs(opacity(host) - 0.5) < 1e-6)
    // Under disablesAnimations the transaction's own animation stays.
    host.advance(to: 2)
    var transaction = Transaction(animation: .linear(duration: 2))
    transaction.disablesAnimations = true
    host.update { withTransaction(transaction) { lever.binding?.wrappedValue = false } }
    host.advance(to: 3)
    #expect(abs(opacity(host) - 0.5) < 1e-6)
  }

  @Test func aSnapshotSeesABodyScopedAnimationsModifiersWrittenInsideItsIdentifier() throws {
    // With the identifier written outside `animation(_:body:)`, the scoped modifiers are
    // the view's own too: half way, half faded and scaled by 0.75 about its centre.
    struct Scene: View {
      let lever: SemanticsLever
      @State private var isOn = false
      var body: some View {
        lever.binding = $isOn
        return Block(width: 20, height: 20)
          .animation(.linear(duration: 1)) { $0.opacity(isOn ? 1 : 0).scaleEffect(isOn ? 1 : 0.5) }
          .accessibilityIdentifier("outer")
      }
    }
    let lever = SemanticsLever()
    let host = ViewHost(Scene(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { lever.binding?.wrappedValue = true }
    host.advance(to: 0.5)
    let view = try #require(host.snapshot(of: "outer"))
    #expect(abs(view.opacity - 0.5) < 1e-9)
    #expect(view.frame == CGRect(x: 42.5, y: 42.5, width: 15, height: 15))
  }

  private struct NaNAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      time < 0.1 ? value.scaled(by: time) : value.scaled(by: .nan)
    }
  }

  @Test func anAnimationTurningNaNCompletesOnceAndShowsTheModel() {
    // An animation whose value is not a number is treated as finished (Docs/Divergences.md):
    // its completion runs exactly once (§4.3) and the model shows.
    let (host, lever) = fader()
    let tally = SemanticsTally()
    host.update {
      withAnimation(Animation(NaNAnimation()), completionCriteria: .removed) {
        lever.binding?.wrappedValue = true
      } completion: {
        tally.times.append(host.time)
      }
    }
    host.advance(to: 0.05)
    #expect(abs(opacity(host) - 0.05) < 1e-6)
    host.advance(to: 0.2)
    #expect(opacity(host) == 1)
    #expect(tally.count == 1)
    host.advance(to: 1)
    #expect(tally.count == 1)
    #expect(host.animations.isEmpty)
  }
}
