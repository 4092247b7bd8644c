import Foundation

/// One animation running in a host: which view and attribute it moves, and its timing.
///
/// `ViewHost.animations` lists them, for timelines and `choreo inspect`.
public struct RunningAnimation: Sendable, CustomStringConvertible {
  /// The identity path of the view, such as `body/0/[3]/content`.
  public let path: String
  /// The view's type name.
  public let viewType: String
  /// The view's accessibility identifier, if it (or the modifier chain it is in) has one.
  public let identifier: String?
  /// The attribute animated: `effect` (opacity, offset, scale, …), `animatableData`, `frame`, or
  /// `matchedGeometry` (a matched group's shared frame, at its source, or a member's move between
  /// groups).
  public let attribute: String
  /// The animation, described (a combination of several while they combine).
  public let animation: String
  /// When the animation began, in host seconds.
  public let startTime: TimeInterval
  /// The change being animated (the sum of the deltas merged or combined into it).
  public let delta: String
  /// Whether the animation has reported logical completion.
  public let isLogicallyComplete: Bool
  /// When the animation is expected to finish, in host seconds; `nil` if it runs for more
  /// than a minute from now (a repeating animation).
  public let expectedEnd: TimeInterval?

  public var description: String {
    let end = expectedEnd.map { String(format: "%.3f", $0) } ?? "∞"
    let name = identifier.map { "\"\($0)\" " } ?? ""
    return "\(name)\(viewType) \(attribute) \(animation) from \(String(format: "%.3f", startTime))"
      + " to \(end) Δ\(delta)\(isLogicallyComplete ? " (logically complete)" : "")"
  }

  /// What an attribute knows of its animator.
  package struct Details {
    var animation: Animation
    var beginTime: TimeInterval
    var delta: String
    var isLogicallyComplete: Bool
    var expectedEnd: TimeInterval?
  }
}
