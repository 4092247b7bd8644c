import Choreo
import Foundation
import Testing

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
  private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test func basicTransformsMapPoints() {
    let point = CGPoint(x: 1, y: 0)
    #expect(point.applying(CGAffineTransform(translationX: 3, y: 4)) == CGPoint(x: 4, y: 4))
    #expect(point.applying(CGAffineTransform(scaleX: 2, y: 5)) == CGPoint(x: 2, y: 0))
    // Positive angles turn x towards y: clockwise on a y-down screen.
    #expect(close(point.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform() == .identity)
  }

  @Test func concatenatingAppliesSelfFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    let point = CGPoint(x: 1, y: 1)
    #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
  }

  @Test func byMethodsApplyInTheTransformsOwnCoordinates() {
    // CoreGraphics: translatedBy/scaledBy/rotated prepend the new operation.
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 0))
    let s = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 3, y: 1)
    #expect(CGPoint(x: 1, y: 0).applying(s) == CGPoint(x: 13, y: 0))
    let r = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 10, y: 1)))
  }

  @Test func invertedUndoesAndSingularStaysUnchanged() {
    let t = CGAffineTransform(translationX: 5, y: -3).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
    let point = CGPoint(x: 3.5, y: -8)
    #expect(close(point.applying(t).applying(t.inverted()), point))
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func rectsMapToTheBoundingBoxOfTheirCorners() {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(rotated.minX - -10) < 1e-9)
    #expect(abs(rotated.minY - 0) < 1e-9)
    #expect(abs(rotated.width - 10) < 1e-9)
    #expect(abs(rotated.height - 20) < 1e-9)
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    #expect(
      CGSize(width: 2, height: 3).applying(
        CGAffineTransform(translationX: 9, y: 9).scaledBy(
          x: 2, y: 2)) == CGSize(width: 4, height: 6))
  }
}
