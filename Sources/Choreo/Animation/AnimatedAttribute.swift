import Foundation

/// Which animatable attribute of a node an animator belongs to.
///
/// A node has at most one animator per attribute (§0): its render effect's data, its custom
/// `Animatable` data, or its frame as a leaf.
package enum AttributeKey: Hashable, Sendable, CustomStringConvertible {
  /// The data of the node's render effect (`opacity`, `offset`, `scaleEffect`, …).
  case effect
  /// The `animatableData` of a custom `Animatable` view, modifier or shape.
  case custom
  /// The frame of a leaf view, in the host's coordinates.
  case frame

  package var description: String {
    switch self {
    case .effect: "effect"
    case .custom: "animatableData"
    case .frame: "frame"
    }
  }
}

/// One animatable attribute of a node, its value type erased.
@MainActor
package class AnyAnimatedAttribute {
  /// Whether an animator is running (as of the last time the presentation was read).
  package var isAnimating: Bool { false }
  /// The running animator at `time`, described for `ViewHost.animations`.
  package func runningAnimation(at time: TimeInterval) -> RunningAnimation.Details? { nil }
  /// Stops the animation; waiting completion listeners fire.
  package func removeAnimations() {}
  /// Moves the animator to `time`, dropping it if it has finished there.
  package func advance(to time: TimeInterval) {}
}

/// One animatable attribute of a node: its model value and the animator moving its
/// presentation.
@MainActor
package final class AnimatedAttribute<Value: VectorArithmetic>: AnyAnimatedAttribute {
  package var value: AnimatedValue<Value>

  package init(_ model: Value) {
    value = AnimatedValue(model)
  }

  override package var isAnimating: Bool { value.isAnimating }

  override package func runningAnimation(at time: TimeInterval) -> RunningAnimation.Details? {
    guard let animator = value.animator else { return nil }
    return RunningAnimation.Details(
      animation: animator.animation, beginTime: animator.beginTime,
      delta: String(describing: animator.interval),
      isLogicallyComplete: animator.isLogicallyComplete,
      expectedEnd: animator.estimatedEnd(from: time))
  }

  override package func removeAnimations() {
    value.removeAnimations()
  }

  override package func advance(to time: TimeInterval) {
    _ = value.presentation(at: time)
  }
}
