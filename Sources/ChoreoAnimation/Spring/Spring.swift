// Mirrors: SwiftUI.Spring
// Status: Complete

import Foundation

/// A representation of a spring's motion, convertible between its parameter sets.
///
/// Describe a spring by its perceptual `duration` and `bounce`, by `response` and
/// `dampingRatio`, or physically by `mass`, `stiffness` and `damping`; every description converts
/// to the others. The spring then answers where it is (`value`), how fast it moves (`velocity`)
/// and when it comes to rest (`settlingDuration`) for any change it animates.
///
/// Where SwiftUI would store NaN or infinity (a zero duration, a bounce of -1 or less, a zero
/// mass), Choreo clamps the input as each initializer documents, so no property and no motion
/// function ever returns NaN.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// let (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
/// // (1.0, 157.9, 17.6)
/// let travelled = spring.value(target: 100.0, time: 0.1)  // points covered after 0.1 s
/// ```
public struct Spring: Hashable, Sendable {
  /// The undamped angular frequency ω₀ = √(stiffness / mass), in radians per second.
  ///
  /// Stored instead of SwiftUI's damped frequency ω and decay λ because ω₀ and ζ keep every
  /// conversion exact and let the overdamped roots be computed without cancellation. Always
  /// 2π / d for a duration d in 1e-6...1e6 s.
  let naturalFrequency: Double

  /// The amount of drag applied, as a fraction of the amount needed to produce critical damping.
  ///
  /// 0 is undamped (oscillates forever), below 1 oscillates while it settles, 1 is critically
  /// damped and above 1 is overdamped. Always in 0...1e16: initializers clamp what lies outside.
  public let dampingRatio: Double

  /// The mass of the object attached to the end of the spring, in arbitrary mass units.
  ///
  /// The default is 1. A larger mass with the same stiffness and damping oscillates more and
  /// settles later. Always in (0, 1e100]: initializers replace NaN, zero and negative masses
  /// with 1 and clamp larger ones, so stiffness, damping and force cannot overflow.
  public let mass: Double

  /// Creates a spring with the specified duration and bounce.
  ///
  /// Matches SwiftUI's `Spring(duration:bounce:)`: mass 1, stiffness (2π / duration)², damping
  /// ratio 1 − bounce for a bounce of 0 or more and 1 / (1 + bounce) below 0.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, about the settling duration; for very
  ///     bouncy springs, the period of one oscillation. NaN means the default 0.5; other values
  ///     are clamped to 1e-6...1e6, so 0, negative values and -∞ give a near-instant spring.
  ///   - bounce: How bouncy the spring is, from -1 (infinitely overdamped) through 0 (critically
  ///     damped) to 1 (undamped). NaN means 0; values outside -1...1 are clamped to it, and -1
  ///     itself gives damping ratio 1e16 (SwiftUI would produce NaN).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.init(
      naturalFrequency: 2 * .pi / Spring.clampedDuration(duration),
      dampingRatio: Spring.dampingRatio(bounce: bounce),
      mass: 1)
  }

  /// Creates a spring with the specified response and damping ratio.
  ///
  /// Identical to `Spring(duration: response, bounce:)` with the bounce that gives
  /// `dampingRatio`, as in SwiftUI.
  ///
  /// - Parameters:
  ///   - response: The stiffness of the spring, as an approximate duration in seconds. NaN means
  ///     0.5; other values are clamped to 1e-6...1e6 (0, negative and -∞ give a near-instant
  ///     spring).
  ///   - dampingRatio: The drag, as a fraction of critical damping. NaN means 1; values are
  ///     clamped to 0...1e16, so negative ratios (which SwiftUI lets grow without bound) are
  ///     undamped.
  public init(response: Double, dampingRatio: Double) {
    self.init(
      naturalFrequency: 2 * .pi / Spring.clampedDuration(response),
      dampingRatio: dampingRatio,
      mass: 1)
  }

  /// Creates a spring with the specified mass, stiffness, and damping.
  ///
  /// Matches SwiftUI: when `damping` exceeds critical damping, 2√(stiffness × mass), and
  /// `allowOverDamping` is false, the spring is critically damped instead.
  ///
  /// - Parameters:
  ///   - mass: The mass of the attached object. NaN, zero and negative masses mean 1; masses
  ///     above 1e100 (including ∞) are clamped to 1e100.
  ///   - stiffness: The spring constant, in force per unit of displacement. NaN means the
  ///     default spring's (2π / 0.5)² × mass; negative values mean 0. The resulting natural
  ///     frequency √(stiffness / mass) is clamped to the range of durations 1e-6...1e6 s, so 0
  ///     gives the slowest spring and ∞ the fastest.
  ///   - damping: The friction coefficient, in force per unit of velocity. NaN means critical
  ///     damping; negative values mean 0 (undamped); ∞ means critical damping, or the largest
  ///     damping ratio (1e16) when over-damping is allowed.
  ///   - allowOverDamping: Whether damping beyond critical is kept (true) or reduced to
  ///     critical (false, the default).
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let mass = Spring.validMass(mass)
    let stiffness = stiffness.isNaN ? mass * pow(Spring.defaultNaturalFrequency, 2) : stiffness
    let frequency = Spring.clampedNaturalFrequency((max(stiffness, 0) / mass).squareRoot())
    var ratio = damping.isNaN ? 1 : max(damping, 0) / (2 * mass * frequency)
    if ratio > 1 && !allowOverDamping {
      ratio = 1
    }
    self.init(naturalFrequency: frequency, dampingRatio: ratio, mass: mass)
  }

  /// The perceptual duration, which defines the pace of the spring, in seconds.
  ///
  /// Equal to 2π / √(stiffness / mass); always within 1e-6...1e6 (to rounding).
  public var duration: TimeInterval { 2 * .pi / naturalFrequency }

  /// How bouncy the spring is, from -1 (infinitely overdamped) to 1 (undamped).
  ///
  /// 0 is critically damped; positive values oscillate more and more, negative values are
  /// overdamped. Computed as 1 − dampingRatio up to a ratio of 1, and 1 / dampingRatio − 1 above.
  public var bounce: Double {
    dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }

  /// The stiffness of the spring, defined as an approximate duration in seconds.
  ///
  /// The same value as `duration`: 2π / √(stiffness / mass), within 1e-6...1e6.
  public var response: Double { duration }

  /// The spring stiffness coefficient, in force per unit of displacement.
  ///
  /// Equal to mass × (2π / duration)². A stiffer spring oscillates faster and settles sooner.
  /// SwiftUI computes it as mass × (ω² + λ²), which agrees for damping ratios up to 1 and is
  /// not the spring's stiffness above 1; Choreo returns mass × ω₀² for every ratio.
  public var stiffness: Double { mass * naturalFrequency * naturalFrequency }

  /// Defines how the spring's motion is damped by friction, in force per unit of velocity.
  ///
  /// Equal to 2 × mass × dampingRatio × √(stiffness / mass). Less damping overshoots more; more
  /// damping gives fewer and smaller oscillations.
  public var damping: Double { 2 * mass * decayConstant }
}

