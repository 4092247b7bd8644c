import ChoreoAnimation
import Foundation
import Testing

@Suite("Spring motion")
struct SpringMotionTests {
  @Test func motionStartsAtZeroWithTheInitialVelocity() {
    for regime in SpringRegime.allCases {
      var generator = SeededGenerator(seed: 7)
      let problem = SpringCase.random(regime, using: &generator)
      let spring = problem.spring
      let start = spring.value(
        target: problem.target, initialVelocity: problem.initialVelocity, time: 0)
      let startVelocity = spring.velocity(
        target: problem.target, initialVelocity: problem.initialVelocity, time: 0)
      #expect(start == 0, "\(regime)")
      #expect(startVelocity == problem.initialVelocity, "\(regime)")
    }
  }

  // §1.4 says the closed forms were checked against integrating x'' = k(Δ − x) − c·x'; this
  // repeats that check. RK4 with h = 1e-4 s on these springs (|fast root| ≤ ~320/s, so
  // h·|root| ≤ 0.032) stays within ~1e-13 of the motion's scale (1e-12 for velocity, per
  // duration); the tolerances, 1e-10 and 1e-9, leave two to three orders of margin.
  @Test(arguments: SpringRegime.allCases)
  func closedFormMatchesNumericalIntegration(regime: SpringRegime) {
    let times = (1...15).map { Double($0) / 10 }
    for seed in UInt64(1)...20 {
      var generator = SeededGenerator(seed: seed)
      let problem = SpringCase.random(regime, using: &generator)
      let reference = problem.integrated(at: times, step: 1e-4)
      for (time, expected) in zip(times, reference) {
        let value = problem.spring.value(
          target: problem.target, initialVelocity: problem.initialVelocity, time: time)
        let velocity = problem.spring.velocity(
          target: problem.target, initialVelocity: problem.initialVelocity, time: time)
        #expect(
          abs(value - expected.value) < 1e-10 * problem.scale,
          "seed \(seed), t \(time), \(problem)")
        #expect(
          abs(velocity - expected.velocity) < 1e-9 * problem.scale / problem.spring.duration,
          "seed \(seed), t \(time), \(problem)")
      }
    }
  }

  // Central difference with h = 1e-6 s: truncation ~h²·x''' and rounding ~1e-16·|x|/h; the
  // observed gap is ~1e-10 of the scale per duration, so 1e-8 leaves two orders of margin.
  @Test(arguments: SpringRegime.allCases)
  func velocityIsTheDerivativeOfValue(regime: SpringRegime) {
    let h = 1e-6
    for seed in UInt64(1)...50 {
      var generator = SeededGenerator(seed: seed)
      let problem = SpringCase.random(regime, using: &generator)
      let time = Double.random(in: 0.01...2, using: &generator)
      func value(_ t: Double) -> Double {
        problem.spring.value(
          target: problem.target, initialVelocity: problem.initialVelocity, time: t)
      }
      let slope = (value(time + h) - value(time - h)) / (2 * h)
      let velocity = problem.spring.velocity(
        target: problem.target, initialVelocity: problem.initialVelocity, time: time)
      #expect(
        abs(slope - velocity) < 1e-8 * problem.scale / problem.spring.duration,
        "seed \(seed), t \(time), \(problem)")
    }
  }

  // The same central difference on velocity gives the acceleration, which force / mass must be
  // (observed gap ~1e-11 of scale × stiffness / mass; tolerance 1e-9).
  @Test(arguments: SpringRegime.allCases)
  func forceIsMassTimesAcceleration(regime: SpringRegime) {
    let h = 1e-6
    for seed in UInt64(1)...50 {
      var generator = SeededGenerator(seed: seed)
      let problem = SpringCase.random(regime, using: &generator)
      let time = Double.random(in: 0.01...2, using: &generator)
      let spring = Spring(
        mass: Double.random(in: 0.2...5, using: &generator), stiffness: problem.spring.stiffness,
        damping: problem.spring.damping, allowOverDamping: true)
      func velocity(_ t: Double) -> Double {
        spring.velocity(target: problem.target, initialVelocity: problem.initialVelocity, time: t)
      }
      let acceleration = (velocity(time + h) - velocity(time - h)) / (2 * h)
      let position = spring.value(
        target: problem.target, initialVelocity: problem.initialVelocity, time: time)
      let force = spring.force(target: problem.target, position: position, velocity: velocity(time))
      let scale = problem.scale * spring.stiffness / spring.mass
      #expect(
        abs(force / spring.mass - acceleration) < 1e-9 * scale,
        "seed \(seed), t \(time), \(problem)")
    }
  }

  // Each update step is exact, so 600 steps of 1/300 s must land on the 2 s closed form
  // to rounding (1e-9 of the scale).
  @Test(arguments: SpringRegime.allCases)
  func updateInSmallStepsMatchesValue(regime: SpringRegime) {
    for seed in UInt64(1)...30 {
      var generator = SeededGenerator(seed: seed)
      let problem = SpringCase.random(regime, using: &generator)
      let start = Double.random(in: -50...50, using: &generator)
      var value = start
      var velocity = problem.initialVelocity
      for _ in 0..<600 {
        problem.spring.update(
          value: &value, velocity: &velocity, target: start + problem.target, deltaTime: 1.0 / 300)
      }
      let expected =
        start
        + problem.spring.value(
          target: problem.target, initialVelocity: problem.initialVelocity, time: 2)
      let expectedVelocity = problem.spring.velocity(
        target: problem.target, initialVelocity: problem.initialVelocity, time: 2)
      #expect(
        abs(value - expected) < 1e-9 * (problem.scale + abs(start)), "seed \(seed), \(problem)")
      #expect(
        abs(velocity - expectedVelocity) < 1e-9 * problem.scale / problem.spring.duration,
        "seed \(seed), \(problem)")
    }
  }

  // ζ = 1 ± 1e-12 moves the motion by O(1e-12) of its scale, so the three closed forms must
  // meet at critical damping to the 1e-9 of closed-form maths.
  @Test func regimesMeetAtCriticalDamping() {
    for seed in UInt64(1)...50 {
      var generator = SeededGenerator(seed: seed)
      let response = Double.random(in: 0.2...2, using: &generator)
      let target = Double.random(in: -100...100, using: &generator)
      let initialVelocity = Double.random(in: -500...500, using: &generator)
      let time = Double.random(in: 0...3, using: &generator)
      let scale = abs(target) + abs(initialVelocity) * response + 1
      let critical = Spring(response: response, dampingRatio: 1)
      for ratio in [1 - 1e-12, 1 + 1e-12, 1 - 1e-15, 1 + 1e-15] {
        let near = Spring(response: response, dampingRatio: ratio)
        let a = near.value(target: target, initialVelocity: initialVelocity, time: time)
        let b = critical.value(target: target, initialVelocity: initialVelocity, time: time)
        let va = near.velocity(target: target, initialVelocity: initialVelocity, time: time)
        let vb = critical.velocity(target: target, initialVelocity: initialVelocity, time: time)
        #expect(abs(a - b) < 1e-9 * scale, "seed \(seed), ratio \(ratio)")
        #expect(abs(va - vb) < 1e-9 * scale / response, "seed \(seed), ratio \(ratio)")
      }
    }
  }

  @Test func valueAtInfiniteTimeIsTheTarget() {
    for spring in [Spring.smooth, .bouncy, Spring(duration: 0.5, bounce: -0.5), Spring(bounce: 1)] {
      #expect(spring.value(target: 42.0, initialVelocity: 9, time: .infinity) == 42)
      #expect(spring.velocity(target: 42.0, initialVelocity: 9, time: .infinity) == 0)
    }
  }

  @Test func vectorMotionIsComponentwise() {
    let spring = Spring.bouncy
    let target = AnimatablePair(3.0, -40.0)
    let initialVelocity = AnimatablePair(-7.0, 12.0)
    let value = spring.value(target: target, initialVelocity: initialVelocity, time: 0.3)
    let velocity = spring.velocity(target: target, initialVelocity: initialVelocity, time: 0.3)
    #expect(value.first == spring.value(target: 3.0, initialVelocity: -7, time: 0.3))
    #expect(value.second == spring.value(target: -40.0, initialVelocity: 12, time: 0.3))
    #expect(velocity.first == spring.velocity(target: 3.0, initialVelocity: -7, time: 0.3))
    #expect(velocity.second == spring.velocity(target: -40.0, initialVelocity: 12, time: 0.3))
  }

  @Test func doubleFormsDefaultToAUnitChangeAndMatchTheGenericForms() {
    let spring = Spring.snappy
    let generic = spring.value(target: CGFloat(1), initialVelocity: CGFloat(0), time: 0.2)
    #expect(spring.value(time: 0.2) == Double(generic))
    let genericVelocity = spring.velocity(target: CGFloat(1), time: 0.2)
    #expect(spring.velocity(time: 0.2) == Double(genericVelocity))
    #expect(
      spring.force(position: 0.25, velocity: 2)
        == spring.force(target: 1.0, position: 0.25, velocity: 2))
    #expect(
      spring.force(position: 0.25, velocity: 2) == spring.stiffness * 0.75 - spring.damping * 2)
  }

  @Test func animatableFormsMoveTheAnimatableData() {
    let spring = Spring(duration: 0.4, bounce: 0.2)
    let from = UnitPoint(x: 0, y: 1)
    let to = UnitPoint(x: 1, y: 0.5)
    let still = UnitPoint(x: 0, y: 0)
    let time = 0.15
    let moved = spring.value(fromValue: from, toValue: to, initialVelocity: still, time: time)
    let delta = to.animatableData - from.animatableData
    let expected = from.animatableData + spring.value(target: delta, time: time)
    #expect(moved.animatableData == expected)
    #expect(spring.value(fromValue: from, toValue: to, initialVelocity: still, time: 0) == from)
    #expect(
      spring.value(fromValue: from, toValue: to, initialVelocity: still, time: .infinity) == to)

    let velocity = spring.velocity(fromValue: from, toValue: to, initialVelocity: still, time: time)
    #expect(velocity.animatableData == spring.velocity(target: delta, time: time))

    let force = spring.force(fromValue: from, toValue: to, position: moved, velocity: velocity)
    let expectedForce = spring.force(
      target: to.animatableData, position: moved.animatableData, velocity: velocity.animatableData)
    #expect(force.animatableData == expectedForce)
  }

  @Test func animatableDoubleFormsStartFromTheFromValue() {
    let spring = Spring.smooth
    let value = spring.value(fromValue: 10.0, toValue: 30.0, initialVelocity: 0.0, time: 0.2)
    #expect(abs(value - (10 + spring.value(target: 20.0, time: 0.2))) < 1e-12)
  }
}
