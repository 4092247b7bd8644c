import Choreo
import Foundation
import Testing

@MainActor
private final class Flag {
  var binding: Binding<Bool>?
  var disappeared = 0
  var baseTaps = 0
}

/// A box shown while `isShown`, with `transition`.
private struct Shown: View {
  let flag: Flag
  var transition: AnyTransition = .opacity
  var initiallyShown = false
  @State private var isShown: Bool

  init(flag: Flag, transition: AnyTransition = .opacity, initiallyShown: Bool = false) {
    self.flag = flag
    self.transition = transition
    _isShown = State(initialValue: initiallyShown)
  }

  var body: some View {
    flag.binding = $isShown
    return ZStack {
      Block(width: 40, height: 20).onTapGesture { flag.baseTaps += 1 }
        .accessibilityIdentifier("base")
      if isShown {
        TapCounter()
          .transition(transition)
          .onDisappear { flag.disappeared += 1 }
      }
    }
  }
}

/// A box with state of its own.
private struct TapCounter: View {
  @State private var taps = 0

  var body: some View {
    Block(width: 20, height: 20)
      .onTapGesture { taps += 1 }
      .accessibilityIdentifier("box-\(taps)")
  }
}

/// Two boxes that swap identity with `.id`, alone or in a container.
private struct Swapped: View {
  enum Place: CaseIterable { case alone, inZStack, inVStack, framedOutside, guided }

  let flag: Flag
  var place = Place.alone
  @State private var isOn = false

  var body: some View {
    flag.binding = $isOn
    return Group {
      switch place {
      case .alone: Block(width: 20, height: 20).accessibilityIdentifier("box").id(isOn)
      case .inZStack:
        ZStack { Block(width: 20, height: 20).accessibilityIdentifier("box").id(isOn) }
          .frame(width: 100, height: 60)
      case .inVStack:
        VStack {
          Block(width: 20, height: 20).accessibilityIdentifier("box").id(isOn)
          Block(width: 30, height: 10)
        }
      case .framedOutside:
        Color.red.accessibilityIdentifier("box").id(isOn).frame(width: 20, height: 20)
      case .guided:
        // The swapped view's alignment guide counts while both show, as before and after.
        VStack(alignment: .leading, spacing: 0) {
          Block(width: 100, height: 10)
          Block(width: 20, height: 20).alignmentGuide(.leading) { _ in -30 }
            .accessibilityIdentifier("box").id(isOn)
        }
      }
    }
  }
}

private struct Fade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(phase == .willAppear ? 0.5 : 1)
  }
}

private struct Tint: ViewModifier {
  var amount: Double
  func body(content: Content) -> some View { content.opacity(1 - amount) }
}

@MainActor
@Suite("Transitions (§5)")
struct TransitionTests {
  private func make(_ transition: AnyTransition = .opacity, shown: Bool = false)
    -> (ViewHost<Shown>, Flag)
  {
    let flag = Flag()
    let host = ViewHost(
      Shown(flag: flag, transition: transition, initiallyShown: shown),
      size: CGSize(width: 200, height: 100))
    return (host, flag)
  }

  private func set(
    _ value: Bool, _ flag: Flag, _ host: ViewHost<some View>, _ animation: Animation?
  ) {
    host.update { withAnimation(animation) { flag.binding?.wrappedValue = value } }
  }

