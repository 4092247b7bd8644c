// Mirrors: SwiftUI.SpringAnimation (internal)
// Status: Complete (end time: the physical envelope, not SwiftUI's formula; Docs/Divergences.md)

import Foundation

/// The closed-form spring behind `interpolatingSpring(…)` (§1.6).
///
/// It moves a fraction `s(t)` of the change, from the damped-oscillator solution with initial
/// velocity `initialVelocity` (fractions per second). A damping ratio of 1 or more uses the
/// critically damped form, as SwiftUI does. It never merges, so overlapping interpolating springs
/// combine. It is logically complete at t = 2π/√k (k the stiffness, whatever the mass, as §1.6
/// reconstructs SwiftUI) and finishes once the envelope of the motion falls below 0.001 of the
/// change, never before its logical completion. A spring that cannot move finishes at once: zero
/// stiffness, or a natural frequency √(k/m) so large it is not finite (infinitely stiff).
package struct SpringAnimation: CustomAnimation {
  /// The motion of a unit change, worked out once rather than at every frame (its end time
  /// takes a logarithm, or 33 for a critically damped spring).
  ///
  /// It is all a frame reads: an animator keeps it alone (see `DirectAnimation`).
  package let motion: Motion
  package let mass: Double
  package let stiffness: Double
  package let damping: Double
  package let initialVelocity: Double

  package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    self.mass = mass.isFinite && mass > 0 ? mass : 1
    self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 0
    self.damping = damping.isNaN ? 0 : Swift.min(Swift.max(0, damping), .greatestFiniteMagnitude)
    self.initialVelocity = Swift.min(
      Swift.max(initialVelocity.finite(or: 0), -Self.velocityLimit), Self.velocityLimit)
    motion = Motion(
      mass: self.mass, stiffness: self.stiffness, damping: self.damping,
      initialVelocity: self.initialVelocity)
  }

  /// The largest initial velocity accepted, in changes per second; larger ones are clamped.
  package static let velocityLimit = 1e6

  /// The envelope below which the spring counts as finished, as a fraction of the change.
  package static let restEpsilon = 0.001

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    motion.animate(value: value, time: time, context: &context)
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let time = time.sanitizedTime
    guard motion.moves, time < motion.endTime else { return .zero }
    return value.scaled(by: motion.fractionVelocity(at: time))
  }
}

extension SpringAnimation: CustomStringConvertible {
  // Equal, hashed and described by its parameters: its motion follows from them.

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
      && lhs.initialVelocity == rhs.initialVelocity
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
    hasher.combine(initialVelocity)
  }

  package var description: String {
    "SpringAnimation(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
      + "initialVelocity: \(initialVelocity))"
  }
}

// MARK: - Closed form

extension SpringAnimation {
  /// The unit-change solution: natural frequency ω₀, damping ratio ζ.
  package struct Motion {
    let omega0: Double
    let zeta: Double
    let v0: Double
    /// 2π/√k: §1.6 leaves the mass out of the logical duration.
    let logicalDuration: Double
    /// When the envelope of |1 − s(t)| drops below `restEpsilon`; +∞ for an undamped spring.
    private(set) var endTime: Double = 0

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
      omega0 = (stiffness / mass).squareRoot()
      // ζ = c / (2√m·√k), with the square roots taken apart so that m·k cannot overflow.
      let rootProduct = mass.squareRoot() * stiffness.squareRoot()
      zeta = rootProduct > 0 ? (damping / 2) / rootProduct : 1
      v0 = initialVelocity
      logicalDuration = stiffness > 0 ? 2 * .pi / stiffness.squareRoot() : 0
      endTime = restTime
    }

    /// The spring's `animate(value:time:context:)`, which needs nothing but the motion.
    @inline(__always)
    package func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      let time = time.sanitizedTime
      guard moves, time < endTime else { return nil }
      if time >= logicalDuration { context.isLogicallyComplete = true }
      return value.scaled(by: fraction(at: time))
    }

    /// Whether the spring moves at all.
    ///
    /// Zero stiffness has nothing to move it; a non-finite ω₀ (a tiny mass on a huge stiffness)
    /// is an infinitely stiff spring, at its target at once.
    var moves: Bool { omega0 > 0 && omega0.isFinite }

    /// Damped angular frequency (underdamped only).
    var omegaD: Double { omega0 * (1 - zeta * zeta).squareRoot() }
    var decay: Double { zeta * omega0 }

    /// `t` reduced by whole periods when the spring is undamped (its motion repeats exactly),
    /// so huge times stay finite.
    private func reduced(_ t: Double) -> Double {
      guard decay == 0, omegaD > 0 else { return t }
      return t.truncatingRemainder(dividingBy: 2 * .pi / omegaD)
    }

    func fraction(at t: Double) -> Double {
      let t = reduced(t)
      if zeta < 1 {
        let a = (decay - v0) / omegaD
        return 1 - exp(-decay * t) * (cos(omegaD * t) + a * sin(omegaD * t))
      }
      return 1 - (1 + (omega0 - v0) * t) * exp(-omega0 * t)
    }

    func fractionVelocity(at t: Double) -> Double {
      let t = reduced(t)
      if zeta < 1 {
        let a = (decay - v0) / omegaD
        let envelope = exp(-decay * t)
        return envelope
          * ((decay - a * omegaD) * cos(omegaD * t) + (decay * a + omegaD) * sin(omegaD * t))
      }
      return exp(-omega0 * t) * (v0 + omega0 * (omega0 - v0) * t)
    }

    /// `endTime`, worked out.
    private var restTime: Double {
      let epsilon = SpringAnimation.restEpsilon
      guard moves else { return 0 }
      if zeta < 1 {
        guard decay > 0 else { return .infinity }
        let amplitude = 1 + abs((decay - v0) / omegaD)
        return Swift.max(-log(epsilon / amplitude) / decay, logicalDuration)
      }
      // Solve (1 + |ω₀ − v₀|·t)·e^(−ω₀t) = ε by fixed-point iteration on t = ln((1 + b t)/ε)/ω₀.
      let b = abs(omega0 - v0)
      var t = log(1 / epsilon) / omega0
      for _ in 0..<32 { t = log((1 + b * t) / epsilon) / omega0 }
      return Swift.max(t, logicalDuration)
    }
  }
}
