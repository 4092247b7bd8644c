// Mirrors: SwiftUI.AnimationStateKey
// Status: Complete

/// A key for a value a custom animation keeps in its `AnimationState` between frames.
///
/// ```swift
/// private struct PauseState<Value: VectorArithmetic>: AnimationStateKey {
///   var pausedAt: TimeInterval?
///   static var defaultValue: Self { .init() }
/// }
/// ```
public protocol AnimationStateKey {
  /// The type of the stored value.
  associatedtype Value

  /// The value read before any was written.
  static var defaultValue: Value { get }
}
