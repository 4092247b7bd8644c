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

  @Test func repeatForeverWithoutAutoreverseRestartsEachPlayFromTheStart() {
    var timeline = Timeline(0.0)
    timeline.set(
      1, at: 0, animation: Animation.linear(duration: 1).repeatForever(autoreverses: false))
    #expect(timeline.sample(0.5) == 0.5)
    #expect(timeline.sample(1.05) == 1)  // the first play finished on this frame
    #expect(abs(timeline.sample(1.3) - 0.25) < curveQuantum)  // forward again, from 1.05
    #expect(timeline.sample(2.1) == 1)  // the second play finished on this frame
    #expect(abs(timeline.sample(2.6) - 0.5) < curveQuantum)  // forward again, not reversed
    for play in 3..<40 {
      // Every later play runs forwards too: never reverses, never ends.
      let start = 2.1 + 1.05 * Double(play - 3)
      #expect(timeline.sample(start + 1.05) == 1, "play \(play)")
    }
    #expect(timeline.value.isAnimating)
  }

  @Test func speedScalesVelocity() {
    // §1.7: the base sees time × speed, so its velocity is multiplied by the speed.
    let base = Animation.timingCurve(.easeInOut, duration: 1)
    let fast = base.speed(2)
    let context = AnimationContext<Double>()
    let baseVelocity = base.velocity(value: 3.0, time: 0.25, context: context)
    let fastVelocity = fast.velocity(value: 3.0, time: 0.125, context: context)
    #expect(baseVelocity == 3 * UnitCurve.easeInOut.velocity(at: 0.25))
    #expect(fastVelocity == baseVelocity.map { 2 * $0 })
  }

  @Test func delayedVelocityIsZeroDuringTheDelayThenTheBases() {
    let animation = Animation.timingCurve(.linear, duration: 1).delay(0.5)
    let context = AnimationContext<Double>()
    #expect(animation.velocity(value: 2.0, time: 0, context: context) == 0)
    #expect(animation.velocity(value: 2.0, time: 0.49, context: context) == 0)
    #expect(animation.velocity(value: 2.0, time: 1, context: context) == 2)
  }

  @Test func delayedAnimationMergesOnlyWithAnEqualDelay() {
    // §1.7: a delay merges only with an equal delay whose base also merges.
    let merging = Animation(ConstantProgress(progress: 0.5, merges: true))
    func combinedCount(_ first: Animation, then second: Animation) -> Int {
      var animator = Animator(animation: first, delta: 1.0, time: 0)
      _ = animator.offset(at: 0.1)
      animator.add(animation: second, delta: 1.0, time: 0.2)
      return animator.combinedCount
    }
    #expect(combinedCount(merging, then: merging) == 1)  // the base alone merges
    #expect(combinedCount(merging.delay(0.2), then: merging.delay(0.2)) == 1)
    #expect(combinedCount(merging.delay(0.2), then: merging.delay(0.3)) == 2)
    #expect(combinedCount(merging, then: merging.delay(0.2)) == 2)
    let combining = Animation(ConstantProgress(progress: 0.5, merges: false))
    #expect(combinedCount(combining.delay(0.2), then: combining.delay(0.2)) == 2)
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
