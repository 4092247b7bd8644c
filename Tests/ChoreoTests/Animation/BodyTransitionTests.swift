import Choreo
import Foundation
import Testing

/// Reaches a `Board`'s state, and its note's, from a test.
@MainActor
private final class BoardControls {
  var isShown: Binding<Bool>?
  var isWide: Binding<Bool>?
  var value: Binding<Double>?
  var noteBodies = 0
  var styleBodies = 0
  /// The amounts `Dim`'s bodies saw.
  var amounts: [Double] = []
}

/// Which note a `Board` shows, each stating its transition at the root of a custom view's body.
private enum NoteKind {
  /// `Note` itself.
  case plain
  /// `Note` inside `.padding(5)`: its chain ends in the custom view.
  case padded
  /// `NoteCard`, whose body is a `Note`.
  case nested
  /// `Note` in a dark colour scheme, which its body reads.
  case dark
  /// A plain 20 × 20 block whose custom modifier's body states the transition.
  case styled
  /// `Note` under a custom modifier whose body shows it unchanged.
  case wrapped
  /// A block whose tap holds a closure, under the modifier of `styled`.
  case tappable
  /// A block under an `Animatable` modifier that dims it by the board's value, and states
  /// the board's transition.
  case dimmed
}

/// A 40 × 20 base with a note on it while `isShown`.
private struct Board: View {
  let controls: BoardControls
  let kind: NoteKind
  let transition: NoteTransition
  @State private var isShown: Bool
  @State private var value = 0.0

  init(controls: BoardControls, kind: NoteKind, transition: NoteTransition, shown: Bool) {
    self.controls = controls
    self.kind = kind
    self.transition = transition
    _isShown = State(initialValue: shown)
  }

  var body: some View {
    controls.isShown = $isShown
    controls.value = $value
    return ZStack(alignment: .topLeading) {
      Block(width: 40, height: 20)
      if isShown {
        switch kind {
        case .plain: Note(controls: controls, transition: transition)
        case .padded: Note(controls: controls, transition: transition).padding(5)
        case .nested: NoteCard(controls: controls, transition: transition)
        case .dark:
          Note(controls: controls, transition: transition).environment(\.colorScheme, .dark)
        case .styled:
          Block(width: 20, height: 20).accessibilityIdentifier("note")
            .modifier(NoteStyle(controls: controls, transition: transition))
        case .wrapped: Note(controls: controls, transition: transition).modifier(Unchanged())
        case .tappable:
          Block(width: 20, height: 20).accessibilityIdentifier("note").onTapGesture {}
            .modifier(NoteStyle(controls: controls, transition: transition))
        case .dimmed:
          Block(width: 20, height: 20).accessibilityIdentifier("note")
            .modifier(Dim(amount: value, transition: transition, controls: controls))
        }
      }
    }
  }
}

/// The transition a note states: named, so that a note compares equal to itself.
private enum NoteTransition {
  /// In from, and out to, 100 points to the right.
  case slide
  /// `.opacity`, with a linear animation of a second of its own.
  case fadeOnItsOwn

  @MainActor var transition: AnyTransition {
    switch self {
    case .slide: .offset(x: 100)
    case .fadeOnItsOwn: .opacity.animation(.linear(duration: 1))
    }
  }
}

/// A custom view whose body states its transition: 20 wide (30 when wide, or in the dark).
private struct Note: View {
  let controls: BoardControls
  let transition: NoteTransition
  @State private var isWide = false
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    controls.noteBodies += 1
    controls.isWide = $isWide
    return Block(width: isWide || colorScheme == .dark ? 30 : 20, height: 20)
      .accessibilityIdentifier("note")
      .transition(transition.transition)
  }
}

/// A custom view whose body is a `Note`.
private struct NoteCard: View {
  let controls: BoardControls
  let transition: NoteTransition

  var body: some View { Note(controls: controls, transition: transition) }
}

/// A custom modifier whose body states the transition of the view it modifies.
private struct NoteStyle: ViewModifier {
  let controls: BoardControls
  let transition: NoteTransition

  func body(content: Content) -> some View {
    controls.styleBodies += 1
    return content.transition(transition.transition)
  }
}

/// Dims its content by `amount`, animatable, recording each amount its body sees.
private struct Dim: ViewModifier, Animatable {
  var amount: Double
  let transition: NoteTransition
  let controls: BoardControls

  nonisolated var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  func body(content: Content) -> some View {
    controls.amounts.append(amount)
    return content.opacity(1 - amount).transition(transition.transition)
  }
}

/// A custom modifier whose body is its content.
private struct Unchanged: ViewModifier {
  func body(content: Content) -> some View { content }
}

