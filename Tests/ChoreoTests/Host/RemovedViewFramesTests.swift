import Choreo
import Foundation
import Testing

@MainActor
private final class Knob {
  var isOn: Binding<Bool>?
}

@MainActor
private func drawnFrames(_ identifier: String, in list: DisplayList) -> [CGRect] {
  drawn(identifier, in: list).map(\.frame)
}

@MainActor
private func frameAnimations<Content: View>(_ host: ViewHost<Content>) -> [RunningAnimation] {
  host.animations.filter { $0.attribute == "frame" }
}

// MARK: - Scenes

/// A header over a detail, the stack centred in the host, with a choice of transition, of an
/// implicit animation on the stack, and of content.
private struct Stack: View {
  let knob: Knob
  var transition: AnyTransition = .opacity
  var implicit: Animation? = nil
  var topAligned = false
  @State private var isOn = true

  var body: some View {
    knob.isOn = $isOn
    return Group {
      if let implicit {
        stack.animation(implicit, value: isOn)
      } else {
        stack
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: topAligned ? .top : .center)
  }

  var stack: some View {
    VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 20).accessibilityIdentifier("header")
      if isOn {
        Color.red.frame(width: 40, height: 40).transition(transition)
          .accessibilityIdentifier("detail")
      }
    }
  }
}

/// Reads its size and draws a bar half as wide.
private struct Reading: View {
  var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 0) {
        Color.blue.frame(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("bar")
        Color.green.frame(width: 10, height: 10).accessibilityIdentifier("foot")
      }
    }
    .frame(width: 40, height: 40)
  }
}

private struct ReaderStack: View {
  let knob: Knob
  @State private var isOn = true

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 20).accessibilityIdentifier("header")
      if isOn { Reading().transition(.opacity) }
    }
  }
}

/// Rows in a stack, top-aligned in the host or centred; one can be removed.
private struct Rows: View {
  let knob: Knob
  var topAligned = true
  @State private var isOn = true

  var body: some View {
    knob.isOn = $isOn
    let rows = isOn ? [0, 1, 2, 3] : [0, 2, 3]
    return VStack(spacing: 0) {
      ForEach(rows, id: \.self) { row in
        Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("row\(row)")
          .transition(.opacity)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: topAligned ? .top : .center)
  }
}

/// A card holding a badge; the badge and the card can be removed, the stack centred.
private struct NestedRemovals: View {
  let knob: Knob
  let inner: Knob
  @State private var isOn = true
  @State private var hasBadge = true

  var body: some View {
    knob.isOn = $isOn
    inner.isOn = $hasBadge
    return VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 20).accessibilityIdentifier("header")
      if isOn {
        VStack(spacing: 0) {
          if hasBadge {
            Color.red.frame(width: 20, height: 20).transition(.opacity)
              .accessibilityIdentifier("badge")
          }
          Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("body")
        }
        .transition(.opacity)
      }
    }
  }
}

/// A box swapped by `.id` under a header that grows, the stack centred.
private struct SwapStack: View {
  let knob: Knob
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: isOn ? 60 : 20).accessibilityIdentifier("header")
      Color.orange.frame(width: 20, height: 20).accessibilityIdentifier("swap")
        .transition(.opacity).id(isOn)
    }
  }
}

/// A detail removed from a stack inside a geometry group that moves.
private struct GroupRemoval: View {
  let knob: Knob
  @State private var isOn = true

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 20).accessibilityIdentifier("header")
      if isOn {
        Color.red.frame(width: 40, height: 40).transition(.opacity)
          .accessibilityIdentifier("detail")
      }
    }
    .geometryGroup()
    .frame(maxWidth: .infinity, alignment: isOn ? .leading : .trailing)
  }
}

