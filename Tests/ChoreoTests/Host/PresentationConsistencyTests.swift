import Choreo
import Foundation
import Testing

/// Reaches a scene's state from a test.
@MainActor
private final class Knob {
  var isOn: Binding<Bool>?
}

/// A geometry group that moves across the host while a scale effect wraps it.
private struct ScaledGroup: View {
  let knob: Knob
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 0) {
      Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
    }
    .geometryGroup()
    .scaleEffect(2)
    .frame(maxWidth: .infinity, alignment: isOn ? .trailing : .leading)
  }
}

/// Nested opacities, a transition, and transforms with anchors around a removable child.
private struct Nested: View {
  let knob: Knob
  @State private var isOn = true

  var body: some View {
    knob.isOn = $isOn
    return ZStack {
      Color.gray.frame(width: 100, height: 100).accessibilityIdentifier("back")
      if isOn {
        Color.blue.frame(width: 40, height: 20)
          .opacity(0.5)
          .accessibilityIdentifier("child")
          .transition(.opacity.combined(with: .scale(scale: 0.5, anchor: .topLeading)))
      }
    }
    .scaleEffect(isOn ? 1 : 1.5, anchor: .bottomTrailing)
    .rotationEffect(.degrees(isOn ? 0 : 30), anchor: .topLeading)
    .offset(x: isOn ? 0 : 20, y: 10)
    .opacity(0.8)
  }
}

/// A leaf whose frame, offset and opacity animate, and one that slides in and out.
private struct Mixed: View {
  let knob: Knob
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 4) {
      Color.green.frame(width: isOn ? 120 : 40, height: 30)
        .offset(x: isOn ? 30 : 0)
        .opacity(isOn ? 0.3 : 1)
        .accessibilityIdentifier("bar")
      if isOn {
        Capsule().fill(Color.orange).frame(width: 50, height: 10)
          .transition(.move(edge: .leading).combined(with: .opacity))
          .accessibilityIdentifier("slider")
      }
      Circle().frame(width: isOn ? 10 : 30, height: 30)
        .rotationEffect(.degrees(isOn ? 45 : 0))
        .accessibilityIdentifier("dot")
    }
  }
}

@MainActor
@Suite("Snapshots match the drawing")
struct PresentationConsistencyTests {
  // A scale effect wrapping a geometry group whose frame animates: the snapshot (and the
  // tap that aims at its centre) and the display list must agree on where the view is.
  // Choreo: "One function serves drawing and hit testing, so they cannot disagree", and the
  // snapshot promises the bounding box after every scale above the view.
  @Test func aScaleAroundAMovingGeometryGroupIsDrawnWhereTheSnapshotSays() {
    let knob = Knob()
    let host = ViewHost(ScaledGroup(knob: knob), size: CGSize(width: 200, height: 100))
    expectSnapshotsMatchDrawing(host, ["a"], "at rest")
    let before = drawn("a", in: host.displayList).first?.frame
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = true } }
    // An animation starts where the view was: at t = 0 it is drawn where it was drawn
    // before the change (in SwiftUI the group is shown at its old frame, and the scale is
    // around the group as shown).
    let start = drawn("a", in: host.displayList).first?.frame
    #expect(before == CGRect(x: -10, y: 30, width: 40, height: 40))
    #expect(start == before, "drawn at \(String(describing: start)) right after the change")
    for time in [0.25, 0.5, 0.75] {
      host.advance(to: time)
      expectSnapshotsMatchDrawing(host, ["a"], "t=\(time)")
    }
  }

  // Nested opacity and transforms with anchors around a child being removed with an
  // opacity + anchored scale transition: snapshot and display list agree at every frame.
  @Test func nestedEffectsAroundARemovalMatchTheDrawing() throws {
    let knob = Knob()
    let host = ViewHost(Nested(knob: knob), size: CGSize(width: 300, height: 300))
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    host.advance(to: 0.5)
    expectSnapshotsMatchDrawing(host, ["back", "child"], "t=0.5")
    let child = try #require(host.snapshot(of: "child"))
    // 0.8 above, 0.5 of its own, and the opacity transition half done.
    #expect(abs(child.opacity - 0.8 * 0.5 * 0.5) < 1e-9)
    #expect(child.isRemoving)
    #expect(child.phase == .didDisappear)
    for time in [0.1, 0.3, 0.7, 0.9] {
      host.advance(to: time + 0.5)
      expectSnapshotsMatchDrawing(host, ["back", "child"], "t=\(time + 0.5)")
    }
  }

  // Frames are a pure function of the scene, its events and t: stepping at 60 fps, at
  // 120 fps or jumping straight to t gives the same display list (springs included, whose
  // fixed 1/300 s step makes them frame-rate independent).
  @Test func steppingAndJumpingGiveTheSameDisplayList() {
    func play(fps: Double?, until end: Double) -> DisplayList {
      let knob = Knob()
      let host = ViewHost(Mixed(knob: knob), size: CGSize(width: 300, height: 200))
      _ = host.displayList
      host.update {
        withAnimation(.spring(duration: 0.6, bounce: 0.3)) { knob.isOn?.wrappedValue = true }
      }
      if let fps {
        var frame = 1
        while Double(frame) / fps < 0.4 {
          host.advance(to: Double(frame) / fps)
          _ = host.displayList
          frame += 1
        }
      }
      host.advance(to: 0.4)
      // Retargeted mid-flight: the spring's velocity at 0.4 carries over.
      host.update { withAnimation(.smooth) { knob.isOn?.wrappedValue = false } }
      if let fps {
        var frame = Int((0.4 * fps).rounded(.down)) + 1
        while Double(frame) / fps < end {
          host.advance(to: Double(frame) / fps)
          _ = host.displayList
          frame += 1
        }
      }
      host.advance(to: end)
      return host.displayList
    }
    for end in [0.45, 0.55, 0.8, 1.0] {
      let jumped = play(fps: nil, until: end)
      let at60 = play(fps: 60, until: end)
      let at120 = play(fps: 120, until: end)
      #expect(at60 == jumped, "t=\(end) 60 fps vs jump")
      #expect(at120 == jumped, "t=\(end) 120 fps vs jump")
    }
  }
}

