import ChoreoAnimation
import Foundation
import Testing

@Suite("Spring parameter conversions")
struct SpringConversionTests {
  // shared/reference/swiftui-semantics.md §1.3 table, row "bouncy (0.5, 0.3)": k 157.914,
  // c 17.593 (three decimals, so 1e-3), from k = (2π/d)² and c = 4πζ/d with ζ = 1 − bounce.
  @Test func durationAndBounceGiveReferenceStiffnessAndDamping() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
    #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
    #expect(abs(spring.stiffness - 157.914) < 1e-3)
    #expect(abs(spring.damping - 17.593) < 1e-3)
  }

  // §1.3 table, rows smooth (ζ 1, c 25.133) and snappy (ζ 0.85, c 21.363); 1e-3 for 3 decimals.
  @Test func smoothAndSnappyMatchReferenceTable() {
    #expect(abs(Spring.smooth.damping - 4 * .pi * 1 / 0.5) < 1e-9)
    #expect(abs(Spring.smooth.damping - 25.133) < 1e-3)
    #expect(abs(Spring.snappy.damping - 4 * .pi * 0.85 / 0.5) < 1e-9)
    #expect(abs(Spring.snappy.damping - 21.363) < 1e-3)
    #expect(abs(Spring.snappy.stiffness - 157.914) < 1e-3)
  }

  // Apple's Spring overview (https://developer.apple.com/documentation/swiftui/spring):
  // `Spring(mass: 1, stiffness: 100, damping: 10)` gives (duration, bounce) = (0.63, 0.5).
  @Test func appleMassStiffnessDampingExampleGivesDurationAndBounce() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.duration - 2 * .pi / 10) < 1e-9)
    #expect(abs(spring.duration - 0.63) < 5e-3)
    #expect(abs(spring.bounce - (1 - 10 / (2 * sqrt(100.0)))) < 1e-9)
    #expect(abs(spring.bounce - 0.5) < 1e-9)
  }

  // Apple's Spring overview: `Spring(duration: 0.5, bounce: 0.3)` gives (1.0, 157.9, 17.6).
  @Test func appleDurationBounceExampleGivesMassStiffnessDamping() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1.0)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
  }

  // §1.4: ζ = 1 − bounce for bounce ≥ 0, so bounce 0 is ζ = 1.
  @Test func bounceZeroIsCriticallyDamped() {
    #expect(Spring(duration: 0.7, bounce: 0).dampingRatio == 1)
    #expect(Spring().dampingRatio == 1)
    #expect(Spring().duration == 0.5)
    #expect(Spring() == Spring.smooth)
  }

  // §1.4: ζ = 1 / (1 + bounce) below 0; inverse bounce = 1/ζ − 1.
  @Test func negativeBounceIsOverdamped() {
    let spring = Spring(duration: 0.5, bounce: -0.3)
    #expect(abs(spring.dampingRatio - 1 / 0.7) < 1e-12)
    #expect(abs(spring.bounce - -0.3) < 1e-12)
  }

  // §1.4: ζ = 1 − bounce up to bounce 1, which is undamped.
  @Test func bounceOneIsUndamped() {
    #expect(Spring(duration: 0.5, bounce: 1).dampingRatio == 0)
    #expect(Spring(duration: 0.5, bounce: 1).damping == 0)
  }

  // §1.4: `Spring(response:dampingRatio:)` ≡ `Spring(duration: r, bounce: b(ζ))`.
  @Test func responseAndDampingRatioEqualDurationAndBounce() {
    let pairs: [(Double, Double)] = [(0.5, 0.7), (0.3, 1), (1.2, 1.8), (0.8, 0.25)]
    for (response, ratio) in pairs {
      let bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1
      let a = Spring(response: response, dampingRatio: ratio)
      let b = Spring(duration: response, bounce: bounce)
      #expect(abs(a.stiffness - b.stiffness) < 1e-9, "response \(response), ratio \(ratio)")
      #expect(abs(a.damping - b.damping) < 1e-9, "response \(response), ratio \(ratio)")
      #expect(a.response == a.duration)
    }
  }

  // §1.4 and Apple's init(mass:stiffness:damping:allowOverDamping:): without allowOverDamping,
  // damping beyond 2√(km) is treated as critical.
  @Test func overDampingBecomesCriticalUnlessAllowed() {
    let clamped = Spring(mass: 2, stiffness: 50, damping: 60)
    #expect(clamped.dampingRatio == 1)
    #expect(abs(clamped.damping - 2 * sqrt(50.0 * 2)) < 1e-9)
    let allowed = Spring(mass: 2, stiffness: 50, damping: 60, allowOverDamping: true)
    #expect(abs(allowed.dampingRatio - 60 / (2 * sqrt(50.0 * 2))) < 1e-12)
    #expect(abs(allowed.damping - 60) < 1e-9)
    #expect(abs(allowed.stiffness - 50) < 1e-9)
  }

  // §1.3: smooth/snappy/bouncy are Spring(duration: 0.5, bounce: 0 / 0.15 / 0.3), and the
  // extraBounce variants add to that base.
  @Test func presetsUseSwiftUIBaseBounces() {
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
    #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
    #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
    #expect(Spring.smooth(duration: 0.8, extraBounce: 0.1) == Spring(duration: 0.8, bounce: 0.1))
    #expect(Spring.snappy(duration: 0.8, extraBounce: 0.1) == Spring(duration: 0.8, bounce: 0.25))
    #expect(Spring.bouncy(duration: 0.8, extraBounce: -0.1) == Spring(duration: 0.8, bounce: 0.2))
    #expect(Spring.smooth() == Spring.smooth)
    #expect(Spring.snappy() == Spring.snappy)
    #expect(Spring.bouncy() == Spring.bouncy)
  }

  @Test func durationAndBounceRoundTripThroughMassStiffnessDamping() {
    for seed in UInt64(1)...200 {
      var generator = SeededGenerator(seed: seed)
      let duration = Double.random(in: 0.05...5, using: &generator)
      let bounce = Double.random(in: -0.95...1, using: &generator)
      let spring = Spring(duration: duration, bounce: bounce)
      let rebuilt = Spring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        allowOverDamping: true)
      #expect(abs(rebuilt.duration - duration) < 1e-9 * duration, "seed \(seed)")
      #expect(abs(rebuilt.bounce - bounce) < 1e-9, "seed \(seed)")
      #expect(abs(spring.duration - duration) < 1e-12 * duration, "seed \(seed)")
      #expect(abs(spring.bounce - bounce) < 1e-12, "seed \(seed)")
    }
  }

  @Test func massStiffnessDampingRoundTripThroughDurationAndBounce() {
    for seed in UInt64(1)...200 {
      var generator = SeededGenerator(seed: seed)
      let mass = Double.random(in: 0.1...10, using: &generator)
      let stiffness = Double.random(in: 1...2000, using: &generator)
      let damping = Double.random(in: 0...200, using: &generator)
      let spring = Spring(
        mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
      #expect(spring.mass == mass, "seed \(seed)")
      #expect(abs(spring.stiffness - stiffness) < 1e-9 * stiffness, "seed \(seed)")
      #expect(abs(spring.damping - damping) < 1e-9 * max(damping, 1), "seed \(seed)")
      let unitMass = Spring(duration: spring.duration, bounce: spring.bounce)
      #expect(abs(unitMass.stiffness - stiffness / mass) < 1e-9 * stiffness / mass, "seed \(seed)")
      #expect(
        abs(unitMass.damping - damping / mass) < 1e-9 * max(damping / mass, 1), "seed \(seed)")
    }
  }

  @Test func responseAndDampingRatioRoundTrip() {
    for seed in UInt64(1)...200 {
      var generator = SeededGenerator(seed: seed)
      let response = Double.random(in: 0.05...5, using: &generator)
      let ratio = Double.random(in: 0...20, using: &generator)
      let spring = Spring(response: response, dampingRatio: ratio)
      #expect(abs(spring.response - response) < 1e-12 * response, "seed \(seed)")
      #expect(spring.dampingRatio == ratio, "seed \(seed)")
      let rebuilt = Spring(duration: spring.duration, bounce: spring.bounce)
      #expect(abs(rebuilt.dampingRatio - ratio) < 1e-9 * max(ratio, 1), "seed \(seed)")
    }
  }
}