/// Effects around geometry groups: `kind` 0 a rotation, 1 an offset and scale, 2 a group in
/// a group, 3 a group that does not move beside a leaf that does.
private struct Groups: View {
  let knob: Knob
  let kind: Int
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 0) {
      switch kind {
      case 0:
        content.geometryGroup().rotationEffect(.degrees(30), anchor: .topLeading)
          .frame(maxWidth: .infinity, alignment: isOn ? .trailing : .leading)
      case 1:
        content.geometryGroup().offset(x: 7, y: 3).scaleEffect(1.5, anchor: .bottomTrailing)
          .frame(maxWidth: .infinity, alignment: isOn ? .trailing : .leading)
      case 2:
        content.geometryGroup().padding(isOn ? 20 : 0).geometryGroup().scaleEffect(2)
          .frame(maxWidth: .infinity, alignment: isOn ? .trailing : .leading)
      default:
        content.geometryGroup().rotationEffect(.degrees(20)).scaleEffect(1.5)
        Color.green.frame(width: isOn ? 80 : 20, height: 10).accessibilityIdentifier("mover")
      }
    }
  }

  var content: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
      Color.blue.frame(width: isOn ? 30 : 10, height: 20).accessibilityIdentifier("b")
    }
  }
}

/// A fade whose animation is chosen by the test.
private struct Fade: View {
  let knob: Knob
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return Color.red.frame(width: 20, height: 20).opacity(isOn ? 0 : 1)
      .accessibilityIdentifier("fader")
  }
}

/// Never finishes.
private struct Forever: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    value.scaled(by: min(1, time))
  }
}

/// Returns NaN from the start.
private struct NotANumber: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    value.scaled(by: .nan)
  }
}

/// Linear over `duration`, finishing exactly then.
private struct Linear: CustomAnimation {
  var duration: TimeInterval
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    time >= duration ? nil : value.scaled(by: time / duration)
  }
}

/// A dimmer whose bar widens with an implicit animation of its own, inside a view that can
/// be removed; the stack centred.
private struct Growing: View {
  let knob: Knob
  @State private var isWide = false

  var body: some View {
    knob.isOn = $isWide
    return Color.blue.frame(width: isWide ? 40 : 10, height: 10)
      .accessibilityIdentifier("bar")
      .animation(.linear(duration: 1), value: isWide)
  }
}

private struct GrowingStack: View {
  let knob: Knob
  let inner: Knob
  @State private var isOn = true

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 20).accessibilityIdentifier("header")
      if isOn { Growing(knob: inner).transition(.opacity) }
    }
  }
}

/// Two views removed together by one `if`, the stack centred.
private struct PairStack: View {
  let knob: Knob
  @State private var isOn = true

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 20).accessibilityIdentifier("header")
      if isOn {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier("p1")
        Color.green.frame(width: 20, height: 20).accessibilityIdentifier("p2")
      }
    }
  }
}

/// A fade as a `Transition`.
private struct HalfFade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

@MainActor
@Suite("Removed views' frames and effects")
struct RemovedViewFramesTests {
  // A container that does not move: its removed child has no frame animation.
  @Test func aRemovalInAStillContainerAnimatesNoFrame() throws {
    let knob = Knob()
    let host = ViewHost(Stack(knob: knob, topAligned: true), size: CGSize(width: 200, height: 200))
    let detail = try #require(host.snapshot(of: "detail")).frame
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    #expect(frameAnimations(host).isEmpty, "\(frameAnimations(host))")
    host.advance(to: 0.5)
    #expect(host.snapshot(of: "detail")?.frame == detail)
    expectSnapshotsMatchDrawing(host, ["header", "detail"], "t=0.5")
  }