/// A badge in an overlay and a shade in a background of a moving, scaling card.
private struct Decorated: View {
  let knob: Knob
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return Color.blue.frame(width: 40, height: 40)
      .overlay(alignment: .topTrailing) {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("badge")
          .offset(x: isOn ? 5 : 0)
      }
      .background { Color.black.opacity(0.5).accessibilityIdentifier("shade").padding(-4) }
      .frame(width: isOn ? 80 : 40)
      .scaleEffect(isOn ? 2 : 1, anchor: .topLeading)
      .offset(x: isOn ? 50 : 0)
      .opacity(isOn ? 0.5 : 1)
  }
}

/// Three colours in a ZStack; the middle one can be removed.
private struct Layers: View {
  let knob: Knob
  @State private var isOn = true

  var body: some View {
    knob.isOn = $isOn
    return ZStack {
      Color.blue.frame(width: 60, height: 60).accessibilityIdentifier("under")
      if isOn {
        Color.red.frame(width: 40, height: 40).transition(.opacity).accessibilityIdentifier("mid")
      }
      Color.green.frame(width: 20, height: 20).accessibilityIdentifier("top")
    }
  }
}

/// A view clipped, and a mask whose content moves.
private struct Clipped: View {
  let knob: Knob
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return VStack {
      Color.red.frame(width: 40, height: 40).accessibilityIdentifier("clipped")
        .offset(x: isOn ? 30 : 0)
        .frame(width: 40, height: 40)
        .clipShape(Rectangle())
      Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("masked")
        .mask {
          Circle().frame(width: 20, height: 20).offset(x: isOn ? 10 : 0)
            .accessibilityIdentifier("maskShape")
        }
    }
  }
}

/// Opacity that changes once, for the list of running animations.
private struct Fading: View {
  let knob: Knob
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return Color.red.frame(width: 20, height: 20).opacity(isOn ? 0 : 1)
      .accessibilityIdentifier("fader")
  }
}

@MainActor
@Suite("Snapshots match the drawing: more")
struct PresentationConsistencyMoreTests {
  // Views in an overlay and a background: the snapshot is where they are drawn.
  @Test func overlayAndBackgroundSnapshotsMatchTheDrawing() {
    let knob = Knob()
    let host = ViewHost(Decorated(knob: knob), size: CGSize(width: 300, height: 200))
    expectSnapshotsMatchDrawing(host, ["badge", "shade"], "at rest")
    host.update { withAnimation(.easeInOut(duration: 1)) { knob.isOn?.wrappedValue = true } }
    for time in [0.0, 0.3, 0.6, 1.2] {
      host.advance(to: time)
      expectSnapshotsMatchDrawing(host, ["badge", "shade"], "t=\(time)")
    }
  }

