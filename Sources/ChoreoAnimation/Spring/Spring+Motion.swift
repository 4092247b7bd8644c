// Mirrors: SwiftUI.Spring
// Status: Complete

import Foundation

// The motion solves x'' = ω₀²(Δ − x) − 2ζω₀·x' with x(0) = 0 and x'(0) = v₀ in closed form.
// Writing λ = ζω₀, every regime has the same shape,
//   x(t) = Δ·(1 − C − λS) + v₀·S        x'(t) = Δ·ω₀²S + v₀·(C − λS),
// where C(t) and S(t) are the decaying "cosine" and "sine" of the regime:
//   ζ < 1:  C = e^{−λt}·cos ωt,   S = e^{−λt}·sin(ωt)/ω,    ω = ω₀√(1 − ζ²)
//   ζ = 1:  C = e^{−λt},          S = t·e^{−λt}
//   ζ > 1:  C = e^{−λt}·cosh st,  S = e^{−λt}·sinh(st)/s,   s = ω₀√(ζ² − 1)
// They are the same motion as shared/reference/swiftui-semantics.md §1.4 gives, rearranged so
// that sin(ωt)/ω and sinh(st)/s stay accurate as a spring approaches critical damping.

extension Spring {
  /// Calculates the value of the spring at a given time given a target amount of change.
  ///
  /// The spring starts at zero moving at `initialVelocity` and is pulled towards `target`; the
  /// result is how far it has moved, in the units of `V`.
  ///
  /// - Parameters:
  ///   - target: The total change to animate (the spring's rest position).
  ///   - initialVelocity: The velocity at time 0, in units of `V` per second.
  ///   - time: Seconds since the start. NaN, 0 and negative times give the value at 0 (zero);
  ///     +∞ gives `target`, even for an undamped spring, which never settles.
  /// - Returns: A finite value whenever `target` and `initialVelocity` are finite; non-finite
  ///   components in them propagate.
  public func value<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    position(target: target, initialVelocity: initialVelocity, time: time)
  }

  /// Calculates the velocity of the spring at a given time given a target amount of change.
  ///
  /// The derivative of `value(target:initialVelocity:time:)` with respect to time, in units of
  /// `V` per second.
  ///
  /// - Parameters:
  ///   - target: The total change to animate.
  ///   - initialVelocity: The velocity at time 0, in units of `V` per second.
  ///   - time: Seconds since the start. NaN, 0 and negative times give `initialVelocity`; +∞
  ///     gives zero.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    speed(target: target, initialVelocity: initialVelocity, time: time)
  }

  /// Updates the current value and velocity of a spring.
  ///
  /// Advancing in many small steps lands where one large step does, since each step is exact.
  ///
  /// - Parameters:
  ///   - value: The current value of the spring; moved to its value `deltaTime` later.
  ///   - velocity: The current velocity of the spring, in units of `V` per second; replaced by
  ///     the velocity `deltaTime` later.
  ///   - target: The target that `value` is moving towards.
  ///   - deltaTime: Seconds since the spring was at `value`. NaN, 0 and negative intervals
  ///     leave both unchanged; +∞ moves `value` to `target` and `velocity` to zero.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let remaining = target - value
    let travelled = self.value(target: remaining, initialVelocity: velocity, time: deltaTime)
    velocity = self.velocity(target: remaining, initialVelocity: velocity, time: deltaTime)
    value += travelled
  }

  /// Calculates the force upon the spring given a current position, target, and velocity.
  ///
  /// Equal to stiffness × (target − position) − damping × velocity, in units of `V` × mass per
  /// second squared (the acceleration, for the default mass of 1). SwiftUI uses
  /// mass × (ω² + λ²) for the first coefficient, which is the stiffness only for damping ratios
  /// up to 1; Choreo keeps force = mass × acceleration for overdamped springs too.
  ///
  /// - Parameters:
  ///   - target: The spring's rest position.
  ///   - position: The current position.
  ///   - velocity: The current velocity, in units of `V` per second.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    pull(target: target, position: position, velocity: velocity)
  }
}

// MARK: - Animatable values

