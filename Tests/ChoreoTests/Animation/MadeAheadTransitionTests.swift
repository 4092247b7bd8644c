import Choreo
import Foundation
import Testing

/// Reaches a `Stage`'s state, and its views', from a test.
@MainActor
private final class StageControls {
  var isShown: Binding<Bool>?
  var forceLight: Binding<Bool>?
  var lightCount: Binding<Int>?
  var lightAppearances = 0
  var lightBodies = 0
}

/// What a `Stage` shows while shown.
private enum Act {
  /// A `Toast` in a dark colour scheme set on it: its body slides in the dark, fades otherwise.
  case darkToast
  /// A sliding `Tag` ("front") with a fading `Tag` ("back", wider) as its background.
  case tagWithBackgroundTag
  /// A `Themed` view in a dark colour scheme set by a custom modifier.
  case darkThemed
}

/// A 40 × 20 base with `act` on it while `isShown`.
private struct Stage: View {
  let controls: StageControls
  let act: Act
  @State private var isShown: Bool

  init(controls: StageControls, act: Act, shown: Bool) {
    self.controls = controls
    self.act = act
    _isShown = State(initialValue: shown)
  }

  var body: some View {
    controls.isShown = $isShown
    return ZStack(alignment: .topLeading) {
      Block(width: 40, height: 20)
      if isShown {
        switch act {
        case .darkToast:
          Toast().environment(\.colorScheme, .dark)
        case .tagWithBackgroundTag:
          Tag(id: "front", width: 20, slides: true)
            .background(alignment: .topLeading) { Tag(id: "back", width: 30, slides: false) }
        case .darkThemed:
          Themed(controls: controls).modifier(InTheDark())
        }
      }
    }
  }
}

/// Slides in and out in the dark; fades otherwise.
private struct Toast: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Block(width: 20, height: 20).accessibilityIdentifier("toast")
      .transition(colorScheme == .dark ? .offset(x: 100) : .opacity)
  }
}

/// A block named `id`, `width` wide, that slides (or fades) in and out.
private struct Tag: View {
  let id: String
  let width: CGFloat
  let slides: Bool

  var body: some View {
    Block(width: width, height: 20).accessibilityIdentifier(id)
      .transition(slides ? .offset(x: 100) : .opacity)
  }
}

/// Sets a dark colour scheme in its body, where a view made ahead cannot see it.
private struct InTheDark: ViewModifier {
  func body(content: Content) -> some View { content.environment(\.colorScheme, .dark) }
}

/// A `DarkBadge` in the dark (unless forced light), else a `LightBadge`.
private struct Themed: View {
  let controls: StageControls
  @Environment(\.colorScheme) private var colorScheme
  @State private var forceLight = false

  @ViewBuilder var body: some View {
    let _ = controls.forceLight = $forceLight
    if colorScheme == .dark && !forceLight {
      DarkBadge()
    } else {
      LightBadge(controls: controls, start: forceLight ? 7 : 0)
    }
  }
}

/// A block that fades in and out.
private struct DarkBadge: View {
  var body: some View {
    Block(width: 20, height: 20).accessibilityIdentifier("dark").transition(.opacity)
  }
}

/// A block `20 + count` wide, whose count starts at `start`.
private struct LightBadge: View {
  let controls: StageControls
  @State private var count: Int

  init(controls: StageControls, start: Int) {
    self.controls = controls
    _count = State(initialValue: start)
  }

  var body: some View {
    controls.lightBodies += 1
    controls.lightCount = $count
    return Block(width: 20 + CGFloat(count), height: 20).accessibilityIdentifier("light")
      .onAppear { controls.lightAppearances += 1 }
      .transition(.offset(x: 100))
  }
}

/// A custom view made ahead to read the transition its body states runs in its own
/// environment, is taken over only where it is inserted, and is dropped if not shown.
@MainActor
@Suite("Custom views made ahead for their transition")
struct MadeAheadTransitionTests {
  private func stage(_ act: Act, shown: Bool = false) -> (ViewHost<Stage>, StageControls) {
    let controls = StageControls()
    let host = ViewHost(
      Stage(controls: controls, act: act, shown: shown), size: CGSize(width: 200, height: 100))
    host.layoutIfNeeded()
    return (host, controls)
  }