// MARK: - Internal representation

extension Spring {
  /// The exponential decay rate λ = ζ·ω₀ of the motion, in 1/s.
  var decayConstant: Double { dampingRatio * naturalFrequency }

  /// Creates a spring from ω₀, ζ and mass, clamping each into the range the motion code assumes.
  ///
  /// NaN frequency means the default spring's; NaN ratio means 1; NaN or non-positive mass
  /// means 1.
  init(naturalFrequency: Double, dampingRatio: Double, mass: Double) {
    self.naturalFrequency = Spring.clampedNaturalFrequency(naturalFrequency)
    self.dampingRatio =
      dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0), Spring.maximumDampingRatio)
    self.mass = Spring.validMass(mass)
  }

  /// The default duration, in seconds, of SwiftUI's springs.
  static let defaultDuration: TimeInterval = 0.5

  /// The shortest duration a spring can have; 0 and negative requests get this near-instant one.
  static let minimumDuration: TimeInterval = 1e-6

  /// The longest duration a spring can have, so that ω₀ never reaches 0.
  static let maximumDuration: TimeInterval = 1e6

  /// The largest damping ratio, standing in for SwiftUI's infinite ratio at bounce -1.
  static let maximumDampingRatio: Double = 1e16

  /// The largest mass, which keeps mass × ω₀² and mass × ζ × ω₀ far from overflowing.
  static let maximumMass: Double = 1e100

  /// ω₀ of a spring with the default duration, 4π rad/s.
  static let defaultNaturalFrequency: Double = 2 * .pi / defaultDuration

  /// Maps a duration or response to the valid range: NaN to the default, the rest clamped.
  static func clampedDuration(_ duration: Double) -> Double {
    duration.isNaN ? defaultDuration : min(max(duration, minimumDuration), maximumDuration)
  }

  /// Maps ω₀ to the frequencies of the valid durations: NaN to the default, the rest clamped.
  static func clampedNaturalFrequency(_ frequency: Double) -> Double {
    guard !frequency.isNaN else { return defaultNaturalFrequency }
    return min(max(frequency, 2 * .pi / maximumDuration), 2 * .pi / minimumDuration)
  }

  /// Replaces a NaN or non-positive mass with 1 and clamps the rest to `maximumMass`.
  static func validMass(_ mass: Double) -> Double {
    mass > 0 ? min(mass, maximumMass) : 1
  }

  /// The damping ratio for a bounce, as SwiftUI's `Spring(duration:bounce:)` computes it.
  ///
  /// NaN means 0; the bounce is clamped to -1...1, and -1 maps to `maximumDampingRatio`.
  static func dampingRatio(bounce: Double) -> Double {
    guard !bounce.isNaN else { return 1 }
    let bounce = min(max(bounce, -1), 1)
    return bounce >= 0 ? 1 - bounce : min(1 / (1 + bounce), maximumDampingRatio)
  }
}
