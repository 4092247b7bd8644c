import Choreo
import Foundation
import Testing

@Suite("Shape paths")
struct ShapePathTests {
  private let wide = CGRect(x: 0, y: 0, width: 100, height: 40)

  private func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  @Test func rectangleAndEllipseFillTheirRect() {
    #expect(Rectangle().path(in: wide) == Path(wide))
    #expect(Ellipse().path(in: wide) == Path(ellipseIn: wide))
    #expect(near(Ellipse().path(in: wide).boundingRect, wide))
  }

  @Test func aCircleInANonSquareRectIsCentredOnTheShorterSide() {
    let path = Circle().path(in: wide)
    #expect(near(path.boundingRect, CGRect(x: 30, y: 0, width: 40, height: 40)))
    #expect(path.contains(CGPoint(x: 50, y: 20)))
    #expect(!path.contains(CGPoint(x: 5, y: 20)))
    let tall = Circle().path(in: CGRect(x: 10, y: 10, width: 20, height: 60))
    #expect(near(tall.boundingRect, CGRect(x: 10, y: 30, width: 20, height: 20)))
  }

  /// Oversized corners shrink together until they fit in half of each side.
  @Test func roundedCornersAreClampedToHalfTheSide() {
    let huge = RoundedRectangle(cornerRadius: 500).path(in: wide)
    #expect(huge == Path(roundedRect: wide, cornerRadius: 20))
    #expect(huge == Capsule().path(in: wide))
    #expect(RoundedRectangle(cornerRadius: .infinity).path(in: wide) == huge)
    // 80 × 5 must shrink by 50/80 to fit the width; the height keeps its proportion.
    let wideCorners = RoundedRectangle(cornerSize: CGSize(width: 80, height: 5)).path(in: wide)
    #expect(wideCorners == Path(roundedRect: wide, cornerSize: CGSize(width: 50, height: 3.125)))
    #expect(near(huge.boundingRect, wide))
  }

  @Test func roundedCornersCutTheCorners() {
    let rounded = RoundedRectangle(cornerRadius: 10).path(in: wide)
    #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
    #expect(rounded.contains(CGPoint(x: 10, y: 10)))
    #expect(rounded.contains(CGPoint(x: 50, y: 0.5)))
    // A quarter-circle corner of radius 10 passes (10 − 10·cos 45°, 10 − 10·sin 45°).
    let onCorner = 10 - 10 * (0.5 as CGFloat).squareRoot()
    #expect(rounded.contains(CGPoint(x: onCorner + 0.1, y: onCorner + 0.1)))
    #expect(!rounded.contains(CGPoint(x: onCorner - 0.1, y: onCorner - 0.1)))
  }

  @Test func badCornerSizesGiveSquareCorners() {
    #expect(RoundedRectangle(cornerRadius: -5).path(in: wide) == Path(wide))
    #expect(RoundedRectangle(cornerRadius: .nan).path(in: wide) == Path(wide))
    #expect(
      RoundedRectangle(cornerSize: CGSize(width: CGFloat.infinity, height: 0)).path(in: wide)
        == Path(wide))
  }

  @Test func continuousCornersAreDrawnCircular() {
    #expect(
      RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: wide)
        == RoundedRectangle(cornerRadius: 8, style: .circular).path(in: wide))
  }

  @Test func capsuleRoundsTheShorterSideFully() {
    let tall = CGRect(x: 0, y: 0, width: 30, height: 90)
    #expect(Capsule().path(in: tall) == Path(roundedRect: tall, cornerRadius: 15))
    #expect(Capsule(style: .circular).style == .circular)
  }

  @Test func insetShapesMoveEveryEdgeInwards() {
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(Rectangle().inset(by: 10).path(in: square) == Path(square.insetBy(dx: 10, dy: 10)))
    #expect(
      Rectangle().inset(by: 10).inset(by: 5).path(in: square)
        == Path(square.insetBy(dx: 15, dy: 15)))
    #expect(
      near(
        Circle().inset(by: 10).path(in: wide).boundingRect,
        CGRect(x: 40, y: 10, width: 20, height: 20)))
    #expect(Ellipse().inset(by: 2).path(in: wide) == Path(ellipseIn: wide.insetBy(dx: 2, dy: 2)))
    #expect(
      RoundedRectangle(cornerRadius: 12).inset(by: 2).path(in: square)
        == Path(roundedRect: square.insetBy(dx: 2, dy: 2), cornerRadius: 10))
    #expect(
      Capsule().inset(by: 5).path(in: wide)
        == Path(roundedRect: wide.insetBy(dx: 5, dy: 5), cornerRadius: 15))
  }

  /// Inset past its centre in either direction, a shape is empty, as `CGRect.insetBy` gives
  /// a null rectangle: a border too wide for its view draws nothing.
  @Test func insettingPastTheCentreLeavesNothing() {
    // `wide` is 40 tall: 21 is past its centre, 20 just reaches it.
    #expect(Rectangle().inset(by: 21).path(in: wide).isEmpty)
    #expect(Circle().inset(by: 21).path(in: wide).isEmpty)
    #expect(Ellipse().inset(by: 21).path(in: wide).isEmpty)
    #expect(Capsule().inset(by: 21).path(in: wide).isEmpty)
    #expect(RoundedRectangle(cornerRadius: 5).inset(by: 21).path(in: wide).isEmpty)
    #expect(Rectangle().inset(by: 20).path(in: wide).boundingRect.width == 60)
    #expect(Rectangle().inset(by: .nan).path(in: wide) == Path(wide))
  }

  @Test func aPathIsAShapeThatIgnoresItsRect() {
    let triangle = Path { path in
      path.addLines([.zero, CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 5)])
      path.closeSubpath()
    }
    #expect(triangle.path(in: wide) == triangle)
    #expect(AnyShape(triangle).path(in: wide) == triangle)
    #expect(AnyShape(AnyShape(Circle())).path(in: wide) == Circle().path(in: wide))
  }

  @Test func staticShapeMembersMatchTheirTypes() {
    func path<S: Shape>(_ shape: S) -> Path { shape.path(in: wide) }
    #expect(path(.rect) == Rectangle().path(in: wide))
    #expect(path(.circle) == Circle().path(in: wide))
    #expect(path(.capsule) == Capsule().path(in: wide))
    #expect(path(.ellipse) == Ellipse().path(in: wide))
    #expect(path(.rect(cornerRadius: 4)) == RoundedRectangle(cornerRadius: 4).path(in: wide))
  }
}