  private func show(_ shown: Bool, on host: ViewHost<Stage>, _ controls: StageControls) {
    host.update {
      withAnimation(.linear(duration: 1)) { controls.isShown?.wrappedValue = shown }
    }
  }

  /// The body that states the transition runs in the view's own environment (dark), so the
  /// toast slides in, as it slides out.
  @Test func anInsertionReadsTheBodyInTheViewsOwnEnvironment() throws {
    let (host, controls) = stage(.darkToast)
    show(true, on: host, controls)
    host.advance(to: 0.5)
    let halfway = try #require(host.snapshot(of: "toast"))
    host.advance(to: 1.1)
    let resting = try #require(host.snapshot(of: "toast"))
    #expect(halfway.opacity == 1)
    #expect(abs(halfway.frame.minX - resting.frame.minX - 50) < 1e-9)
  }

  /// The same toast, already shown, slides out: removal reads the body in its environment.
  @Test func aRemovalReadsTheBodyInTheViewsOwnEnvironment() throws {
    let (host, controls) = stage(.darkToast, shown: true)
    let resting = try #require(host.frame(of: "toast")).minX
    show(false, on: host, controls)
    host.advance(to: 0.5)
    let leaving = try #require(host.snapshot(of: "toast"))
    #expect(leaving.opacity == 1)
    #expect(abs(leaving.frame.minX - resting - 50) < 1e-9)
  }

  /// A view of the same type in the inserted view's background does not take over the node
  /// made ahead for the inserted view (nor its body).
  @Test func aBackgroundOfTheSameTypeKeepsItsOwnBody() throws {
    let (host, controls) = stage(.tagWithBackgroundTag)
    host.update { controls.isShown?.wrappedValue = true }
    #expect(host.frame(of: "front")?.width == 20)
    #expect(host.frame(of: "back")?.width == 30)
  }

  /// The removal reads the transition of the view the chain ends in ("front", which slides),
  /// not of the first view of its type in tree order (its background, which fades).
  @Test func aRemovalReadsTheTransitionOfThePrimaryView() throws {
    let (host, controls) = stage(.tagWithBackgroundTag, shown: true)
    let resting = try #require(host.frame(of: "front")).minX
    show(false, on: host, controls)
    host.advance(to: 0.5)
    let leaving = try #require(host.snapshot(of: "front"))
    #expect(leaving.opacity == 1)
    #expect(abs(leaving.frame.minX - resting - 50) < 1e-9)
  }

  /// `Themed` is made ahead in the environment outside its custom modifier (light).
  ///
  /// So a `LightBadge` is made ahead too, but the real body (dark) shows a `DarkBadge`. The
  /// `LightBadge` never shown must not run again, nor appear, when its state changes.
  @Test func aViewMadeAheadButNeverShownStaysOffScreen() throws {
    let (host, controls) = stage(.darkThemed)
    host.update { controls.isShown?.wrappedValue = true }
    #expect(host.frame(of: "dark") != nil)
    #expect(host.frame(of: "light") == nil)
    let bodies = controls.lightBodies
    host.update { controls.lightCount?.wrappedValue = 3 }
    #expect(controls.lightAppearances == 0)
    #expect(controls.lightBodies == bodies)
  }

  /// A `LightBadge` shown later, on `Themed`'s own state change, is a new view with its own
  /// initial state (7), not the node made ahead for the insertion (whose count started at 0).
  @Test func aViewMadeAheadButNeverShownIsNotAdoptedLater() throws {
    let (host, controls) = stage(.darkThemed)
    host.update { controls.isShown?.wrappedValue = true }
    host.update { controls.forceLight?.wrappedValue = true }
    #expect(host.frame(of: "light")?.width == 27)
  }
}
