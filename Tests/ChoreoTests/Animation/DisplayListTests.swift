import Choreo
import Foundation
import Synchronization
import Testing

@MainActor
private final class Switch3 {
  var binding: Binding<Bool>?
}

private struct Card: View {
  let handle: Switch3
  @State private var isShown = true

  var body: some View {
    handle.binding = $isShown
    return ZStack {
      Color.blue.frame(width: 60, height: 40).accessibilityIdentifier("back")
      if isShown {
        Text("Hi").opacity(0.5).accessibilityIdentifier("label")
      }
      Circle().frame(width: 10, height: 10).offset(x: 20).zIndex(-1)
        .accessibilityIdentifier("dot")
    }
  }
}

@MainActor
private final class Switches {
  var isShown: Binding<Bool>?
  var isWide: Binding<Bool>?
}

/// Views whose drawn content animates while their size stays (a fill colour, a text colour),
/// and one that only moves.
private struct Repainting: View {
  let handle: Switches
  @State private var isWide = false

  var body: some View {
    handle.isWide = $isWide
    return VStack {
      Circle().fill(isWide ? Color.orange : Color.green).frame(width: 10, height: 10)
      Text("Hi").foregroundColor(isWide ? .red : .blue)
      Rectangle().frame(width: 20, height: 10).offset(x: isWide ? 40 : 0)
    }
  }
}

/// Effects, a compositing group, a leaf frame and a transition, all animatable at once.
private struct Busy: View {
  let handle: Switches
  @State private var isShown = true
  @State private var isWide = false

  var body: some View {
    handle.isShown = $isShown
    handle.isWide = $isWide
    return VStack {
      Color.blue.frame(width: isWide ? 120 : 60, height: 40).opacity(isWide ? 0.5 : 1)
        .accessibilityIdentifier("bar")
      if isShown {
        Text("Hi").offset(x: isWide ? 30 : 0).transition(.scale).accessibilityIdentifier("label")
      }
      Circle().frame(width: 10, height: 10).compositingGroup().opacity(isWide ? 0.2 : 1)
      // A shadow, a clip and a mask whose content moves: effects a frame presents anew.
      RoundedRectangle(cornerRadius: isWide ? 8 : 2)
        .frame(width: isWide ? 50 : 20, height: 20)
        .shadow(radius: isWide ? 4 : 0, x: isWide ? 3 : 0)
        .clipShape(Circle())
        .mask { Capsule().offset(x: isWide ? 10 : 0) }
    }
  }
}

/// Shapes that grow while their paint holds still: a gradient (whose paint bounds follow the
/// path), a stroke, a colour, a shape style layer and a symbol; and a shape that grows while
/// its colour animates.
private struct Growing: View {
  let handle: Switches
  @State private var isWide = false

  var body: some View {
    handle.isWide = $isWide
    return VStack {
      Capsule()
        .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        .frame(width: isWide ? 80 : 20, height: 10)
      RoundedRectangle(cornerRadius: 4).stroke(Color.green, lineWidth: 3)
        .frame(width: 30, height: isWide ? 40 : 12)
      Color.purple.frame(width: isWide ? 50 : 10, height: 8)
      Text("Hi").frame(width: isWide ? 60 : 30).padding(4).background(.yellow, in: Capsule())
      Image(systemName: "heart.fill").resizable().frame(width: isWide ? 30 : 10, height: 10)
      // Filled rectangles take their new rectangle with the fill style they had.
      Rectangle().fill(Color.teal, style: FillStyle(eoFill: true, antialiased: false))
        .frame(width: isWide ? 36 : 12, height: 6)
      Text("Hey").frame(width: isWide ? 50 : 20).background(.mint)
      Rectangle().fill(isWide ? Color.orange : Color.green)
        .frame(width: isWide ? 40 : 10, height: 6)
    }
  }
}

/// Counts how often a `CountingStyle` is resolved.
private final class ResolutionCounter: Sendable {
  let count = Atomic(0)
}

/// A gradient that counts its resolutions.
private struct CountingStyle: ShapeStyle {
  let counter: ResolutionCounter

  func resolve(in environment: EnvironmentValues) -> LinearGradient {
    counter.count.add(1, ordering: .relaxed)
    return LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
  }
}

