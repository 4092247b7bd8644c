import Choreo
import Foundation

/// A view, a size, a duration and a script of timed events: what `choreo render`, `export`
/// and `inspect` play.
///
/// Frames are a pure function of the choreography and the time: playing it builds the view
/// afresh, runs the cues in order on the virtual clock, and shows the view at any instant.
///
/// ```swift
/// let badge = Choreography(
///   "badge", summary: "A badge pops in when tapped.", duration: 2,
///   script: [.tap("toggle", at: 0.5)]
/// ) {
///   BadgeDemo()
/// }
/// ```
public struct Choreography: Sendable {
  /// The name commands know it by: letters, digits, `-` and `_`.
  public let name: String
  /// One line saying what it shows.
  public let summary: String
  /// The size its view is proposed and shown at, in points.
  public private(set) var size: CGSize
  /// How long it plays, in seconds.
  public let duration: TimeInterval
  /// The events it plays, in time order.
  public let script: [Cue]
  /// Builds its view.
  let content: @MainActor @Sendable () -> AnyView

  /// A choreography of the view `content` builds.
  ///
  /// A size without two positive sides is refused by `validate()`, which every command calls
  /// first; a negative or non-finite duration becomes 0. Cues are sorted by time, keeping the
  /// order of cues at the same time.
  public init<Content: View>(
    _ name: String, summary: String, size: CGSize = CGSize(width: 390, height: 300),
    duration: TimeInterval, script: [Cue] = [],
    @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
  ) {
    self.name = name
    self.summary = summary
    self.size = size
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.script = script.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    self.content = { AnyView(content()) }
  }

  /// This choreography shown at `size` instead.
  public func resized(to size: CGSize) -> Choreography {
    var copy = self
    copy.size = size
    return copy
  }

  /// Problems that stop the choreography from playing as written: a bad name or size.
  public func validate() throws {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
    guard !name.isEmpty, name.unicodeScalars.allSatisfy(allowed.contains) else {
      throw ChoreographyError.invalidName(name)
    }
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw ChoreographyError.invalidSize(name: name, size: size)
    }
  }
}

/// One timed event of a choreography's script.
public struct Cue: Sendable, CustomStringConvertible {
  /// When it happens, in seconds from the start.
  public let time: TimeInterval
  /// What happens.
  public let action: Action

  /// What a cue does.
  public enum Action: Sendable {
    /// Taps the centre of the view with this accessibility identifier.
    case tap(String)
    /// Taps a point, in the choreography's coordinates.
    case tapAt(CGPoint)
    /// Drags from one point to another over a number of seconds.
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
  }

  /// A cue that does `action` at `time` seconds (negative and non-finite times count as 0).
  public init(at time: TimeInterval, _ action: Action) {
    self.time = time.isFinite ? max(0, time) : 0
    self.action = action
  }

  /// Taps the view with `identifier` at `time`.
  public static func tap(_ identifier: String, at time: TimeInterval) -> Cue {
    Cue(at: time, .tap(identifier))
  }

  /// Taps `point` at `time`.
  public static func tap(at point: CGPoint, time: TimeInterval) -> Cue {
    Cue(at: time, .tapAt(point))
  }

  /// Drags from `start` to `end` over `duration` seconds, beginning at `time`.
  public static func drag(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, at time: TimeInterval
  ) -> Cue {
    Cue(at: time, .drag(from: start, to: end, duration: duration))
  }

  /// The cue as a script line: `tap "toggle" at 0.5 s`.
  public var description: String {
    let when = String(format: "%.3g s", time)
    switch action {
    case .tap(let identifier): return "tap \"\(identifier)\" at \(when)"
    case .tapAt(let point): return "tap (\(point.x), \(point.y)) at \(when)"
    case .drag(let start, let end, let duration):
      return "drag (\(start.x), \(start.y)) → (\(end.x), \(end.y)) over \(duration) s at \(when)"
    }
  }
}

/// Why a choreography cannot be played or found.
public enum ChoreographyError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A name with characters other than letters, digits, `-` and `_`, or none.
  case invalidName(String)
  /// A size with a side that is not a positive number.
  case invalidSize(name: String, size: CGSize)
  /// No choreography has this name.
  case unknown(String, known: [String])

  public var description: String {
    switch self {
    case .invalidName(let name):
      return "\"\(name)\" is not a valid choreography name: use letters, digits, - and _"
    case .invalidSize(let name, let size):
      return "\(name): the size \(size.width) × \(size.height) needs two positive sides"
    case .unknown(let name, let known):
      return "no choreography is named \"\(name)\"; known: \(known.joined(separator: ", "))"
    }
  }
}
