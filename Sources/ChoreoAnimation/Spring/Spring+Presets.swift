// Mirrors: SwiftUI.Spring
// Status: Complete

import Foundation

extension Spring {
  /// A smooth spring with a predefined duration and no bounce.
  ///
  /// `Spring(duration: 0.5, bounce: 0)`: critically damped, stiffness (4π)², settling in 0.8 s.
  public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }

  /// A smooth spring with a predefined duration and no bounce that can be tuned.
  ///
  /// `Spring(duration: duration, bounce: extraBounce)`, with that initializer's clamps.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (default 0.5). NaN means 0.5; other values
  ///     are clamped to 1e-6...1e6.
  ///   - extraBounce: Bounce added to the base bounce of 0. NaN means 0; the sum is clamped to
  ///     -1...1.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: presetBounce(0, extraBounce))
  }

  /// A spring with a predefined duration and small amount of bounce that feels more snappy.
  ///
  /// `Spring(duration: 0.5, bounce: 0.15)`: damping ratio 0.85, settling in about 0.88 s.
  public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }

  /// A spring with a predefined duration and small amount of bounce that can be tuned.
  ///
  /// `Spring(duration: duration, bounce: 0.15 + extraBounce)`, with that initializer's clamps.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (default 0.5). NaN means 0.5; other values
  ///     are clamped to 1e-6...1e6.
  ///   - extraBounce: Bounce added to the base bounce of 0.15. NaN means 0; the sum is clamped
  ///     to -1...1.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: presetBounce(0.15, extraBounce))
  }

  /// A spring with a predefined duration and higher amount of bounce.
  ///
  /// `Spring(duration: 0.5, bounce: 0.3)`: damping ratio 0.7, settling in about 1.04 s.
  public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

  /// A spring with a predefined duration and higher amount of bounce that can be tuned.
  ///
  /// `Spring(duration: duration, bounce: 0.3 + extraBounce)`, with that initializer's clamps.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (default 0.5). NaN means 0.5; other values
  ///     are clamped to 1e-6...1e6.
  ///   - extraBounce: Bounce added to the base bounce of 0.3. NaN means 0; the sum is clamped to
  ///     -1...1.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: presetBounce(0.3, extraBounce))
  }
}

// MARK: - Helpers

extension Spring {
  /// A preset's base bounce plus the caller's extra, ignoring a NaN extra.
  private static func presetBounce(_ base: Double, _ extra: Double) -> Double {
    extra.isNaN ? base : base + extra
  }
}
