import Foundation

extension Path {
  /// The outline of this path stroked with `style`, as a path to fill with the non-zero rule.
  ///
  /// Curves, round joins and round caps are flattened to within 0.05 points. Each side of a
  /// subpath is one contour (see `StrokeOutliner`), so the outline fills evenly, without seams
  /// where pieces would meet. Clamps: a zero, negative or non-finite line width gives an empty
  /// path; negative or non-finite dash lengths count as zero; a dash pattern whose lengths sum
  /// to zero, or that would cut one subpath into more than 100,000 pieces, draws a solid line;
  /// a miter limit below 1 (or NaN) bevels every corner. A subpath of zero length with round or
  /// square caps draws a dot, as CoreGraphics does.
  ///
  /// Complexity: O(n) in the number of flattened segments and dashes.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    guard let outliner = StrokeOutliner(style: style, tolerance: Double(PathMath.flatness)) else {
      return Path()
    }
    var outline = Path()
    for polyline in polylines() where polyline.hasSegments {
      let points = polyline.points.map { StrokeOutliner.Point(Double($0.x), Double($0.y)) }
      for contour in outliner.outlines(of: points, isClosed: polyline.isClosed) {
        guard let first = contour.first else { continue }
        outline.move(to: CGPoint(x: first.x, y: first.y))
        for point in contour.dropFirst() { outline.addLine(to: CGPoint(x: point.x, y: point.y)) }
        outline.closeSubpath()
      }
    }
    return outline
  }
}
