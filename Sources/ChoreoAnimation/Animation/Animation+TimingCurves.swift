// Mirrors: SwiftUI.Animation (timing-curve constructors)
// Status: Complete

import Foundation

extension Animation {
  /// The duration of timing-curve animations created without one: 0.35 s (§1.1).
  package static let defaultTimingCurveDuration: TimeInterval = 0.35

  /// A constant-speed animation lasting 0.35 s.
  public static let linear = Animation.linear(duration: defaultTimingCurveDuration)

  /// A constant-speed animation lasting `duration` seconds.
  ///
  /// A zero, negative or non-finite duration finishes at once (the value jumps).
  public static func linear(duration: TimeInterval) -> Animation {
    timingCurve(0, 0, 1, 1, duration: duration)
  }

  /// An animation that starts slowly, lasting 0.35 s; control points (0.42, 0) and (1, 1).
  public static let easeIn = Animation.easeIn(duration: defaultTimingCurveDuration)

  /// An animation that starts slowly, lasting `duration` seconds.
  public static func easeIn(duration: TimeInterval) -> Animation {
    timingCurve(0.42, 0, 1, 1, duration: duration)
  }

  /// An animation that ends slowly, lasting 0.35 s; control points (0, 0) and (0.58, 1).
  public static let easeOut = Animation.easeOut(duration: defaultTimingCurveDuration)

  /// An animation that ends slowly, lasting `duration` seconds.
  public static func easeOut(duration: TimeInterval) -> Animation {
    timingCurve(0, 0, 0.58, 1, duration: duration)
  }

  /// An animation that starts and ends slowly, lasting 0.35 s; control points (0.42, 0) and
  /// (0.58, 1).
  public static let easeInOut = Animation.easeInOut(duration: defaultTimingCurveDuration)

  /// An animation that starts and ends slowly, lasting `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(0.42, 0, 0.58, 1, duration: duration)
  }

  /// An animation along the cubic Bézier curve from (0, 0) to (1, 1) with control points
  /// (`p1x`, `p1y`) and (`p2x`, `p2y`).
  ///
  /// Control points are not clamped: a `y` outside 0…1 overshoots, as in SwiftUI. An `x`
  /// outside 0…1 or a non-finite coordinate is clamped to 0…1 (NaN becomes 0) so the curve stays a
  /// function of time. A zero, negative or non-finite duration finishes at once.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
    duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(BezierAnimation(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y, duration: duration))
  }

  /// An animation that follows `curve` over `duration` seconds.
  ///
  /// Unlike the other timing curves it reports its velocity, so a spring that takes over from it
  /// keeps moving at the same speed.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(UnitCurveAnimation(curve: curve, duration: duration))
  }
}
