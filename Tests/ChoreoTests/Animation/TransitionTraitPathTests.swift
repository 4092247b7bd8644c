import Choreo
import Foundation
import Testing

/// Reaches a `TraitScene`'s state, and its views', from a test.
@MainActor
private final class TraitSceneControls {
  var isShown: Binding<Bool>?
  var bodies = 0
  var appearances = 0
}

/// What a `TraitScene` shows while shown.
private enum TraitPiece {
  /// A "report" `TraitCard` in a `TraitLoading` modifier, which shows a "loading" `TraitCard` instead.
  case loadingCard
  /// A custom view whose body is a `Group` of one sliding block.
  case groupBody
  /// A custom view whose body is an `AnyView` of one sliding block.
  case anyViewBody
  /// A `TraitCounted` view whose body states a custom `Transition` with a `ZStack` in its body.
  case countedWithFramedTransition
}

/// A 40 × 20 base with `piece` on it while `isShown`.
private struct TraitScene: View {
  let controls: TraitSceneControls
  let piece: TraitPiece
  @State private var isShown: Bool

  init(controls: TraitSceneControls, piece: TraitPiece, shown: Bool) {
    self.controls = controls
    self.piece = piece
    _isShown = State(initialValue: shown)
  }

  var body: some View {
    controls.isShown = $isShown
    return ZStack(alignment: .topLeading) {
      Block(width: 40, height: 20)
      if isShown {
        switch piece {
        case .loadingCard: TraitCard(title: "report").modifier(TraitLoading(isLoading: true))
        case .groupBody: TraitGroupBody()
        case .anyViewBody: TraitAnyViewBody()
        case .countedWithFramedTransition: TraitCounted(controls: controls, transition: .framed)
        }
      }
    }
  }
}

/// A 20 × 20 block named `title`.
private struct TraitCard: View {
  let title: String
  var body: some View { Block(width: 20, height: 20).accessibilityIdentifier(title) }
}

/// Shows a "loading" card instead of its content while loading.
private struct TraitLoading: ViewModifier {
  let isLoading: Bool

  @ViewBuilder func body(content: Content) -> some View {
    if isLoading { TraitCard(title: "loading") } else { content }
  }
}

/// A sliding block in a `Group` of one.
private struct TraitGroupBody: View {
  var body: some View {
    Group {
      Block(width: 20, height: 20).accessibilityIdentifier("note").transition(.offset(x: 100))
    }
  }
}

/// A sliding block in an `AnyView`.
private struct TraitAnyViewBody: View {
  var body: some View {
    AnyView(
      Block(width: 20, height: 20).accessibilityIdentifier("note").transition(.offset(x: 100)))
  }
}

/// A fade whose body puts the content in a `ZStack` beside an empty view.
private struct TraitFramed: Transition {
  static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

  func body(content: Content, phase: TransitionPhase) -> some View {
    ZStack {
      Color.clear.frame(width: 0, height: 0)
      content.opacity(phase.isIdentity ? 1 : 0)
    }
  }
}

private enum TraitCountedTransition {
  case slide
  case framed

  @MainActor var transition: AnyTransition {
    switch self {
    case .slide: .offset(x: 100)
    case .framed: AnyTransition(TraitFramed())
    }
  }
}

/// A 20 × 20 block that counts its bodies and appearances.
private struct TraitCounted: View {
  let controls: TraitSceneControls
  let transition: TraitCountedTransition

  var body: some View {
    controls.bodies += 1
    return Block(width: 20, height: 20).accessibilityIdentifier("note")
      .onAppear { controls.appearances += 1 }
      .transition(transition.transition)
  }
}

/// Reaches a `TraitTwice`'s state from a test.
@MainActor
private final class TraitTwiceControls {
  var inner: Binding<Int>?
  var outer: Binding<Int>?
}

/// A box with two identities, nested, and a slide written outside both.
private struct TraitTwice: View {
  let controls: TraitTwiceControls
  @State private var inner = 0
  @State private var outer = 0

