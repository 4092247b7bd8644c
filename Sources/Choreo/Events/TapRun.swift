import Foundation

/// The taps a host has seen that count together, as a double or triple tap
/// (`onTapGesture(count:)`, `TapGesture(count:)`).
///
/// A tap joins the run of the one before it if it comes at most `interval` seconds later on
/// the host's clock and at most `slop` points away; otherwise it starts a new run. Two taps
/// with no `advance` between them are a double tap.
///
/// A view taps with the `n`th tap of a run if its count divides `n`: a double-tap view runs
/// at the second tap, and again at the fourth. The frontmost view with a tap action takes
/// every tap. While it waits for more taps, a view behind it that this tap completes (a
/// single-tap card around a double-tap image) is held back: it runs if the run ends without
/// the frontmost view's action, `interval` seconds later, as SwiftUI's single tap waits for
/// the double tap to fail.
@MainActor
struct TapRun {
  /// How long after a tap the next one still joins its run, in seconds.
  static let interval: TimeInterval = 0.3
  /// How far from a tap the next one still joins its run, in points.
  static let slop: CGFloat = 10

  /// The last tap: where, when, and its number in its run.
  private var last: (point: CGPoint, time: TimeInterval, number: Int)?
  /// The action held back for the frontmost view's taps, and when it runs if none come.
  var waiting: (deadline: TimeInterval, action: () -> Void)?

  /// Adds a tap at `point` at `time`; returns its number in its run, from 1.
  mutating func add(at point: CGPoint, time: TimeInterval) -> Int {
    var number = 1
    if let last, time - last.time <= Self.interval,
      hypot(point.x - last.point.x, point.y - last.point.y) <= Self.slop
    {
      number = last.number + 1
    }
    last = (point, time, number)
    return number
  }

  /// Which of `actions`, the tap actions under a tap with their counts, front first, the
  /// `number`th tap of a run runs now, and which it holds back.
  static func outcome(
    of number: Int, on actions: [(count: Int, action: () -> Void)]
  ) -> (now: (() -> Void)?, held: (() -> Void)?) {
    guard let front = actions.first else { return (nil, nil) }
    if number % front.count == 0 { return (front.action, nil) }
    let behind = actions.dropFirst().first { number % $0.count == 0 }
    return (nil, behind?.action)
  }
}
