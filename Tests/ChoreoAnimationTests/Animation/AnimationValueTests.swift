import ChoreoAnimation
import Foundation
import Testing

@Suite("Animation values, names and equality")
struct AnimationValueTests {
  @Test func defaultDescribesItselfAsSwiftUIDoes() {
    // §1.2: asserted against SwiftUI by OpenSwiftUI's AnimationCompatibilityTests.
    #expect(Animation.default.description == "DefaultAnimation()")
  }

  @Test func defaultEqualsOnlyItself() {
    // §1.2: Apple documents that `default` is == only to `default`.
    #expect(Animation.default == .default)
    #expect(Animation.default != .spring(response: 0.5, dampingFraction: 1))
    #expect(Animation.default != .spring)
  }

  @Test func equalParametersGiveEqualHashableAnimations() {
    #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
    #expect(Animation.easeIn != .easeOut)
    #expect(Animation.linear.delay(1) == .linear.delay(1))
    #expect(Animation.linear.delay(1) != .linear.delay(2))
    let set: Set<Animation> = [.linear, .linear(duration: 0.35), .smooth, .spring]
    // `.smooth` and `.spring` are both spring(duration: 0.5, bounce: 0) (§1.3).
    #expect(set.count == 2)
  }

  @Test func springPresetsMapToTheirBounce() {
    // §1.3: smooth/snappy/bouncy add 0/0.15/0.3 to their extra bounce; interactive adds 0.15.
    #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
    #expect(Animation.bouncy(extraBounce: 0.1) == .spring(duration: 0.5, bounce: 0.4))
    #expect(
      Animation.interactiveSpring == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
    #expect(Animation.spring() == .spring(duration: 0.5, bounce: 0))
  }

  @Test func timingCurvesLastTheirDurationAndFollowTheirCurve() {
    // §1.1: 0.35 s by default; easeInOut is 0.5 at the middle; nil once time passes the end.
    let values = evaluate(Animation.easeInOut, value: 10.0, times: [0, 0.175, 0.35, 0.351])
    #expect(values[0] == 0)
    #expect(abs((values[1] ?? .nan) - 5) < 1e-4)
    #expect(values[2] == 10)
    #expect(values[3] == nil)
  }

  @Test func bezierTimingCurvesMayOvershoot() {
    // §1.1: Animation.timingCurve does not clamp control-point y values.
    let values = evaluate(
      Animation.timingCurve(0.3, 1.8, 0.7, 1.6, duration: 1), value: 1.0, times: [0.5])
    #expect((values[0] ?? 0) > 1)
  }

  @Test func onlyUnitCurveTimingReportsVelocity() {
    // §1.1: plain Bézier animations report no velocity; UnitCurve-based ones do.
    let context = AnimationContext<Double>(state: AnimationState())
    #expect(Animation.easeInOut.velocity(value: 1.0, time: 0.1, context: context) == nil)
    let unit = Animation.timingCurve(.linear, duration: 2)
    #expect(unit.velocity(value: 4.0, time: 1, context: context) == 2)
  }

  @Test func customAnimationsDefaultToNoVelocityAndNoMerge() {
    var context = AnimationContext<Double>(state: AnimationState())
    let custom = Animation(ConstantProgress(progress: 0.3))
    #expect(custom.velocity(value: 1.0, time: 0, context: context) == nil)
    #expect(!custom.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context))
    #expect(custom.animate(value: 2.0, time: 5, context: &context) == 0.6)
    #expect(custom.base is ConstantProgress)
  }
}