  // A transition with its own animation, removed under a transaction with none: the
  // container jumps, and the removed view's leaves go with it at once, not with the
  // transition's animation (which animates the transition's modifiers only, §5.1).
  @Test func aSelfAnimatingRemovalUnderNoAnimationMovesItsLeavesAtOnce() throws {
    let knob = Knob()
    let host = ViewHost(
      Stack(knob: knob, transition: .opacity.animation(.linear(duration: 1))),
      size: CGSize(width: 200, height: 200))
    host.layoutIfNeeded()
    host.update { knob.isOn?.wrappedValue = false }
    #expect(frameAnimations(host).isEmpty, "\(frameAnimations(host))")
    let header = try #require(host.snapshot(of: "header")).frame
    #expect(header == CGRect(x: 80, y: 90, width: 40, height: 20))
    let detail = try #require(host.snapshot(of: "detail"))
    #expect(detail.isRemoving)
    #expect(detail.frame.minY == header.maxY, "detail at \(detail.frame)")
    host.advance(to: 0.5)
    #expect(host.snapshot(of: "detail")?.frame.minY == header.maxY)
    expectSnapshotsMatchDrawing(host, ["header", "detail"], "t=0.5")
  }

  // withAnimation(1 s) with an implicit 2 s animation on the stack: header and removed
  // detail both move with the implicit animation, together.
  @Test func anImplicitAnimationOnTheContainerMovesTheRemovedView() throws {
    let knob = Knob()
    let host = ViewHost(
      Stack(knob: knob, implicit: .linear(duration: 2)), size: CGSize(width: 200, height: 200))
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    #expect(host.snapshot(of: "header")?.frame.minY == 70)
    #expect(host.snapshot(of: "detail")?.frame.minY == 90)
    host.advance(to: 1)
    let header = try #require(host.snapshot(of: "header")).frame
    #expect(header.minY == 80)
    #expect(host.snapshot(of: "detail")?.frame.minY == header.maxY)
    expectSnapshotsMatchDrawing(host, ["header", "detail"], "t=1")
  }