  // A view removed from the middle of a ZStack is drawn where it was in the stack while it
  // fades out (SwiftUI keeps a removed view at its place in its parent's order).
  @Test func aRemovedViewKeepsItsPlaceInTheDrawingOrder() throws {
    let knob = Knob()
    let host = ViewHost(Layers(knob: knob), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    host.advance(to: 0.5)
    let list = host.displayList
    #expect(list.items.compactMap(\.identifier) == ["under", "mid", "top"])
    #expect(list.items.map(\.isRemoving) == [false, true, false])
    let mid = try #require(host.snapshot(of: "mid"))
    #expect(mid.isRemoving && mid.phase == .didDisappear)
    #expect(abs(mid.opacity - 0.5) < 1e-9)
    expectSnapshotsMatchDrawing(host, ["under", "mid", "top"], "t=0.5")
  }

  // A clipped view and a mask's content: their snapshots are their bounding boxes after
  // the effects above (clips are not part of the promise), and agree with the drawing.
  @Test func clippedAndMaskedViewsSnapshot() throws {
    let knob = Knob()
    let host = ViewHost(Clipped(knob: knob), size: CGSize(width: 200, height: 200))
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = true } }
    host.advance(to: 0.5)
    expectSnapshotsMatchDrawing(host, ["clipped", "masked"], "t=0.5")
    let clipped = try #require(host.snapshot(of: "clipped"))
    #expect(abs(clipped.frame.minX - clipped.layoutFrame.minX - 15) < 1e-9)
    let maskShape = try #require(host.snapshot(of: "maskShape"))
    let maskItems = host.displayList.groups.compactMap(\.mask).joined()
      .filter { $0.identifier == "maskShape" }
    #expect(maskItems.count == 1)
    if let item = maskItems.first {
      #expect(rectsAreClose(maskShape.frame, item.frame.applying(item.transform)))
    }
  }

  // `animations` lists an opacity change: its view, attribute, start time and expected end
  // (a linear animation of 1 s begun at 0.25 ends at 1.25), and nothing once it ended.
  // The end of one animation must not depend on when it is asked: asked at 0.25 it is
  // 1.25, asked at 0.26 Choreo says 1.26 (its estimate steps a copy in 1/60 s from the time
  // of the question, and sums the steps, so it lands up to a frame late).
  @Test func runningAnimationsDescribeALinearFade() throws {
    let knob = Knob()
    let host = ViewHost(Fading(knob: knob), size: CGSize(width: 100, height: 100))
    host.advance(to: 0.25)
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = true } }
    var running = host.animations
    #expect(running.count == 1)
    let fade = try #require(running.first)
    #expect(fade.identifier == "fader")
    #expect(fade.attribute == "effect")
    #expect(fade.startTime == 0.25)
    #expect(!fade.isLogicallyComplete)
    #expect(
      abs((fade.expectedEnd ?? 0) - 1.25) < 1e-6,
      "expected end \(String(describing: fade.expectedEnd))")
    host.advance(to: 0.26)
    running = host.animations
    let later = try #require(running.first)
    #expect(later.startTime == 0.25)
    #expect(
      abs((later.expectedEnd ?? 0) - 1.25) < 1e-6,
      "expected end \(String(describing: later.expectedEnd))")
    host.advance(to: 1.3)
    #expect(host.animations.isEmpty)
  }
}

/// A geometry group holding scaled and offset children, moving across the host; and a box
/// that swaps identity with a slide.
private struct GroupedAndSwapped: View {
  let knob: Knob
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 0) {
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).scaleEffect(1.5, anchor: .bottomLeading)
          .accessibilityIdentifier("g1")
        Color.blue.frame(width: isOn ? 30 : 10, height: 20).rotationEffect(.degrees(isOn ? 90 : 0))
          .opacity(isOn ? 0.4 : 1).accessibilityIdentifier("g2")
      }
      .geometryGroup()
      .frame(maxWidth: .infinity, alignment: isOn ? .trailing : .leading)
      Color.orange.frame(width: 20, height: 20).accessibilityIdentifier("swap")
        .transition(.offset(x: 50).combined(with: .opacity)).id(isOn)
    }
  }
}

