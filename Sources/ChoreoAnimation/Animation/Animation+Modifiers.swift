// Mirrors: SwiftUI.Animation (delay, speed, repeat, logical completion)
// Status: Complete

import Foundation

extension Animation {
  /// Delays the start of this animation by `delay` seconds; the value holds its start until then.
  ///
  /// Negative, NaN or infinite delays become 0.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(DelayAnimation(base: self, delay: delay))
  }

  /// Plays this animation `speed` times faster (2 halves its duration).
  ///
  /// A speed that is zero, negative, NaN or infinite makes the animation finish at once, as an
  /// animation that never advances or ends instantly would.
  public func speed(_ speed: Double) -> Animation {
    Animation(SpeedAnimation(base: self, speed: speed))
  }

  /// Plays this animation `repeatCount` times; with `autoreverses`, every other play runs
  /// backwards, and reversals count towards `repeatCount`.
  ///
  /// When the count is reached the value shows its new state, so an even count with
  /// `autoreverses` ends with a jump back to it, as in SwiftUI. A count of 0 or less finishes at
  /// once.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
  }

  /// Repeats this animation until the view that runs it goes away or changes identity.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
  }

  /// Reports logical completion `duration` seconds after the start, unless this animation
  /// reported it earlier; it does not change how long the animation runs.
  ///
  /// If the animation is removed before then, logical completion is reported at removal.
  /// NaN or negative durations become 0.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(LogicalCompletionAnimation(base: self, duration: duration))
  }
}
