import Choreo
import Foundation

/// Plays a choreography on a virtual clock and shows it at any time.
///
/// Times only move forward on one host; asking for an earlier time builds the view afresh and
/// replays the script up to it, so every frame is a function of the choreography and the time
/// alone. A drag takes the clock with it: a time inside a drag shows the drag's end.
///
/// ```swift
/// let player = ChoreographyPlayer(badge)
/// let list = player.displayList(at: 0.75)
/// ```
@MainActor
public final class ChoreographyPlayer {
  /// What is played.
  public let choreography: Choreography
  /// The host playing it now.
  public private(set) var host: ViewHost<AnyView>
  private var nextCue = 0

  /// A player at time 0, before any cue.
  public init(_ choreography: Choreography) {
    self.choreography = choreography
    host = ViewHost(choreography.content(), size: choreography.size)
  }

  /// Plays to `time` seconds (non-finite and negative times count as 0): runs every cue due by
  /// then at its own time, then advances the clock.
  public func seek(to time: TimeInterval) {
    let time = time.isFinite ? max(0, time) : 0
    if time < host.time {
      host = ViewHost(choreography.content(), size: choreography.size)
      nextCue = 0
    }
    let script = choreography.script
    while nextCue < script.count, script[nextCue].time <= time {
      let cue = script[nextCue]
      nextCue += 1
      host.advance(to: cue.time)
      switch cue.action {
      case .tap(let identifier): host.tap(identifier)
      case .tapAt(let point): host.tap(at: point)
      case .drag(let start, let end, let duration):
        host.drag(from: start, to: end, duration: duration)
      }
    }
    host.advance(to: time)
  }

  /// The display list at `time`.
  public func displayList(at time: TimeInterval) -> DisplayList {
    seek(to: time)
    return host.displayList
  }

  /// The times of `count` frames at `fps` frames a second from the start: frame i at i / fps.
  ///
  /// `count` defaults to enough frames to cover the duration (at least one). A non-finite or
  /// non-positive `fps` counts as 30.
  public static func frameTimes(
    duration: TimeInterval, fps: Double, count: Int? = nil
  ) -> [TimeInterval] {
    let fps = fps.isFinite && fps > 0 ? fps : 30
    let frames = count ?? max(1, Int((duration * fps).rounded(.up)))
    return (0..<max(0, frames)).map { Double($0) / fps }
  }
}