@MainActor
@Suite("Snapshots match the drawing: groups and swaps")
struct PresentationConsistencyGroupTests {
  // Children of a moving geometry group, with effects of their own, and both views of an
  // `.id` swap: snapshots agree with the drawing at every frame, and the swap shows two
  // snapshots, one removing.
  @Test func groupChildrenAndSwappedViewsMatchTheDrawing() throws {
    let knob = Knob()
    let host = ViewHost(GroupedAndSwapped(knob: knob), size: CGSize(width: 300, height: 200))
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = true } }
    for time in [0.0, 0.2, 0.5, 0.8] {
      host.advance(to: time)
      expectSnapshotsMatchDrawing(host, ["g1", "g2", "swap"], "t=\(time)")
    }
    let swaps = host.snapshots(of: "swap")
    #expect(swaps.count == 2)
    #expect(swaps.filter(\.isRemoving).count == 1)
    #expect(Set(swaps.map(\.phase)) == [.identity, .didDisappear])
    // Both at 0.8 of a linear fade: the new one at 0.8, the old one at 0.2.
    #expect(swaps.map { ($0.opacity * 10).rounded() / 10 }.sorted() == [0.2, 0.8])
    let tree = host.renderTree()
    #expect(tree.contains("removing, didDisappear"))
    host.advance(to: 1.5)
    #expect(host.snapshots(of: "swap").count == 1)
    #expect(!host.renderTree().contains("removing"))
  }

  // A clock moved far ahead while a spring and a transition run: every value finite, the
  // animations done; bad times do not move the clock or make NaN.
  @Test func farAndBadTimesKeepThePresentationFinite() throws {
    let knob = Knob()
    let host = ViewHost(GroupedAndSwapped(knob: knob), size: CGSize(width: 300, height: 200))
    host.update { withAnimation(.bouncy) { knob.isOn?.wrappedValue = true } }
    host.advance(to: 0.1)
    host.advance(to: .nan)
    host.advance(by: -.infinity)
    host.advance(to: -5)
    #expect(host.time == 0.1)
    let early = host.displayList
    #expect(early.description.contains("nan") == false)
    host.advance(to: 1e15)
    #expect(host.time == 1e15)
    #expect(host.animations.isEmpty)
    let list = host.displayList
    #expect(!list.description.lowercased().contains("nan"))
    #expect(!list.description.contains("inf"))
    for identifier in ["g1", "g2", "swap"] {
      let snapshot = try #require(host.snapshot(of: identifier))
      #expect(snapshot.frame.minX.isFinite && snapshot.opacity.isFinite)
    }
    #expect(host.snapshots(of: "swap").count == 1)
  }
}

/// A view whose body lays out with its animated data: its leaf's width and its sibling's
/// place follow the data.
private struct Growth: View, Animatable {
  var amount: Double

  nonisolated var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  var body: some View {
    VStack(spacing: 0) {
      Color.purple.frame(width: 10 + amount * 100, height: 10 + amount * 20)
        .accessibilityIdentifier("grower")
      Color.yellow.frame(width: 10, height: 10).accessibilityIdentifier("follower")
    }
  }
}

/// A layout that spreads its subviews by its animated data.
private struct Spread: Layout {
  var gap: CGFloat

  nonisolated var animatableData: CGFloat {
    get { gap }
    set { gap = newValue }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 200, height: 20)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + CGFloat(index) * gap, y: bounds.minY),
        proposal: ProposedViewSize(width: 10, height: 10))
    }
  }
}

private struct BodyDriven: View {
  let knob: Knob
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return VStack {
      Growth(amount: isOn ? 1 : 0)
      Spread(gap: isOn ? 60 : 10) {
        Color.red.accessibilityIdentifier("s0")
        Color.green.accessibilityIdentifier("s1")
        Color.blue.accessibilityIdentifier("s2")
      }
      Color.mint.frame(width: isOn ? 80 : 20, height: 10).accessibilityIdentifier("plain")
    }
  }
}

