import ChoreoAnimation
import Foundation
import Testing

/// Properties of random Bézier curves, one curve per seed in `propertySeeds`; every failure
/// message starts with its seed.
@Suite("UnitCurve: properties of random curves")
struct UnitCurvePropertyTests {
  let quantum = 0x1p-20

  @Test("Any control points give exactly 0 at 0 and exactly 1 at 1")
  func endpointsAreExact() {
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      let (curve, name) = random.bezier(in: -2...3)
      #expect(curve.value(at: 0) == 0, "seed \(seed): \(name)")
      #expect(curve.value(at: 1) == 1, "seed \(seed): \(name)")
      #expect(curve.inverse.value(at: 0) == 0, "seed \(seed): \(name).inverse")
      #expect(curve.inverse.value(at: 1) == 1, "seed \(seed): \(name).inverse")
    }
  }

  @Test("Any control points give outputs in 0…1, since they are clamped")
  func valueStaysInUnitRange() {
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      let (curve, name) = random.bezier(in: -2...3)
      for _ in 0..<50 {
        let progress = random.progress()
        let value = curve.value(at: progress)
        #expect((0...1).contains(value), "seed \(seed): \(name) at \(progress) gives \(value)")
      }
    }
  }

  @Test("Control points inside the unit square give a non-decreasing curve")
  func valueIsMonotonic() {
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      let (curve, name) = random.bezier(in: 0...1)
      let progresses = (0..<100).map { _ in random.progress() }.sorted()
      for (lower, higher) in zip(progresses, progresses.dropFirst()) {
        #expect(
          curve.value(at: lower) <= curve.value(at: higher),
          "seed \(seed): \(name) decreases between \(lower) and \(higher)")
      }
    }
  }

  @Test("value(at: x(t)) is y(t) of the Bernstein form, to within the output rounding")
  func valueMatchesParametricCurve() {
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      let p1 = (x: random.coordinate(in: 0...1), y: random.coordinate(in: 0...1))
      let p2 = (x: random.coordinate(in: 0...1), y: random.coordinate(in: 0...1))
      let curve = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: p1.x, y: p1.y), endControlPoint: UnitPoint(x: p2.x, y: p2.y)
      )
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

  @Test("Small steps in progress make small steps in value")
  func valueIsContinuous() {
    let step = 1e-7
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      let (curve, name) = random.bezier(in: 0...1)
      for _ in 0..<50 {
        let progress = Double.random(in: 1e-3...(1 - 1e-3), using: &random)
        let jump = abs(curve.value(at: progress + step) - curve.value(at: progress))
        // The steepest slope over the step is at most a small multiple of the slopes at its
        // ends (the worst case is a cube-root cusp), plus one rounding quantum.
        let slope = max(abs(curve.velocity(at: progress)), abs(curve.velocity(at: progress + step)))
        #expect(
          jump <= 4 * max(slope, 1) * step + quantum,
          "seed \(seed): \(name) jumps by \(jump) after \(progress)")
      }
    }
  }

  @Test("velocity(at:) matches a central finite difference of value(at:)")
  func velocityMatchesFiniteDifference() {
    let step = 1e-4
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      // Control x inside 0.1…0.9 keeps slopes bounded (no vertical tangents).
      let start = UnitPoint(x: random.coordinate(in: 0.1...0.9), y: random.coordinate(in: 0...1))
      let end = UnitPoint(x: random.coordinate(in: 0.1...0.9), y: random.coordinate(in: 0...1))
      let curve = UnitCurve.bezier(startControlPoint: start, endControlPoint: end)
      for _ in 0..<20 {
        let progress = Double.random(in: 0.01...0.99, using: &random)
        let difference =
          (curve.value(at: progress + step) - curve.value(at: progress - step)) / (2 * step)
        let velocity = curve.velocity(at: progress)
        // Rounding the values to 2⁻²⁰ alone can move the difference by 2⁻²⁰ / step ≈ 0.01.
        #expect(
          abs(velocity - difference) <= 0.02 + 0.01 * abs(velocity),
          "seed \(seed): \(start), \(end) at \(progress): \(velocity) vs \(difference)")
      }
    }
  }

  @Test("inverse.value(at: value(at: p)) gives back p")
  func inverseUndoesValue() {
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      // Inside 0.1…0.9 neither the curve nor its inverse has a vertical or flat stretch.
      let (curve, name) = random.bezier(in: 0.1...0.9)
      for _ in 0..<20 {
        let progress = random.progress()
        let back = curve.inverse.value(at: curve.value(at: progress))
        // Each evaluation rounds by up to half a quantum; the inverse scales the first rounding
        // by its slope, 1 / velocity.
        let tolerance = quantum * (1 + 1 / curve.velocity(at: progress))
        #expect(
          abs(back - progress) <= tolerance,
          "seed \(seed): \(name) at \(progress) comes back as \(back)")
      }
    }
  }

  @Test("Velocity is finite for any control points, at any progress")
  func velocityIsFinite() {
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      let (curve, name) = random.bezier(in: -1...2)
      let progresses = [0, 0.5, 1] + (0..<20).map { _ in random.progress() }
      for progress in progresses {
        let velocity = curve.velocity(at: progress)
        #expect(velocity.isFinite, "seed \(seed): \(name) at \(progress) gives \(velocity)")
      }
    }
  }

  @Test("NaN, infinite or huge inputs never give NaN or infinity")
  func hostileInputsStayFinite() {
    let hostileCoordinates: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 1, 0.5]
    for seed in propertySeeds {
      var random = SeededGenerator(seed: seed)
      func pick() -> CGFloat {
        hostileCoordinates[Int.random(in: 0..<hostileCoordinates.count, using: &random)]
      }
      let start = UnitPoint(x: pick(), y: pick())
      let end = UnitPoint(x: pick(), y: pick())
      let curve = UnitCurve.bezier(startControlPoint: start, endControlPoint: end)
      for progress in hostileProgressValues + [random.progress()] {
        let value = curve.value(at: progress)
        let velocity = curve.velocity(at: progress)
        #expect(value.isFinite, "seed \(seed): \(start), \(end) value at \(progress)")
        #expect(velocity.isFinite, "seed \(seed): \(start), \(end) velocity at \(progress)")
      }
    }
  }
}
