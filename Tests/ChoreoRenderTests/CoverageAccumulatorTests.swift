import Foundation
import Testing

@testable import ChoreoRender

@Suite struct CoverageAccumulatorTests {
  /// Each pixel's coverage, 0…255, of a polygon on a `width` × `height` grid.
  static func coverage(
    _ polygon: [(Double, Double)], width: Int, height: Int,
    rule: CoverageAccumulator.Rule = .nonZero
  ) -> [UInt8] {
    var accumulator = CoverageAccumulator()
    accumulator.reset(width: width, height: height)
    for (i, a) in polygon.enumerated() {
      let b = polygon[(i + 1) % polygon.count]
      accumulator.addLine(a.0, a.1, b.0, b.1)
    }
    var pixels = [UInt8](repeating: 0, count: width * height)
    accumulator.sweep(rule: rule, antialiased: true) { y, runs in
      var last = -1
      for run in runs {
        // Runs come left to right, inside the grid, without overlapping.
        guard run.x > last, run.length > 0, run.x + run.length <= width, y >= 0, y < height
        else {
          Issue.record("run \(run) in row \(y) after column \(last)")
          return
        }
        last = run.x + run.length - 1
        for x in run.x..<run.x + run.length { pixels[y * width + x] = run.alpha }
      }
    }
    return pixels
  }

