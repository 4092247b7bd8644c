import Foundation

extension Path {
  /// The outline of this path stroked with `style`, as a path to fill with the non-zero rule.
  ///
  /// Curves are flattened to within 0.05 points first. The outline is a union of positively
  /// oriented pieces (one per segment, join and cap), which the non-zero rule merges; filling
  /// it even-odd would show their overlaps. Clamps: a zero, negative or non-finite line width
  /// gives an empty path; negative or non-finite dash lengths count as zero; a dash pattern
  /// whose lengths sum to zero, or that would cut one subpath into more than 100,000 pieces,
  /// draws a solid line; a miter limit below 1 (or NaN) bevels every
  /// corner. A subpath of zero length with round or square caps draws a dot, as CoreGraphics
  /// does.
  ///
  /// Complexity: O(n) in the number of flattened segments and dashes.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let width = PathMath.nonNegative(style.lineWidth)
    guard width > 0 else { return Path() }
    var stroker = Stroker(style: style, halfWidth: width / 2)
    for polyline in polylines() where polyline.hasSegments {
      for piece in stroker.dashed(polyline) { stroker.stroke(piece) }
    }
    return stroker.outline
  }
}

/// Builds the outline of a stroke, piece by piece.
private struct Stroker {
  let style: StrokeStyle
  let halfWidth: CGFloat
  var outline = Path()

  /// The dash pattern with bad lengths zeroed and an odd count doubled, or `nil` when solid.
  private let dashes: [CGFloat]?
  private let phase: CGFloat

  init(style: StrokeStyle, halfWidth: CGFloat) {
    self.style = style
    self.halfWidth = halfWidth
    var pattern = style.dash.map(PathMath.nonNegative)
    if pattern.count % 2 == 1 { pattern += pattern }
    let total = pattern.reduce(0, +)
    if total > 0, total.isFinite {
      dashes = pattern
      let start = style.dashPhase.isFinite ? style.dashPhase : 0
      let wrapped = start.truncatingRemainder(dividingBy: total)
      phase = wrapped < 0 ? wrapped + total : wrapped
    } else {
      dashes = nil
      phase = 0
    }
  }

  // MARK: - Dashes

  /// The most dashes and gaps one subpath is cut into; a finer pattern draws it solid.
  static let maximumDashCount: CGFloat = 100_000

  /// `polyline` cut into its dashes (open polylines), or itself when the stroke is solid.
  func dashed(_ polyline: FlattenedSubpath) -> [FlattenedSubpath] {
    guard let dashes else { return [polyline] }
    var points = polyline.points
    if polyline.isClosed, let first = points.first { points.append(first) }
    let length = zip(points, points.dropFirst()).reduce(0) { $0 + PathMath.distance($1.0, $1.1) }
    let period = dashes.reduce(0, +)
    guard length.isFinite,
      length / period * CGFloat(dashes.count) <= Self.maximumDashCount
    else { return [polyline] }
    var result: [FlattenedSubpath] = []
    // Where in the pattern the walk is: index of the current interval and what is left of it.
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
    var current: [CGPoint]? = index % 2 == 0 ? [points[0]] : nil
    for segment in 0..<max(0, points.count - 1) {
      var a = points[segment]
      let b = points[segment + 1]
      var length = PathMath.distance(a, b)
      while length > 0 {
        if remaining >= length {
          remaining -= length
          current?.append(b)
          length = 0
        } else {
          let cut = PathMath.lerp(a, b, remaining / length)
          length -= remaining
          a = cut
          if var dash = current {
            dash.append(cut)
            result.append(FlattenedSubpath(points: dash, isClosed: false, hasSegments: true))
          }
          index = (index + 1) % dashes.count
          remaining = dashes[index]
          current = index % 2 == 0 ? [cut] : nil
        }
      }
    }
    if let dash = current {
      result.append(FlattenedSubpath(points: dash, isClosed: false, hasSegments: true))
    }
    return result
  }

  // MARK: - Outline