/// A rectangle in a counting style that grows.
private struct GrowingInStyle: View {
  let handle: Switches
  let counter: ResolutionCounter
  @State private var isWide = false

  var body: some View {
    handle.isWide = $isWide
    return Rectangle().fill(CountingStyle(counter: counter))
      .frame(width: isWide ? 80 : 20, height: 10)
  }
}

/// Squares whose opacity and offset move under three kinds of animation, with a scale (which
/// is not drawn directly) between the two.
private struct Sliding: View {
  let handle: Switch3
  @State private var isOn = false

  var body: some View {
    handle.binding = $isOn
    return HStack {
      ForEach(0..<3) { index in
        Rectangle().frame(width: 10, height: 10)
          .offset(x: isOn ? 40 : 0, y: isOn ? -6 : 6)
          .scaleEffect(isOn ? 1.5 : 1)
          .opacity(isOn ? 0.9 : 0.1)
          .animation(Self.animations[index], value: isOn)
          .accessibilityIdentifier("square \(index)")
      }
    }
  }

  private static let animations: [Animation] = [
    .spring(duration: 0.6, bounce: 0.4), .easeInOut(duration: 0.5),
    .interpolatingSpring(stiffness: 60, damping: 4),
  ]
}

@MainActor
@Suite("The display list")
struct DisplayListTests {
  /// Opacity and offset are drawn from their attributes without their views' effects; what is
  /// drawn must be what the snapshot (which applies the effects) shows, at every frame.
  @Test func directlyDrawnEffectsMatchTheSnapshot() throws {
    let handle = Switch3()
    let host = ViewHost(Sliding(handle: handle), size: CGSize(width: 200, height: 100))
    host.layoutIfNeeded()
    host.update { handle.binding?.wrappedValue = true }
    var midway = 0
    for frame in 1...40 {
      host.advance(to: Double(frame) / 60)
      let items = host.displayList.items
      for index in 0..<3 {
        let name = "square \(index)"
        let item = try #require(items.first { $0.identifier == name })
        let snapshot = try #require(host.snapshot(of: name))
        #expect(abs(item.opacity - snapshot.opacity) < 1e-12, "frame \(frame), \(name)")
        #expect(item.transform == snapshot.transform, "frame \(frame), \(name)")
        if item.opacity > 0.15, item.opacity < 0.85 { midway += 1 }
      }
    }
    // The squares were seen on their way, not only at their ends.
    #expect(midway >= 9)
  }

  @Test func itemsComeBackToFrontWithTheirEffects() throws {
    let handle = Switch3()
    let host = ViewHost(Card(handle: handle), size: CGSize(width: 200, height: 100))
    let list = host.displayList
    #expect(list.size == CGSize(width: 200, height: 100))
    // The dot has zIndex −1: drawn first, behind the colour.
    let lines = list.description.split(separator: "\n").dropFirst()
    #expect(lines.count == 3)
    #expect(lines.first?.contains("#dot") == true)
    #expect(lines.first?.contains("transform [1 0 0 1 20 0]") == true)
    #expect(lines.dropFirst().first?.contains("#back") == true)
    #expect(lines.last?.contains("#label") == true)
    #expect(lines.last?.contains("opacity 0.5") == true)
    #expect(lines.last?.contains("text \"Hi\"") == true)
    // A stable dump: the same instant, the same text.
    #expect(host.displayList.description == list.description)
    #expect(host.displayList == list)
  }

  @Test func theDumpWritesNumbersTooLargeForAnIntegerAsTheyAre() {
    let host = ViewHost(
      Rectangle().frame(width: 1e19, height: 4).accessibilityIdentifier("wide"),
      size: CGSize(width: 1e19, height: 10))
    let list = host.displayList.description
    #expect(list.hasPrefix("DisplayList 1e+19 × 10"))
    #expect(list.contains("#wide frame (0, 3, 1e+19, 4)"))
    // Near the largest CGFloat, rounding to thousandths would overflow to infinity.
    let widest = ViewHost(
      Rectangle().frame(width: 1e308, height: 4), size: CGSize(width: 10, height: 10))
    #expect(widest.displayList.description.contains(", 1e+308, 4)"))
  }

