/// A cubic Bézier timing curve from (0, 0) to (1, 1), evaluated as y for a given x.
///
/// The curve is `B(t) = 3(1 − t)²t·P1 + 3(1 − t)t²·P2 + t³` for `t` in 0…1; `value(at:)` finds
/// the `t` whose x is the given progress and returns that point's y. Control points are taken as
/// given (not clamped to 0…1), so y may overshoot: `Animation.timingCurve` relies on that.
/// `UnitCurve` clamps its control points before building one.
///
/// Bad input never produces NaN or infinity:
/// - a control point with a NaN coordinate becomes the linear curve's: (0, 0) for `P1`,
///   (1, 1) for `P2`;
/// - coordinates are clamped to ±`coordinateLimit`, which also turns ±∞ into finite values;
/// - progress is clamped to 0…1, and NaN progress counts as 0.
///
/// If a control point's x lies outside 0…1, x(t) is not monotonic and some progress values have
/// several matching points; the solver then returns one of them, always the same one.
///
/// ```swift
/// let overshoot = CubicBezier(p1x: 0.5, p1y: -0.5, p2x: 0.5, p2y: 1.5)
/// overshoot.value(at: 0.9)  // > 1
/// ```
package struct CubicBezier: Hashable, Sendable {
  // The solvers first: an evaluation reads one of them and none of the control points.

  /// The curve itself, solved for progress up to ½.
  private let head: Polynomials
  /// The curve turned half a turn about (½, ½), solved for 1 − progress when progress is over
  /// ½: near the end, 1 − x is then found to full relative precision, as x is near the start.
  private let tail: Polynomials
  /// Whether both control points lie on the line y = x (`linear`'s do): y(t) is then x(t) for
  /// every t, so the curve's y at any progress is the progress itself, with nothing to solve.
  private let isDiagonal: Bool

  /// The first control point's x, after sanitising.
  package let p1x: Double
  /// The first control point's y, after sanitising.
  package let p1y: Double
  /// The second control point's x, after sanitising.
  package let p2x: Double
  /// The second control point's y, after sanitising.
  package let p2y: Double

  /// The largest magnitude a control point coordinate may have; larger ones are clamped to it.
  ///
  /// It is far beyond any useful curve, and small enough that no evaluation can overflow.
  package static let coordinateLimit: Double = 1e6

  /// The step to which outputs are rounded, 2⁻²⁰, as SwiftUI's Bézier solver rounds them.
  package static let outputQuantum: Double = 0x1p-20

  /// Creates the curve with control points (p1x, p1y) and (p2x, p2y), which are not clamped.
  ///
  /// A point with a NaN coordinate is replaced by the linear curve's; other coordinates are
  /// clamped to ±`coordinateLimit`.
  package init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
    let start = Self.sanitized(x: p1x, y: p1y, linearPoint: 0)
    let end = Self.sanitized(x: p2x, y: p2y, linearPoint: 1)
    self.p1x = start.x
    self.p1y = start.y
    self.p2x = end.x
    self.p2y = end.y
    head = Polynomials(start: start, end: end)
    tail = Polynomials(start: (1 - end.x, 1 - end.y), end: (1 - start.x, 1 - start.y))
    isDiagonal = start.x == start.y && end.x == end.y
  }

  /// Returns the curve's y where its x equals `progress`, rounded to a multiple of 2⁻²⁰.
  ///
  /// `progress` is clamped to 0…1 (NaN counts as 0). The result is exactly 0 at progress 0 and
  /// exactly 1 at progress 1; in between it may leave 0…1 when a control point's y does.
  @inline(__always)  // Read in place by an animator's frame; see `BezierAnimation.animate`.
  package func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    // Exact, where solving would land within its tolerance of it: a linear animation's frame
    // costs a rounding instead of three to five Newton steps.
    if isDiagonal { return Self.quantized(progress) }
    // One solver is picked before either is read: an animator's frame reads the curve where it
    // lies, and solving in two branches would load both solvers' cache lines up front.
    let isTail = progress > 0.5
    let solver = isTail ? tail : head
    // 1 − progress is exact here (Sterbenz).
    let y = solver.y(at: solver.parameter(forX: isTail ? 1 - progress : progress))
    return Self.quantized(isTail ? 1 - y : y)
  }

  /// Returns the curve's slope dy/dx where its x equals `progress`, rounded to a multiple of 2⁻²⁰.
  ///
  /// `progress` is clamped to 0…1 (NaN counts as 0). Where both derivatives vanish (at an end
  /// whose control point coincides with it, as `easeOut`'s does at 0) the result is the limit of
  /// the slope. Where the tangent is vertical the slope is infinite; the result is then the slope
  /// 2⁻²⁰ further into the curve (later, or earlier at progress 1), so it is always finite.
  package func velocity(at progress: Double) -> Double {
    let x = progress > 0 ? min(progress, 1) : 0
    let slope: Double
    if x == 0 {
      slope = head.slopeAtStart
    } else if x == 1 {
      slope = tail.slopeAtStart
    } else {
      slope = interiorSlope(at: x)
    }
    if slope.isFinite {
      return Self.quantized(slope)
    }
    let offset = Self.outputQuantum
    let nearbySlope = interiorSlope(at: x + offset <= 1 ? x + offset : x - offset)
    // x′ has at most two isolated zeros, so this is finite for any curve with finite points.
    return nearbySlope.isFinite ? Self.quantized(nearbySlope) : 0
  }

  /// dy/dx at progress strictly inside 0…1; infinite or NaN where the tangent is vertical.
  private func interiorSlope(at x: Double) -> Double {
    // Turning the curve half a turn leaves its slopes unchanged.
    x <= 0.5 ? head.slope(at: head.parameter(forX: x)) : tail.slope(at: tail.parameter(forX: 1 - x))
  }
}

