// Mirrors: SwiftUI.Spring
// Status: Complete

import Foundation

extension Spring {
  /// Creates a spring that settles in about the specified duration, with the given damping ratio.
  ///
  /// Solves for the stiffness the way SwiftUI does (as reconstructed by OpenSwiftUI): below
  /// critical damping, the envelope ζ/√(1 − ζ²)·e^{−ζω₀T} equals `epsilon` at time T; at critical
  /// damping, a unit step's distance (1 + ω₀T)·e^{−ω₀T} does. The two are not the rule
  /// `settlingDuration` uses, so the new spring's `settlingDuration` is near, not equal to, T.
  ///
  /// - Parameters:
  ///   - settlingDuration: The approximate time, in seconds, the spring takes to come to rest.
  ///     Clamped to 0.01...10 as in SwiftUI; NaN means 0.5.
  ///   - dampingRatio: The drag, as a fraction of critical damping. Clamped to
  ///     `Double.ulpOfOne`...1 as in SwiftUI, so overdamped ratios give a critically damped
  ///     spring; NaN means 1.
  ///   - epsilon: How close, for a unit change, all later values must stay to count as settled.
  ///     NaN means 0.001; 0 and negative values mean the smallest normal `Double`. When no
  ///     positive stiffness meets it (an epsilon of 1 or more, or a ratio so small that the
  ///     envelope starts below epsilon) the spring gets `duration` equal to `settlingDuration`.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let time =
      settlingDuration.isNaN ? Spring.defaultDuration : min(max(settlingDuration, 0.01), 10)
    let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, .ulpOfOne), 1)
    let epsilon = epsilon.isNaN ? 0.001 : max(epsilon, .leastNormalMagnitude)
    var frequency: Double
    if ratio < 1 {
      let envelope = ratio / ((1 - ratio) * (1 + ratio)).squareRoot()
      frequency = log(envelope / epsilon) / (ratio * time)
    } else {
      frequency = Spring.criticalSettlingPhase(epsilon: epsilon) / time
    }
    if !(frequency > 0 && frequency.isFinite) {
      frequency = 2 * .pi / time
    }
    self.init(naturalFrequency: frequency, dampingRatio: ratio, mass: 1)
  }

  /// The estimated duration required for the spring system to be considered at rest, in seconds.
  ///
  /// Uses a target of 1.0, an initial velocity of 0 and an epsilon of 0.001, as SwiftUI does:
  /// `Spring.smooth` gives 0.8, `.snappy` 0.8768…, `.bouncy` 1.0447…. An undamped spring
  /// (bounce 1) never settles and gives +∞.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }

  /// The estimated duration required for the spring system to be considered at rest.
  ///
  /// Follows SwiftUI's rule (as reconstructed by OpenSwiftUI). Below critical damping it is the
  /// time when the bound (|λ·target − initialVelocity| + |target|)·e^{−λt} reaches `epsilon`.
  /// At or above critical damping it samples the motion every 0.1 s, for at most 1024 samples,
  /// and returns the first sample from which the distance to `target` stays below `epsilon` for
  /// more than a second, so the result is a multiple of 0.1. When the samples run out first,
  /// SwiftUI returns 0; Choreo returns an upper bound computed from the slowest decay instead.
  ///
  /// - Parameters:
  ///   - target: The total change to animate.
  ///   - initialVelocity: The velocity at time 0, in units of `V` per second.
  ///   - epsilon: How close all later values must stay to `target`, in units of `V`. NaN means
  ///     0.001; 0 and negative values, which nothing can undercut, give +∞; +∞ gives 0.
  /// - Returns: Seconds, never NaN: +∞ for an undamped spring, or when `target` or
  ///   `initialVelocity` is not finite.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    settlingTime(target: target, initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// The estimated duration required for the spring to be at rest, for a change of 1 by default.
  ///
  /// The `Double` form of `settlingDuration(target:initialVelocity:epsilon:)`, with every
  /// argument defaulted to the values of the `settlingDuration` property.
  public func settlingDuration(
    target: Double = 1.0, initialVelocity: Double = 0.0, epsilon: Double = 0.001
  ) -> TimeInterval {
    settlingTime(target: target, initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// The estimated duration required for the spring to move from one value to rest at another.
  ///
  /// `settlingDuration(target: toValue − fromValue, initialVelocity:epsilon:)` on the values'
  /// `animatableData`, with the same rules and clamps.
  ///
  /// - Parameters:
  ///   - fromValue: Where the spring starts.
  ///   - toValue: Where the spring comes to rest.
  ///   - initialVelocity: The velocity at time 0, as a value whose `animatableData` is per second.
  ///   - epsilon: How close all later values must stay, in `animatableData` units.
  public func settlingDuration<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) -> TimeInterval {
    settlingTime(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
  }
}

// MARK: - Settling rules

extension Spring {
  /// The number of 0.1 s samples SwiftUI inspects for a critically damped or overdamped spring.
  private static let settlingSampleCount = 1024

  private func settlingTime<V: VectorArithmetic>(
    target: V, initialVelocity: V, epsilon: Double
  ) -> TimeInterval {
    let epsilon = epsilon.isNaN ? 0.001 : epsilon
    guard epsilon > 0 else { return .infinity }
    guard epsilon < .infinity else { return 0 }
    let targetLength = target.magnitudeSquared.squareRoot()
    let velocityLength = initialVelocity.magnitudeSquared.squareRoot()
    guard targetLength.isFinite && velocityLength.isFinite else { return .infinity }
    let decay = decayConstant
    guard decay > 0 else { return .infinity }

    if dampingRatio < 1 {
      let reach = (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot()
      return max(0, -log(epsilon / (reach + targetLength)) / decay)
    }

    var settledSince: TimeInterval?
    for sample in 0..<Spring.settlingSampleCount {
      let time = Double(sample) / 10
      let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
      let distance = offset.magnitudeSquared.squareRoot()
      guard distance.isFinite else { break }
      if distance >= epsilon {
        settledSince = nil
      } else if let since = settledSince {
        if time - since > 1 {
          return since
        }
      } else {
        settledSince = time
      }
    }
    let kick = (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot()
    return slowSettlingBound(
      targetLength: targetLength, velocityLength: velocityLength, kick: kick, epsilon: epsilon)
  }

  /// A time after which a critically damped or overdamped spring stays within `epsilon`.
  ///
  /// Critical: |x − Δ| ≤ e^{−λt}·(|Δ| + |λΔ − v₀|·t) ≤ e^{−λt/2}·(|Δ| + 2|λΔ − v₀| / (eλ)),
  /// using t·e^{−λt/2} ≤ 2 / (eλ). Overdamped: |x − Δ| ≤ e^{−(ω₀/q)t}·(|Δ| + (λ|Δ| + |v₀|) / 2s).
  private func slowSettlingBound(
    targetLength: Double, velocityLength: Double, kick: Double, epsilon: Double
  ) -> TimeInterval {
    let decay = decayConstant
    let bound: Double
    if dampingRatio == 1 {
      let amplitude = targetLength + 2 * kick / (exp(1) * decay)
      bound = 2 * log(amplitude / epsilon) / decay
    } else {
      let spread = ((dampingRatio - 1) * (dampingRatio + 1)).squareRoot()
      let s = naturalFrequency * spread
      let amplitude = targetLength + (decay * targetLength + velocityLength) / (2 * s)
      bound = log(amplitude / epsilon) * (dampingRatio + spread) / naturalFrequency
    }
    return bound.isNaN ? .infinity : max(0, bound)
  }

  /// The product ω₀·T at which a critically damped unit step is `epsilon` from rest.
  ///
  /// Solves (1 + u)·e^{−u} = ε for u > 0 by bisection on the monotone u − ln(1 + u) = −ln ε.
  /// Returns 0 when ε ≥ 1, which needs no motion at all.
  static func criticalSettlingPhase(epsilon: Double) -> Double {
    let goal = -log(epsilon)
    guard goal > 0 else { return 0 }
    // u − ln(1 + u) ≥ u / 2 once u ≥ 2.6, so the root lies below max(4, 2·goal).
    var low = 0.0
    var high = max(4, 2 * goal)
    while true {
      let middle = (low + high) / 2
      guard middle > low && middle < high else { return middle }
      if middle - log1p(middle) < goal {
        low = middle
      } else {
        high = middle
      }
    }
  }
}