  // Removed at 0, put back at 0.5: nothing jumps, and everything ends where it was.
  @Test func aReinsertionMidRemovalDoesNotJump() throws {
    let knob = Knob()
    let host = ViewHost(Stack(knob: knob), size: CGSize(width: 200, height: 200))
    let header0 = try #require(host.snapshot(of: "header")).frame
    let detail0 = try #require(host.snapshot(of: "detail")).frame
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    host.advance(to: 0.5)
    let headerMid = try #require(host.snapshot(of: "header")).frame
    let detailMid = try #require(host.snapshot(of: "detail")).frame
    #expect(detailMid.minY == headerMid.maxY)
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = true } }
    #expect(host.snapshot(of: "header")?.frame == headerMid)
    #expect(host.snapshot(of: "detail")?.frame == detailMid)
    expectSnapshotsMatchDrawing(host, ["header", "detail"], "reinserted")
    for time in [0.7, 1.0, 1.3] {
      host.advance(to: time)
      expectSnapshotsMatchDrawing(host, ["header", "detail"], "t=\(time)")
      let header = try #require(host.snapshot(of: "header")).frame
      let detail = try #require(host.snapshot(of: "detail")).frame
      #expect(abs(detail.minY - header.maxY) < 1e-9, "t=\(time) header \(header) detail \(detail)")
    }
    host.advance(to: 3)
    #expect(host.snapshot(of: "header")?.frame == header0)
    #expect(host.snapshot(of: "detail")?.frame == detail0)
    #expect(host.snapshot(of: "detail")?.isRemoving == false)
  }

  // A custom view with a geometry reader, removed from a moving stack: its leaves move with
  // the header and keep their sizes.
  @Test func aRemovedGeometryReaderMovesWithItsContainer() throws {
    let knob = Knob()
    let host = ViewHost(ReaderStack(knob: knob), size: CGSize(width: 200, height: 200))
    let bar0 = try #require(host.snapshot(of: "bar")).frame
    let foot0 = try #require(host.snapshot(of: "foot")).frame
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    #expect(host.snapshot(of: "bar")?.frame == bar0)
    #expect(host.snapshot(of: "foot")?.frame == foot0)
    host.advance(to: 0.5)
    let header = try #require(host.snapshot(of: "header")).frame
    let bar = try #require(host.snapshot(of: "bar")).frame
    let foot = try #require(host.snapshot(of: "foot")).frame
    #expect(bar.size == bar0.size && foot.size == foot0.size)
    #expect(bar.minY - header.maxY == bar0.minY - 70 - 20, "bar \(bar) header \(header)")
    #expect(foot.minY - bar.minY == foot0.minY - bar0.minY)
    expectSnapshotsMatchDrawing(host, ["header", "bar", "foot"], "t=0.5")
  }

  // A row removed from a top-aligned list: it stays put with no frame animation; the rows
  // below move up, animated.
  @Test func aRemovedRowStaysWhileRowsBelowMoveUp() throws {
    let knob = Knob()
    let host = ViewHost(Rows(knob: knob), size: CGSize(width: 200, height: 200))
    let row1 = try #require(host.snapshot(of: "row1")).frame
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    let animated = Set(frameAnimations(host).compactMap(\.identifier))
    #expect(animated == ["row2", "row3"], "\(frameAnimations(host))")
    host.advance(to: 0.5)
    #expect(host.snapshot(of: "row1")?.frame == row1)
    #expect(host.snapshot(of: "row2")?.frame.minY == 30)
    expectSnapshotsMatchDrawing(host, ["row0", "row1", "row2", "row3"], "t=0.5")
  }

  // A badge removed, then the card holding it removed while the badge still leaves:
  // nothing jumps at the second change, every view is drawn where its snapshot says, and
  // the card's leaves end under the header, moving with it.
  @Test func aRemovalInsideARemovalMovesWithTheContainer() throws {
    let knob = Knob()
    let inner = Knob()
    let host = ViewHost(
      NestedRemovals(knob: knob, inner: inner), size: CGSize(width: 200, height: 200))
    host.layoutIfNeeded()
    host.update { withAnimation(.linear(duration: 1)) { inner.isOn?.wrappedValue = false } }
    host.advance(to: 0.3)
    let before = ["header", "badge", "body"].map { host.snapshot(of: $0)?.frame }
    expectSnapshotsMatchDrawing(host, ["header", "badge", "body"], "t=0.3")
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    let after = ["header", "badge", "body"].map { host.snapshot(of: $0)?.frame }
    #expect(before == after, "\(before) → \(after)")
    for time in [0.5, 0.99, 1.0, 1.25] {
      host.advance(to: time)
      expectSnapshotsMatchDrawing(host, ["header", "badge", "body"], "t=\(time)")
      guard time >= 1 else { continue }
      let header = try #require(host.snapshot(of: "header")).frame
      let body = try #require(host.snapshot(of: "body")).frame
      #expect(abs(body.minY - header.maxY) < 1e-6, "t=\(time) header \(header) body \(body)")
    }
  }

  // An `.id` swap under a header that grows: the old view does not jump at the change,
  // both views are drawn where their snapshots say.
  @Test func anIdSwapInAMovingContainer() throws {
    let knob = Knob()
    let host = ViewHost(SwapStack(knob: knob), size: CGSize(width: 200, height: 200))
    let swap0 = try #require(host.snapshot(of: "swap")).frame
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = true } }
    let both = host.snapshots(of: "swap")
    #expect(both.count == 2)
    #expect(both.first(where: \.isRemoving)?.frame == swap0)
    for time in [0.25, 0.5, 0.75] {
      host.advance(to: time)
      expectSnapshotsMatchDrawing(host, ["header", "swap"], "t=\(time)")
    }
  }

  // A detail removed from a stack inside a moving geometry group: it moves with the group
  // and the header, drawn where its snapshot says.
  @Test func aRemovalInsideAMovingGeometryGroup() throws {
    let knob = Knob()
    let host = ViewHost(GroupRemoval(knob: knob), size: CGSize(width: 200, height: 200))
    let detail0 = try #require(host.snapshot(of: "detail")).frame
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    #expect(host.snapshot(of: "detail")?.frame == detail0)
    for time in [0.25, 0.5, 0.75] {
      host.advance(to: time)
      expectSnapshotsMatchDrawing(host, ["header", "detail"], "t=\(time)")
      let header = try #require(host.snapshot(of: "header")).frame
      let detail = try #require(host.snapshot(of: "detail")).frame
      #expect(
        abs(detail.minY - header.maxY) < 1e-9 && abs(detail.minX - header.minX) < 1e-9,
        "t=\(time) header \(header) detail \(detail)")
    }
  }

  // Effects around geometry groups: drawn where snapshots say at every frame, from the
  // place they were drawn before; and a played recording equals a fresh walk.
  @Test(arguments: [0, 1, 2, 3]) func effectsAroundGeometryGroups(_ kind: Int) throws {
    func make() -> (ViewHost<Groups>, Knob) {
      let knob = Knob()
      return (ViewHost(Groups(knob: knob, kind: kind), size: CGSize(width: 300, height: 200)), knob)
    }
    let (host, knob) = make()
    let ids = kind == 3 ? ["a", "b", "mover"] : ["a", "b"]
    expectSnapshotsMatchDrawing(host, ids, "rest")
    let before = host.displayList.items.filter { $0.identifier == "a" }.map(\.frame)
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = true } }
    let start = host.displayList.items.filter { $0.identifier == "a" }.map(\.frame)
    #expect(start == before, "kind \(kind)")
    var played: [DisplayList] = []
    for time in [0.2, 0.4, 0.6, 0.8] {
      host.advance(to: time)
      expectSnapshotsMatchDrawing(host, ids, "kind \(kind) t=\(time)")
      played.append(host.displayList)
    }
    for (index, time) in [0.2, 0.4, 0.6, 0.8].enumerated() {
      let (fresh, freshKnob) = make()
      _ = fresh.displayList
      fresh.update { withAnimation(.linear(duration: 1)) { freshKnob.isOn?.wrappedValue = true } }
      fresh.advance(to: time)
      #expect(fresh.displayList == played[index], "kind \(kind) t=\(time) played vs fresh")
    }
  }

  // The fade of a transition with an animation of its own is listed with its view.
  @Test func aSelfAnimatingTransitionsFadeIsListedWithItsView() throws {
    let knob = Knob()
    let host = ViewHost(
      Stack(knob: knob, transition: .opacity.animation(.linear(duration: 1))),
      size: CGSize(width: 200, height: 200))
    host.update { knob.isOn?.wrappedValue = false }
    let fades = host.animations.filter { $0.attribute == "effect" }
    #expect(fades.count == 1)
    #expect(fades.first?.identifier == "detail", "\(fades)")
  }

  // The fade of other transitions is listed with its view too: a `Transition`, a combined
  // one, a self-animating one under `withAnimation`.
  @Test(arguments: [0, 1, 2]) func transitionFadesAreListedWithTheirView(_ kind: Int) throws {
    let transition: AnyTransition =
      switch kind {
      case 0: AnyTransition(HalfFade())
      case 1: .opacity.combined(with: .scale)
      default: .opacity.animation(.linear(duration: 2))
      }
    let knob = Knob()
    let host = ViewHost(
      Stack(knob: knob, transition: transition), size: CGSize(width: 200, height: 200))
    host.layoutIfNeeded()
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    let fades = host.animations.filter { $0.attribute == "effect" }
    #expect(!fades.isEmpty)
    for fade in fades {
      #expect(fade.identifier == "detail", "kind \(kind): \(fade)")
    }
  }

  // A view being removed whose content resizes under an implicit animation of its own
  // (`.animation(.linear(1), value:)` inside it), changed without animation: the resize
  // animates with the implicit animation, as it does when the view is not being removed
  // (the implicit animation is the transaction the changed nodes saw).
  @Test(arguments: [false, true]) func anImplicitAnimationInsideARemovedViewStillAnimatesItsFrames(
    _ removing: Bool
  ) throws {
    let knob = Knob()
    let inner = Knob()
    let host = ViewHost(
      GrowingStack(knob: knob, inner: inner), size: CGSize(width: 200, height: 200))
    host.layoutIfNeeded()
    if removing {
      host.update { withAnimation(.linear(duration: 4)) { knob.isOn?.wrappedValue = false } }
    }
    host.advance(to: 1)
    #expect(drawnFrames("bar", in: host.displayList).first?.width == 10)
    host.update { inner.isOn?.wrappedValue = true }
    host.advance(to: 1.5)
    let drawn = try #require(drawnFrames("bar", in: host.displayList).first)
    #expect(abs(drawn.width - 25) < 1e-6, "removing: \(removing), bar drawn \(drawn) at t=1.5")
  }

  // A view being removed whose content resizes (animated): its snapshot is where it is
  // drawn (the nodes above the leaf are re-measured with it, not left at their old size).
  @Test func aResizeInsideARemovedViewIsSnapshotWhereItIsDrawn() throws {
    let knob = Knob()
    let inner = Knob()
    let host = ViewHost(
      GrowingStack(knob: knob, inner: inner), size: CGSize(width: 200, height: 200))
    host.layoutIfNeeded()
    host.update { withAnimation(.linear(duration: 4)) { knob.isOn?.wrappedValue = false } }
    host.advance(to: 1)
    host.update { withAnimation(.linear(duration: 1)) { inner.isOn?.wrappedValue = true } }
    host.advance(to: 1.5)
    expectSnapshotsMatchDrawing(host, ["bar"], "t=1.5")
  }

  // Two views removed together by one `if` from a moving stack: neither jumps, and both
  // move with the header.
  @Test func aRemovedPairMovesWithItsContainer() throws {
    let knob = Knob()
    let host = ViewHost(PairStack(knob: knob), size: CGSize(width: 200, height: 200))
    let p10 = try #require(host.snapshot(of: "p1")).frame
    let p20 = try #require(host.snapshot(of: "p2")).frame
    let header0 = try #require(host.snapshot(of: "header")).frame
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    #expect(host.snapshot(of: "p1")?.frame == p10)
    #expect(host.snapshot(of: "p2")?.frame == p20)
    host.advance(to: 0.5)
    let header = try #require(host.snapshot(of: "header")).frame
    let dy = header.minY - header0.minY
    #expect(host.snapshot(of: "p1")?.frame == p10.offsetBy(dx: 0, dy: dy))
    #expect(host.snapshot(of: "p2")?.frame == p20.offsetBy(dx: 0, dy: dy))
    expectSnapshotsMatchDrawing(host, ["header", "p1", "p2"], "t=0.5")
  }

  // A row removed from a centred list: the stack re-centres; the removed row moves with it
  // (no jump), the others animate; drawn where snapshots say.
  @Test func aRemovedRowInACentredListMovesWithTheList() throws {
    let knob = Knob()
    let host = ViewHost(Rows(knob: knob, topAligned: false), size: CGSize(width: 200, height: 200))
    let row0 = try #require(host.snapshot(of: "row0")).frame
    let row1 = try #require(host.snapshot(of: "row1")).frame
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    #expect(host.snapshot(of: "row1")?.frame == row1)
    host.advance(to: 0.5)
    let moved = try #require(host.snapshot(of: "row0")).frame
    #expect(host.snapshot(of: "row1")?.frame == row1.offsetBy(dx: 0, dy: moved.minY - row0.minY))
    expectSnapshotsMatchDrawing(host, ["row0", "row1", "row2", "row3"], "t=0.5")
  }

  // Removed before the host was ever laid out, with a self-animating fade: it stands at its
  // own size, and the snapshot and the drawing agree.
  @Test func aRemovalBeforeTheFirstLayoutIsDrawnWhereItsSnapshotSays() throws {
    let knob = Knob()
    let host = ViewHost(
      Stack(knob: knob, transition: .opacity.animation(.linear(duration: 1))),
      size: CGSize(width: 200, height: 200))
    host.update { knob.isOn?.wrappedValue = false }
    host.advance(to: 0.5)
    let detail = try #require(host.snapshot(of: "detail")).frame
    #expect(detail.size == CGSize(width: 40, height: 40), "\(detail)")
    expectSnapshotsMatchDrawing(host, ["detail"], "t=0.5")
  }
}