@MainActor
@Suite("Snapshots match the drawing: frame-rate independence")
struct PresentationConsistencyRateTests {
  // Animatable bodies and layouts re-run with presented data while they animate: the
  // frame at t must not depend on how often the clock was advanced before t.
  @Test(arguments: ["linear", "spring", "easeOut"])
  func bodyDrivenFramesDoNotDependOnTheFrameRate(_ kind: String) {
    let animation: Animation =
      switch kind {
      case "linear": .linear(duration: 1)
      case "spring": .spring(duration: 0.8, bounce: 0.2)
      default: .easeOut(duration: 0.7)
      }
    func play(fps: Double?, until end: Double) -> DisplayList {
      let knob = Knob()
      let host = ViewHost(BodyDriven(knob: knob), size: CGSize(width: 300, height: 300))
      _ = host.displayList
      host.update { withAnimation(animation) { knob.isOn?.wrappedValue = true } }
      if let fps {
        var frame = 1
        while Double(frame) / fps < end {
          host.advance(to: Double(frame) / fps)
          _ = host.displayList
          frame += 1
        }
      }
      host.advance(to: end)
      return host.displayList
    }
    for end in [0.1, 0.3, 0.5, 0.9, 1.5] {
      let jumped = play(fps: nil, until: end)
      let at60 = play(fps: 60, until: end)
      let at120 = play(fps: 120, until: end)
      #expect(at60 == jumped, "\(kind) t=\(end) 60 fps vs jump")
      #expect(at120 == jumped, "\(kind) t=\(end) 120 fps vs jump")
    }
  }
}

/// A skew, from the content's size.
private struct Skew: GeometryEffect {
  var amount: CGFloat

  nonisolated var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(
      CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
  }
}

/// A skewed leaf whose frame animates, a matched pair, and a child removed from a moving
/// geometry group.
private struct Effected: View {
  let knob: Knob
  @Namespace private var namespace
  @State private var isOn = false

  var body: some View {
    knob.isOn = $isOn
    return VStack(spacing: 10) {
      Color.red.frame(width: isOn ? 80 : 20, height: 20).modifier(Skew(amount: isOn ? 0.5 : 0))
        .rotationEffect(.degrees(isOn ? 20 : 0), anchor: .bottomTrailing)
        .accessibilityIdentifier("skewed")
      HStack {
        if isOn {
          Spacer()
          Color.blue.frame(width: 40, height: 40)
            .matchedGeometryEffect(id: "m", in: namespace).accessibilityIdentifier("matched")
        } else {
          Color.blue.frame(width: 20, height: 20)
            .matchedGeometryEffect(id: "m", in: namespace).accessibilityIdentifier("matched")
          Spacer()
        }
      }
      HStack(spacing: 0) {
        Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("stay")
        if !isOn {
          Color.brown.frame(width: 20, height: 20).scaleEffect(0.5)
            .accessibilityIdentifier("leaving")
        }
      }
      .geometryGroup()
      .frame(maxWidth: .infinity, alignment: isOn ? .trailing : .leading)
    }
  }
}

@MainActor
@Suite("Snapshots match the drawing: effects")
struct PresentationConsistencyEffectTests {
  // A custom geometry effect on an animating leaf, a matched geometry move, and a child
  // removed from a moving geometry group: the snapshot is where each view is drawn.
  @Test func geometryEffectsMatchedMovesAndGroupRemovalsMatchTheDrawing() {
    let knob = Knob()
    let host = ViewHost(Effected(knob: knob), size: CGSize(width: 300, height: 300))
    let identifiers = ["skewed", "matched", "stay", "leaving"]
    expectSnapshotsMatchDrawing(host, identifiers, "at rest")
    host.update { withAnimation(.easeInOut(duration: 1)) { knob.isOn?.wrappedValue = true } }
    for time in [0.0, 0.25, 0.5, 0.75] {
      host.advance(to: time)
      expectSnapshotsMatchDrawing(host, identifiers, "t=\(time)")
    }
  }
}

