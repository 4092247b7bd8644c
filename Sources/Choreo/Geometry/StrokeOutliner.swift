import Foundation

/// Outlines a stroke of flattened subpaths as closed contours to fill by the non-zero rule,
/// each one contour that does not overlap itself where that can be helped.
///
/// A union of overlapping pieces (a quadrilateral per segment, a piece per join and cap) has
/// the right shape, but coverage accumulation adds up the partial coverage of every piece
/// whose edge crosses a pixel, so pixels where pieces meet on the outline come out too dark.
/// This outliner walks each side of a polyline as one contour instead: the outer side of a
/// corner gets its join, the inner side the point where the two offset lines cross (or, when
/// that point lies past half of a segment, a detour through the corner, which non-zero filling
/// makes whole). Clamps: zero, negative or non-finite widths draw nothing; bad dash lengths
/// count as zero; a dash pattern summing to zero, or cutting a subpath into more than 100,000
/// pieces, draws solid; a miter limit below 1 bevels; a subpath of zero length draws a dot
/// with round or square caps.
///
/// `Path.strokedPath(_:)` and the rasterizer both stroke through it; each flattens curves its
/// own way first.
package struct StrokeOutliner {
  let halfWidth: Double
  let cap: CGLineCap
  let join: CGLineJoin
  let miterLimit: Double
  /// The largest distance between a curve or arc and the lines standing for it.
  package let tolerance: Double
  /// The dash pattern with bad lengths zeroed and an odd count doubled, or `nil` when solid.
  private let dashes: [Double]?
  private let phase: Double

  static let maximumDashCount = 100_000.0

  /// An outliner for `style`, drawing round joins and caps within `tolerance` path units;
  /// `nil` when the stroke draws nothing (its width is zero, negative or not finite).
  package init?(style: StrokeStyle, tolerance: Double) {
    let width = Double(style.lineWidth)
    guard width.isFinite, width > 0, tolerance > 0 else { return nil }
    halfWidth = width / 2
    cap = style.lineCap
    join = style.lineJoin
    miterLimit = Double(style.miterLimit)
    self.tolerance = tolerance
    var pattern = style.dash.map { Double($0).isFinite ? max(Double($0), 0) : 0 }
    if pattern.count % 2 == 1 { pattern += pattern }
    let total = pattern.reduce(0, +)
    if total > 0, total.isFinite {
      dashes = pattern
      let start = Double(style.dashPhase).isFinite ? Double(style.dashPhase) : 0
      let wrapped = start.truncatingRemainder(dividingBy: total)
      phase = wrapped < 0 ? wrapped + total : wrapped
    } else {
      dashes = nil
      phase = 0
    }
  }

  /// The closed contours outlining `points` (a flattened subpath, closed if `isClosed`)
  /// stroked: its dashes, each outlined with joins and caps.
  package func outlines(of points: [Point], isClosed: Bool) -> [[Point]] {
    var points = points
    if isClosed, points.count > 1, points.first == points.last { points.removeLast() }
    return dashed(Polyline(points: points, isClosed: isClosed)).flatMap(outline(of:))
  }

  // MARK: - Private

  /// The pieces `polyline` is cut into by the dash pattern, or itself when solid.
  private func dashed(_ polyline: Polyline) -> [Polyline] {
    guard let dashes else { return [polyline] }
    var points = polyline.points
    if polyline.isClosed, let first = points.first { points.append(first) }
    var length = 0.0
    for i in 0..<max(0, points.count - 1) { length += Polyline.distance(points[i], points[i + 1]) }
    let period = dashes.reduce(0, +)
    guard length.isFinite, length / period * Double(dashes.count) <= Self.maximumDashCount
    else { return [polyline] }
    var pieces: [Polyline] = []
    var index = 0
    var remaining = dashes[0]
    var skip = phase
    while skip > 0 {
      if skip >= remaining {
        skip -= remaining
        index = (index + 1) % dashes.count
        remaining = dashes[index]
      } else {
        remaining -= skip
        skip = 0
      }
    }
    var current: [Point]? = index % 2 == 0 ? [points[0]] : nil
    for i in 0..<max(0, points.count - 1) {
      var a = points[i]
      let b = points[i + 1]
      var left = Polyline.distance(a, b)
      while left > 0 {
        if remaining >= left {
          remaining -= left
          current?.append(b)
          left = 0
        } else {
          let t = remaining / left
          let cut = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
          left -= remaining
          a = cut
          if var dash = current {
            dash.append(cut)
            pieces.append(Polyline(points: dash, isClosed: false))
          }
          index = (index + 1) % dashes.count
          remaining = dashes[index]
          current = index % 2 == 0 ? [cut] : nil
        }
      }
    }
    if let dash = current { pieces.append(Polyline(points: dash, isClosed: false)) }
    return pieces
  }

  /// The closed contours outlining one solid polyline.
  private func outline(of polyline: Polyline) -> [[Point]] {
    var points: [Point] = []
    for point in polyline.points where points.last != point { points.append(point) }
    if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
    guard points.count > 1 else { return points.first.map(dot(at:)) ?? [] }
    // Both sides of a closed polyline, each with a join at every point. Every side, open or
    // closed, winds the same way as the pieces it stands for, so the sides add up, even for a
    // closed polyline with no area.
    if polyline.isClosed { return [closedSide(points), closedSide(points.reversed())] }
    let reversed = Array(points.reversed())
    var contour = openSide(points)
    addCap(at: points, to: &contour)
    contour += openSide(reversed)
    addCap(at: reversed, to: &contour)
    return [contour]
  }

  /// The offset points along the left of an open polyline, joins included, from its first
  /// point's offset to its last's.
  private func openSide(_ points: [Point]) -> [Point] {
    let normals = (0..<points.count - 1).map { normal(points[$0], points[$0 + 1]) }
    var side = [points[0] + normals[0]]
    for i in 1..<points.count - 1 {
      addJoin(
        at: points[i], from: normals[i - 1], to: normals[i],
        lengths: (
          Polyline.distance(points[i - 1], points[i]),
          Polyline.distance(points[i], points[i + 1])
        ), to: &side)
    }
    side.append(points[points.count - 1] + normals[normals.count - 1])
    return side
  }

  /// The offset points along the left of a closed polyline, a join at every point.
  private func closedSide(_ points: [Point]) -> [Point] {
    let count = points.count
    let normals = (0..<count).map { normal(points[$0], points[($0 + 1) % count]) }
    var side: [Point] = []
    for i in 0..<count {
      let previous = (i + count - 1) % count
      addJoin(
        at: points[i], from: normals[previous], to: normals[i],
        lengths: (
          Polyline.distance(points[previous], points[i]),
          Polyline.distance(points[i], points[(i + 1) % count])
        ), to: &side)
    }
    return side
  }
}
