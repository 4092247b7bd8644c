// Mirrors: SwiftUI.LogicalCompletionAnimation (internal)
// Status: Complete

import Foundation

/// `animation.logicallyComplete(after:)`: reports logical completion at `duration` seconds unless
/// the base reported it earlier; it changes nothing else (§1.7).
///
/// Merging is the base's decision; when the running animation has the same wrapper, the base is
/// asked about the running animation's base.
package struct LogicalCompletionAnimation: CustomAnimation {
  package let base: Animation
  /// Seconds; never negative or NaN.
  package let duration: TimeInterval

  package init(base: Animation, duration: TimeInterval) {
    self.base = base
    self.duration = duration.sanitizedTime
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let result = base.animate(value: value, time: time, context: &context)
    if time.sanitizedTime >= duration { context.isLogicallyComplete = true }
    return result
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  package func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    let previous = (previous.base as? LogicalCompletionAnimation)?.base ?? previous
    return base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }
}