/// A transition stated at the root of a custom view's body applies to the view, as SwiftUI
/// passes a body's traits up to its view (§5.1).
@MainActor
@Suite("A transition in a custom view's body")
struct BodyTransitionTests {
  private func board(
    _ kind: NoteKind, transition: NoteTransition = .slide, shown: Bool = false,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> (ViewHost<Board>, BoardControls) {
    let controls = BoardControls()
    let host = ViewHost(
      Board(controls: controls, kind: kind, transition: transition, shown: shown),
      size: CGSize(width: 200, height: 100), environment: environment)
    host.layoutIfNeeded()
    return (host, controls)
  }

  private func show(_ shown: Bool, on host: ViewHost<Board>, _ controls: BoardControls) {
    host.update {
      withAnimation(.linear(duration: 1)) { controls.isShown?.wrappedValue = shown }
    }
  }

  /// The note's left edge.
  private func noteMinX(in host: ViewHost<Board>) throws -> CGFloat {
    try #require(host.snapshot(of: "note")).frame.minX
  }

  @Test(arguments: [NoteKind.plain, .padded, .nested, .styled, .wrapped, .tappable, .dimmed])
  private func anInsertionSlidesIn(kind: NoteKind) throws {
    let (host, controls) = board(kind)
    show(true, on: host, controls)
    let start = try noteMinX(in: host)
    host.advance(to: 0.5)
    let halfway = try noteMinX(in: host)
    #expect(try #require(host.snapshot(of: "note")).opacity == 1)
    host.advance(to: 1.1)
    let resting = try noteMinX(in: host)
    #expect(start - resting == 100)
    #expect(abs(halfway - resting - 50) < 1e-9)
  }

  @Test(arguments: [NoteKind.plain, .padded, .nested, .styled, .wrapped, .tappable, .dimmed])
  private func aRemovalSlidesOut(kind: NoteKind) throws {
    let (host, controls) = board(kind, shown: true)
    let resting = try #require(host.frame(of: "note")).minX
    show(false, on: host, controls)
    host.advance(to: 0.5)
    let note = try #require(host.snapshot(of: "note"))
    #expect(note.isRemoving)
    #expect(abs(note.frame.minX - resting - 50) < 1e-9)
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "note") == nil)
  }

  @Test(arguments: [NoteKind.plain, .wrapped])
  private func theInsertedViewRunsItsBodyOnceAndKeepsItsState(kind: NoteKind) throws {
    let (host, controls) = board(kind)
    show(true, on: host, controls)
    #expect(controls.noteBodies == 1)
    host.advance(to: 1.1)
    // The state written is the state of the view on screen.
    host.update { controls.isWide?.wrappedValue = true }
    #expect(try #require(host.frame(of: "note")).width == 30)
    #expect(controls.noteBodies == 2)
  }

  /// The node made ahead is taken over by the view applying the same modifier, whatever the
  /// view it modifies holds (a tap's closure, which never compares equal).
  @Test(arguments: [NoteKind.styled, .tappable])
  private func aCustomModifiersBodyRunsOnceOnInsertion(kind: NoteKind) throws {
    let (host, controls) = board(kind)
    show(true, on: host, controls)
    #expect(controls.styleBodies == 1)
    host.advance(to: 1.1)
    #expect(try #require(host.frame(of: "note")).width == 20)
  }

  /// An `Animatable` modifier made ahead records its data: changed under an animation after
  /// its insertion (without animation, or animated and finished), its body sees the values
  /// in between (§3).
  @Test(arguments: [false, true], [NoteTransition.slide, .fadeOnItsOwn])
  private func anAnimatableModifierAnimatesAfterItsInsertion(
    insertsAnimated: Bool, transition: NoteTransition
  ) throws {
    let (host, controls) = board(.dimmed, transition: transition)
    if insertsAnimated {
      show(true, on: host, controls)
    } else {
      host.update { controls.isShown?.wrappedValue = true }
    }
    host.advance(to: 3)
    host.update { withAnimation(.linear(duration: 1)) { controls.value?.wrappedValue = 1 } }
    host.advance(to: 3.5)
    _ = host.snapshot(of: "note")
    #expect(controls.amounts.contains { $0 > 0.25 && $0 < 0.75 }, "\(controls.amounts)")
  }

  /// Made ahead in the dark scheme its modifier sets, the body reads it and is not run again:
  /// the value it read is the view's.
  @Test func aBodyMadeAheadInTheEnvironmentItsModifiersSetRunsOnce() throws {
    let (host, controls) = board(.dark)
    show(true, on: host, controls)
    #expect(controls.noteBodies == 1)
    host.advance(to: 1.1)
    #expect(try #require(host.frame(of: "note")).width == 30)
  }

  @Test func itsOwnAnimationPlaysWithoutAnAnimatedTransaction() throws {
    let (host, controls) = board(.nested, transition: .fadeOnItsOwn)
    host.update { controls.isShown?.wrappedValue = true }
    host.advance(to: 0.5)
    #expect(abs(try #require(host.snapshot(of: "note")).opacity - 0.5) < 1e-9)
    host.update { controls.isShown?.wrappedValue = false }
    host.advance(to: 1)
    let leaving = try #require(host.snapshot(of: "note"))
    #expect(leaving.isRemoving)
    #expect(leaving.opacity > 0 && leaving.opacity < 1)
    host.advance(to: 3)
    #expect(host.snapshot(of: "note") == nil)
  }

  @Test func reducedMotionTurnsItIntoAFade() throws {
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = true
    let (host, controls) = board(.nested, environment: environment)
    show(true, on: host, controls)
    host.advance(to: 0.5)
    let note = try #require(host.snapshot(of: "note"))
    #expect(abs(note.opacity - 0.5) < 1e-9)
    host.advance(to: 1.1)
    #expect(note.frame.minX == (try noteMinX(in: host)))
  }

  @Test func anUnanimatedInsertionJustAppears() throws {
    let (host, controls) = board(.padded)
    host.update { controls.isShown?.wrappedValue = true }
    let note = try #require(host.snapshot(of: "note"))
    #expect(note.opacity == 1)
    // Centred in the host, the 40 × 30 board is at x 80, and its padded note 5 in from it.
    #expect(note.frame.minX == 85)
    #expect(controls.noteBodies == 1)
  }
}
