// Mirrors: SwiftUI.SpeedAnimation (internal)
// Status: Complete (an unusable speed finishes at once; Docs/Divergences.md)

import Foundation

/// `animation.speed(_:)`: the base animation sees `time × speed` (§1.7).
///
/// A speed that is not positive and finite finishes at once. It merges only with a running
/// animation of the same speed whose base it would merge with.
package struct SpeedAnimation: CustomAnimation {
  package let base: Animation
  /// The time factor; 0 when the requested speed was unusable (the animation finishes at once).
  package let speed: Double

  package init(base: Animation, speed: Double) {
    self.base = base
    self.speed = speed.isFinite && speed > 0 ? speed : 0
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard speed > 0 else { return nil }
    return base.animate(value: value, time: time.sanitizedTime * speed, context: &context)
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard speed > 0 else { return nil }
    return base.velocity(value: value, time: time.sanitizedTime * speed, context: context)?
      .scaled(by: speed)
  }

  package func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard speed > 0, let previous = previous.base as? SpeedAnimation, previous.speed == speed
    else { return false }
    return base.shouldMerge(
      previous: previous.base, value: value, time: time.sanitizedTime * speed, context: &context)
  }
}
