// Mirrors: SwiftUI.UnitCurve
// Status: Complete

import Foundation

/// A curve that maps input progress in 0…1 to output progress, changing the pace of an animation.
///
/// The x axis is the input progress and the y axis the output: evaluating the curve at a
/// progress returns the y of the curve's point with that x. Every curve runs from (0, 0) to
/// (1, 1); a Bézier curve's control points are clamped to 0…1, so its output stays in 0…1 too.
///
/// ```swift
/// let curve = UnitCurve.easeInOut
/// curve.value(at: 0.25)  // ≈ 0.1292
/// curve.inverse.value(at: curve.value(at: 0.25))  // ≈ 0.25
/// ```
public struct UnitCurve: Hashable, Sendable {
  private let function: Function
  /// A `.bezier` curve's solver, which holds its clamped control points; unused otherwise.
  ///
  /// It is kept outside `Function` because binding an enum payload this large copies it on
  /// every evaluation, which nearly doubled the cost of `value(at:)`.
  private let solver: CubicBezier

  private init(_ function: Function, solver: CubicBezier = Self.linearSolver) {
    self.function = function
    self.solver = solver
  }

  /// Creates a cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
  ///
  /// Both coordinates of each control point are clamped to 0…1 (SwiftUI documents the clamping
  /// of x). A control point with a NaN coordinate is replaced by the linear curve's: (0, 0) for
  /// the start, (1, 1) for the end. The curve keeps the clamped points, so curves that evaluate
  /// identically compare equal.
  ///
  /// - Parameters:
  ///   - startControlPoint: The control point of the start, (0, 0); the direction from the start
  ///     to it sets the initial slope.
  ///   - endControlPoint: The control point of the end, (1, 1); the direction from it to the end
  ///     sets the final slope.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    let start = clamped(startControlPoint, linearPoint: 0)
    let end = clamped(endControlPoint, linearPoint: 1)
    let solver = CubicBezier(
      p1x: Double(start.x), p1y: Double(start.y), p2x: Double(end.x), p2y: Double(end.y))
    return UnitCurve(.bezier, solver: solver)
  }

  /// Returns the output progress (y) of the curve at the given input progress (x).
  ///
  /// Bézier outputs are rounded to a multiple of 2⁻²⁰ (about 10⁻⁶), as SwiftUI rounds them.
  ///
  /// - Parameter progress: The input progress, clamped to 0…1; NaN counts as 0.
  /// - Returns: The output progress, in 0…1; exactly 0 at progress 0 and exactly 1 at 1.
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    switch function {
    case .linear:
      return progress
    case .circularEaseIn, .circularEaseOut, .circularEaseInOut, .circularEaseOutIn:
      return circularValue(at: progress)
    case .bezier:
      return solver.value(at: progress)
    }
  }

  /// Returns the slope (first derivative) of the curve's output with respect to its input.
  ///
  /// Where the curve's tangent is vertical (`circularEaseIn` at 1, `circularEaseOut` at 0,
  /// `circularEaseInOut` at 0.5, some Bézier curves) the slope is infinite; this returns the
  /// slope 2⁻²⁰ further into the curve instead (later, or earlier at progress 1), for example
  /// about 724 for `circularEaseIn` at 1. Near such a point the true, large slope is returned.
  /// At an end where a Bézier curve's control point sits on the end point, it returns the limit
  /// of the slope (`easeOut` at 0: 1 / 0.58). Bézier slopes are rounded to a multiple of 2⁻²⁰.
  ///
  /// - Parameter progress: The input progress, clamped to 0…1; NaN counts as 0.
  /// - Returns: The rate of change of the output progress per unit of input progress; finite.
  public func velocity(at progress: Double) -> Double {
    let x = progress > 0 ? min(progress, 1) : 0
    switch function {
    case .linear:
      return 1
    case .bezier:
      return solver.velocity(at: x)
    case .circularEaseIn, .circularEaseOut, .circularEaseInOut, .circularEaseOutIn:
      let slope = circularSlope(at: x)
      if slope.isFinite {
        return slope
      }
      let offset = CubicBezier.outputQuantum
      return circularSlope(at: x + offset <= 1 ? x + offset : x - offset)
    }
  }

  /// The curve with its x and y swapped: it maps this curve's output back to its input.
  ///
  /// For a Bézier curve it swaps the coordinates of both control points; `circularEaseIn` and
  /// `circularEaseOut` are each other's inverse; `linear` is its own. The inverse of
  /// `circularEaseInOut` is the curve `0.5 ± √(y(1 − y))`, fast at both ends and flat in the
  /// middle, which has no public name. Taking the inverse twice gives back the original curve.
  ///
  /// ```swift
  /// // The input progress at which easeInOut reaches 0.6.
  /// let progress = UnitCurve.easeInOut.inverse.value(at: 0.6)
  /// ```
  public var inverse: UnitCurve {
    switch function {
    case .linear:
      return self
    case .circularEaseIn:
      return .circularEaseOut
    case .circularEaseOut:
      return .circularEaseIn
    case .circularEaseInOut:
      return UnitCurve(.circularEaseOutIn)
    case .circularEaseOutIn:
      return .circularEaseInOut
    case .bezier:
      return .bezier(
        startControlPoint: UnitPoint(x: solver.p1y, y: solver.p1x),
        endControlPoint: UnitPoint(x: solver.p2y, y: solver.p2x))
    }
  }
}

