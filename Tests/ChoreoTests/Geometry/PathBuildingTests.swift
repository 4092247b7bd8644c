import Choreo
import Foundation
import Testing

@Suite("Path building")
struct PathBuildingTests {
  private func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  @Test func rectStartsAtMinCornerAndCloses() {
    let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      path.elements == [
        .move(to: point(1, 2)), .line(to: point(4, 2)), .line(to: point(4, 6)),
        .line(to: point(1, 6)), .closeSubpath,
      ])
    #expect(Path(CGRect.null).isEmpty)
    #expect(Path().isEmpty)
    #expect(Path().currentPoint == nil)
  }

  @Test func aRectPathBehavesAsTheRectAddedToAnEmptyPath() {
    let rects = [
      CGRect(x: 0.1, y: 0.2, width: 0.2, height: 0.7), CGRect(x: 5, y: 5, width: 0, height: 0),
      CGRect(x: 10, y: 20, width: -4, height: -6), CGRect(x: -3, y: 1e300, width: 1e308, height: 2),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4),
      CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
      CGRect(x: -.greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude, height: 1),
    ]
    for rect in rects {
      var added = Path()
      added.addRect(rect)
      let made = Path(rect)
      #expect(made == added, "\(rect)")
      #expect(made.elements == added.elements, "\(rect)")
      #expect(made.boundingRect == added.boundingRect, "\(rect)")
      #expect(made.isEmpty == added.isEmpty, "\(rect)")
      #expect(made.currentPoint == added.currentPoint, "\(rect)")
      #expect(made.description == added.description, "\(rect)")
      // Adding to it continues as after `addRect`: a line after the close starts a subpath at
      // the rectangle's first corner.
      let scale = CGAffineTransform(scaleX: 2, y: 3)
      #expect(made.applying(scale) == added.applying(scale), "\(rect)")
      var extended = made
      extended.addLine(to: point(50, 60))
      added.addLine(to: point(50, 60))
      #expect(extended.elements == added.elements, "\(rect)")
      #expect(extended.currentPoint == added.currentPoint, "\(rect)")
    }
  }

  @Test func elementsOfEachKindAreKeptInOrder() {
    let path = Path { path in
      path.move(to: point(0, 0))
      path.addLine(to: point(10, 0))
      path.addQuadCurve(to: point(20, 0), control: point(15, 5))
      path.addCurve(to: point(30, 0), control1: point(22, 5), control2: point(28, 5))
      path.closeSubpath()
    }
    var seen: [Path.Element] = []
    path.forEach { seen.append($0) }
    #expect(
      seen == [
        .move(to: point(0, 0)), .line(to: point(10, 0)),
        .quadCurve(to: point(20, 0), control: point(15, 5)),
        .curve(to: point(30, 0), control1: point(22, 5), control2: point(28, 5)),
        .closeSubpath,
      ])
  }

  @Test func segmentsWithoutACurrentPointAreIgnored() {
    var path = Path()
    path.addLine(to: point(5, 5))
    path.addQuadCurve(to: point(1, 1), control: point(2, 2))
    path.closeSubpath()
    #expect(path.isEmpty)
  }

  @Test func closingReturnsToTheSubpathStartAndALaterLineStartsANewSubpath() {
    var path = Path()
    path.move(to: point(1, 1))
    path.addLine(to: point(5, 1))
    path.closeSubpath()
    #expect(path.currentPoint == point(1, 1))
    path.addLine(to: point(9, 9))
    #expect(
      path.elements == [
        .move(to: point(1, 1)), .line(to: point(5, 1)), .closeSubpath,
        .move(to: point(1, 1)), .line(to: point(9, 9)),
      ])
  }

  @Test func nonFiniteCoordinatesAreDropped() {
    var path = Path()
    path.move(to: point(.nan, 0))
    #expect(path.isEmpty)
    path.move(to: point(0, 0))
    path.addLine(to: point(.infinity, 1))
    path.addCurve(to: point(1, 1), control1: point(0, .nan), control2: point(1, 1))
    path.addLine(to: point(2, 2))
    #expect(path.elements == [.move(to: point(0, 0)), .line(to: point(2, 2))])
    #expect(Path(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)).isEmpty)
  }

  @Test func linesRectsAndPathsCanBeAddedInBulk() {
    var path = Path()
    path.addLines([point(0, 0), point(1, 0), point(1, 1)])
    #expect(
      path.elements == [.move(to: point(0, 0)), .line(to: point(1, 0)), .line(to: point(1, 1))])
    var rects = Path()
    rects.addRects([
      CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1),
    ])
    #expect(rects.elements.count == 10)
    var combined = Path()
    combined.addPath(
      Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
      transform: CGAffineTransform(translationX: 10, y: 0))
    #expect(combined == Path(CGRect(x: 10, y: 0, width: 1, height: 1)))
    #expect(
      Path(CGRect(x: 0, y: 0, width: 1, height: 1)).offsetBy(dx: 10, dy: 0)
        == Path(CGRect(x: 10, y: 0, width: 1, height: 1)))
    var transformedRect = Path()
    transformedRect.addRect(
      CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(scaleX: 3, y: 1))
    #expect(transformedRect == Path(CGRect(x: 0, y: 0, width: 6, height: 2)))
  }

  @Test func applyingTransformsEveryPoint() {
    let path = Path { path in
      path.move(to: point(1, 0))
      path.addQuadCurve(to: point(2, 0), control: point(1.5, 1))
    }
    let scaled = path.applying(CGAffineTransform(scaleX: 2, y: 3))
    #expect(
      scaled.elements == [
        .move(to: point(2, 0)), .quadCurve(to: point(4, 0), control: point(3, 3)),
      ])
    #expect(path.applying(.identity) == path)
    #expect(path.applying(CGAffineTransform(scaleX: .nan, y: 1)).isEmpty)
  }

  @Test func equalityComparesElements() {
    let built = Path { path in
      path.move(to: point(0, 0))
      path.addLine(to: point(2, 0))
      path.addLine(to: point(2, 2))
      path.addLine(to: point(0, 2))
      path.closeSubpath()
    }
    #expect(built == Path(CGRect(x: 0, y: 0, width: 2, height: 2)))
    #expect(built != Path(CGRect(x: 0, y: 0, width: 2, height: 3)))
  }
}
