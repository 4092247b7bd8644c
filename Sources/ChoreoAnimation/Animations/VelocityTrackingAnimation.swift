// Mirrors: SwiftUI's velocity-tracking animation (internal; Transaction.tracksVelocity)
// Status: Complete

import Foundation

/// What a change animates with when its transaction tracks velocity and has no animation
/// (§4.1): a gesture's `onChanged` makes such changes.
///
/// The value follows each change at once, and the animation measures how fast the changes
/// move it, so that an animation merging in after them (a spring started when the drag ends)
/// starts at that velocity. It lasts `lifetime` seconds past the latest change: a value that
/// has stopped moving hands on no velocity.
package struct VelocityTrackingAnimation: CustomAnimation {
  /// How long the animation outlives the latest change, in seconds.
  package static let lifetime: TimeInterval = 0.1

  package init() {}

  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let latest = Self.tracking(in: context)?.time ?? 0
    return time.sanitizedTime - latest <= Self.lifetime ? value : nil
  }

  /// The velocity of the latest changes: the last change over the time since the one before,
  /// or, once time has passed since the last change, the distance moved since it over that
  /// time.
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard let tracking = Self.tracking(in: context) else { return .zero }
    let elapsed = time.sanitizedTime - tracking.time
    guard elapsed > 0 else { return tracking.velocity }
    var moved = value - tracking.value
    moved.scale(by: 1 / elapsed)
    return moved.magnitudeSquared.isFinite ? moved : tracking.velocity
  }

  /// Takes over whatever runs (the changes now follow the gesture), recording the value the
  /// attribute had reached and the velocity since the previous change.
  package func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    let time = time.sanitizedTime
    let velocity =
      previous.base is VelocityTrackingAnimation
      ? velocity(value: value, time: time, context: context)
      : previous.velocity(value: value, time: time, context: context)
    let position = previous.animate(value: value, time: time, context: &context) ?? value
    context.state = AnimationState()
    context.state.setValue(
      Tracking(time: time, value: position, velocity: velocity ?? .zero), for: Self.stateID)
    return true
  }

  /// The value at the latest change and the velocity measured then.
  private struct Tracking<V> {
    var time: TimeInterval
    var value: V
    var velocity: V
  }

  /// The identity the tracking is stored under (see `AnimationState.value(for:as:)`).
  private enum StateKey {}
  private static var stateID: ObjectIdentifier { ObjectIdentifier(StateKey.self) }

  private static func tracking<V>(in context: AnimationContext<V>) -> Tracking<V>? {
    context.state.value(for: stateID, as: Tracking<V>.self)
  }
}

extension Transaction {
  /// The animation changes under this transaction animate with: `animation`, or velocity
  /// tracking when there is none and `tracksVelocity` is set.
  package var effectiveAnimation: Animation? {
    animation ?? (tracksVelocity ? Animation(VelocityTrackingAnimation()) : nil)
  }
}
