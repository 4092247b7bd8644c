import Choreo
import Foundation
import Testing

@MainActor
private final class Lever {
  var binding: Binding<Bool>?
}

/// A block that pulses forever while shown.
private struct Pulsing: View {
  let lever: Lever
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

/// An animation whose value is never a number.
private struct Broken: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    value.scaled(by: .nan)
  }
}

/// An animation that never finishes: it sways between the start and the target forever.
private struct Endless: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    value.scaled(by: 0.5 - 0.5 * cos(time))
  }
}

private struct Faded: View {
  let lever: Lever
  @State private var isOn = false

  var body: some View {
    lever.binding = $isOn
    return Block(width: 20, height: 20).opacity(isOn ? 1 : 0).accessibilityIdentifier("faded")
  }
}

@MainActor
@Suite("Animation in the tree given bad input")
struct AnimationInTheTreeBadInputTests {
  @Test func aRepeatingAnimationEndsWithItsView() {
    let lever = Lever()
    let host = ViewHost(Pulsing(lever: lever), size: CGSize(width: 100, height: 100))
    host.advance(to: 0.5)
    #expect(host.animations.count == 1)
    host.update { withAnimation(.linear(duration: 0.5)) { lever.binding?.wrappedValue = false } }
    host.advance(to: 0.8)
    #expect(host.snapshot(of: "pulse")?.isRemoving == true)
    // Erased once its fade-out ends, whatever still repeats on it; its animators go with it.
    host.advance(to: 1.2)
    #expect(host.snapshot(of: "pulse") == nil)
    #expect(host.animations.isEmpty)
  }

  @Test func anAnimationReturningNaNShowsTheModel() throws {
    let lever = Lever()
    let host = ViewHost(Faded(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(Animation(Broken())) { lever.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    let opacity = try #require(host.snapshot(of: "faded")?.opacity)
    #expect(opacity == 1)
    #expect(host.animations.isEmpty)
    #expect(!host.displayList.description.contains("nan"))
  }

  @Test func anAnimationThatNeverEndsKeepsRunningFinitely() throws {
    let lever = Lever()
    let host = ViewHost(Faded(lever: lever), size: CGSize(width: 100, height: 100))
    var completions = 0
    host.update {
      withAnimation(Animation(Endless())) {
        lever.binding?.wrappedValue = true
      } completion: {
        completions += 1
      }
    }
    for time in [0.5, 10, 1_000, 1e6, 1e9] {
      host.advance(to: time)
      let opacity = try #require(host.snapshot(of: "faded")?.opacity)
      #expect(opacity.isFinite && opacity >= 0 && opacity <= 1, "at \(time) s")
      // One animator, still running, with no end in sight.
      #expect(host.animations.count == 1)
      #expect(host.animations.first?.expectedEnd == nil)
    }
    #expect(completions == 0)
    // Still following its curve a billion seconds in: the model is 1, the start 0.
    let time = 1e9 + 0.25
    host.advance(to: time)
    let opacity = try #require(host.snapshot(of: "faded")?.opacity)
    #expect(abs(opacity - (0.5 - 0.5 * cos(time))) < 1e-6)
    #expect(!host.displayList.description.contains("nan"))
  }

  @Test func aThousandOverlappingAnimationsStayBounded() throws {
    let lever = Lever()
    let host = ViewHost(Faded(lever: lever), size: CGSize(width: 100, height: 100))
    for step in 0..<1_000 {
      host.update {
        withAnimation(.linear(duration: 10)) { lever.binding?.wrappedValue = step % 2 == 0 }
      }
      host.advance(to: Double(step) * 0.001)
    }
    // One attribute, one animator, at most 32 animations combined in it.
    let running = host.animations
    #expect(running.count == 1)
    let combined =
      (running.first?.animation.components(separatedBy: "BezierAnimation").count ?? 1) - 1
    #expect(combined > 1 && combined <= 32)
    let opacity = try #require(host.snapshot(of: "faded")?.opacity)
    #expect(opacity.isFinite && opacity >= 0 && opacity <= 1)
  }
}
