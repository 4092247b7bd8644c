// Mirrors: SwiftUI.Animation (spring constructors)
// Status: Complete

import Foundation

extension Animation {
  /// The animation used when none is named: a critically damped spring with a response of 0.5 s.
  ///
  /// Equal only to itself, even when compared with an identically configured spring. Sources
  /// disagree on its response (0.5 or 0.55 s); Docs/Divergences.md says why Choreo uses 0.5.
  public static let `default` = Animation(DefaultAnimation())

  /// A persistent spring with a duration of 0.5 s and no bounce: `spring(duration: 0.5, bounce: 0)`.
  public static let spring = Animation.spring(duration: 0.5, bounce: 0)

  /// A persistent spring described by its response and damping fraction.
  ///
  /// Persistent springs are integrated numerically and retarget smoothly: a new spring on the
  /// same attribute takes over the running motion and keeps its velocity, blending the response
  /// over `blendDuration` seconds. Matches SwiftUI's `spring(response:dampingFraction:blendDuration:)`.
  /// - Parameters:
  ///   - response: The stiffness as a period, in seconds; zero, negative or non-finite values
  ///     give the stiffest spring (k = 45 000).
  ///   - dampingFraction: 1 is critically damped, less bounces; NaN becomes 1, negatives 0.
  ///   - blendDuration: Seconds over which a change of response is blended; non-finite or
  ///     negative values become 0.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      FluidSpringAnimation(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// A persistent spring with a perceptual `duration` (seconds) and a `bounce` in -1…1.
  ///
  /// Same as `spring(response: duration, dampingFraction: ζ)` with ζ = 1 − bounce for a
  /// non-negative bounce and 1 / (1 + bounce) for a negative one.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
  }

  /// A persistent spring with the response and damping ratio of `spring`.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation(
      FluidSpringAnimation(
        response: spring.response, dampingFraction: spring.dampingRatio,
        blendDuration: blendDuration))
  }

  /// A stiff spring for interactive changes: `interactiveSpring(duration: 0.15)`.
  public static let interactiveSpring = Animation.interactiveSpring(duration: 0.15)

  /// A stiff spring for interactive changes, in the response form.
  ///
  /// Defaults: response 0.15 s, damping fraction 0.86, blend 0.25 s.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A stiff spring for interactive changes, with a base bounce of 0.15 plus `extraBounce`.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// A smooth spring with no bounce: `spring(duration: 0.5, bounce: 0)`.
  public static let smooth = Animation.smooth()

  /// A smooth spring with a base bounce of 0 plus `extraBounce`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(Spring.smooth(duration: duration, extraBounce: extraBounce))
  }

  /// A snappy spring with a small bounce: `spring(duration: 0.5, bounce: 0.15)`.
  public static let snappy = Animation.snappy()

  /// A snappy spring with a base bounce of 0.15 plus `extraBounce`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(Spring.snappy(duration: duration, extraBounce: extraBounce))
  }

  /// A bouncy spring: `spring(duration: 0.5, bounce: 0.3)`.
  public static let bouncy = Animation.bouncy()

  /// A bouncy spring with a base bounce of 0.3 plus `extraBounce`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(Spring.bouncy(duration: duration, extraBounce: extraBounce))
  }

  /// A closed-form spring with a perceptual duration of 0.5 s and no bounce.
  public static let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5, bounce: 0)

  /// A closed-form spring from its physical parameters.
  ///
  /// Interpolating springs do not retarget: overlapping ones add their effects. Their motion is
  /// the fraction of the change, so `initialVelocity` is in changes per second (1 = the whole
  /// change per second). Non-positive or non-finite mass becomes 1; non-positive or non-finite
  /// stiffness finishes at once; negative damping becomes 0; NaN velocity becomes 0.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      SpringAnimation(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// A closed-form spring with a perceptual `duration` and `bounce` (see `Spring`).
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    interpolatingSpring(
      Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// A closed-form spring with the mass, stiffness and damping of `spring`.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    interpolatingSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: initialVelocity)
  }
}
