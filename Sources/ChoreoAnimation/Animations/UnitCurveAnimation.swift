// Mirrors: SwiftUI.UnitCurveAnimation (internal)
// Status: Complete (velocity is zero, not nil, after the end; Docs/Divergences.md)

import Foundation

/// A timing animation along a `UnitCurve`: `.timingCurve(_:duration:)`.
///
/// Unlike `BezierAnimation` it reports its velocity, `value × curve′(p) / duration`: zero once
/// the curve has ended, and `nil` (unknown) when that product is not finite, as it is for a
/// subnormal duration.
package struct UnitCurveAnimation: CustomAnimation {
  package let curve: UnitCurve
  /// Seconds; 0 when the requested duration was not positive and finite (finishes at once).
  package let duration: TimeInterval

  package init(curve: UnitCurve, duration: TimeInterval) {
    self.curve = curve
    self.duration = duration.isFinite && duration > 0 ? duration : 0
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let time = time.sanitizedTime
    guard duration > 0, time <= duration else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let time = time.sanitizedTime
    guard duration > 0, time <= duration else { return .zero }
    let factor = curve.velocity(at: time / duration) / duration
    guard factor.isFinite else { return nil }
    let velocity = value.scaled(by: factor)
    return velocity.magnitudeSquared.isFinite ? velocity : nil
  }
}