extension Spring {
  /// Calculates the value of the spring at a given time for a starting and ending value.
  ///
  /// Works on the values' `animatableData`: the result is `fromValue` moved by
  /// `value(target: toValue − fromValue, initialVelocity:time:)`.
  ///
  /// - Parameters:
  ///   - fromValue: Where the spring starts.
  ///   - toValue: Where the spring comes to rest.
  ///   - initialVelocity: The velocity at time 0, as a value whose `animatableData` is per second.
  ///   - time: Seconds since the start. NaN, 0 and negative times give `fromValue`; +∞ gives
  ///     `toValue`.
  public func value<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData =
      fromValue.animatableData
      + value(
        target: toValue.animatableData - fromValue.animatableData,
        initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// Calculates the velocity of the spring at a given time for a starting and ending value.
  ///
  /// The result is `fromValue` with its `animatableData` replaced by the velocity, per second.
  ///
  /// - Parameters:
  ///   - fromValue: Where the spring starts.
  ///   - toValue: Where the spring comes to rest.
  ///   - initialVelocity: The velocity at time 0, as a value whose `animatableData` is per second.
  ///   - time: Seconds since the start. NaN, 0 and negative times give `initialVelocity`'s data;
  ///     +∞ gives zero.
  public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// Calculates the force upon the spring given a position and velocity between two values.
  ///
  /// The result is `fromValue` with its `animatableData` replaced by
  /// `force(target:position:velocity:)` of the values' data; only `toValue − position` matters.
  ///
  /// - Parameters:
  ///   - fromValue: Where the spring started; gives the result its non-animatable parts.
  ///   - toValue: Where the spring comes to rest.
  ///   - position: The current value.
  ///   - velocity: The current velocity, as a value whose `animatableData` is per second.
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    var result = fromValue
    result.animatableData = force(
      target: toValue.animatableData, position: position.animatableData,
      velocity: velocity.animatableData)
    return result
  }
}

// MARK: - Double values

extension Spring {
  /// Calculates the value of the spring at a given time, for a change of 1 by default.
  ///
  /// The `Double` form of `value(target:initialVelocity:time:)`, with the same clamping of
  /// `time`: `spring.value(time: 0.2)` is the fraction of a unit change covered after 0.2 s.
  public func value(
    target: Double = 1.0, initialVelocity: Double = 0.0, time: TimeInterval
  ) -> Double {
    position(target: target, initialVelocity: initialVelocity, time: time)
  }

  /// Calculates the velocity of the spring at a given time, for a change of 1 by default.
  ///
  /// The `Double` form of `velocity(target:initialVelocity:time:)`, in units per second.
  public func velocity(
    target: Double = 1.0, initialVelocity: Double = 0.0, time: TimeInterval
  ) -> Double {
    speed(target: target, initialVelocity: initialVelocity, time: time)
  }

  /// Calculates the force upon the spring, towards a target of 1 by default.
  ///
  /// The `Double` form of `force(target:position:velocity:)`.
  public func force(target: Double = 1.0, position: Double, velocity: Double) -> Double {
    pull(target: target, position: position, velocity: velocity)
  }
}

// MARK: - Closed form

extension Spring {
  // The generic and the `Double` entry points share these, so that neither calls the other
  // through overload resolution.

  private func position<V: VectorArithmetic>(
    target: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    let basis = motionBasis(at: time)
    return target.scaled(by: 1 - basis.cosine - decayConstant * basis.sine)
      + initialVelocity.scaled(by: basis.sine)
  }

  private func speed<V: VectorArithmetic>(
    target: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    let basis = motionBasis(at: time)
    return target.scaled(by: naturalFrequency * naturalFrequency * basis.sine)
      + initialVelocity.scaled(by: basis.cosine - decayConstant * basis.sine)
  }

  private func pull<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }

  /// The decaying cosine C(t) and sine S(t) of the spring's regime (see the top of this file).
  ///
  /// NaN and non-positive times give the start (C = 1, S = 0); +∞ gives rest (C = S = 0).
  func motionBasis(at time: TimeInterval) -> (cosine: Double, sine: Double) {
    guard time > 0 else { return (1, 0) }
    guard time < .infinity else { return (0, 0) }
    let decay = decayConstant
    if dampingRatio < 1 {
      let envelope = exp(-decay * time)
      guard envelope > 0 else { return (0, 0) }
      let frequency = naturalFrequency * ((1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
      var phase = frequency * time
      if !phase.isFinite {
        // Only an (almost) undamped spring gets here; its motion repeats every period.
        phase = frequency * time.truncatingRemainder(dividingBy: 2 * .pi / frequency)
      }
      return (envelope * cos(phase), envelope * sin(phase) / frequency)
    }
    if dampingRatio == 1 {
      let envelope = exp(-decay * time)
      return (envelope, envelope * time)
    }
    // Overdamped: roots −ω₀/q (slow) and −ω₀·q (fast) with q = ζ + √(ζ² − 1), which avoids
    // the cancellation in −λ + s. e^{−λt}·sinh(st) = e^{slow·t}·(1 − e^{−2st}) / 2.
    let spread = ((dampingRatio - 1) * (dampingRatio + 1)).squareRoot()
    let q = dampingRatio + spread
    let slow = exp(-naturalFrequency / q * time)
    let fast = exp(-naturalFrequency * q * time)
    let s = naturalFrequency * spread
    return ((slow + fast) / 2, slow * -expm1(-2 * s * time) / (2 * s))
  }
}
