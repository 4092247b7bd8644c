import Foundation

/// A drag in progress on a host, moved and ended when the caller says: for scripts that show
/// frames while a finger is still down.
///
/// ```swift
/// let drag = host.beginDrag(at: CGPoint(x: 40, y: 40))
/// host.advance(by: 0.1)
/// drag?.move(to: CGPoint(x: 90, y: 40))  // onChanged, with the velocity since the last move
/// drag?.end()                              // onEnded
/// ```
///
/// The drag reaches the frontmost view under its start with a drag gesture. It starts once the
/// press has moved the gesture's minimum distance; until then moves report nothing, and ending
/// it reports nothing. Changes are applied after each move, in a transaction that tracks
/// velocity. A session whose host is gone does nothing.
@MainActor
public final class DragSession {
  private let handlers: DragHandlers
  private let now: () -> TimeInterval?
  private let applyChanges: () -> Void
  /// Where the gesture's coordinate space has its origin now, in host coordinates.
  private let spaceOrigin: () -> CGPoint
  /// The value reported, its locations in the gesture's coordinate space.
  private var value: DragGesture.Value
  /// Where the press started and last was, in host coordinates.
  private let hostStart: CGPoint
  private var hostLocation: CGPoint
  private var lastTime: TimeInterval
  /// Whether the press has moved far enough to be a drag: `onChanged` has been called.
  public private(set) var hasStarted = false
  /// Whether `end()` has been called.
  public private(set) var hasEnded = false

  init(
    handlers: DragHandlers, start: CGPoint, time: TimeInterval,
    spaceOrigin: @escaping () -> CGPoint, now: @escaping () -> TimeInterval?,
    applyChanges: @escaping () -> Void
  ) {
    self.handlers = handlers
    self.now = now
    self.applyChanges = applyChanges
    self.spaceOrigin = spaceOrigin
    let origin = spaceOrigin()
    let inSpace = CGPoint(x: start.x - origin.x, y: start.y - origin.y)
    value = DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: time), location: inSpace,
      startLocation: inSpace, velocity: .zero)
    hostStart = start
    hostLocation = start
    lastTime = time
  }

  /// Moves the press to `location`, in host coordinates, at the host's current time; the
  /// gesture sees it in its coordinate space.
  ///
  /// The velocity is the distance from the previous location over the virtual time since it
  /// (zero if no time has passed). Non-finite coordinates are ignored; a velocity or location
  /// too large for a `CGFloat` is reported at the largest finite one of its sign.
  public func move(to location: CGPoint) {
    guard !hasEnded, location.x.isFinite, location.y.isFinite, let time = now() else { return }
    let elapsed = time - lastTime
    if elapsed > 0 {
      value.velocity = CGSize(
        width: ((location.x - hostLocation.x) / elapsed).clampedToFinite,
        height: ((location.y - hostLocation.y) / elapsed).clampedToFinite)
    }
    let origin = spaceOrigin()
    value.time = Date(timeIntervalSinceReferenceDate: time)
    value.location = CGPoint(
      x: (location.x - origin.x).clampedToFinite, y: (location.y - origin.y).clampedToFinite)
    hostLocation = location
    lastTime = time
    let start = hostStart
    if !hasStarted, hypot(location.x - start.x, location.y - start.y) >= handlers.minimumDistance {
      hasStarted = true
    }
    guard hasStarted else { return }
    withTransaction(\.tracksVelocity, true) {
      for action in handlers.changed { action(value) }
    }
    applyChanges()
  }

  /// Lifts the press where it last moved: `onEnded` if the drag started.
  ///
  /// Later calls do nothing.
  public func end() {
    guard !hasEnded else { return }
    hasEnded = true
    guard hasStarted, now() != nil else { return }
    for action in handlers.ended { action(value) }
    applyChanges()
  }
}

extension ViewHost {
  /// Presses at `start`, in host coordinates, on the frontmost view there with a drag gesture;
  /// `nil` if there is none.
  ///
  /// Move and end the drag through the session.
  public func beginDrag(at start: CGPoint) -> DragSession? {
    guard start.x.isFinite, start.y.isFinite, let chain = hitTest(start),
      let node = chain.last(where: { $0.dragHandlers != nil }),
      let handlers = node.dragHandlers
    else { return nil }
    let space = handlers.coordinateSpace
    return DragSession(
      handlers: handlers, start: start, time: time,
      spaceOrigin: { [weak node] in
        guard let node else { return .zero }
        let global = node.frame
        let inSpace = node.frame(in: space)
        return CGPoint(x: global.minX - inSpace.minX, y: global.minY - inSpace.minY)
      },
      now: { [weak self] in self?.time },
      applyChanges: { [weak self] in self?.applyPendingChanges() })
  }

  /// Drags from `start` to `end`, in host coordinates, over `duration` seconds of virtual time.
  ///
  /// Steps are 1/60 s apart: the frontmost view at `start` with a drag gesture gets `onChanged`
  /// for every step once the press has moved its minimum distance, then `onEnded`. Changes are
  /// applied after each step, in a transaction that tracks velocity.
  ///
  /// Returns whether a drag gesture received the drag. A non-finite or negative duration counts
  /// as one step; one over a day counts as a day.
  @discardableResult
  public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) -> Bool {
    guard let session = beginDrag(at: start) else { return false }
    let steps = DragSession.steps(for: duration)
    for step in 1...steps {
      advance(by: 1.0 / 60)
      session.move(to: DragSession.location(from: start, to: end, at: step, of: steps))
    }
    session.end()
    return session.hasStarted
  }
}

extension DragSession {
  /// The number of 1/60 s steps a drag of `duration` seconds takes: at least one, at most a
  /// day's.
  package static func steps(for duration: TimeInterval) -> Int {
    let seconds = duration.isFinite ? min(max(0, duration), 86_400) : 0
    return max(1, Int((seconds * 60).rounded(.up)))
  }

  /// Where a straight drag from `start` to `end` is after `step` of `steps` steps.
  package static func location(from start: CGPoint, to end: CGPoint, at step: Int, of steps: Int)
    -> CGPoint
  {
    let progress = CGFloat(step) / CGFloat(max(1, steps))
    return CGPoint(
      x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
  }
}
