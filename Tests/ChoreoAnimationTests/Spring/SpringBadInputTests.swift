import ChoreoAnimation
import Foundation
import Testing

// These clamps are Choreo's own: for most of these inputs SwiftUI stores NaN (Respring's tests
// against real SwiftUI show NaN for bounce -1.2 and mass 0). Each is documented on its
// initializer and listed in Docs/Divergences.md.
@Suite("Spring bad input")
struct SpringBadInputTests {
  @Test func nanDurationAndBounceMeanTheDefaults() {
    #expect(Spring(duration: .nan, bounce: .nan) == Spring())
    #expect(Spring(response: .nan, dampingRatio: .nan) == Spring())
  }

  @Test func durationIsClampedToMicrosecondsThroughMegaseconds() {
    #expect(Spring(duration: 0).duration == 1e-6)
    #expect(Spring(duration: -3).duration == 1e-6)
    #expect(Spring(duration: -.infinity).duration == 1e-6)
    #expect(abs(Spring(duration: .infinity).duration - 1e6) < 1e-9)
    #expect(Spring(response: 0, dampingRatio: 0.5).duration == 1e-6)
    #expect(abs(Spring(response: .infinity, dampingRatio: 0.5).duration - 1e6) < 1e-9)
  }

  @Test func bounceIsClampedToMinusOneThroughOne() {
    #expect(Spring(bounce: 2) == Spring(bounce: 1))
    #expect(Spring(bounce: .infinity) == Spring(bounce: 1))
    #expect(Spring(bounce: -5) == Spring(bounce: -1))
    #expect(Spring(bounce: -.infinity) == Spring(bounce: -1))
    #expect(Spring(bounce: -1).dampingRatio == 1e16)
    #expect(abs(Spring(bounce: -1).bounce - -1) < 1e-15)
  }

  @Test func negativeDampingRatioIsUndamped() {
    #expect(Spring(response: 0.5, dampingRatio: -0.1).dampingRatio == 0)
    #expect(Spring(response: 0.5, dampingRatio: .infinity).dampingRatio == 1e16)
  }

  @Test func invalidMassMeansOne() {
    for mass: Double in [0, -2, .nan, -.infinity] {
      let spring = Spring(mass: mass, stiffness: 100, damping: 10)
      #expect(spring.mass == 1, "mass \(mass)")
      #expect(abs(spring.stiffness - 100) < 1e-9, "mass \(mass)")
    }
  }

  @Test func hugeMassIsClampedSoForcesStayFinite() {
    #expect(Spring(mass: .infinity, stiffness: 100, damping: 10).mass == 1e100)
    let spring = Spring(mass: .greatestFiniteMagnitude, stiffness: 1e300, damping: 0)
    #expect(spring.mass == 1e100)
    #expect(spring.force(target: 1e100, position: -1e100, velocity: 1e100).isFinite)
  }

  @Test func invalidStiffnessAndDampingAreReplaced() {
    #expect(abs(Spring(stiffness: .nan, damping: 10).duration - 0.5) < 1e-12)
    #expect(abs(Spring(stiffness: -100, damping: 10).duration - 1e6) < 1e-9)
    #expect(abs(Spring(stiffness: 0, damping: 10).duration - 1e6) < 1e-9)
    #expect(Spring(stiffness: .infinity, damping: 10).duration == 1e-6)
    #expect(Spring(stiffness: 100, damping: .nan).dampingRatio == 1)
    #expect(Spring(stiffness: 100, damping: -4).dampingRatio == 0)
    #expect(Spring(stiffness: 100, damping: .infinity).dampingRatio == 1)
    #expect(Spring(stiffness: 100, damping: .infinity, allowOverDamping: true).dampingRatio == 1e16)
  }

  @Test func nanExtraBounceKeepsThePresetBounce() {
    #expect(Spring.snappy(extraBounce: .nan) == Spring.snappy)
    #expect(Spring.bouncy(duration: .nan, extraBounce: .nan) == Spring.bouncy)
  }