  /// The same coverage estimated from 64 × 64 samples a pixel, by the non-zero rule.
  static func supersampled(_ polygon: [(Double, Double)], width: Int, height: Int) -> [UInt8] {
    let samples = 64
    var pixels = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        var inside = 0
        for sy in 0..<samples {
          for sx in 0..<samples {
            let px = Double(x) + (Double(sx) + 0.5) / Double(samples)
            let py = Double(y) + (Double(sy) + 0.5) / Double(samples)
            var winding = 0
            for (i, a) in polygon.enumerated() {
              let b = polygon[(i + 1) % polygon.count]
              if (a.1 <= py) != (b.1 <= py) {
                let cross = a.0 + (py - a.1) / (b.1 - a.1) * (b.0 - a.0)
                if cross > px { winding += a.1 < b.1 ? 1 : -1 }
              }
            }
            if winding != 0 { inside += 1 }
          }
        }
        pixels[y * width + x] = UInt8((Double(inside) / Double(samples * samples) * 255).rounded())
      }
    }
    return pixels
  }

  @Test func aHalfPixelTriangleHalfCovers() {
    // The lower-left half of pixel (1, 1).
    let pixels = Self.coverage([(1, 1), (2, 2), (1, 2)], width: 3, height: 3)
    #expect(pixels == [0, 0, 0, 0, 128, 0, 0, 0, 0])
  }

  @Test func coverageIsExactArea() {
    // Convex polygons, none self-intersecting: analytic coverage is the exact area, so it
    // matches a fine supersampling to within its sampling error and one rounding step.
    var state: UInt64 = 12_345
    func random(_ range: Double) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53) * range
    }
    for seed in 0..<4 {
      let center = (3 + random(2), 3 + random(2))
      let polygon = (0..<7).map { i -> (Double, Double) in
        let angle = Double(i) / 7 * 2 * .pi + random(0.5)
        let radius = 1.5 + random(2)
        return (center.0 + radius * cos(angle), center.1 + radius * sin(angle))
      }
      let exact = Self.coverage(polygon, width: 8, height: 8)
      let sampled = Self.supersampled(polygon, width: 8, height: 8)
      let worst = zip(exact, sampled).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 2, "polygon \(seed): coverage differs by \(worst)/255")
    }
  }

  @Test func randomPolygonsOfAnySizeStayInsideTheGrid() {
    // Seeded: coordinates from a pixel to 10¹³ pixels, some not finite.
    for seed: UInt64 in 1...40 {
      var state = seed
      func random() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
      }
      let polygon = (0..<(3 + Int(random() * 9))).map { _ -> (Double, Double) in
        func coordinate() -> Double {
          let r = random()
          if r < 0.03 { return .nan }
          if r < 0.06 { return -.infinity }
          return (random() - 0.3) * pow(10, random() * 13)
        }
        return (coordinate(), coordinate())
      }
      let pixels = Self.coverage(polygon, width: 9, height: 7)
      #expect(pixels.count == 63, "seed \(seed)")
      let evenOdd = Self.coverage(polygon, width: 9, height: 7, rule: .evenOdd)
      // Even-odd never covers more than non-zero.
      #expect(zip(evenOdd, pixels).allSatisfy { $0 <= $1 }, "seed \(seed)")
    }
  }

  @Test func windingIsKeptForLinesLeftOfTheGrid() {
    // A square from x = −10 to 2.5: the part left of the grid still fills columns 0 and 1.
    let pixels = Self.coverage([(-10, 0), (2.5, 0), (2.5, 1), (-10, 1)], width: 4, height: 1)
    #expect(pixels == [255, 255, 128, 0])
  }

  @Test func hugeCoordinatesAreClippedNotWalked() {
    // A triangle 10¹² pixels across covering the whole grid.
    let pixels = Self.coverage([(-1e12, -1e12), (1e12, -1e12), (0, 1e12)], width: 5, height: 5)
    #expect(pixels.allSatisfy { $0 == 255 })
    let outside = Self.coverage([(1e12, 0), (2e12, 0), (2e12, 3)], width: 5, height: 5)
    #expect(outside.allSatisfy { $0 == 0 })
  }

  @Test func nonFiniteLinesAreDropped() {
    var accumulator = CoverageAccumulator()
    accumulator.reset(width: 4, height: 4)
    accumulator.addLine(.nan, 0, 2, 2)
    accumulator.addLine(0, .infinity, 2, 2)
    accumulator.addLine(0, 0, 2, -.infinity)
    #expect(accumulator.isEmpty)
  }

  @Test func aSelfIntersectingBowTieFillsBothTrianglesByEitherRule() {
    // Diagonals crossing at (2, 2): a triangle on the left winds one way, one on the right
    // the other. Pixels the diagonals halve are 128.
    let bowTie: [(Double, Double)] = [(0, 0), (4, 4), (4, 0), (0, 4)]
    let expected: [UInt8] = [
      128, 0, 0, 128,
      255, 128, 128, 255,
      255, 128, 128, 255,
      128, 0, 0, 128,
    ]
    #expect(Self.coverage(bowTie, width: 4, height: 4) == expected)
    #expect(Self.coverage(bowTie, width: 4, height: 4, rule: .evenOdd) == expected)
  }

  @Test func evenOddEmptiesDoubleWinding() {
    let square: [(Double, Double)] = [(0, 0), (4, 0), (4, 4), (0, 4)]
    var accumulator = CoverageAccumulator()
    accumulator.reset(width: 4, height: 4)
    for _ in 0..<2 {
      for (i, a) in square.enumerated() {
        let b = square[(i + 1) % 4]
        accumulator.addLine(a.0, a.1, b.0, b.1)
      }
    }
    var nonZero = 0
    accumulator.sweep(rule: .nonZero, antialiased: true) { _, runs in
      nonZero += runs.reduce(0) { $0 + $1.length }
    }
    var evenOdd = 0
    accumulator.sweep(rule: .evenOdd, antialiased: true) { _, runs in
      evenOdd += runs.reduce(0) { $0 + $1.length }
    }
    #expect(nonZero == 16)
    #expect(evenOdd == 0)
  }

  @Test func zeroAreaPathsCoverNothing() {
    #expect(Self.coverage([(1, 1), (3, 3)], width: 4, height: 4).allSatisfy { $0 == 0 })
    #expect(Self.coverage([(2, 2)], width: 4, height: 4).allSatisfy { $0 == 0 })
    #expect(Self.coverage([(0, 2), (4, 2), (2, 2)], width: 4, height: 4).allSatisfy { $0 == 0 })
  }

  @Test func rowsBelowAndAboveTheGridAreSkipped() {
    let pixels = Self.coverage([(0, -5), (2, -5), (2, 10), (0, 10)], width: 2, height: 2)
    #expect(pixels == [255, 255, 255, 255])
  }
}
