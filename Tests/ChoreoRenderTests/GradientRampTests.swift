import Choreo
import Foundation
import Testing

@testable import ChoreoRender

@Suite struct GradientRampTests {
  static func stop(_ white: Float, _ location: CGFloat, opacity: Float = 1)
    -> ResolvedGradient.Stop
  {
    ResolvedGradient.Stop(
      color: Color.Resolved(red: white, green: white, blue: white, opacity: opacity),
      location: location)
  }

  @Test func unsortedStopsAreSortedKeepingTheirOrderAtOneLocation() {
    let ramp = GradientRamp(
      ResolvedGradient(stops: [
        Self.stop(1, 1), Self.stop(0.2, 0.5), Self.stop(0.6, 0.5), Self.stop(0, 0),
      ]), opacity: 1)
    #expect(ramp.stops.map(\.location) == [0, 0.5, 0.5, 1])
    // A hard edge at 0.5: 0.2 just before it, 0.6 from it on.
    #expect(Blend.unpack(ramp.color(at: 0.5 - 1e-9)).0 == 51)
    #expect(Blend.unpack(ramp.color(at: 0.5)).0 == 153)
  }

  @Test func oneStopIsSolidAndNoStopsAreClear() {
    let one = GradientRamp(ResolvedGradient(stops: [Self.stop(0.2, 0.7)]), opacity: 1)
    for t in [-1.0, 0, 0.7, 1, 2, .nan] {
      #expect(one.color(at: t) == Blend.pack(51, 51, 51, 255))
    }
    let none = GradientRamp(ResolvedGradient(stops: []), opacity: 1)
    #expect(none.color(at: 0.5) == 0)
    #expect(none.isInvisible)
    #expect(none.table().allSatisfy { $0 == 0 })
  }

  @Test func locationsOutsideTheUnitRangeAreClamped() {
    let ramp = GradientRamp(
      ResolvedGradient(stops: [Self.stop(0, -3), Self.stop(1, .nan), Self.stop(1, 7)]),
      opacity: 1)
    #expect(ramp.stops.map(\.location) == [0, 0, 1])
  }

  @Test func endColoursContinuePastTheEnds() {
    let ramp = GradientRamp(
      ResolvedGradient(stops: [Self.stop(0.2, 0.25), Self.stop(0.6, 0.75)]), opacity: 1)
    #expect(ramp.color(at: 0) == Blend.pack(51, 51, 51, 255))
    #expect(ramp.color(at: -5) == Blend.pack(51, 51, 51, 255))
    #expect(ramp.color(at: 1) == Blend.pack(153, 153, 153, 255))
    #expect(ramp.color(at: 0.5) == Blend.pack(102, 102, 102, 255))
  }

  @Test func opacityMultipliesEveryStop() {
    let ramp = GradientRamp(
      ResolvedGradient(stops: [Self.stop(1, 0, opacity: 0.5), Self.stop(1, 1)]), opacity: 0.5)
    // 0.5 × 0.5 = 0.25 → 63.75 → 64; 0.5 → 127.5 → 128.
    #expect(ramp.color(at: 0) == Blend.pack(64, 64, 64, 64))
    #expect(ramp.color(at: 1) == Blend.pack(128, 128, 128, 128))
  }

  @Test func theTableSamplesEvenly() {
    let ramp = GradientRamp(
      ResolvedGradient(stops: [Self.stop(0, 0), Self.stop(1, 1)]), opacity: 1)
    let table = ramp.table()
    #expect(table.count == 256)
    for (i, color) in table.enumerated() {
      #expect(Blend.unpack(color).0 == UInt8(i))
    }
    #expect(GradientRamp.index(-1) == 0)
    #expect(GradientRamp.index(.nan) == 0)
    #expect(GradientRamp.index(0.5) == 128)
    #expect(GradientRamp.index(9) == 255)
  }
}

@Suite struct AngularSweepTests {
  @Test func equalAnglesMakeOneFullTurn() {
    let sweep = Shader.Sweep(start: 0, end: 0)
    #expect(abs(sweep.location(.pi / 2) - 0.25) < 1e-12)
    #expect(abs(sweep.location(-.pi / 2) - 0.75) < 1e-12)
  }

  @Test func aShortSweepFillsTheRestWithItsEndsMeetingHalfway() {
    // 0 to 90°: the remaining 270° show location 1 up to 225°, then location 0.
    let sweep = Shader.Sweep(start: 0, end: .pi / 2)
    #expect(abs(sweep.location(.pi / 4) - 0.5) < 1e-12)
    #expect(sweep.location(.pi) == 1)
    #expect(sweep.location(.pi * 1.2) == 1)
    #expect(sweep.location(.pi * 1.3) == 0)
    #expect(sweep.location(-.pi / 8) == 0)
  }

  @Test func aSweepOfMoreThanATurnShowsItsLastTurn() {
    // 0 to 540°: the last turn runs from 180° (location 1/3) to 540° (location 1).
    let sweep = Shader.Sweep(start: 0, end: 3 * .pi)
    #expect(abs(sweep.location(.pi * 1.0001) - (1.0001 / 3)) < 1e-9)
    #expect(abs(sweep.location(0) - 2.0 / 3) < 1e-12)
    #expect(abs(sweep.location(.pi * 0.9999) - (2.9999 / 3)) < 1e-9)
  }

  @Test func aNegativeSweepRunsAnticlockwise() {
    let sweep = Shader.Sweep(start: 0, end: -.pi)
    #expect(abs(sweep.location(-.pi / 2) - 0.5) < 1e-12)
    #expect(sweep.location(.pi / 4) == 0)
  }

  @Test func nonFiniteAnglesCountAsZero() {
    let sweep = Shader.Sweep(start: .nan, end: .infinity)
    #expect(sweep.location(.pi) == 0.5)
  }
}