  @Test func nonPositiveOrNanTimeGivesTheStart() {
    for time: Double in [0, -0.0, -1, -.infinity, .nan] {
      #expect(Spring.bouncy.value(target: 5.0, initialVelocity: 3, time: time) == 0, "time \(time)")
      #expect(
        Spring.bouncy.velocity(target: 5.0, initialVelocity: 3, time: time) == 3, "time \(time)")
      var value = 2.0
      var velocity = 4.0
      Spring.bouncy.update(value: &value, velocity: &velocity, target: 9, deltaTime: time)
      #expect(value == 2 && velocity == 4, "time \(time)")
    }
  }

  @Test func infiniteDeltaTimeReachesTheTarget() {
    var value = 2.0
    var velocity = 4.0
    Spring(bounce: 1).update(value: &value, velocity: &velocity, target: 9, deltaTime: .infinity)
    #expect(value == 9 && velocity == 0)
  }

  @Test func epsilonIsClamped() {
    let spring = Spring.snappy
    #expect(spring.settlingDuration(target: 1.0, epsilon: .nan) == spring.settlingDuration)
    #expect(spring.settlingDuration(target: 1.0, epsilon: 0) == .infinity)
    #expect(spring.settlingDuration(target: 1.0, epsilon: -1) == .infinity)
    #expect(spring.settlingDuration(target: 1.0, epsilon: .infinity) == 0)
    #expect(Spring.smooth.settlingDuration(target: 1.0, epsilon: -.infinity) == .infinity)
  }

  @Test func undampedSpringStaysFiniteAtHugeTimes() {
    let spring = Spring(duration: 1e-6, bounce: 1)
    for time in [1e300, Double.greatestFiniteMagnitude] {
      let value = spring.value(target: 1.0, initialVelocity: 1, time: time)
      let velocity = spring.velocity(target: 1.0, initialVelocity: 1, time: time)
      #expect(value.isFinite && velocity.isFinite, "time \(time)")
    }
  }

  // Every initializer with every hostile number, and every function of the result at every
  // hostile time and epsilon: nothing may be NaN (settling durations may be +∞, as in SwiftUI).
  @Test func hostileNumbersNeverProduceNaN() {
    var springs: [Spring] = []
    for a in springHostileDoubles {
      for b in springHostileDoubles {
        springs.append(Spring(duration: a, bounce: b))
        springs.append(Spring(response: a, dampingRatio: b))
        springs.append(Spring(settlingDuration: a, dampingRatio: b, epsilon: a))
        springs.append(Spring(settlingDuration: a, dampingRatio: b, epsilon: b))
        springs.append(Spring.bouncy(duration: a, extraBounce: b))
        for c in [a, b, 1, 0] {
          springs.append(Spring(mass: a, stiffness: b, damping: c))
          springs.append(Spring(mass: c, stiffness: a, damping: b, allowOverDamping: true))
        }
      }
    }
    for (index, spring) in springs.enumerated() {
      let properties = [
        spring.duration, spring.bounce, spring.response, spring.dampingRatio, spring.mass,
        spring.stiffness, spring.damping,
      ]
      let allFinite = properties.allSatisfy { $0.isFinite }
      #expect(allFinite, "spring #\(index): \(properties)")
      #expect(!spring.settlingDuration.isNaN, "spring #\(index)")
    }
    for (index, spring) in springs.enumerated() where index.isMultiple(of: 7) {
      expectFinite(spring, label: "spring #\(index)")
    }
  }

  // Seeded fuzz over ordinary and extreme parameters: the motion stays finite for finite input.
  @Test func randomParametersNeverProduceNaN() {
    for seed in UInt64(1)...300 {
      var generator = SeededGenerator(seed: seed)
      func pick() -> Double {
        Bool.random(using: &generator)
          ? springHostileDoubles.randomElement(using: &generator) ?? 0
          : Double.random(in: -10...10, using: &generator)
            * pow(10, Double.random(in: -8...8, using: &generator))
      }
      let springs = [
        Spring(duration: pick(), bounce: pick()),
        Spring(
          mass: pick(), stiffness: pick(), damping: pick(),
          allowOverDamping: Bool.random(using: &generator)),
        Spring(settlingDuration: pick(), dampingRatio: pick(), epsilon: pick()),
      ]
      for spring in springs {
        expectFinite(spring, label: "seed \(seed), \(spring)")
      }
    }
  }

  private func expectFinite(_ spring: Spring, label: String) {
    let times: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e-300, 0.016, 0.5, 3, 1e6, 1e300]
    for time in times {
      let value = spring.value(target: 100.0, initialVelocity: -50, time: time)
      let velocity = spring.velocity(target: 100.0, initialVelocity: -50, time: time)
      #expect(value.isFinite && velocity.isFinite, "\(label), time \(time)")
      var position = 3.0
      var speed = 1.0
      spring.update(value: &position, velocity: &speed, target: -7, deltaTime: time)
      #expect(position.isFinite && speed.isFinite, "\(label), deltaTime \(time)")
    }
    #expect(spring.force(target: 100.0, position: 3, velocity: -50).isFinite, "\(label)")
    for epsilon in [Double.nan, .infinity, -.infinity, 0, -1, 1e-300, 0.001, 10] {
      let settle = spring.settlingDuration(target: 100.0, initialVelocity: -50, epsilon: epsilon)
      #expect(!settle.isNaN && settle >= 0, "\(label), epsilon \(epsilon)")
    }
  }
}