  var body: some View {
    controls.inner = $inner
    controls.outer = $outer
    return ZStack {
      Block(width: 20, height: 20).accessibilityIdentifier("box")
        .id(inner).id(outer)
        .frame(width: 40, height: 40)
        .transition(.offset(x: 100))
    }
    .frame(width: 100, height: 100)
  }
}

/// A transition stated through custom modifiers, groups, type-erased views and nested `.id`s
/// applies to the view it is stated for (§5.1, §5.4).
@MainActor
@Suite("Transitions stated through modifiers, groups and ids")
struct TransitionTraitPathTests {
  private func scene(_ piece: TraitPiece, shown: Bool = false) -> (
    ViewHost<TraitScene>, TraitSceneControls
  ) {
    let controls = TraitSceneControls()
    let host = ViewHost(
      TraitScene(controls: controls, piece: piece, shown: shown),
      size: CGSize(width: 200, height: 100))
    host.layoutIfNeeded()
    return (host, controls)
  }

  private func show(_ shown: Bool, on host: ViewHost<TraitScene>, _ controls: TraitSceneControls) {
    host.update {
      withAnimation(.linear(duration: 1)) { controls.isShown?.wrappedValue = shown }
    }
  }

  /// The node made ahead for the "report" card is taken over only by the report itself: the
  /// "loading" card the `TraitLoading` modifier shows instead keeps its own body.
  @Test func aViewOfTheSameTypeInACustomModifierKeepsItsOwnBody() throws {
    let (host, controls) = scene(.loadingCard)
    host.update { controls.isShown?.wrappedValue = true }
    #expect(host.frame(of: "loading") != nil)
    #expect(host.frame(of: "report") == nil)
  }

  /// A `Group` of one passes its content's traits on: the body's root states the transition.
  @Test func aGroupOfOneAtABodysRootStatesItsTransition() throws {
    let (host, controls) = scene(.groupBody)
    show(true, on: host, controls)
    host.advance(to: 0.5)
    let halfway = try #require(host.snapshot(of: "note"))
    host.advance(to: 1.1)
    let resting = try #require(host.snapshot(of: "note"))
    #expect(halfway.opacity == 1)
    #expect(abs(halfway.frame.minX - resting.frame.minX - 50) < 1e-9)
  }

  /// `AnyView` passes its content's traits on too.
  @Test func anAnyViewAtABodysRootStatesItsTransition() throws {
    let (host, controls) = scene(.anyViewBody)
    show(true, on: host, controls)
    host.advance(to: 0.5)
    let halfway = try #require(host.snapshot(of: "note"))
    host.advance(to: 1.1)
    let resting = try #require(host.snapshot(of: "note"))
    #expect(halfway.opacity == 1)
    #expect(abs(halfway.frame.minX - resting.frame.minX - 50) < 1e-9)
  }

  /// The view made ahead is taken over when the transition's own body holds its content
  /// beside another view: the view's body runs once.
  @Test func aCustomTransitionWithAStackRunsTheBodyOnce() throws {
    let (host, controls) = scene(.countedWithFramedTransition)
    show(true, on: host, controls)
    #expect(controls.bodies == 1)
    #expect(controls.appearances == 1)
    host.advance(to: 1.1)
    #expect(try #require(host.snapshot(of: "note")).opacity == 1)
  }

  /// A transition written outside two `.id`s applies when the inner one changes too.
  @Test func aTransitionOutsideNestedIDsAppliesToTheInnerOne() throws {
    let controls = TraitTwiceControls()
    let host = ViewHost(TraitTwice(controls: controls), size: CGSize(width: 200, height: 200))
    let resting = try #require(host.frame(of: "box")).minX
    host.update { withAnimation(.linear(duration: 1)) { controls.inner?.wrappedValue = 1 } }
    host.advance(to: 0.5)
    let boxes = host.snapshots(of: "box")
    #expect(boxes.count == 2)
    let inserted = try #require(boxes.first { !$0.isRemoving })
    let removed = try #require(boxes.first { $0.isRemoving })
    #expect(inserted.opacity == 1)
    #expect(abs(inserted.frame.minX - resting - 50) < 1e-9)
    #expect(abs(removed.frame.minX - resting - 50) < 1e-9)
  }
}