@MainActor
@Suite("Snapshots match the drawing: running animations")
struct PresentationConsistencyAnimationListTests {
  // The fade of a view removed with an opacity transition is listed with the view's
  // identity: `RunningAnimation.identifier` is "the view's accessibility identifier, if it
  // (or the modifier chain it is in) has one", and the transition is written in that chain
  // (`Color.red.frame(…).transition(.opacity).accessibilityIdentifier("mid")`).
  @Test func aTransitionsFadeIsListedWithItsView() throws {
    let knob = Knob()
    let host = ViewHost(Layers(knob: knob), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    host.advance(to: 0.5)
    let running = host.animations
    #expect(running.count == 1)
    let fade = try #require(running.first)
    #expect(fade.identifier == "mid", "listed as \(fade)")
    #expect(fade.startTime == 0)
  }
}

/// A card removed with a fade, holding a badge that has a transition of its own.
private struct Nest: View {
  let knob: Knob
  @State private var isOn = true

  var body: some View {
    knob.isOn = $isOn
    return ZStack {
      if isOn {
        VStack {
          Color.red.frame(width: 20, height: 20).transition(.scale(scale: 0.5))
            .accessibilityIdentifier("badge")
          Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("body")
        }
        .opacity(0.5)
        .transition(.opacity)
        .accessibilityIdentifier("card")
      }
    }
  }
}

@MainActor
@Suite("Snapshots match the drawing: nested transitions")
struct PresentationConsistencyNestTests {
  // Removing a container runs its transition only; a transition inside it is not applied
  // (SwiftUI applies a view's transition when that view itself is inserted or removed). The
  // badge fades with the card, unscaled, and is marked as removing.
  @Test func aChildsTransitionDoesNotRunWhenItsContainerIsRemoved() throws {
    let knob = Knob()
    let host = ViewHost(Nest(knob: knob), size: CGSize(width: 200, height: 200))
    let resting = try #require(host.snapshot(of: "badge"))
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    host.advance(to: 0.5)
    expectSnapshotsMatchDrawing(host, ["badge", "body"], "t=0.5")
    let badge = try #require(host.snapshot(of: "badge"))
    let body = try #require(host.snapshot(of: "body"))
    let card = try #require(host.snapshot(of: "card"))
    #expect(badge.isRemoving && card.isRemoving)
    #expect(card.phase == .didDisappear)
    // Unscaled, where the card puts it: centred over the body, 10 in from its leading edge,
    // the stack's 8 points above it (the card's leaves move together as its place animates).
    #expect(badge.frame.size == resting.frame.size)
    #expect(badge.frame.minX - body.frame.minX == 10 && body.frame.minY - badge.frame.maxY == 8)
    #expect(abs(badge.opacity - 0.25) < 1e-9)
  }
}

/// A header over a detail that can be removed, centred in the host: removing the detail
/// shrinks the stack, which is centred again.
private struct Shrinking: View {
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
  }
}

@MainActor
@Suite("Snapshots match the drawing: removal placement")
struct PresentationConsistencyRemovalPlacementTests {
  // Removing the detail under animation: at the instant of the change nothing visible
  // jumps (the header starts where it was and slides; the detail, fully opaque at t = 0,
  // must also be drawn where it was). SwiftUI animates every geometry change of an animated
  // transaction; Choreo animates leaf frames that move in host coordinates.
  @Test func aRemovedViewDoesNotJumpWhenItsParentMoves() throws {
    let knob = Knob()
    let host = ViewHost(Shrinking(knob: knob), size: CGSize(width: 200, height: 200))
    let header = try #require(host.snapshot(of: "header")).frame
    let detail = try #require(host.snapshot(of: "detail")).frame
    #expect(header == CGRect(x: 80, y: 70, width: 40, height: 20))
    #expect(detail == CGRect(x: 80, y: 90, width: 40, height: 40))
    host.update { withAnimation(.linear(duration: 1)) { knob.isOn?.wrappedValue = false } }
    #expect(host.snapshot(of: "header")?.frame == header)
    let removing = try #require(host.snapshot(of: "detail"))
    #expect(removing.isRemoving)
    #expect(removing.frame == detail, "the removed detail is drawn at \(removing.frame)")
    expectSnapshotsMatchDrawing(host, ["header", "detail"], "t=0")
    host.advance(to: 0.5)
    // Halfway, the header is halfway to (80, 90); the detail moves with it, 20 below.
    let halfway = try #require(host.snapshot(of: "header")).frame
    #expect(halfway == CGRect(x: 80, y: 80, width: 40, height: 20))
    #expect(host.snapshot(of: "detail")?.frame.minY == halfway.maxY)
  }
}