  @Test func aViewTransitioningOutIsStillDrawnAndMarked() {
    let handle = Switch3()
    let host = ViewHost(Card(handle: handle), size: CGSize(width: 200, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = false } }
    host.advance(to: 0.5)
    let label = host.displayList.description.split(separator: "\n").first { $0.contains("#label") }
    #expect(label?.contains("removing") == true)
    // Its own 0.5, times the fade-out half done.
    #expect(label?.contains("opacity 0.25") == true)
    host.advance(to: 1.1)
    #expect(!host.displayList.description.contains("#label"))
  }

  /// Frames of an animation replay what the first frame's walk of the tree recorded; each
  /// must equal the display list a new host, asked once, builds at the same instant.
  @Test func framesBetweenChangesMatchANewWalk() {
    // Frame → what happens then: widen and remove the label, bring it back mid-removal,
    // remove it again; the removal ends around frame 66, the widening at frame 60.
    let script: [Int: (Switches) -> Void] = [
      0: { handle in
        withAnimation(.linear(duration: 1)) {
          handle.isWide?.wrappedValue = true
          handle.isShown?.wrappedValue = false
        }
      },
      24: { handle in withAnimation(.spring) { handle.isShown?.wrappedValue = true } },
      36: { handle in
        withAnimation(.easeInOut(duration: 0.5)) { handle.isShown?.wrappedValue = false }
      },
    ]
    func play(until last: Int, each: (ViewHost<Busy>, Int) -> Void = { _, _ in }) -> ViewHost<Busy>
    {
      let handle = Switches()
      let host = ViewHost(Busy(handle: handle), size: CGSize(width: 200, height: 120))
      for frame in 0...last {
        host.advance(to: Double(frame) / 60)
        if let event = script[frame] { host.update { event(handle) } }
        each(host, frame)
      }
      return host
    }
    var compared = 0
    var sawRemoval = false
    var kept: (list: DisplayList, description: String)?
    _ = play(until: 90) { host, frame in
      let played = host.displayList
      // A list the caller keeps is its own: the next frame does not change it.
      if let kept { #expect(kept.list.description == kept.description, "frame \(frame)") }
      kept = frame % 7 == 0 ? (played, played.description) : nil
      sawRemoval = sawRemoval || played.description.contains("removing")
      guard frame % 5 == 0 else { return }
      #expect(play(until: frame).displayList == played, "frame \(frame)")
      compared += 1
    }
    #expect(compared == 19)
    #expect(sawRemoval)
  }

  /// Between changes, an item keeps what it drew while its size is the same, unless its
  /// colour or shape animates: each frame must equal a new walk's at the same instant.
  @Test func contentThatAnimatesAtAFixedSizeIsDrawnAnew() {
    let compared = compareFramesWithNewWalks(
      of: Repainting.init, under: .linear(duration: 1), until: 40, every: 13
    ) { first, list, frame in
      // Every item changed since the first frame: all three animate.
      for (before, now) in zip(first.items, list.items) {
        #expect(before != now, "frame \(frame): \(now.path)")
      }
    }
    #expect(compared == 3)
  }

  /// A shape that is resized while its paint holds still keeps its paint and takes the path
  /// and paint bounds of its new size: each frame must equal a new walk's at the same instant.
  @Test func aResizedShapeIsLaidOutAgainWithItsPaint() {
    let compared = compareFramesWithNewWalks(
      of: Growing.init, under: .easeIn(duration: 1), until: 50, every: 12
    ) { first, list, frame in
      // Every shape has grown since the first frame (the text keeps its size); all but the
      // last kept their paint.
      var grown: [Bool] = []
      for (before, now) in zip(first.items, list.items) {
        guard case .shape(let old) = before.content, case .shape(let new) = now.content,
          new.paintBounds.width * new.paintBounds.height
            > old.paintBounds.width * old.paintBounds.height
        else { continue }
        grown.append(new.paint == old.paint)
      }
      #expect(grown == [true, true, true, true, true, true, true, false], "frame \(frame)")
    }
    #expect(compared == 4)
  }

  /// A resized shape whose paint holds still does not resolve its style again at each frame.
  ///
  /// Off while every display list is checked against a new walk, which resolves it.
  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["CHOREO_CHECK_DISPLAY_LISTS"] == "1",
      "each frame is also drawn by a new walk"))
  func aResizedShapeDoesNotResolveItsStyleAgain() {
    let handle = Switches()
    let counter = ResolutionCounter()
    let host = ViewHost(
      GrowingInStyle(handle: handle, counter: counter), size: CGSize(width: 200, height: 100))
    _ = host.displayList
    host.update { withAnimation(.linear(duration: 1)) { handle.isWide?.wrappedValue = true } }
    host.advance(to: 1.0 / 60)
    let first = host.displayList
    let resolved = counter.count.load(ordering: .relaxed)
    for frame in 2...30 {
      host.advance(to: Double(frame) / 60)
      _ = host.displayList
    }
    let last = host.displayList
    #expect(last.items[0].frame.width > first.items[0].frame.width + 20)
    #expect(counter.count.load(ordering: .relaxed) == resolved)
  }

  /// Plays a widening of the scene `make` builds and compares frames with new walks; returns
  /// how many it compared.
  ///
  /// The scene is drawn once, widened under `animation` and advanced at 60 fps to frame
  /// `last`. Every `step` frames, its display list must equal a new host's at that frame, and
  /// `check` runs on the first frame's list and this one.
  private func compareFramesWithNewWalks<Scene: View>(
    of make: (Switches) -> Scene, under animation: Animation, until last: Int, every step: Int,
    check: (_ first: DisplayList, _ now: DisplayList, _ frame: Int) -> Void
  ) -> Int {
    func played(until frame: Int, each: (ViewHost<Scene>, Int) -> Void = { _, _ in })
      -> ViewHost<Scene>
    {
      let handle = Switches()
      let host = ViewHost(make(handle), size: CGSize(width: 200, height: 160))
      _ = host.displayList
      host.update { withAnimation(animation) { handle.isWide?.wrappedValue = true } }
      for index in 1...frame {
        host.advance(to: Double(index) / 60)
        each(host, index)
      }
      return host
    }
    var first: DisplayList?
    var compared = 0
    _ = played(until: last) { host, frame in
      let list = host.displayList
      if frame == 1 { first = list }
      guard frame % step == 0, let first else { return }
      #expect(list == played(until: frame).displayList, "frame \(frame)")
      check(first, list, frame)
      compared += 1
    }
    return compared
  }
}

