import ChoreoAnimation
import Foundation
import Testing

/// Values SwiftUI produces, and the closed forms of the circular curves.
///
/// Sources: shared/reference/swiftui-semantics.md §1.1 (4-decimal test vectors, recomputed there),
/// and OpenSwiftUI's `UnitCurveCompatibilityTests`, which run against real SwiftUI
/// (Tests/OpenSwiftUICompatibilityTests/Animation/Animation/UnitCurveCompatibilityTests.swift).
@Suite("UnitCurve: SwiftUI's values")
struct UnitCurveTests {
  /// One output quantum: Bézier outputs are rounded to multiples of it.
  let quantum = 0x1p-20

  // MARK: - Bézier curves

  @Test("easeIn gives SwiftUI's values at 0.25, 0.5 and 0.75 (§1.1)")
  func easeInMatchesSwiftUI() {
    let curve = UnitCurve.easeIn
    #expect(abs(curve.value(at: 0.25) - 0.0935) <= 1e-4)
    #expect(abs(curve.value(at: 0.5) - 0.3154) <= 1e-4)
    #expect(abs(curve.value(at: 0.75) - 0.6219) <= 1e-4)
  }

  @Test("easeOut gives SwiftUI's values at 0.25, 0.5 and 0.75 (§1.1)")
  func easeOutMatchesSwiftUI() {
    let curve = UnitCurve.easeOut
    #expect(abs(curve.value(at: 0.25) - 0.3781) <= 1e-4)
    #expect(abs(curve.value(at: 0.5) - 0.6846) <= 1e-4)
    #expect(abs(curve.value(at: 0.75) - 0.9065) <= 1e-4)
  }

  @Test("easeInOut gives SwiftUI's values at 0.25, 0.5 and 0.75 (§1.1)")
  func easeInOutMatchesSwiftUI() {
    let curve = UnitCurve.easeInOut
    #expect(abs(curve.value(at: 0.25) - 0.1292) <= 1e-4)
    #expect(curve.value(at: 0.5) == 0.5)
    #expect(abs(curve.value(at: 0.75) - 0.8708) <= 1e-4)
  }

  @Test("easeInOut's velocity at 0.5 is about 1.72, exactly y'(½) / x'(½) (§1.1)")
  func easeInOutVelocityAtMidpoint() {
    let velocity = UnitCurve.easeInOut.velocity(at: 0.5)
    #expect(abs(velocity - 1.72) <= 0.01)
    // By symmetry t = ½ there: x'(½) = 3(¼·0.42 + ½·0.16 + ¼·0.42), y'(½) = 3·½.
    let exact = (3 * 0.5) / (3 * (0.25 * 0.42 + 0.5 * (0.58 - 0.42) + 0.25 * 0.42))
    #expect(abs(velocity - exact) <= quantum)
  }