@MainActor
@Suite("Expected ends of running animations")
struct ExpectedEndTests {
  private func end(_ animation: Animation, askedAt asked: [TimeInterval], begin: TimeInterval = 0)
    -> [TimeInterval?]
  {
    let knob = Knob()
    let host = ViewHost(Fade(knob: knob), size: CGSize(width: 100, height: 100))
    host.advance(to: begin)
    host.update { withAnimation(animation) { knob.isOn?.wrappedValue = true } }
    return asked.map { time in
      host.advance(to: time)
      return host.animations.first?.expectedEnd
    }
  }

  @Test func modifiedAnimationsEndWhenTheyShould() {
    let cases: [(Animation, TimeInterval)] = [
      (.linear(duration: 1).delay(0.5), 1.5),
      (.linear(duration: 1).speed(2), 0.5),
      (Animation(Linear(duration: 0.7)), 0.7),
    ]
    for (animation, expected) in cases {
      let ends = end(animation, askedAt: [0, 0.1, 0.33])
      for found in ends {
        #expect(abs((found ?? -1) - expected) < 1e-6, "\(animation): \(ends) expected \(expected)")
      }
    }
  }

  // A repeat's end asked at different times, one of them off the 60 Hz frames: a play
  // starts on the frame where the last one ended, and the frames are counted from the
  // animation's start, so the end is the same. A play is over on the first frame after its
  // 0.5 s, so each of the two restarts comes a frame late: the end is 1.5 s and two frames.
  @Test func aRepeatsEndDoesNotDependOnWhenItIsAsked() {
    let ends = end(
      .linear(duration: 0.5).repeatCount(3, autoreverses: true), askedAt: [0, 0.1, 0.33])
    for found in ends {
      #expect(abs((found ?? -1) - (1.5 + 2.0 / 60)) < 1e-6, "\(ends)")
    }
  }

