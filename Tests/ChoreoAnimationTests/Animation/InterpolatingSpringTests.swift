import ChoreoAnimation
import Foundation
import Testing

@Suite("The interpolating spring (§1.6)")
struct InterpolatingSpringTests {
  /// s(t) at each of `times` by numerical integration: an oracle independent of the closed
  /// form, from the spring tests' RK4 integrator.
  private func integrated(
    mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double,
    at times: [Double], step: Double
  ) -> [Double] {
    let spring = Spring(mass: m, stiffness: k, damping: c, allowOverDamping: true)
    return SpringCase(spring: spring, target: 1, initialVelocity: v0)
      .integrated(at: times, step: step).map(\.value)
  }

  @Test func underdampedClosedFormMatchesNumericalIntegration() throws {
    let step = 1e-4
    let times = (0...30).map { Double($0) / 100 }  // 0…0.3 s, before any spring below ends
    for seed in UInt64(1)...20 {
      var generator = SeededGenerator(seed: seed)
      let mass = Double.random(in: 0.5...3, using: &generator)
      let stiffness = Double.random(in: 20...400, using: &generator)
      let ratio = Double.random(in: 0.05...0.9, using: &generator)
      let damping = 2 * (mass * stiffness).squareRoot() * ratio
      let velocity = Double.random(in: -5...5, using: &generator)
      let animation = Animation.interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      let closedForm = evaluate(animation, value: 1.0, times: times)
      let oracle = integrated(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
        at: times, step: step)
      for (index, time) in times.enumerated() {
        let value = try #require(closedForm[index], "seed \(seed): finished at \(time)")
        #expect(abs(value - oracle[index]) <= 1e-6, "seed \(seed) at \(time)")
      }
    }
  }