extension UnitCurve {
  /// The straight line from (0, 0) to (1, 1): output equals input and the velocity is always 1.
  public static let linear = UnitCurve(.linear)

  /// A Bézier curve that starts slowly and speeds up; control points (0.42, 0) and (1, 1).
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

  /// A Bézier curve that starts quickly and slows down; control points (0, 0) and (0.58, 1).
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

  /// A Bézier curve that is slow at both ends and fast in the middle; (0.42, 0) and (0.58, 1).
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

  /// The same curve as `easeInOut`, under its former name.
  @available(*, deprecated, renamed: "easeInOut")
  public static let easeInEaseOut = easeInOut

  /// A quarter circle that starts slowly and speeds up: `1 − √(1 − x²)`.
  ///
  /// It is the bottom-right quarter of a unit circle; its tangent is vertical at 1.
  public static let circularEaseIn = UnitCurve(.circularEaseIn)

  /// A quarter circle that starts quickly and slows down: `√(1 − (1 − x)²)`.
  ///
  /// It is the top-left quarter of a unit circle; its tangent is vertical at 0.
  public static let circularEaseOut = UnitCurve(.circularEaseOut)

  /// `circularEaseIn` over the first half and `circularEaseOut` over the second, each halved.
  ///
  /// Slow at both ends and fast in the middle, where its tangent is vertical (at 0.5).
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)
}

// MARK: - Private

extension UnitCurve {
  private enum Function: Hashable, Sendable {
    case linear
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    /// The inverse of `circularEaseInOut`: two quarter circles, vertical at 0 and 1, flat at 0.5.
    case circularEaseOutIn
    /// A cubic Bézier curve; its control points are in `solver`.
    case bezier
  }

  private static let linearSolver = CubicBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1)

  /// The value of a circular curve at x in 0…1.
  ///
  /// The formulas are those of SwiftUI's documentation and of §1.1 of the semantics reference,
  /// rearranged (`1 − √(1 − x²)` as `x² / (1 + √(1 − x²))`) to avoid cancellation near the ends.
  private func circularValue(at x: Double) -> Double {
    switch function {
    case .circularEaseIn:
      return Self.quarterCircle(x)
    case .circularEaseOut:
      return (x * (2 - x)).squareRoot()
    case .circularEaseInOut:
      // 1 − x is exact for x in 0.5…1, which keeps the two halves symmetric.
      return x < 0.5 ? 0.5 * Self.quarterCircle(2 * x) : 1 - 0.5 * Self.quarterCircle(2 * (1 - x))
    case .circularEaseOutIn:
      let halfChord = (x * (1 - x)).squareRoot()
      return x < 0.5 ? halfChord : 1 - halfChord
    case .linear, .bezier:
      return x
    }
  }

  /// The slope of a circular curve at x in 0…1; infinite where its tangent is vertical.
  private func circularSlope(at x: Double) -> Double {
    switch function {
    case .circularEaseIn:
      return Self.quarterCircleSlope(x)
    case .circularEaseOut:
      return (1 - x) / (x * (2 - x)).squareRoot()
    case .circularEaseInOut:
      return Self.quarterCircleSlope(x < 0.5 ? 2 * x : 2 * (1 - x))
    case .circularEaseOutIn:
      return abs(1 - 2 * x) / (2 * (x * (1 - x)).squareRoot())
    case .linear, .bezier:
      return 1
    }
  }

  /// `1 − √(1 − x²)`, the bottom-right quarter of the unit circle, for x in 0…1.
  private static func quarterCircle(_ x: Double) -> Double {
    x * x / (1 + ((1 - x) * (1 + x)).squareRoot())
  }

  /// The slope of `quarterCircle`, `x / √(1 − x²)`; infinite at 1.
  private static func quarterCircleSlope(_ x: Double) -> Double {
    x / ((1 - x) * (1 + x)).squareRoot()
  }

  private static func clamped(_ point: UnitPoint, linearPoint: CGFloat) -> UnitPoint {
    guard !point.x.isNaN, !point.y.isNaN else {
      return UnitPoint(x: linearPoint, y: linearPoint)
    }
    return UnitPoint(x: min(max(point.x, 0), 1), y: min(max(point.y, 0), 1))
  }
}