  @Test func anInsertionFadesInFromTheWillAppearPhase() throws {
    let (host, flag) = make()
    set(true, flag, host, .linear(duration: 1))
    host.advance(to: 0.25)
    let box = try #require(host.snapshot(of: "box-0"))
    #expect(abs(box.opacity - 0.25) < 1e-9)
    #expect(box.phase == .identity)
    #expect(!box.isRemoving)
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "box-0")?.opacity == 1)
  }

  @Test func aRemovalIsKeptUntilItsAnimationEnds() throws {
    let (host, flag) = make(shown: true)
    set(false, flag, host, .linear(duration: 1))
    host.advance(to: 0.5)
    let box = try #require(host.snapshot(of: "box-0"))
    #expect(box.isRemoving)
    #expect(box.phase == .didDisappear)
    #expect(abs(box.opacity - 0.5) < 1e-9)
    #expect(box.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
    #expect(host.renderTree().contains("(removing, didDisappear for 0.500 s)"))
    #expect(flag.disappeared == 0)
    // A view transitioning out takes no taps: they reach the view behind it.
    #expect(host.tap(at: CGPoint(x: 100, y: 50)))
    #expect(flag.baseTaps == 1)
    #expect(host.snapshot(of: "box-1") == nil)
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "box-0") == nil)
    #expect(flag.disappeared == 1)
  }

  @Test func aRemovalWithoutAnimationIsImmediate() {
    let (host, flag) = make(shown: true)
    set(false, flag, host, nil)
    #expect(host.snapshot(of: "box-0") == nil)
    #expect(flag.disappeared == 1)
  }

  @Test func aSpringRemovalWaitsForTheSpringToSettle() throws {
    let (host, flag) = make(shown: true)
    set(false, flag, host, .spring(duration: 0.5))
    // Logically complete at 0.5 s, but a spring is only removed once it settles.
    host.advance(to: 0.6)
    #expect(host.snapshot(of: "box-0")?.isRemoving == true)
    host.advance(to: 3)
    #expect(host.snapshot(of: "box-0") == nil)
  }

  @Test func reinsertingDuringRemovalKeepsState() throws {
    let (host, flag) = make(shown: true)
    #expect(host.tap("box-0"))
    #expect(host.snapshot(of: "box-1") != nil)
    set(false, flag, host, .linear(duration: 1))
    host.advance(to: 0.5)
    set(true, flag, host, .linear(duration: 1))
    host.advance(to: 0.6)
    let box = try #require(host.snapshot(of: "box-1"))
    #expect(!box.isRemoving)
    #expect(box.phase == .identity)
    // Heading back to opaque from halfway out: the two animations combine.
    #expect(box.opacity > 0.4 && box.opacity < 1)
    host.advance(to: 3)
    #expect(host.snapshot(of: "box-1")?.opacity == 1)
    #expect(flag.disappeared == 0)
  }

  @Test func asymmetricTransitionsInsertAndRemoveDifferently() throws {
    let (host, flag) = make(.asymmetric(insertion: .move(edge: .leading), removal: .scale))
    set(true, flag, host, .linear(duration: 1))
    host.advance(to: 0.5)
    // Moving in from the leading edge by its own width: half way, 10 points to the left.
    #expect(try #require(host.snapshot(of: "box-0")).frame.minX == 80)
    host.advance(to: 2)
    set(false, flag, host, .linear(duration: 1))
    host.advance(to: 2.5)
    let removing = try #require(host.snapshot(of: "box-0"))
    // Scaling down about its centre, not moving.
    #expect(abs(removing.frame.width - (20 * (1 + 1e-5) / 2)) < 1e-6)
    #expect(abs(removing.frame.midX - 100) < 1e-9)
  }

  @Test func combinedTransitionsApplyTogether() throws {
    let (host, flag) = make(.offset(x: 40).combined(with: .opacity))
    set(true, flag, host, .linear(duration: 1))
    host.advance(to: 0.5)
    let box = try #require(host.snapshot(of: "box-0"))
    #expect(box.frame.minX == 110)
    #expect(abs(box.opacity - 0.5) < 1e-9)
  }

  @Test func theTransitionProtocolAndModifierTransitionsWork() throws {
    let (host, flag) = make(AnyTransition(Fade()))
    set(true, flag, host, .linear(duration: 1))
    host.advance(to: 0.5)
    let box = try #require(host.snapshot(of: "box-0"))
    #expect(abs(box.opacity - 0.75) < 1e-9)
    #expect(abs(box.frame.width - 15) < 1e-9)

    let (tinted, tintFlag) = make(.modifier(active: Tint(amount: 1), identity: Tint(amount: 0)))
    set(true, tintFlag, tinted, .linear(duration: 1))
    tinted.advance(to: 0.25)
    #expect(abs((tinted.snapshot(of: "box-0")?.opacity ?? -1) - 0.25) < 1e-9)
  }

  @Test func anIdChangeShowsBothViewsMidway() throws {
    let flag = Flag()
    let host = ViewHost(Swapped(flag: flag), size: CGSize(width: 200, height: 100))
    set(true, flag, host, .linear(duration: 1))
    host.advance(to: 0.5)
    let both = host.snapshots(of: "box")
    #expect(both.count == 2)
    #expect(both.filter(\.isRemoving).count == 1)
    #expect(both.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
    // The render tree shows both, each marked with its phase and time in it.
    let tree = host.renderTree()
    #expect(tree.contains("(inserting, identity for 0.500 s)"))
    #expect(tree.contains("(removing, didDisappear for 0.500 s)"))
    host.advance(to: 1.1)
    #expect(host.snapshots(of: "box").count == 1)
    #expect(!host.renderTree().contains("inserting"))
    #expect(!host.renderTree().contains("removing"))
  }

  /// The view an animated `id` change inserts is laid out as the one it replaces, while both
  /// show and once the old one is gone.
  @Test(arguments: Swapped.Place.allCases)
  fileprivate func anIdChangeLaysTheNewViewOutInThePlaceOfTheOld(place: Swapped.Place) throws {
    let flag = Flag()
    let host = ViewHost(Swapped(flag: flag, place: place), size: CGSize(width: 200, height: 100))
    let before = try #require(host.snapshot(of: "box")).frame
    #expect(before.size == CGSize(width: 20, height: 20))
    let drawn = host.displayList.items.map(\.frame)
    set(true, flag, host, .linear(duration: 1))
    host.advance(to: 0.5)
    let both = host.snapshots(of: "box")
    #expect(both.count == 2)
    #expect(both.allSatisfy { $0.frame == before })
    host.advance(to: 1.1)
    #expect(host.snapshots(of: "box").map(\.frame) == [before])
    #expect(host.displayList.items.map(\.frame) == drawn)
  }

  @Test func anInsertionWithoutAnimationIsNotMarked() {
    let (host, flag) = make()
    set(true, flag, host, nil)
    #expect(host.snapshot(of: "box-0") != nil)
    #expect(!host.renderTree().contains("inserting"))
  }

  @Test func reducedMotionTurnsMovesIntoFades() throws {
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = true
    let flag = Flag()
    let host = ViewHost(
      Shown(flag: flag, transition: .slide), size: CGSize(width: 200, height: 100),
      environment: environment)
    set(true, flag, host, .linear(duration: 1))
    host.advance(to: 0.5)
    let box = try #require(host.snapshot(of: "box-0"))
    #expect(box.frame.minX == 90)
    #expect(abs(box.opacity - 0.5) < 1e-9)
  }

  @Test func viewsRemovedAndAddedEveryFrameStayBounded() {
    let (host, flag) = make()
    for frame in 0..<120 {
      set(frame % 2 == 0, flag, host, .linear(duration: 1))
      host.advance(to: Double(frame) / 60)
    }
    #expect(host.snapshots(of: "box-0").count <= 1)
    host.advance(to: 5)
    #expect(host.animations.isEmpty)
  }
}
