import ChoreoAnimation
import Foundation
import Testing

@Suite("delay, speed, repeat and logical completion (§1.7)")
struct AnimationModifierTests {
  @Test func delayHoldsTheStartValue() {
    let values = evaluate(
      Animation.linear(duration: 1).delay(0.5), value: 1.0, times: [0, 0.5, 1, 1.5, 1.6])
    #expect(values[0] == 0)
    #expect(values[1] == 0)
    #expect(values[2] == 0.5)
    #expect(values[3] == 1)
    #expect(values[4] == nil)
  }

  @Test func speedScalesTime() {
    // A one-second animation at speed 2 takes half a second.
    let values = evaluate(
      Animation.linear(duration: 1).speed(2), value: 1.0, times: [0.25, 0.5, 0.51])
    #expect(values[0] == 0.5)
    #expect(values[1] == 1)
    #expect(values[2] == nil)
  }

  /// Bézier timing curves round their output to multiples of 2⁻²⁰ (§1.1).
  private let curveQuantum = 1e-6

  @Test func repeatWithAutoreverseRunsForwardThenBackThenEndsAtTheModel() {
    // repeatCount(2, autoreverses: true): forward, reverse, stop; the presentation then snaps to
    // the model value (the jump SwiftUI shows for even counts).
    var timeline = Timeline(0.0)
    timeline.set(1, at: 0, animation: Animation.linear(duration: 1).repeatCount(2))
    #expect(timeline.sample(0.5) == 0.5)
    #expect(timeline.sample(1.0) == 1)
    #expect(timeline.sample(1.05) == 1)  // the first play finished on this frame
    #expect(abs(timeline.sample(1.3) - 0.75) < curveQuantum)  // reversing, from 1.05
    #expect(abs(timeline.sample(2.0) - 0.05) < curveQuantum)
    #expect(timeline.sample(2.1) == 1)  // the reversed play finished the count: snaps to model
    #expect(!timeline.value.isAnimating)
  }

  @Test func repeatCountOneDoesNotReverse() {
    var timeline = Timeline(0.0)
    timeline.set(1, at: 0, animation: Animation.linear(duration: 1).repeatCount(1))
    #expect(timeline.sample(0.5) == 0.5)
    #expect(timeline.sample(1.1) == 1)
    #expect(!timeline.value.isAnimating)
  }

  @Test func repeatWithoutAutoreverseRestartsFromTheStart() {
    var timeline = Timeline(0.0)
    timeline.set(
      1, at: 0, animation: Animation.linear(duration: 1).repeatCount(3, autoreverses: false))
    _ = timeline.sample(1.05)  // first play ends here
    #expect(abs(timeline.sample(1.55) - 0.5) < curveQuantum)
  }

  @Test func repeatForeverNeverFinishes() {
    var timeline = Timeline(0.0)
    timeline.set(1, at: 0, animation: Animation.easeInOut(duration: 0.2).repeatForever())
    var time = 0.0
    while time < 30 {
      let value = timeline.sample(time)
      #expect(value >= 0 && value <= 1)
      time += 1 / 60
    }
    #expect(timeline.value.isAnimating)
  }

  @Test func nonPositiveRepeatCountsFinishAtOnce() {
    for count in [0, -3, Int.min] {
      var timeline = Timeline(0.0)
      timeline.set(1, at: 0, animation: Animation.linear.repeatCount(count))
      #expect(timeline.sample(0) == 1)
      #expect(!timeline.value.isAnimating)
    }
  }

  @Test func logicalCompletionTimesMatchEachFamily() throws {
    // §1.7: fluid springs at their response, interpolating springs at 2π/√k, curves at their end,
    // logicallyComplete(after:) at its duration.
    let interpolating = Animation.interpolatingSpring(stiffness: 100, damping: 10)
    let cases: [(Animation, Double)] = [
      (.spring(response: 0.4, dampingFraction: 0.8), 0.4),
      (interpolating, 2 * .pi / 10),
      (.linear(duration: 0.7), 0.7),
      (.linear(duration: 3).logicallyComplete(after: 0.25), 0.25),
    ]
    for (animation, expected) in cases {
      let time = try #require(logicalCompletionTime(of: animation), "\(animation)")
      #expect(time >= expected - 1e-9 && time < expected + 1 / 120 + 1e-9, "\(animation): \(time)")
    }
  }

  /// The first 120 fps frame at which `animation` reports logical completion on a 0 → 1 change.
  private func logicalCompletionTime(of animation: Animation) -> Double? {
    var animator = Animator(animation: animation, delta: 1.0, time: 0)
    for frame in 0...1200 {
      let time = Double(frame) / 120
      _ = animator.offset(at: time)
      if animator.isLogicallyComplete { return time }
    }
    return nil
  }
}