  @Test(arguments: [(1.0, 100.0, 20.0), (1.0, 100.0, 30.0), (2.0, 50.0, 100.0)])
  func dampingRatioOneOrMoreUsesTheCriticallyDampedForm(
    mass: Double, stiffness: Double, damping: Double
  ) throws {
    // §1.6: for ζ ≥ 1, s(t) = 1 − (1 + (ω₀ − v₀)t)·e^{−ω₀t}, even when overdamped.
    let v0 = 0.3
    let omega0 = (stiffness / mass).squareRoot()
    let animation = Animation.interpolatingSpring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v0)
    let times = stride(from: 0.0, through: 0.6, by: 0.05).map { $0 }
    let values = evaluate(animation, value: 1.0, times: times)
    for (index, time) in times.enumerated() {
      let value = try #require(values[index], "finished at \(time)")
      let expected = 1 - (1 + (omega0 - v0) * time) * exp(-omega0 * time)
      #expect(abs(value - expected) <= 1e-9, "at \(time)")
    }
  }

  @Test func overdampedSpringIsNotTheTrueOverdampedMotion() throws {
    // The critically damped form is SwiftUI's choice (§1.6); an overdamped oscillator is slower.
    let animation = Animation.interpolatingSpring(stiffness: 100, damping: 60)
    let value = try #require(evaluate(animation, value: 1.0, times: [0.1])[0])
    let oracle = integrated(
      mass: 1, stiffness: 100, damping: 60, initialVelocity: 0, at: [0.1], step: 1e-4)
    #expect(value - oracle[0] > 0.1)
  }

  @Test func initialVelocityIsTheStartingSpeedAsAFractionOfTheChange() {
    // s'(0) = v₀, so the velocity of a change of 2 starts at 2·v₀.
    for damping in [4.0, 20.0] {
      let animation = Animation.interpolatingSpring(
        stiffness: 100, damping: damping, initialVelocity: 1.5)
      let context = AnimationContext<Double>()
      let velocity = animation.velocity(value: 2.0, time: 0, context: context)
      #expect(abs((velocity ?? .nan) - 2 * 1.5) <= 1e-9, "damping \(damping)")
    }
  }

  @Test func initialVelocityAddsItsOwnDecayingTerm() throws {
    // The closed forms are linear in v₀: s_v(t) − s_0(t) is v₀·e^{−ζω₀t}·sin(ω_d t)/ω_d when
    // underdamped and v₀·t·e^{−ω₀t} in the critically damped form.
    let v0 = 2.0
    let time = 0.05
    let under = (
      with: Animation.interpolatingSpring(stiffness: 100, damping: 4, initialVelocity: v0),
      without: Animation.interpolatingSpring(stiffness: 100, damping: 4)
    )
    let decay = 2.0  // ζω₀ = c / 2m
    let omegaD = (100 - decay * decay).squareRoot()
    let underWith = try #require(evaluate(under.with, value: 1.0, times: [time])[0])
    let underWithout = try #require(evaluate(under.without, value: 1.0, times: [time])[0])
    let underExpected = v0 * exp(-decay * time) * sin(omegaD * time) / omegaD
    #expect(abs((underWith - underWithout) - underExpected) <= 1e-9)

    let critical = (
      with: Animation.interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: v0),
      without: Animation.interpolatingSpring(stiffness: 100, damping: 20)
    )
    let criticalWith = try #require(evaluate(critical.with, value: 1.0, times: [time])[0])
    let criticalWithout = try #require(evaluate(critical.without, value: 1.0, times: [time])[0])
    #expect(abs((criticalWith - criticalWithout) - v0 * time * exp(-10 * time)) <= 1e-9)
  }

  @Test func logicalCompletionIsAtTwoPiOverRootStiffnessWhateverTheMass() {
    // §1.6 and §1.7: 2π/√k, here 2π/10, not 2π/√(k/m) = 2π/5.
    let animation = Animation.interpolatingSpring(mass: 4, stiffness: 100, damping: 10)
    let logical = 2 * Double.pi / 100.0.squareRoot()
    var before = AnimationContext<Double>()
    _ = animation.animate(value: 1.0, time: logical - 1e-6, context: &before)
    #expect(before.isLogicallyComplete == false)
    var after = AnimationContext<Double>()
    _ = animation.animate(value: 1.0, time: logical + 1e-6, context: &after)
    #expect(after.isLogicallyComplete)
  }

  @Test func underdampedSpringFinishesOnceItsEnvelopeIsBelowATenthOfAPercent() {
    // End time −ln(0.001/(1 + |A|))/(ζω₀) (Docs/Divergences.md), A = (ζω₀ − v₀)/ω_d.
    let animation = Animation.interpolatingSpring(stiffness: 100, damping: 4)
    let decay = 2.0
    let amplitude = decay / (100 - decay * decay).squareRoot()
    let end = -log(0.001 / (1 + amplitude)) / decay
    let values = evaluate(animation, value: 1.0, times: [end - 1e-6, end + 1e-6])
    #expect(values[0] != nil)
    #expect(values[1] == nil)
  }

  @Test func stiffSpringOnASmallMassDoesNotFinishBeforeItsLogicalCompletion() {
    // ω₀ = 100 settles within 0.1 s, but logical completion is at 2π/√k = 2π/10 ≈ 0.63 s.
    let animation = Animation.interpolatingSpring(mass: 0.01, stiffness: 100, damping: 2)
    let logical = 2 * Double.pi / 100.0.squareRoot()
    let values = evaluate(animation, value: 1.0, times: [0.3, logical - 1e-9, logical + 1e-9])
    #expect(values[0] != nil)
    #expect(values[1] != nil)
    #expect(values[2] == nil)
  }

  @Test func overlappingInterpolatingSpringsCombine() {
    // §1.6: no shouldMerge, so a second spring runs alongside the first (§2.3).
    let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10)
    var animator = Animator(animation: spring, delta: 1.0, time: 0)
    _ = animator.offset(at: 0.1)
    animator.add(animation: spring, delta: 1.0, time: 0.1)
    #expect(animator.combinedCount == 2)
    // A persistent spring, by contrast, takes over.
    var fluid = Animator(animation: .smooth, delta: 1.0, time: 0)
    _ = fluid.offset(at: 0.1)
    fluid.add(animation: .smooth, delta: 1.0, time: 0.1)
    #expect(fluid.combinedCount == 1)
  }

  @Test func aCombinedSpringContinuesFromThePresentationAndRunsItsOwnCourse() throws {
    var timeline = Timeline(0.0)
    let spring = Animation.interpolatingSpring(stiffness: 100, damping: 20)
    timeline.set(1, at: 0, animation: spring)
    let before = timeline.sample(0.1)
    timeline.set(2, at: 0.1, animation: spring)
    // §2.3: the new spring starts from the combined output, so nothing jumps.
    #expect(timeline.sample(0.1) == before)
    #expect(before > 0 && before < 1)
    // The whole animation lasts until the newer spring's logical completion at least.
    let finishTime = timeline.finishTime(fps: 60, from: 0.1)
    let finish = try #require(finishTime)
    #expect(finish >= 0.1 + 2 * .pi / 10)
  }
}
