import Choreo
import Foundation
import Testing

@Suite("Path containment")
struct PathContainmentTests {
  /// A pentagram drawn in one stroke: its centre pentagon is wound twice.
  private var star: Path {
    Path { path in
      for index in 0..<5 {
        let angle = (-90 + Double(index) * 144) * .pi / 180
        let point = CGPoint(x: 100 * cos(angle), y: 100 * sin(angle))
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.closeSubpath()
    }
  }

  @Test func theStarsCentreIsInsideByNonZeroAndOutsideByEvenOdd() {
    #expect(star.contains(.zero))
    #expect(!star.contains(.zero, eoFill: true))
  }

  @Test func theStarsTipsAreInsideByBothRules() {
    let tip = CGPoint(x: 0, y: -80)
    #expect(star.contains(tip))
    #expect(star.contains(tip, eoFill: true))
    #expect(!star.contains(CGPoint(x: 90, y: 90)))
    #expect(!star.contains(CGPoint(x: 90, y: 90), eoFill: true))
  }

  @Test func nestedRectsWoundTheSameWayFillByNonZeroAndHoleByEvenOdd() {
    var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    #expect(!path.contains(CGPoint(x: 50, y: 50), eoFill: true))
    #expect(path.contains(CGPoint(x: 10, y: 10), eoFill: true))
  }

  /// Apple's `contains(_:eoFill:)` documentation: a point on a straight line path is contained.
  @Test func pointsOnTheOutlineAreInside() {
    let line = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 100, y: 100))
    }
    #expect(line.contains(CGPoint(x: 50, y: 50)))
    #expect(!line.contains(CGPoint(x: 50, y: 51)))
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.contains(CGPoint(x: 10, y: 5)))
    #expect(square.contains(CGPoint(x: 0, y: 0)))
  }

  @Test func curvesAreFlattenedForContainment() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(circle.contains(CGPoint(x: 50, y: 50)))
    #expect(circle.contains(CGPoint(x: 50 + 49.9 * cos(0.3), y: 50 + 49.9 * sin(0.3))))
    #expect(!circle.contains(CGPoint(x: 50 + 50.2 * cos(0.3), y: 50 + 50.2 * sin(0.3))))
    #expect(!circle.contains(CGPoint(x: 2, y: 2)))
  }

  @Test func openSubpathsCountAsClosed() {
    let open = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 10, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 10))
    }
    #expect(open.contains(CGPoint(x: 8, y: 2)))
    #expect(!open.contains(CGPoint(x: 2, y: 8)))
  }

  @Test func nonFinitePointsAndEmptyPathsContainNothing() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
    #expect(!Path().contains(.zero))
  }
}