// MARK: - Solving

extension CubicBezier {
  /// The power-basis coefficients of a Bézier curve from (0, 0) to (1, 1):
  /// x(t) = ((ax·t + bx)·t + cx)·t, and the same for y.
  private struct Polynomials: Hashable, Sendable {
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double
    /// dy/dx at t = 0, from the control points; infinite where the tangent is vertical.
    let slopeAtStart: Double

    init(start: (x: Double, y: Double), end: (x: Double, y: Double)) {
      cx = 3 * start.x
      bx = 3 * (end.x - start.x) - cx
      ax = 1 - cx - bx
      cy = 3 * start.y
      by = 3 * (end.y - start.y) - cy
      ay = 1 - cy - by
      // The first, second and third derivatives at t = 0, divided by 3, 6 and 6. Taken from the
      // control points they are exactly 0 when a control point sits on the start.
      slopeAtStart = Self.limitSlope(
        first: (start.x, start.y),
        second: (end.x - 2 * start.x, end.y - 2 * start.y),
        third: (1 - 3 * end.x + 3 * start.x, 1 - 3 * end.y + 3 * start.y))
    }

    /// The residual |x(t) − x|, relative to the size of x(t)'s terms, at which Newton stops.
    ///
    /// SwiftUI stops at an absolute 2⁻²⁰. Stopping at a relative 10⁻¹⁴ (usually one more Newton
    /// step) makes the solver's error invisible after rounding, keeps the output monotonic, and
    /// keeps it accurate for progress close to 0, where the curve may rise like a cube root.
    private static let relativeTolerance: Double = 1e-14

    /// Bisection alone reaches 2⁻⁶⁰ within this many steps; Newton usually needs 3 to 5.
    private static let maximumIterations = 60

    /// Returns the parameter t in 0…1 with x(t) = `x`, for `x` strictly inside 0…1.
    ///
    /// Newton's method, kept inside a bracket [lower, upper] with x(lower) ≤ `x` ≤ x(upper)
    /// that every evaluation narrows; a step that would leave the bracket (or divide by a zero
    /// derivative) bisects instead. The bracket makes it converge even where x(t) is not
    /// monotonic.
    func parameter(forX x: Double) -> Double {
      var lower = 0.0
      var upper = 1.0
      var t = x
      for _ in 0..<Self.maximumIterations {
        let residual = ((ax * t + bx) * t + cx) * t - x
        // The terms' magnitudes bound the rounding error of evaluating x(t).
        let scale = ((abs(ax) * t + abs(bx)) * t + abs(cx)) * t
        if abs(residual) <= Self.relativeTolerance * scale {
          return t
        }
        if residual < 0 {
          lower = t
        } else {
          upper = t
        }
        let derivative = (3 * ax * t + 2 * bx) * t + cx
        let newton = t - residual / derivative
        t = newton > lower && newton < upper ? newton : 0.5 * (lower + upper)
      }
      return t
    }

    func y(at t: Double) -> Double {
      ((ay * t + by) * t + cy) * t
    }

    /// dy/dx at parameter t; infinite or NaN where x′(t) is 0.
    func slope(at t: Double) -> Double {
      let dx = (3 * ax * t + 2 * bx) * t + cx
      let dy = (3 * ay * t + 2 * by) * t + cy
      return dy / dx
    }

    /// The limit of dy/dx at an end, from the derivatives there.
    ///
    /// By l'Hôpital's rule it is the ratio of the first pair that is not (0, 0); infinite when
    /// that pair's x is 0 (a vertical tangent).
    private static func limitSlope(
      first: (x: Double, y: Double), second: (x: Double, y: Double), third: (x: Double, y: Double)
    ) -> Double {
      if first.x != 0 { return first.y / first.x }
      if first.y != 0 { return .infinity }
      if second.x != 0 { return second.y / second.x }
      if second.y != 0 { return .infinity }
      // third.x is 1 whenever first.x and second.x are both 0, so this never divides by 0.
      return third.y / third.x
    }
  }

  private static func quantized(_ value: Double) -> Double {
    (value / outputQuantum).rounded() * outputQuantum
  }

  private static func sanitized(x: Double, y: Double, linearPoint: Double) -> (x: Double, y: Double)
  {
    guard !x.isNaN, !y.isNaN else { return (linearPoint, linearPoint) }
    return (
      min(max(x, -coordinateLimit), coordinateLimit),
      min(max(y, -coordinateLimit), coordinateLimit)
    )
  }
}
