import ChoreoAnimation
import Foundation
import Testing

/// The unclamped solver behind `UnitCurve.bezier` and `Animation.timingCurve`.
@Suite("CubicBezier")
struct CubicBezierTests {
  let quantum = 0x1p-20

  @Test("A control point above 1 overshoots: (0, 0), (1, 7/3) peaks at 343/243")
  func overshootPeaksWhereExpected() {
    // x(t) = 3t² − 2t³ and y(t) = 7t² − 6t³: y(½) = 1 at x(½) = ½, and y′(t) = 0 at t = 7/9,
    // where x = 637/729 and y = 1029/729 = 343/243.
    let curve = CubicBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 7.0 / 3)
    #expect(abs(curve.value(at: 0.5) - 1) <= quantum)
    #expect(abs(curve.value(at: 637.0 / 729) - 343.0 / 243) <= quantum)
    #expect(abs(curve.velocity(at: 637.0 / 729)) <= quantum)
    #expect(curve.velocity(at: 0.95) < 0)
    #expect(curve.value(at: 1) == 1)
  }

  @Test("Control points on the diagonal give the progress itself, rounded to 2⁻²⁰")
  func diagonalControlPointsGiveTheProgress() {
    // x(t) and y(t) are the same polynomial: y is x wherever the curve is solved.
    let curves = [
      CubicBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1),
      CubicBezier(p1x: 0.3, p1y: 0.3, p2x: 0.6, p2y: 0.6),
      CubicBezier(p1x: 0.9, p1y: 0.9, p2x: 0.1, p2y: 0.1),
    ]
    for curve in curves {
      for progress in [1e-9, 0.1, 1.0 / 3, 0.5, 0.5 + 1e-12, 2.0 / 3, 0.999_999] {
        let rounded = (progress / quantum).rounded() * quantum
        #expect(curve.value(at: progress) == rounded, "\(curve) at \(progress)")
      }
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
    // Off the diagonal by a hair, the curve is solved, and lands within a quantum.
    let nearly = CubicBezier(p1x: 0.3, p1y: 0.3 + 1e-9, p2x: 0.6, p2y: 0.6)
    #expect(abs(nearly.value(at: 0.4) - 0.4) <= quantum)
  }

  @Test("A control point below 0 undershoots at the start")
  func undershootDipsBelowZero() {
    let curve = CubicBezier(p1x: 0.5, p1y: -1, p2x: 1, p2y: 1)
    #expect(curve.value(at: 0.2) < 0)
    #expect(curve.velocity(at: 0) < 0)
    // UnitCurve clamps the same control points, so it cannot dip.
    let clamped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.5, y: -1), endControlPoint: UnitPoint(x: 1, y: 1))
    #expect(clamped.value(at: 0.2) >= 0)
  }

  @Test("value(at: x(t)) is y(t) for control y anywhere, to within the output rounding")
  func valueMatchesParametricCurveWithOvershoot() {
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      let p1 = (x: random.coordinate(in: 0...1), y: random.coordinate(in: -3...4))
      let p2 = (x: random.coordinate(in: 0...1), y: random.coordinate(in: -3...4))
      let curve = CubicBezier(p1x: p1.x, p1y: p1.y, p2x: p2.x, p2y: p2.y)
      for _ in 0..<50 {
        let t = random.progress()
        let point = bezierPoint(p1: p1, p2: p2, t: t)
        let value = curve.value(at: point.x)
        let tolerance = parametricTolerance(p1: p1, p2: p2, t: t, x: point.x)
        #expect(
          abs(value - point.y) <= tolerance,
          "seed \(seed): \(p1), \(p2) at t = \(t): value(at: \(point.x)) = \(value), y = \(point.y)"
        )
      }
    }
  }

  @Test("velocity(at:) matches a finite difference of value(at:) for overshooting curves")
  func velocityMatchesFiniteDifference() {
    let step = 1e-4
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      let curve = CubicBezier(
        p1x: random.coordinate(in: 0.1...0.9), p1y: random.coordinate(in: -2...3),
        p2x: random.coordinate(in: 0.1...0.9), p2y: random.coordinate(in: -2...3))
      for _ in 0..<20 {
        let progress = Double.random(in: 0.01...0.99, using: &random)
        let difference =
          (curve.value(at: progress + step) - curve.value(at: progress - step)) / (2 * step)
        let velocity = curve.velocity(at: progress)
        #expect(
          abs(velocity - difference) <= 0.02 + 0.01 * abs(velocity),
          "seed \(seed): \(curve) at \(progress): \(velocity) vs \(difference)")
      }
    }
  }

  @Test("With control x outside 0…1, value(at:) is y at one of the points where x matches")
  func nonMonotonicXStillSolves() {
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      let p1 = (x: random.coordinate(in: -2...3), y: random.coordinate(in: -2...3))
      let p2 = (x: random.coordinate(in: -2...3), y: random.coordinate(in: -2...3))
      let curve = CubicBezier(p1x: p1.x, p1y: p1.y, p2x: p2.x, p2y: p2.y)
      let progress = Double.random(in: 0.01...0.99, using: &random)
      let value = curve.value(at: progress)
      let candidates = Self.roots(p1: p1, p2: p2, x: progress).map {
        bezierPoint(p1: p1, p2: p2, t: $0).y
      }
      #expect(
        candidates.contains { abs($0 - value) <= 1e-5 },
        "seed \(seed): \(p1), \(p2) at \(progress) gives \(value), not one of \(candidates)")
      #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1, "seed \(seed)")
    }
  }

  @Test("A vertical tangent at an end gives the slope 2⁻²⁰ inside the curve")
  func verticalTangentAtEndGivesNearbySlope() {
    let offset = CubicBezier.outputQuantum
    let steepStart = CubicBezier(p1x: 0, p1y: 1, p2x: 1, p2y: 1)
    #expect(steepStart.velocity(at: 0) == steepStart.velocity(at: offset))
    #expect(steepStart.velocity(at: 0) > 100)
    let steepEnd = CubicBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 0)
    #expect(steepEnd.velocity(at: 1) == steepEnd.velocity(at: 1 - offset))
    #expect(steepEnd.velocity(at: 1) > 100)
  }

  @Test("Both control points on the start give slope 1 there, from the third derivatives")
  func thirdOrderLimitSlope() {
    // x(t) = y(t) = t³: the first and second derivatives vanish at 0, the third is 6 for both.
    let curve = CubicBezier(p1x: 0, p1y: 0, p2x: 0, p2y: 0)
    #expect(curve.velocity(at: 0) == 1)
    #expect(curve.velocity(at: 0.3) == 1)
    #expect(curve.value(at: 0.3) == (0.3 / 0x1p-20).rounded() * 0x1p-20)
  }

  @Test("A control point with a NaN coordinate becomes the linear curve's")
  func nanControlPointBecomesLinearPoint() {
    let noStart = CubicBezier(p1x: .nan, p1y: 0.3, p2x: 0.58, p2y: 1)
    #expect(noStart == CubicBezier(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1))
    let noEnd = CubicBezier(p1x: 0.42, p1y: 0, p2x: 2, p2y: .nan)
    #expect(noEnd == CubicBezier(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1))
  }

  @Test("Coordinates beyond ±coordinateLimit, infinities included, are clamped to it")
  func hugeCoordinatesAreClamped() {
    let limit = CubicBezier.coordinateLimit
    let infinite = CubicBezier(p1x: -.infinity, p1y: .infinity, p2x: 1e300, p2y: -1e300)
    #expect(infinite == CubicBezier(p1x: -limit, p1y: limit, p2x: limit, p2y: -limit))
    #expect(infinite.p1y == limit)
  }

  @Test("Hostile control points and progress never give NaN or infinity")
  func hostileInputsStayFinite() {
    let hostile: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 1, 0.5, -3, 4]
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      func pick() -> Double { hostile[Int.random(in: 0..<hostile.count, using: &random)] }
      let curve = CubicBezier(p1x: pick(), p1y: pick(), p2x: pick(), p2y: pick())
      for progress in hostileProgressValues + [random.progress()] {
        #expect(curve.value(at: progress).isFinite, "seed \(seed): \(curve) value at \(progress)")
        #expect(
          curve.velocity(at: progress).isFinite, "seed \(seed): \(curve) velocity at \(progress)")
      }
    }
  }

  // MARK: - Helpers

  /// Every t in 0…1 where x(t) = `x`, found by scanning for sign changes and bisecting.
  private static func roots(
    p1: (x: Double, y: Double), p2: (x: Double, y: Double), x: Double
  ) -> [Double] {
    let samples = 10_000
    var roots: [Double] = []
    var previous = (t: 0.0, residual: -x)
    for index in 1...samples {
      let t = Double(index) / Double(samples)
      let residual = bezierPoint(p1: p1, p2: p2, t: t).x - x
      if residual == 0 {
        roots.append(t)
      } else if (previous.residual < 0) != (residual < 0) {
        var lower = previous.t
        var upper = t
        for _ in 0..<60 {
          let middle = (lower + upper) / 2
          let middleResidual = bezierPoint(p1: p1, p2: p2, t: middle).x - x
          if (middleResidual < 0) == (previous.residual < 0) {
            lower = middle
          } else {
            upper = middle
          }
        }
        roots.append((lower + upper) / 2)
      }
      previous = (t, residual)
    }
    return roots
  }
}
