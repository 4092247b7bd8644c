import ChoreoAnimation
import Foundation

extension SeededGenerator {
  /// A coordinate in `range`, exactly its ends a fifth of the time each, to reach degenerate
  /// curves (control points on the corners) that uniform sampling would never hit.
  mutating func coordinate(in range: ClosedRange<Double>) -> Double {
    switch Int.random(in: 0..<10, using: &self) {
    case 0, 1: return range.lowerBound
    case 2, 3: return range.upperBound
    default: return Double.random(in: range, using: &self)
    }
  }

  /// A progress in 0…1, sometimes very close to an end.
  mutating func progress() -> Double {
    switch Int.random(in: 0..<10, using: &self) {
    case 0: return pow(10, -Double.random(in: 1...15, using: &self))
    case 1: return 1 - pow(10, -Double.random(in: 1...15, using: &self))
    default: return Double.random(in: 0...1, using: &self)
    }
  }

  /// A `UnitCurve.bezier` whose control point coordinates are drawn from `range`.
  mutating func bezier(in range: ClosedRange<Double>) -> (UnitCurve, description: String) {
    let start = UnitPoint(x: coordinate(in: range), y: coordinate(in: range))
    let end = UnitPoint(x: coordinate(in: range), y: coordinate(in: range))
    return (
      UnitCurve.bezier(startControlPoint: start, endControlPoint: end),
      "bezier((\(start.x), \(start.y)), (\(end.x), \(end.y)))"
    )
  }
}

/// The seeds every property test runs; a failure message names its seed, so a failing case can
/// be replayed alone with `SeededGenerator(seed:)`.
let propertySeeds: ClosedRange<UInt64> = 1...300

/// A point of the cubic Bézier from (0, 0) to (1, 1) with control points p1 and p2, at parameter
/// t, from its Bernstein form (independent of the solver under test).
func bezierPoint(
  p1: (x: Double, y: Double), p2: (x: Double, y: Double), t: Double
) -> (x: Double, y: Double) {
  let s = 1 - t
  let b1 = 3 * s * s * t
  let b2 = 3 * s * t * t
  let b3 = t * t * t
  return (b1 * p1.x + b2 * p2.x + b3, b1 * p1.y + b2 * p2.y + b3)
}

/// dy/dx of that curve at parameter t, from the derivative of its Bernstein form.
func bezierSlope(p1: (x: Double, y: Double), p2: (x: Double, y: Double), t: Double) -> Double {
  let s = 1 - t
  let d0 = 3 * s * s
  let d1 = 6 * s * t
  let d2 = 3 * t * t
  let dx = d0 * p1.x + d1 * (p2.x - p1.x) + d2 * (1 - p2.x)
  let dy = d0 * p1.y + d1 * (p2.y - p1.y) + d2 * (1 - p2.y)
  return dy / dx
}

/// How far `value(at: x(t))` may be from y(t): one output quantum, plus the slope times the
/// rounding of x(t) to a Double, which near a vertical tangent moves y far more than a quantum.
func parametricTolerance(
  p1: (x: Double, y: Double), p2: (x: Double, y: Double), t: Double, x: Double
) -> Double {
  let slope = abs(bezierSlope(p1: p1, p2: p2, t: t))
  let rounding = slope.isFinite ? 4 * slope * max(x, 1 - x).ulp : .infinity
  return 0x1p-20 + rounding
}

/// The curves SwiftUI names, with their names, for tests that hold for all of them.
let namedCurves: [(UnitCurve, String)] = [
  (.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
  (.circularEaseIn, "circularEaseIn"), (.circularEaseOut, "circularEaseOut"),
  (.circularEaseInOut, "circularEaseInOut"),
  (.circularEaseInOut.inverse, "circularEaseInOut.inverse"),
]

/// Inputs no caller should pass, but that must never produce NaN or infinity.
let hostileProgressValues: [Double] = [
  .nan, -.nan, .signalingNaN, .infinity, -.infinity, -1, 2, .greatestFiniteMagnitude,
  -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0, -0.0, 1,
  1 - .ulpOfOne / 2, 0.5, .ulpOfOne,
]
