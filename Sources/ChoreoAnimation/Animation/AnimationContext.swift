// Mirrors: SwiftUI.AnimationContext
// Status: Complete

/// What a custom animation sees besides its value and time: its persistent state, the
/// environment of the view that started it, and its logical-completion flag.
///
/// ```swift
/// func animate<V: VectorArithmetic>(
///   value: V, time: TimeInterval, context: inout AnimationContext<V>
/// ) -> V? {
///   if time >= 0.2 { context.isLogicallyComplete = true }
///   return time > 0.3 ? nil : value.scaled(by: time / 0.3)
/// }
/// ```
public struct AnimationContext<Value: VectorArithmetic> {
  // The flag comes first: an animator resets it at every frame, next to its own fields.

  /// Set it to `true` once the animation has logically completed (for example a spring that is
  /// close enough to its target); completion handlers waiting for `.logicallyComplete` then run.
  ///
  /// Only the first `true` counts: setting it back to `false` later is ignored.
  public var isLogicallyComplete: Bool

  /// The animation's state, kept from one frame to the next.
  public var state: AnimationState<Value>

  /// The environment given, if any; the engine keeps one context per animator and replaces
  /// it when a later change brings a newer environment.
  var storedEnvironment: EnvironmentValues?

  /// The environment of the view whose change started the animation; an empty environment when
  /// that view is gone or the animation runs outside a view.
  public var environment: EnvironmentValues { storedEnvironment ?? EnvironmentValues() }

  /// Creates a context; the animation engine makes one for every animator.
  package init(
    state: AnimationState<Value> = AnimationState(),
    isLogicallyComplete: Bool = false,
    environment: EnvironmentValues? = nil
  ) {
    self.state = state
    self.isLogicallyComplete = isLogicallyComplete
    self.storedEnvironment = environment
  }

  /// Returns a context with the same environment and `state` in place of this one's state.
  ///
  /// Animations that wrap another animation use it to give the inner one its own state.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    AnimationContext<T>(state: state, isLogicallyComplete: false, environment: storedEnvironment)
  }
}
