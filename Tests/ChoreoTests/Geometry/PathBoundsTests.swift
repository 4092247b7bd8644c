import Choreo
import Foundation
import Testing

@Suite("Path bounding rectangles")
struct PathBoundsTests {
  private func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  @Test func linesAndMovesAreIncluded() {
    let path = Path { path in
      path.move(to: CGPoint(x: -3, y: 4))
      path.addLine(to: CGPoint(x: 7, y: -1))
    }
    #expect(path.boundingRect == CGRect(x: -3, y: -1, width: 10, height: 5))
  }

  /// The peak of a quadratic curve is at t = ½: y = 2·½·½·10 = 5, below its control point.
  @Test func quadCurvesAreBoundedTightlyNotByTheirControlPoint() {
    let path = Path { path in
      path.move(to: .zero)
      path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    }
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
  }

  /// A symmetric cubic peaks at t = ½: y = 3·¼·½·10 + 3·½·¼·10 = 7.5.
  @Test func cubicCurvesAreBoundedTightly() {
    let path = Path { path in
      path.move(to: .zero)
      path.addCurve(
        to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10),
        control2: CGPoint(x: 10, y: 10))
    }
    #expect(near(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 7.5)))
  }

  @Test func cubicCurvesThatOvershootTheirEndsAreIncluded() {
    let path = Path { path in
      path.move(to: .zero)
      path.addCurve(
        to: CGPoint(x: 10, y: 0), control1: CGPoint(x: -10, y: 0),
        control2: CGPoint(x: 20, y: 0))
    }
    let bounds = path.boundingRect
    #expect(bounds.minX < 0)
    #expect(bounds.maxX > 10)
    #expect(bounds.height == 0)
  }

  @Test func ellipsesAndRoundedRectsFillTheirRect() {
    let rect = CGRect(x: 10, y: 20, width: 80, height: 30)
    #expect(near(Path(ellipseIn: rect).boundingRect, rect))
    #expect(near(Path(roundedRect: rect, cornerRadius: 8).boundingRect, rect))
  }

  @Test func anEmptyPathIsBoundedByZero() {
    #expect(Path().boundingRect == .zero)
  }
}
