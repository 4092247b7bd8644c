// Mirrors: SwiftUI.DelayAnimation (internal)
// Status: Complete

import Foundation

/// `animation.delay(_:)`: the base animation sees `max(0, time − delay)` (§1.7).
///
/// During the delay the value holds its start and the animation already counts as running. It
/// merges only with a running animation of the same delay whose base it would merge with.
package struct DelayAnimation: CustomAnimation {
  package let base: Animation
  /// Seconds; never negative or non-finite.
  package let delay: TimeInterval

  package init(base: Animation, delay: TimeInterval) {
    self.base = base
    self.delay = delay.isFinite && delay > 0 ? delay : 0
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: Swift.max(0, time.sanitizedTime - delay), context: &context)
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let time = time.sanitizedTime
    guard time >= delay else { return .zero }
    return base.velocity(value: value, time: time - delay, context: context)
  }

  package func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.base as? DelayAnimation, previous.delay == delay else {
      return false
    }
    return base.shouldMerge(
      previous: previous.base, value: value, time: Swift.max(0, time.sanitizedTime - delay),
      context: &context)
  }
}
