// Mirrors: SwiftUI.CustomAnimation
// Status: Complete

import Foundation

/// A type that says how an animatable value moves over time; wrap one in `Animation(_:)`.
///
/// The engine calls `animate` every frame with `value`, the vector from the old value to the new
/// one, and `time`, the seconds since the animation started. Return how far along that vector
/// the presentation is (`.zero` is the old value, `value` the new one), or `nil` when the
/// animation has finished; the attribute then shows its new value.
///
/// ```swift
/// struct Halfway: CustomAnimation {
///   func animate<V: VectorArithmetic>(
///     value: V, time: TimeInterval, context: inout AnimationContext<V>
///   ) -> V? {
///     time > 1 ? nil : value.scaled(by: 0.5)
///   }
/// }
/// let animation = Animation(Halfway())
/// ```
public protocol CustomAnimation: Hashable, Sendable {
  /// Returns the offset along `value` at `time` seconds, or `nil` once finished.
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// Returns the velocity (units of `value` per second) at `time`, or `nil` if unknown.
  ///
  /// A later animation that merges with this one starts from this velocity. The default
  /// returns `nil`.
  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?

  /// Decides whether this new animation replaces a running `previous` one on the same attribute.
  ///
  /// Return `true` to take over: this animation receives the previous one's state (through
  /// `context`) and elapsed time, and the previous one is discarded. Return `false` (the
  /// default) to run both and add their effects. `value` is the previous animation's vector and
  /// `time` the seconds since it started.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// Returns `nil`: the velocity is unknown.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// Returns `false`: a new animation runs alongside this one and their effects add.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

extension CustomAnimation {
  /// Whether `other` is an animation of the same type with equal parameters.
  package func isEqual(to other: any CustomAnimation) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