/// A view declared first but raised with `zIndex`, shown by an `if` with a transition.
private struct Raised: View {
  let handle: Switch3
  @State private var isShown = false

  var body: some View {
    handle.binding = $isShown
    return ZStack {
      if isShown {
        Color.red.frame(width: 20, height: 20).transition(.opacity).zIndex(1)
          .accessibilityIdentifier("raised")
      }
      Color.blue.frame(width: 60, height: 40).accessibilityIdentifier("back")
    }
  }
}

@MainActor
@Suite("The display list's order of transitioning views")
struct TransitionOrderTests {
  /// The identifiers of the display list's items, back to front.
  private func order(_ host: ViewHost<Raised>) -> [String] {
    host.displayList.items.compactMap(\.identifier)
  }

  @Test func aZIndexRaisesAViewWhileItIsInsertedShownAndRemoved() {
    let handle = Switch3()
    let host = ViewHost(Raised(handle: handle), size: CGSize(width: 100, height: 100))
    #expect(order(host) == ["back"])
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    #expect(order(host) == ["back", "raised"])
    host.advance(to: 2)
    #expect(order(host) == ["back", "raised"])
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = false } }
    host.advance(to: 2.5)
    #expect(host.displayList.items.last?.isRemoving == true)
    #expect(order(host) == ["back", "raised"])
    host.advance(to: 3.5)
    #expect(order(host) == ["back"])
  }

  @Test func aZIndexRaisesAViewShownWithoutAnimation() {
    let handle = Switch3()
    let host = ViewHost(Raised(handle: handle), size: CGSize(width: 100, height: 100))
    host.update { handle.binding?.wrappedValue = true }
    #expect(order(host) == ["back", "raised"])
  }
}
