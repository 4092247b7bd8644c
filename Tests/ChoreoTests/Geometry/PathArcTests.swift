import Choreo
import Foundation
import Testing

@Suite("Path arcs")
struct PathArcTests {
  private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  private func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  private func curveCount(_ path: Path) -> Int {
    path.elements.filter {
      if case .curve = $0 { return true }
      return false
    }.count
  }

  /// Angles grow from +x towards +y; `clockwise: false` increases them (CoreGraphics).
  @Test func counterClockwiseFlagFalseIncreasesTheAngle() {
    var path = Path()
    path.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
    #expect(near(path.currentPoint, CGPoint(x: 0, y: 10)))
    #expect(curveCount(path) == 1)
    #expect(near(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
  }

  @Test func clockwiseTrueTakesTheLongWayRound() {
    var path = Path()
    path.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    #expect(near(path.currentPoint, CGPoint(x: 0, y: 10)))
    #expect(curveCount(path) == 3)
    #expect(near(path.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20)))
  }

  @Test func aFullTurnOrMoreDrawsTheWholeCircle() {
    var path = Path()
    path.addArc(
      center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(720),
      clockwise: false)
    #expect(curveCount(path) == 4)
    #expect(near(path.currentPoint, CGPoint(x: 10, y: 5)))
    #expect(near(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
  }

  @Test func anArcJoinsTheCurrentPointWithALine() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180),
      endAngle: .degrees(360), clockwise: false)
    #expect(near(lineEnd(path.elements[1]), CGPoint(x: 15, y: 0)))
    #expect(near(path.currentPoint, CGPoint(x: 25, y: 0)))
  }

  @Test func relativeArcTurnsByDelta() {
    var path = Path()
    path.addRelativeArc(center: .zero, radius: 2, startAngle: .degrees(90), delta: .degrees(-90))
    #expect(near(path.elements.first.flatMap(startPoint), CGPoint(x: 0, y: 2)))
    #expect(near(path.currentPoint, CGPoint(x: 2, y: 0)))
  }

  private func lineEnd(_ element: Path.Element) -> CGPoint? {
    if case .line(let point) = element { return point }
    return nil
  }

  private func startPoint(_ element: Path.Element) -> CGPoint? {
    if case .move(let point) = element { return point }
    return nil
  }

  @Test func badRadiiCollapseToTheCentreAndBadAnglesAddNothing() {
    var negative = Path()
    negative.addArc(
      center: CGPoint(x: 3, y: 3), radius: -5, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    #expect(negative.boundingRect == CGRect(x: 3, y: 3, width: 0, height: 0))
    var notANumber = Path()
    notANumber.addArc(
      center: .zero, radius: 5, startAngle: .radians(.nan), endAngle: .zero, clockwise: false)
    #expect(notANumber.isEmpty)
  }

  @Test func tangentArcRoundsTheCornerBetweenTwoLines() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    #expect(near(lineEnd(path.elements[1]), CGPoint(x: 5, y: 0)))
    #expect(near(path.currentPoint, CGPoint(x: 10, y: 5)))
    #expect(curveCount(path) == 1)
    // The quarter circle around (5, 5) stays within the corner's square.
    #expect(near(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5)))
  }

  @Test func tangentArcOnOneLineIsALineToTheFirstTangentEnd() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
    #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
    var empty = Path()
    empty.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 3)
    #expect(empty.elements == [.move(to: CGPoint(x: 5, y: 0))])
  }
}
