import Choreo
import Foundation

/// Plays a choreography on a virtual clock and shows it at any time.
///
/// Times only move forward on one host; asking for an earlier time builds the view afresh and
/// replays the script up to it, so every frame is a function of the choreography and the time
/// alone. A drag moves in 1/60 s steps on the same clock, so a time inside a drag shows the
/// press where it is then; a drag cue that comes while another drag is down lifts that one
/// where it is.
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
  /// The drag whose press is down, if any.
  private var drag: ActiveDrag?

  /// A drag cue being played step by step.
  private struct ActiveDrag {
    let session: DragSession
    let start: CGPoint
    let end: CGPoint
    let startTime: TimeInterval
    let steps: Int
    /// The steps made so far.
    var done = 0

    /// When the next step is due.
    var nextTime: TimeInterval { startTime + Double(done + 1) / 60 }
  }

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
      drag = nil
    }
    let script = choreography.script
    // Cues and drag steps, in time order (a step before a cue due at the same time).
    while true {
      let cueTime = nextCue < script.count ? script[nextCue].time : .infinity
      let stepTime = drag?.nextTime ?? .infinity
      guard min(cueTime, stepTime) <= time else { break }
      if stepTime <= cueTime {
        stepDrag()
      } else {
        run(script[nextCue])
        nextCue += 1
      }
    }
    host.advance(to: time)
  }

  private func run(_ cue: Cue) {
    host.advance(to: cue.time)
    switch cue.action {
    case .tap(let identifier): host.tap(identifier)
    case .tapAt(let point): host.tap(at: point)
    case .drag(let start, let end, let duration):
      drag?.session.end()
      drag = host.beginDrag(at: start).map {
        ActiveDrag(
          session: $0, start: start, end: end, startTime: cue.time,
          steps: DragSession.steps(for: duration))
      }
    }
  }

  /// Makes the active drag's next step, lifting the press after the last.
  private func stepDrag() {
    guard var active = drag else { return }
    host.advance(to: active.nextTime)
    active.done += 1
    active.session.move(
      to: DragSession.location(
        from: active.start, to: active.end, at: active.done, of: active.steps))
    if active.done == active.steps {
      active.session.end()
      drag = nil
    } else {
      drag = active
    }
  }

  /// The display list at `time`.
  public func displayList(at time: TimeInterval) -> DisplayList {
    seek(to: time)
    return host.displayList
  }

  /// The times of `count` frames at `fps` frames a second from the start: frame i at i / fps.
  ///
  /// `count` defaults to enough frames to cover the duration (`frameCount(duration:fps:)`).
  /// A non-finite or non-positive `fps` counts as 30. At most `maximumFrameTimes` times are
  /// given: a longer list would take gigabytes.
  nonisolated public static func frameTimes(
    duration: TimeInterval, fps: Double, count: Int? = nil
  ) -> [TimeInterval] {
    let fps = usableFPS(fps)
    let frames = count.map(Double.init) ?? frameCount(duration: duration, fps: fps)
    let kept = Int(min(max(0, frames), Double(maximumFrameTimes)))
    return (0..<kept).map { Double($0) / fps }
  }

  /// How many frames at `fps` cover `duration`: at least one, and one for a NaN or negative
  /// duration; infinite for an infinite one.
  ///
  /// A `Double`, so that a duration too long to export can be told apart before any list of
  /// times is made.
  nonisolated public static func frameCount(duration: TimeInterval, fps: Double) -> Double {
    guard !duration.isNaN, duration > 0 else { return 1 }
    return max(1, (duration * usableFPS(fps)).rounded(.up))
  }

  /// The most times `frameTimes` gives: over four and a half hours at 60 fps.
  nonisolated public static let maximumFrameTimes = 1_000_000

  nonisolated private static func usableFPS(_ fps: Double) -> Double {
    fps.isFinite && fps > 0 ? fps : 30
  }
}
