// Mirrors: SwiftUI.BezierAnimation (internal)
// Status: Complete

import Foundation

/// A timing curve given by cubic Bézier control points: `.linear`, `.easeIn`, `.easeOut`,
/// `.easeInOut` and `.timingCurve(_:_:_:_:duration:)`.
///
/// Progress is `curve(time / duration)`, clamped to the end; `animate` returns `nil` once `time`
/// passes `duration`. Like SwiftUI's, it reports no velocity, so a spring taking over starts at
/// rest (§1.1).
package struct BezierAnimation: CustomAnimation {
  /// Seconds; 0 when the requested duration was not positive and finite (finishes at once).
  package let duration: TimeInterval
  /// The solver for the control points, built once; next to `duration`, as a frame reads both.
  private let curve: CubicBezier
  package let p1x: Double
  package let p1y: Double
  package let p2x: Double
  package let p2y: Double

  package init(p1x: Double, p1y: Double, p2x: Double, p2y: Double, duration: TimeInterval) {
    // x must stay in 0…1 for the curve to be a function of time; y may overshoot.
    self.p1x = Self.clampedX(p1x)
    self.p1y = p1y.finite(or: 0)
    self.p2x = Self.clampedX(p2x)
    self.p2y = p2y.finite(or: 1)
    self.duration = duration.isFinite && duration > 0 ? duration : 0
    self.curve = CubicBezier(p1x: self.p1x, p1y: self.p1y, p2x: self.p2x, p2y: self.p2y)
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  // Inlined, with the curve's `value(at:)`, into the animator's frame: called, this 184-byte
  // animation would be copied out of its box to the stack, touching every cache line of it.
  @inline(__always)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let time = time.sanitizedTime
    guard duration > 0, time <= duration else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  private static func clampedX(_ x: Double) -> Double {
    x.isNaN ? 0 : Swift.min(Swift.max(x, 0), 1)
  }
}

extension BezierAnimation: CustomStringConvertible {
  package var description: String {
    "BezierAnimation(duration: \(duration), curve: (\(p1x), \(p1y)), (\(p2x), \(p2y)))"
  }
}
