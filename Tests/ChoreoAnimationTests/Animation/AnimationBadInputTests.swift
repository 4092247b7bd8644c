import ChoreoAnimation
import Foundation
import Testing

@Suite("Animations given bad input")
struct AnimationBadInputTests {
  typealias Rect = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

  /// Builds an animation from hostile parameters drawn from `generator`.
  private static func hostileAnimation(using generator: inout SeededGenerator) -> Animation {
    func draw() -> Double { HostileValues.draw(-2...5, using: &generator) }
    let base: Animation
    switch Int.random(in: 0..<9, using: &generator) {
    case 0: base = .linear(duration: draw())
    case 1: base = .timingCurve(draw(), draw(), draw(), draw(), duration: draw())
    case 2: base = .spring(response: draw(), dampingFraction: draw(), blendDuration: draw())
    case 3: base = .spring(duration: draw(), bounce: draw(), blendDuration: draw())
    case 4:
      base = .interpolatingSpring(
        mass: draw(), stiffness: draw(), damping: draw(), initialVelocity: draw())
    case 5: base = .interpolatingSpring(duration: draw(), bounce: draw(), initialVelocity: draw())
    case 6: base = .bouncy(duration: draw(), extraBounce: draw())
    case 7:
      base = .timingCurve(
        .bezier(
          startControlPoint: UnitPoint(x: draw(), y: draw()),
          endControlPoint: UnitPoint(x: draw(), y: draw())), duration: draw())
    default: base = .interactiveSpring(response: draw(), dampingFraction: draw())
    }
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: return base.delay(draw())
    case 1: return base.speed(draw())
    case 2: return base.repeatCount(Int.random(in: -3...3, using: &generator))
    case 3: return base.logicallyComplete(after: draw())
    default: return base
    }
  }

  @Test func hostileParametersNeverProduceNaN() {
    for seed in UInt64(1)...400 {
      var generator = SeededGenerator(seed: seed)
      let animation = Self.hostileAnimation(using: &generator)
      var timeline = Timeline(0.0)
      timeline.set(1, at: 0, animation: animation)
      let retarget = Self.hostileAnimation(using: &generator)
      for frame in 0...180 {
        let time = Double(frame) / 60
        if frame == 20 { timeline.set(-3, at: time, animation: retarget) }
        let value = timeline.sample(time)
        #expect(value.isFinite, "seed \(seed): \(animation) then \(retarget) at \(time)")
        if !value.isFinite { return }
      }
    }
  }

  @Test func hostileTimesNeverProduceNaN() {
    for seed in UInt64(1)...200 {
      var generator = SeededGenerator(seed: seed)
      let animation = Self.hostileAnimation(using: &generator)
      var context = AnimationContext<Rect>(state: AnimationState())
      let value = Rect(AnimatablePair(1, -2), AnimatablePair(3, 4))
      for time in HostileValues.doubles + [0.1, 0.5, 2] {
        if let result = animation.animate(value: value, time: time, context: &context) {
          #expect(result.magnitudeSquared.isFinite, "seed \(seed): \(animation) at \(time)")
        }
        if let velocity = animation.velocity(value: value, time: time, context: context) {
          #expect(velocity.magnitudeSquared.isFinite, "seed \(seed): \(animation) at \(time)")
        }
      }
    }
  }

  @Test func anAnimationReturningNaNIsTreatedAsFinished() {
    struct Broken: CustomAnimation {
      func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
      ) -> V? {
        value.scaled(by: .nan)
      }
    }
    var timeline = Timeline(0.0)
    timeline.set(4, at: 0, animation: Animation(Broken()))
    #expect(timeline.sample(0.1) == 4)
    #expect(!timeline.value.isAnimating)
  }

  @Test func hostileClockTimesKeepTheAnimatorFinite() {
    for time in HostileValues.doubles {
      var timeline = Timeline(0.0)
      timeline.set(1, at: 0, animation: .bouncy)
      #expect(timeline.sample(time).isFinite, "at \(time)")
    }
  }
}