  @Test(arguments: ["spring", "interpolating", "bouncy"])
  func aSpringsEndDoesNotDependOnWhenItIsAsked(_ kind: String) {
    let animation: Animation =
      switch kind {
      case "spring": .spring(duration: 0.6, bounce: 0.2)
      case "interpolating": .interpolatingSpring(stiffness: 170, damping: 15)
      default: .bouncy
      }
    let ends = end(animation, askedAt: [0, 0.05, 0.123, 0.4])
    let first = ends.first ?? nil
    #expect(first != nil)
    for found in ends {
      #expect(abs((found ?? -1) - (first ?? -2)) < 1e-5, "\(kind): \(ends)")
    }
  }

  @Test func aCustomAnimationThatNeverEndsHasNoEnd() {
    let clock = ContinuousClock()
    let started = clock.now
    let ends = end(Animation(Forever()), askedAt: [0, 0.5])
    #expect(ends == [nil, nil])
    #expect(clock.now - started < .seconds(5))
  }

  @Test func aNaNAnimationEndsAtOnce() {
    let knob = Knob()
    let host = ViewHost(Fade(knob: knob), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(Animation(NotANumber())) { knob.isOn?.wrappedValue = true } }
    let ends = host.animations.map(\.expectedEnd)
    #expect(ends.allSatisfy { ($0 ?? 0).isFinite && ($0 ?? 0) < 0.02 }, "\(ends)")
    host.advance(to: 0.1)
    #expect(host.animations.isEmpty)
    #expect(host.snapshot(of: "fader")?.opacity == 0)
  }
}
