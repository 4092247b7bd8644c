import ChoreoAnimation
import Foundation
import Testing

/// Each documented bad-input outcome (Docs/Divergences.md, "Bad input to the animation API"),
/// asserted exactly.
@Suite("Animations: documented outcomes of bad input")
struct AnimationClampTests {
  @Test(arguments: [0, -2, .nan, .infinity, -.infinity] as [Double])
  func unusableSpeedFinishesAtOnce(speed: Double) {
    let animation = Animation.linear(duration: 1).speed(speed)
    #expect(evaluate(animation, value: 1.0, times: [0]) == [nil])
    let context = AnimationContext<Double>()
    #expect(animation.velocity(value: 1.0, time: 0, context: context) == nil)
  }

  @Test(arguments: [-0.5, .nan, .infinity, -.infinity] as [Double])
  func unusableDelayBecomesZero(delay: Double) {
    let delayed = Animation.linear(duration: 1).delay(delay)
    let times = [0, 0.25, 0.5, 1, 1.01]
    #expect(evaluate(delayed, value: 1.0, times: times) == [0, 0.25, 0.5, 1, nil])
    #expect((delayed.base as? DelayAnimation)?.delay == 0)
  }

  @Test(arguments: [0, -1, .nan, .infinity, -.infinity] as [Double])
  func unusableTimingCurveDurationFinishesAtOnce(duration: Double) {
    #expect(evaluate(Animation.linear(duration: duration), value: 1.0, times: [0]) == [nil])
    #expect(evaluate(Animation.easeInOut(duration: duration), value: 1.0, times: [0]) == [nil])
    let unitCurve = Animation.timingCurve(.easeIn, duration: duration)
    #expect(evaluate(unitCurve, value: 1.0, times: [0]) == [nil])
  }

  @Test(arguments: [.nan, -1, -.infinity] as [Double])
  func unusableLogicalCompletionTimeBecomesZero(duration: Double) {
    let animation = Animation.linear(duration: 1).logicallyComplete(after: duration)
    #expect((animation.base as? LogicalCompletionAnimation)?.duration == 0)
    var animator = Animator(animation: animation, delta: 1.0, time: 0)
    #expect(animator.offset(at: 0) == 0)
    #expect(animator.isLogicallyComplete)
    // The animation itself still runs its full second.
    #expect(animator.offset(at: 0.5) == 0.5)
  }

  @Test(arguments: [0, -100, .nan, .infinity, -.infinity] as [Double])
  func unusableInterpolatingStiffnessFinishesAtOnce(stiffness: Double) {
    let animation = Animation.interpolatingSpring(stiffness: stiffness, damping: 10)
    #expect(evaluate(animation, value: 1.0, times: [0]) == [nil])
  }

  @Test func infinitelyStiffInterpolatingSpringFinishesAtOnce() {
    // √(k/m) = √(1e600) is not finite: an infinitely stiff spring, at its target at once.
    let animation = Animation.interpolatingSpring(mass: 1e-300, stiffness: 1e300, damping: 0)
    #expect(evaluate(animation, value: 1.0, times: [0, 0.1]) == [nil, nil])
    let context = AnimationContext<Double>()
    #expect(animation.velocity(value: 1.0, time: 0, context: context) == 0)
    var timeline = Timeline(0.0)
    timeline.set(5, at: 0, animation: animation)
    #expect(timeline.sample(0) == 5)
    #expect(!timeline.value.isAnimating)
  }

  @Test func interpolatingInitialVelocityIsClampedToAMillion() {
    let context = AnimationContext<Double>()
    let fast = Animation.interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: 1e9)
    #expect(fast.velocity(value: 1.0, time: 0, context: context) == 1e6)
    let slow = Animation.interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: -1e9)
    #expect(slow.velocity(value: 1.0, time: 0, context: context) == -1e6)
    let nan = Animation.interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: .nan)
    #expect(nan.velocity(value: 1.0, time: 0, context: context) == 0)
  }

  @Test func timingCurveControlXOutsideTheUnitIntervalIsClamped() {
    let wild = Animation.timingCurve(-0.5, 0.3, 1.5, 0.7, duration: 1)
    let clamped = Animation.timingCurve(0, 0.3, 1, 0.7, duration: 1)
    let bezier = wild.base as? BezierAnimation
    #expect(bezier?.p1x == 0)
    #expect(bezier?.p2x == 1)
    #expect(bezier?.p1y == 0.3)  // y is not clamped
    #expect(bezier?.p2y == 0.7)
    #expect(wild == clamped)
    let times = stride(from: 0.0, through: 1, by: 0.125).map { $0 }
    #expect(evaluate(wild, value: 1.0, times: times) == evaluate(clamped, value: 1.0, times: times))
    let nanX = Animation.timingCurve(.nan, 0, .nan, 1, duration: 1).base as? BezierAnimation
    #expect(nanX?.p1x == 0)
    #expect(nanX?.p2x == 0)
  }

  @Test func unitCurveVelocityThatOverflowsIsUnknown() {
    // A subnormal duration makes curve′ / duration overflow: nil, never ∞ or NaN.
    let animation = Animation.timingCurve(.linear, duration: .leastNonzeroMagnitude)
    let context = AnimationContext<Double>()
    #expect(animation.velocity(value: 1.0, time: 0, context: context) == nil)
    // A huge change at an ordinary duration overflows the same way.
    let ordinary = Animation.timingCurve(.linear, duration: 0.5)
    let huge = Double.greatestFiniteMagnitude
    #expect(ordinary.velocity(value: huge, time: 0.1, context: context) == nil)
    #expect(ordinary.velocity(value: 1.0, time: 0.1, context: context) == 2)
  }

  @Test func unitCurveVelocityIsZeroAfterTheEnd() {
    let animation = Animation.timingCurve(.linear, duration: 0.5)
    let context = AnimationContext<Double>()
    #expect(animation.velocity(value: 1.0, time: 0.6, context: context) == 0)
  }
}