  /// Adds the outline of one (solid) polyline: its segments, joins and caps.
  mutating func stroke(_ polyline: FlattenedSubpath) {
    let points = polyline.points
    guard points.count > 1 else {
      if let point = points.first { dot(at: point) }
      return
    }
    let count = points.count
    let closed = polyline.isClosed && count > 2
    let segments = closed ? count : count - 1
    for index in 0..<segments {
      let a = points[index]
      let b = points[(index + 1) % count]
      guard let direction = PathMath.normalized(PathMath.subtract(b, a)) else { continue }
      let normal = CGPoint(x: -direction.y * halfWidth, y: direction.x * halfWidth)
      addPolygon([
        PathMath.add(a, normal), PathMath.add(b, normal),
        PathMath.subtract(b, normal), PathMath.subtract(a, normal),
      ])
    }
    let joints = closed ? Array(0..<count) : Array(1..<(count - 1))
    for index in joints {
      join(
        before: points[(index + count - 1) % count], at: points[index],
        after: points[(index + 1) % count])
    }
    if !closed {
      cap(at: points[0], from: points[1])
      cap(at: points[count - 1], from: points[count - 2])
    }
  }

  /// The corner at `point` between the segment from `before` and the one to `after`.
  private mutating func join(before: CGPoint, at point: CGPoint, after: CGPoint) {
    guard let incoming = PathMath.normalized(PathMath.subtract(point, before)),
      let outgoing = PathMath.normalized(PathMath.subtract(after, point))
    else { return }
    let turn = PathMath.cross(incoming, outgoing)
    if style.lineJoin == .round {
      circle(at: point)
      return
    }
    guard abs(turn) > 1e-12 else { return }
    // The outer side is left of the path for right turns and right of it for left turns.
    let side: CGFloat = turn > 0 ? -1 : 1
    let normalIn = CGPoint(x: -incoming.y * halfWidth * side, y: incoming.x * halfWidth * side)
    let normalOut = CGPoint(x: -outgoing.y * halfWidth * side, y: outgoing.x * halfWidth * side)
    let outerIn = PathMath.add(point, normalIn)
    let outerOut = PathMath.add(point, normalOut)
    if style.lineJoin == .miter {
      // The miter's length over the line width is 1 / sin(θ/2), θ the angle between segments.
      let cosine = max(-1, min(1, PathMath.dot(PathMath.scale(incoming, -1), outgoing)))
      let halfAngleSine = ((1 - cosine) / 2).squareRoot()
      if halfAngleSine > 0, 1 / halfAngleSine <= style.miterLimit {
        guard let bisector = PathMath.normalized(PathMath.add(normalIn, normalOut)) else { return }
        let tip = PathMath.add(point, PathMath.scale(bisector, halfWidth / halfAngleSine))
        addPolygon([point, outerIn, tip, outerOut])
        return
      }
    }
    addPolygon([point, outerIn, outerOut])
  }

  /// The end of an open subpath at `point`, whose last segment comes from `neighbour`.
  private mutating func cap(at point: CGPoint, from neighbour: CGPoint) {
    if style.lineCap == .round {
      circle(at: point)
    } else if style.lineCap == .square,
      let direction = PathMath.normalized(PathMath.subtract(point, neighbour))
    {
      let along = PathMath.scale(direction, halfWidth)
      let normal = CGPoint(x: -along.y, y: along.x)
      let tip = PathMath.add(point, along)
      addPolygon([
        PathMath.add(point, normal), PathMath.add(tip, normal),
        PathMath.subtract(tip, normal), PathMath.subtract(point, normal),
      ])
    }
  }

  /// A zero-length subpath: a dot for round and square caps, nothing for butt caps.
  private mutating func dot(at point: CGPoint) {
    if style.lineCap == .round {
      circle(at: point)
    } else if style.lineCap == .square {
      outline.addRect(
        CGRect(
          x: point.x - halfWidth, y: point.y - halfWidth, width: 2 * halfWidth,
          height: 2 * halfWidth))
    }
  }

  private mutating func circle(at point: CGPoint) {
    outline.addEllipse(
      in: CGRect(
        x: point.x - halfWidth, y: point.y - halfWidth, width: 2 * halfWidth,
        height: 2 * halfWidth))
  }

  /// Adds `points` as a closed subpath with positive orientation (clockwise on screen), so
  /// that overlapping pieces merge under the non-zero rule.
  private mutating func addPolygon(_ points: [CGPoint]) {
    var area: CGFloat = 0
    for index in points.indices {
      area += PathMath.cross(points[index], points[(index + 1) % points.count])
    }
    guard area != 0 else { return }
    outline.addLines(area > 0 ? points : points.reversed())
    outline.closeSubpath()
  }
}
