// Mirrors: SwiftUI.Animation
// Status: Complete

import Foundation

/// How a view's animatable values move from their old to their new state over time.
///
/// An `Animation` wraps a `CustomAnimation`: a timing curve, a spring, a modifier such as
/// `delay(_:)` around another animation, or your own type. Two animations are equal when their
/// wrapped animations have the same type and equal parameters; `Animation.default` equals only
/// itself.
///
/// ```swift
/// withAnimation(.spring(duration: 0.4, bounce: 0.2).delay(0.1)) {
///   isExpanded.toggle()
/// }
/// ```
@frozen
public struct Animation: Hashable, Sendable {
  /// The custom animation this animation wraps.
  public let base: any CustomAnimation

  /// Creates an animation that runs `base`.
  public init<A: CustomAnimation>(_ base: A) {
    self.base = base
  }

  /// Returns whether both animations wrap animations of the same type with equal parameters.
  ///
  /// `Animation.default` is equal only to itself, not to a spring with the same parameters.
  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  /// Hashes the wrapped animation's type and parameters, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    hasher.combine(base)
  }

  /// Returns the offset along `value` at `time` seconds, or `nil` once finished (see
  /// `CustomAnimation.animate(value:time:context:)`).
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  /// Returns the velocity at `time`, or `nil` if the wrapped animation does not know it.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  /// Returns whether this animation takes over from `previous` (see
  /// `CustomAnimation.shouldMerge(previous:value:time:context:)`).
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
  /// A description of the wrapped animation and its parameters, such as `DefaultAnimation()`.
  public var description: String { String(describing: base) }

  /// The description wrapped in `Animation(…)`, such as `Animation(DefaultAnimation())`.
  public var debugDescription: String { "Animation(\(description))" }
}