  @Test("Bézier velocities match SwiftUI's compatibility-test values")
  func bezierVelocitiesMatchSwiftUI() {
    let expectations: [(UnitCurve, String, [(progress: Double, velocity: Double)])] = [
      (.easeIn, "easeIn", [(0, 0), (0.25, 0.67), (0.5, 1.07), (0.75, 1.37)]),
      (.easeOut, "easeOut", [(0.25, 1.37), (0.5, 1.07), (0.75, 0.67), (1, 0)]),
      (.easeInOut, "easeInOut", [(0, 0), (0.25, 1.06), (0.75, 1.06), (1, 0)]),
    ]
    for (curve, name, points) in expectations {
      for point in points {
        let velocity = curve.velocity(at: point.progress)
        #expect(
          abs(velocity - point.velocity) <= 0.01,
          "\(name).velocity(at: \(point.progress)) = \(velocity), SwiftUI ≈ \(point.velocity)")
      }
    }
  }

  @Test("A symmetric custom Bézier curve matches SwiftUI: 0.5 at the middle, slope 1.2")
  func customBezierMatchesSwiftUI() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    #expect(curve.value(at: 0.5) == 0.5)
    // x'(½) = 3(¼·0.25 + ½·0.5 + ¼·0.25) = 1.125 and y'(½) = 3(¼·0.1 + ½·0.8 + ¼·0.1) = 1.35.
    #expect(abs(curve.velocity(at: 0.5) - 1.35 / 1.125) <= quantum)
  }

  @Test("A control point on its end gives the limit of the slope there, not SwiftUI's 1 or 0")
  func coincidentControlPointGivesLimitSlope() {
    // At such an end x' = y' = 0; the slope's limit is y'' / x'' = 1 / 0.58 for both curves.
    // SwiftUI returns 1 for easeOut at 0 and 0 for easeIn at 1 (OpenSwiftUI's compatibility
    // test), an artefact of dividing 0 by 0 or by rounding error. See the divergence list.
    #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1 / 0.58) <= quantum)
    #expect(abs(UnitCurve.easeIn.velocity(at: 1) - 1 / 0.58) <= quantum)
  }

  // MARK: - Linear and circular curves

  @Test("linear returns its input and a velocity of 1")
  func linearIsIdentity() {
    for progress in stride(from: 0.0, through: 1.0, by: 1.0 / 64) {
      #expect(UnitCurve.linear.value(at: progress) == progress)
      #expect(UnitCurve.linear.velocity(at: progress) == 1)
    }
    #expect(UnitCurve.linear.velocity(at: -0.5) == 1)
    #expect(UnitCurve.linear.velocity(at: 1.5) == 1)
  }

  @Test("circularEaseIn is 1 − √(1 − p²), with slope p / √(1 − p²) (§1.1)")
  func circularEaseInMatchesClosedForm() {
    for progress in stride(from: 0.0, through: 0.999, by: 0.001) {
      let curve = UnitCurve.circularEaseIn
      #expect(abs(curve.value(at: progress) - (1 - sqrt(1 - progress * progress))) <= 1e-9)
      let slope = progress / sqrt(1 - progress * progress)
      #expect(abs(curve.velocity(at: progress) - slope) <= 1e-9 * max(1, slope))
    }
  }

  @Test("circularEaseOut is √(1 − (1 − p)²), with slope (1 − p) / √(1 − (1 − p)²) (§1.1)")
  func circularEaseOutMatchesClosedForm() {
    for progress in stride(from: 0.001, through: 1.0, by: 0.001) {
      let curve = UnitCurve.circularEaseOut
      let q = 1 - progress
      #expect(abs(curve.value(at: progress) - sqrt(1 - q * q)) <= 1e-9)
      let slope = q / sqrt(1 - q * q)
      #expect(abs(curve.velocity(at: progress) - slope) <= 1e-9 * max(1, slope))
    }
  }

  @Test("circularEaseInOut follows §1.1's two halves, and their derivatives")
  func circularEaseInOutMatchesClosedForm() {
    for progress in stride(from: 0.0, through: 1.0, by: 0.001) where abs(progress - 0.5) > 1e-6 {
      let curve = UnitCurve.circularEaseInOut
      let value: Double
      let slope: Double
      if progress < 0.5 {
        value = (1 - sqrt(1 - 4 * progress * progress)) / 2
        slope = 2 * progress / sqrt(1 - 4 * progress * progress)
      } else {
        let radicand = (8 - 4 * progress) * progress - 3
        value = (sqrt(radicand) + 1) / 2
        slope = (2 - 2 * progress) / sqrt(radicand)
      }
      #expect(abs(curve.value(at: progress) - value) <= 1e-9, "at \(progress)")
      #expect(abs(curve.velocity(at: progress) - slope) <= 1e-9 * max(1, slope), "at \(progress)")
    }
    #expect(UnitCurve.circularEaseInOut.value(at: 0.5) == 0.5)
  }

  @Test("Circular curves match SwiftUI's compatibility-test values")
  func circularCurvesMatchSwiftUI() {
    let expectations: [(UnitCurve, String, [(Double, value: Double, velocity: Double)])] = [
      (
        .circularEaseIn, "circularEaseIn",
        [(0.25, 0.032, 0.258), (0.5, 0.134, 0.577), (0.75, 0.339, 1.134)]
      ),
      (
        .circularEaseOut, "circularEaseOut",
        [(0.25, 0.661, 1.134), (0.5, 0.866, 0.577), (0.75, 0.968, 0.258)]
      ),
      (.circularEaseInOut, "circularEaseInOut", [(0.25, 0.067, 0.577), (0.75, 0.933, 0.577)]),
    ]
    for (curve, name, points) in expectations {
      for (progress, value, velocity) in points {
        #expect(abs(curve.value(at: progress) - value) <= 0.001, "\(name) at \(progress)")
        #expect(abs(curve.velocity(at: progress) - velocity) <= 0.001, "\(name) at \(progress)")
      }
    }
    #expect(UnitCurve.circularEaseIn.velocity(at: 0) == 0)
    #expect(UnitCurve.circularEaseOut.velocity(at: 1) == 0)
    #expect(UnitCurve.circularEaseInOut.velocity(at: 0) == 0)
    #expect(UnitCurve.circularEaseInOut.velocity(at: 1) == 0)
  }

  @Test("A vertical tangent gives the finite slope 2⁻²⁰ into the curve, where SwiftUI gives ∞")
  func verticalTangentGivesFiniteVelocity() {
    let offset = 0x1p-20
    let nearOne = 1 - offset
    let circleSlopeNearOne = nearOne / sqrt((1 - nearOne) * (1 + nearOne))  // ≈ 724
    #expect(abs(UnitCurve.circularEaseIn.velocity(at: 1) - circleSlopeNearOne) <= 1e-6)
    #expect(abs(UnitCurve.circularEaseOut.velocity(at: 0) - circleSlopeNearOne) <= 1e-6)
    // circularEaseInOut at ½ + 2⁻²⁰ is the quarter circle's slope at 1 − 2⁻¹⁹.
    let nearOneTwice = 1 - 2 * offset
    let middle = nearOneTwice / sqrt((1 - nearOneTwice) * (1 + nearOneTwice))  // ≈ 512
    #expect(abs(UnitCurve.circularEaseInOut.velocity(at: 0.5) - middle) <= 1e-6)
    let inverse = UnitCurve.circularEaseInOut.inverse
    #expect(abs(inverse.velocity(at: 0) - (1 - 2 * offset) / (2 * sqrt(offset * nearOne))) <= 1e-6)
    // A Bézier curve whose start control point is straight above the start.
    let steep = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 1))
    let steepVelocity = steep.velocity(at: 0)
    #expect(steepVelocity.isFinite)
    #expect(steepVelocity > steep.velocity(at: 0.01))
  }

  // MARK: - Inverse

  @Test("The inverse of a Bézier curve swaps the coordinates of its control points")
  func inverseSwapsBezierControlPoints() {
    let easeInSwapped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1))
    #expect(UnitCurve.easeIn.inverse == easeInSwapped)
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    let swapped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
    #expect(curve.inverse == swapped)
    #expect(curve.inverse.inverse == curve)
    // easeIn's inverse is not easeOut (OpenSwiftUI's compatibility test asserts the same).
    #expect(abs(UnitCurve.easeIn.inverse.value(at: 0.3) - UnitCurve.easeOut.value(at: 0.3)) > 0.01)
  }

  @Test("circularEaseIn and circularEaseOut are each other's inverse; linear is its own")
  func circularInversesArePaired() {
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
    #expect(UnitCurve.linear.inverse == .linear)
    for progress in stride(from: 0.0, through: 1.0, by: 0.01) {
      let there = UnitCurve.circularEaseIn.value(at: progress)
      #expect(abs(UnitCurve.circularEaseOut.value(at: there) - progress) <= 1e-12)
    }
  }

  @Test("circularEaseInOut's inverse is √(y(1 − y)) below ½, mirrored above, and undoes it")
  func circularEaseInOutInverseUndoesIt() {
    let curve = UnitCurve.circularEaseInOut
    let inverse = curve.inverse
    // OpenSwiftUI returns circularEaseInOut itself, which is not its inverse.
    #expect(inverse != curve)
    #expect(inverse.inverse == curve)
    for y in stride(from: 0.0, through: 1.0, by: 0.01) {
      let closedForm = y < 0.5 ? sqrt(y * (1 - y)) : 1 - sqrt(y * (1 - y))
      #expect(abs(inverse.value(at: y) - closedForm) <= 1e-12, "at \(y)")
      #expect(abs(curve.value(at: inverse.value(at: y)) - y) <= 1e-12, "at \(y)")
      #expect(abs(inverse.value(at: curve.value(at: y)) - y) <= 1e-9, "at \(y)")
    }
    #expect(inverse.velocity(at: 0.5) == 0)
  }

  // MARK: - Construction and identity

  @Test("Control points are clamped to 0…1, so the curve stays in 0…1")
  func controlPointsAreClamped() {
    let wild = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
    let clamped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 0))
    #expect(wild == clamped)
    #expect(wild.value(at: 0.5) == 0.5)
    // y'(½) = 0 on the clamped curve. SwiftUI reports −1 here because its velocity(at:) keeps
    // the unclamped y (OpenSwiftUI's compatibility test); see the divergence list.
    #expect(wild.velocity(at: 0.5) == 0)
    for progress in stride(from: 0.0, through: 1.0, by: 0.01) {
      #expect((0...1).contains(wild.value(at: progress)))
    }
  }

  @Test("A control point with a NaN coordinate becomes the linear curve's")
  func nanControlPointBecomesLinearPoint() {
    let nan = CGFloat.nan
    let noStart = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: nan, y: 0.3), endControlPoint: UnitPoint(x: 0.58, y: 1))
    #expect(noStart == .easeOut)
    let noEnd = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: nan))
    #expect(noEnd == .easeIn)
    let neither = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: nan, y: nan), endControlPoint: UnitPoint(x: nan, y: 0))
    #expect(neither == neither)
    for progress in stride(from: 0.0, through: 1.0, by: 0.01) {
      #expect(abs(neither.value(at: progress) - progress) <= quantum / 2)
    }
  }

  @Test("Infinite control point coordinates clamp like any other")
  func infiniteControlPointsClamp() {
    let infinite = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -.infinity, y: .infinity),
      endControlPoint: UnitPoint(x: .infinity, y: -.infinity))
    let clamped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 0))
    #expect(infinite == clamped)
  }

  @Test("Progress outside 0…1 is clamped and NaN counts as 0")
  func progressIsClamped() {
    for (curve, name) in namedCurves {
      #expect(curve.value(at: -0.5) == 0, "\(name)")
      #expect(curve.value(at: -.infinity) == 0, "\(name)")
      #expect(curve.value(at: .nan) == 0, "\(name)")
      #expect(curve.value(at: 1.5) == 1, "\(name)")
      #expect(curve.value(at: .infinity) == 1, "\(name)")
      #expect(curve.velocity(at: -0.5) == curve.velocity(at: 0), "\(name)")
      #expect(curve.velocity(at: .nan) == curve.velocity(at: 0), "\(name)")
      #expect(curve.velocity(at: 1.5) == curve.velocity(at: 1), "\(name)")
    }
  }

  @Test("Every named curve is exactly 0 at 0 and exactly 1 at 1")
  func namedCurveEndpointsAreExact() {
    for (curve, name) in namedCurves {
      #expect(curve.value(at: 0) == 0, "\(name)")
      #expect(curve.value(at: 1) == 1, "\(name)")
      #expect(curve.inverse.value(at: 0) == 0, "\(name).inverse")
      #expect(curve.inverse.value(at: 1) == 1, "\(name).inverse")
    }
  }

  @Test("No named curve returns NaN or infinity, whatever the progress")
  func namedCurvesStayFinite() {
    for (curve, name) in namedCurves {
      for progress in hostileProgressValues {
        #expect(curve.value(at: progress).isFinite, "\(name).value(at: \(progress))")
        #expect(curve.velocity(at: progress).isFinite, "\(name).velocity(at: \(progress))")
      }
    }
  }

  @Test("The named curves are distinct, and equal curves hash alike")
  func equalityAndHashing() {
    let curves = namedCurves.map(\.0)
    #expect(Set(curves).count == curves.count)
    let rebuilt = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    #expect(rebuilt == .easeInOut)
    #expect(rebuilt.hashValue == UnitCurve.easeInOut.hashValue)
    #expect(
      UnitCurve.linear != .bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 1, y: 1)))
  }

  @Test("The deprecated easeInEaseOut is easeInOut")
  @available(*, deprecated)
  func easeInEaseOutIsEaseInOut() {
    #expect(UnitCurve.easeInEaseOut == .easeInOut)
  }
}
