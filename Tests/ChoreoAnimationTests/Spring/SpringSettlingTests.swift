import ChoreoAnimation
import Foundation
import Testing

@Suite("Spring settling")
struct SpringSettlingTests {
  // §1.4 "Derived values": smooth 0.8000 s, quantised to the 0.1 s sampling grid.
  @Test func smoothSettlesInEightTenths() {
    #expect(Spring.smooth.settlingDuration == 8.0 / 10)
  }

  // §1.4: underdamped t = −ln(ε / (|λΔ − v₀| + |Δ|)) / λ with Δ 1, v₀ 0, ε 0.001 and
  // λ = 2πζ/d; the derived values snappy 0.8768 and bouncy 1.0447 have 4 decimals (1e-4).
  @Test func snappyAndBouncyMatchTheUnderdampedRule() {
    let snappyDecay = 2 * Double.pi * 0.85 / 0.5
    let bouncyDecay = 2 * Double.pi * 0.7 / 0.5
    #expect(
      abs(Spring.snappy.settlingDuration - log((snappyDecay + 1) / 0.001) / snappyDecay) < 1e-9)
    #expect(
      abs(Spring.bouncy.settlingDuration - log((bouncyDecay + 1) / 0.001) / bouncyDecay) < 1e-9)
    #expect(abs(Spring.snappy.settlingDuration - 0.8768) < 1e-4)
    #expect(abs(Spring.bouncy.settlingDuration - 1.0447) < 1e-4)
  }

  // §1.4 "Derived values": Spring(duration: 0.55, bounce: 0) 0.9000 s and
  // Spring(duration: 0.5, bounce: −0.3) 1.4000 s, both on the 0.1 s grid.
  @Test func criticalAndOverdampedSettleOnTheSamplingGrid() {
    #expect(Spring(duration: 0.55, bounce: 0).settlingDuration == 9.0 / 10)
    #expect(Spring(duration: 0.5, bounce: -0.3).settlingDuration == 14.0 / 10)
  }

  // Apple: settlingDuration "uses a target of 1.0, an initialVelocity of 0, and an epsilon of
  // 0.001" (https://developer.apple.com/documentation/swiftui/spring/settlingduration).
  @Test func propertyUsesUnitTargetAndDefaultEpsilon() {
    for spring in [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.3, bounce: -0.6)] {
      #expect(spring.settlingDuration == spring.settlingDuration(target: 1.0, epsilon: 0.001))
      #expect(spring.settlingDuration == spring.settlingDuration())
    }
  }

  // §1.4: "λ = 0 → ∞".
  @Test func undampedSpringNeverSettles() {
    #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
  }

  @Test func springAtRestHasSettled() {
    #expect(Spring.bouncy.settlingDuration(target: 0.0, epsilon: 0.001) == 0)
    #expect(Spring.smooth.settlingDuration(target: 0.0, epsilon: 0.001) == 0)
  }

  // The sampling rule's contract: from the returned sample on, the motion stays within epsilon,
  // and the sample before it was not yet within (checked on a 1 ms grid for 3 s after).
  @Test(arguments: [SpringRegime.critical, .overdamped])
  func sampledSettlingIsWhereTheMotionStaysWithinEpsilon(regime: SpringRegime) {
    for seed in UInt64(1)...30 {
      var generator = SeededGenerator(seed: seed)
      let problem = SpringCase.random(regime, using: &generator)
      let epsilon = 1e-3 * abs(problem.target) + 1e-3
      let settle = problem.spring.settlingDuration(
        target: problem.target, initialVelocity: problem.initialVelocity, epsilon: epsilon)
      func distance(_ t: Double) -> Double {
        abs(
          problem.spring.value(
            target: problem.target, initialVelocity: problem.initialVelocity, time: t)
            - problem.target)
      }
      #expect(abs(settle * 10 - (settle * 10).rounded()) < 1e-9, "seed \(seed), \(problem)")
      let worst = (0...3000).map { distance(settle + Double($0) / 1000) }.max() ?? .infinity
      #expect(worst < epsilon, "seed \(seed), \(problem)")
      if settle > 0 {
        #expect(distance(settle - 0.1) >= epsilon, "seed \(seed), \(problem)")
      }
    }
  }

  // The underdamped rule bounds |x − Δ| by (|λΔ − v₀| + |Δ|)·e^{−λt}, which is a true bound
  // when the damped frequency ω is at least 1 rad/s (the exact envelope divides by ω).
  @Test func underdampedSettlingBoundsTheMotion() {
    for seed in UInt64(1)...30 {
      var generator = SeededGenerator(seed: seed)
      let problem = SpringCase.random(.underdamped, using: &generator)
      let settle = problem.spring.settlingDuration(
        target: problem.target, initialVelocity: problem.initialVelocity, epsilon: 0.01)
      let worst =
        (0...3000).map {
          abs(
            problem.spring.value(
              target: problem.target, initialVelocity: problem.initialVelocity,
              time: settle + Double($0) / 1000) - problem.target)
        }.max() ?? .infinity
      #expect(worst < 0.01, "seed \(seed), \(problem)")
    }
  }

  @Test func vectorSettlingUsesTheMagnitude() {
    let unitVector = AnimatablePair(0.6, 0.8)
    for spring in [Spring.smooth, .bouncy] {
      let vector = spring.settlingDuration(target: unitVector, epsilon: 0.001)
      #expect(abs(vector - spring.settlingDuration) < 1e-9)
    }
  }

  @Test func animatableSettlingUsesTheDifference() {
    let spring = Spring.bouncy
    let fromTo = spring.settlingDuration(
      fromValue: 5.0, toValue: 8.0, initialVelocity: 1.0, epsilon: 0.01)
    let delta = spring.settlingDuration(target: 3.0, initialVelocity: 1.0, epsilon: 0.01)
    #expect(fromTo == delta)
  }

  // SwiftUI (per §1.4's OSUI algorithm) returns 0 when 1024 samples are not enough; Choreo
  // returns an upper bound, which must be past the samples and already within epsilon.
  @Test func verySlowOverdampedSpringGetsAFiniteBoundInsteadOfZero() {
    let spring = Spring(duration: 0.5, bounce: -0.99)
    let settle = spring.settlingDuration
    #expect(settle > 102.3)
    #expect(settle.isFinite)
    for time in [settle, settle + 1, settle + 100] {
      #expect(abs(spring.value(target: 1.0, time: time) - 1) < 0.001)
    }
    let slowCritical = Spring(duration: 200, bounce: 0)
    let criticalSettle = slowCritical.settlingDuration
    #expect(criticalSettle > 102.3 && criticalSettle.isFinite)
    #expect(abs(slowCritical.value(target: 1.0, time: criticalSettle) - 1) < 0.001)
  }

  // §1.4 / OSUI Spring+SettlingDurationDampingRatio: at critical damping the unit step is
  // epsilon away at the requested time, (1 + ω₀T)·e^{−ω₀T} = ε.
  @Test func settlingDurationInitializerSolvesTheCriticalStep() {
    for time in [0.3, 0.8, 1.5, 4.0] {
      let spring = Spring(settlingDuration: time, dampingRatio: 1)
      let u = 2 * Double.pi / spring.duration * time
      #expect(spring.dampingRatio == 1)
      #expect(abs((1 + u) * exp(-u) - 0.001) < 1e-12, "time \(time)")
      let sampled = spring.settlingDuration
      #expect(sampled >= time - 1e-9 && sampled <= time + 0.1 + 1e-9, "time \(time)")
    }
  }

  // OSUI Spring+SettlingDurationDampingRatio: below critical damping SwiftUI solves
  // ζ/√(1 − ζ²)·e^{−ζω₀T} = ε for ω₀.
  @Test func settlingDurationInitializerSolvesTheUnderdampedEnvelope() {
    for (time, ratio) in [(0.5, 0.3), (0.4, 0.8), (1.0, 0.7), (2.5, 0.1)] {
      let spring = Spring(settlingDuration: time, dampingRatio: ratio, epsilon: 0.001)
      let frequency = 2 * Double.pi / spring.duration
      let envelope = ratio / sqrt(1 - ratio * ratio) * exp(-ratio * frequency * time)
      #expect(abs(spring.dampingRatio - ratio) < 1e-15, "time \(time), ratio \(ratio)")
      #expect(abs(envelope - 0.001) < 1e-12, "time \(time), ratio \(ratio)")
    }
  }

  // OSUI: the duration is clamped to 0.01...10 s and the ratio to ulpOfOne...1.
  @Test func settlingDurationInitializerClampsLikeSwiftUI() {
    #expect(
      Spring(settlingDuration: 11, dampingRatio: 0.9)
        == Spring(settlingDuration: 10, dampingRatio: 0.9))
    #expect(
      Spring(settlingDuration: 0, dampingRatio: 0.9)
        == Spring(settlingDuration: 0.01, dampingRatio: 0.9))
    #expect(
      Spring(settlingDuration: 2, dampingRatio: 20) == Spring(settlingDuration: 2, dampingRatio: 1))
    #expect(Spring(settlingDuration: 2, dampingRatio: 20).dampingRatio == 1)
    #expect(Spring(settlingDuration: 2, dampingRatio: -1).dampingRatio == .ulpOfOne)
  }
}
