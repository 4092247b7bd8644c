import Choreo
import Foundation
import Testing

@Suite("Path stroking")
struct PathStrokeTests {
  private let line = Path { path in
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 100, y: 0))
  }

  private let corner = Path { path in
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 100))
  }

  @Test func aButtStrokeCoversHalfTheWidthEachSide() {
    let outline = line.strokedPath(StrokeStyle(lineWidth: 10))
    #expect(outline.contains(CGPoint(x: 50, y: 4.9)))
    #expect(outline.contains(CGPoint(x: 50, y: -4.9)))
    #expect(!outline.contains(CGPoint(x: 50, y: 5.1)))
    #expect(!outline.contains(CGPoint(x: -1, y: 0)))
    #expect(!outline.contains(CGPoint(x: 101, y: 0)))
  }

  @Test func squareAndRoundCapsExtendPastTheEnds() {
    let square = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
    #expect(square.contains(CGPoint(x: -4.9, y: 4.9)))
    #expect(!square.contains(CGPoint(x: -5.1, y: 0)))
    let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
    #expect(round.contains(CGPoint(x: -4.9, y: 0)))
    #expect(!round.contains(CGPoint(x: -4, y: 4)))
  }

  @Test func joinsShapeTheOuterCorner() {
    let outer = CGPoint(x: 104, y: -4)
    let miter = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
    #expect(miter.contains(outer))
    let bevel = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
    #expect(!bevel.contains(outer))
    #expect(bevel.contains(CGPoint(x: 102, y: -2)))
    let round = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
    #expect(!round.contains(outer))
    #expect(round.contains(CGPoint(x: 103, y: -3)))
  }

  /// A right angle's miter is √2 line widths long: a limit below that bevels it.
  @Test func theMiterLimitBevelsSharpCorners() {
    let limited = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.4))
    #expect(!limited.contains(CGPoint(x: 104, y: -4)))
    let allowed = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.5))
    #expect(allowed.contains(CGPoint(x: 104, y: -4)))
  }

  @Test func dashesAlternateOnAndOffFromThePhase() {
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
    #expect(dashed.contains(CGPoint(x: 5, y: 0)))
    #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
    #expect(dashed.contains(CGPoint(x: 25, y: 0)))
    let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 5))
    #expect(shifted.contains(CGPoint(x: 2, y: 0)))
    #expect(!shifted.contains(CGPoint(x: 10, y: 0)))
    #expect(shifted.contains(CGPoint(x: 20, y: 0)))
  }

  @Test func anOddDashPatternRepeatsToBecomeEven() {
    // [10] means 10 on, 10 off.
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10]))
    #expect(dashed.contains(CGPoint(x: 5, y: 0)))
    #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
  }

  @Test func badWidthsAndDashesAreClamped() {
    #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    #expect(line.strokedPath(StrokeStyle(lineWidth: -3)).isEmpty)
    #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
    #expect(line.strokedPath(StrokeStyle(lineWidth: .infinity)).isEmpty)
    // A pattern with no positive length draws solid.
    let solid = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [0, -4, .nan]))
    #expect(solid.contains(CGPoint(x: 15, y: 0)))
    let phase = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: .nan))
    #expect(phase.contains(CGPoint(x: 5, y: 0)))
  }

  @Test func aClosedSquareIsStrokedAllRound() {
    let outline = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(
      StrokeStyle(lineWidth: 4))
    #expect(outline.contains(CGPoint(x: 50, y: 1)))
    #expect(outline.contains(CGPoint(x: 1, y: 50)))
    #expect(outline.contains(CGPoint(x: -1.9, y: -1.9)))
    #expect(!outline.contains(CGPoint(x: 50, y: 50)))
    let bounds = outline.boundingRect
    #expect(abs(bounds.minX - -2) < 1e-9 && abs(bounds.maxY - 102) < 1e-9)
  }

  @Test func zeroLengthSubpathsDrawDotsOnlyWithRoundOrSquareCaps() {
    let dot = Path { path in
      path.move(to: CGPoint(x: 5, y: 5))
      path.addLine(to: CGPoint(x: 5, y: 5))
    }
    #expect(dot.strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
    #expect(
      dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).contains(CGPoint(x: 6, y: 6)))
    #expect(
      dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square)).contains(CGPoint(x: 6.9, y: 6.9))
    )
    let lone = Path { $0.move(to: .zero) }
    #expect(lone.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).isEmpty)
  }

  @Test func strokeStyleHasSwiftUIsDefaultsAndAnimatesThreeValues() {
    var style = StrokeStyle()
    #expect(style.lineWidth == 1)
    #expect(style.lineCap == .butt)
    #expect(style.lineJoin == .miter)
    #expect(style.miterLimit == 10)
    #expect(style.dash.isEmpty)
    #expect(style.dashPhase == 0)
    style.animatableData = AnimatablePair(3, AnimatablePair(4, 5))
    #expect(style.lineWidth == 3)
    #expect(style.miterLimit == 4)
    #expect(style.dashPhase == 5)
    #expect(FillStyle() == FillStyle(eoFill: false, antialiased: true))
  }
}
