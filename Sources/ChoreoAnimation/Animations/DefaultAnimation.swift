// Mirrors: SwiftUI.DefaultAnimation (internal)
// Status: Complete (response 0.5 s where sources disagree; Docs/Divergences.md)

import Foundation

/// `Animation.default`: a critically damped persistent spring, equal only to itself.
///
/// Its response is 0.5 s (Docs/Divergences.md explains the choice between 0.5 and 0.55).
package struct DefaultAnimation: CustomAnimation, CustomStringConvertible {
  /// The spring `Animation.default` runs.
  package static let spring = FluidSpringAnimation(
    response: 0.5, dampingFraction: 1, blendDuration: 0)

  package init() {}

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    Self.spring.animate(value: value, time: time, context: &context)
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    Self.spring.velocity(value: value, time: time, context: context)
  }

  package func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    Self.spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// `DefaultAnimation()`, as SwiftUI describes it.
  package var description: String { "DefaultAnimation()" }
}
