import Foundation

extension Path {
  /// The smallest rectangle that contains every point of the path, curves included and
  /// control points not (unless the curve passes through them).
  ///
  /// An empty path gives `.zero` (CoreGraphics gives `.null`; Choreo keeps ∞ out of frames),
  /// and a size that would overflow to ∞ is clamped to the largest finite value.
  ///
  /// Complexity: O(n) in the number of elements.
  public var boundingRect: CGRect {
    if let rect = onlyRect {
      // What the loop below finds for the rectangle's four corners.
      return CGRect(
        x: rect.minX, y: rect.minY, width: min(rect.maxX - rect.minX, .greatestFiniteMagnitude),
        height: min(rect.maxY - rect.minY, .greatestFiniteMagnitude))
    }
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    func include(_ point: CGPoint) {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    var current: CGPoint?
    var start: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        include(point)
        current = point
        start = point
      case .line(let point):
        include(point)
        current = point
      case .quadCurve(let point, let control):
        if let p0 = current {
          let extrema =
            PathMath.quadExtrema(p0.x, control.x, point.x)
            + PathMath.quadExtrema(p0.y, control.y, point.y)
          for t in extrema { include(PathMath.quadPoint(p0, control, point, t)) }
        }
        include(point)
        current = point
      case .curve(let point, let control1, let control2):
        if let p0 = current {
          let extrema =
            PathMath.cubicExtrema(p0.x, control1.x, control2.x, point.x)
            + PathMath.cubicExtrema(p0.y, control1.y, control2.y, point.y)
          for t in extrema { include(PathMath.cubicPoint(p0, control1, control2, point, t)) }
        }
        include(point)
        current = point
      case .closeSubpath:
        current = start
      }
    }
    guard minX <= maxX, minY <= maxY else { return .zero }
    // Points far apart (near ±greatestFiniteMagnitude) would overflow the size to ∞.
    return CGRect(
      x: minX, y: minY, width: min(maxX - minX, .greatestFiniteMagnitude),
      height: min(maxY - minY, .greatestFiniteMagnitude))
  }

  /// The path with every point mapped through `transform`.
  ///
  /// Elements whose mapped points are not finite are dropped.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard transform != .identity else { return self }
    var result = Path()
    for element in elements {
      result.append(element.mapPoints { $0.applying(transform) })
    }
    return result
  }

  /// The path moved by `dx` horizontally and `dy` vertically.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// Whether `p` lies inside the path, by the non-zero winding rule or, with `eoFill`, the
  /// even-odd rule.
  ///
  /// Every subpath counts as closed, as when filling. Points on the outline count as inside,
  /// so a point on a straight line path is contained, as Apple's documentation shows. Curves
  /// are flattened to within 0.05 points first.
  ///
  /// Complexity: O(n) in the number of flattened segments.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    guard PathMath.isFinite(p) else { return false }
    var winding = 0
    for polyline in polylines() {
      let points = polyline.points
      guard let first = points.first else { continue }
      if points.count == 1 {
        if polyline.hasSegments, PathMath.distance(first, p) <= Self.onOutline { return true }
        continue
      }
      for index in points.indices {
        let a = points[index]
        let b = index + 1 < points.count ? points[index + 1] : first
        if Self.isOnSegment(p, a, b) { return true }
        // Crossings of the ray from p towards +x, counted with their direction.
        if a.y <= p.y {
          if b.y > p.y, PathMath.cross(PathMath.subtract(b, a), PathMath.subtract(p, a)) > 0 {
            winding += 1
          }
        } else if b.y <= p.y,
          PathMath.cross(PathMath.subtract(b, a), PathMath.subtract(p, a)) < 0
        {
          winding -= 1
        }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// How close to the outline, in points, a point counts as on it.
  private static let onOutline: CGFloat = 1e-9

  private static func isOnSegment(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Bool {
    let ab = PathMath.subtract(b, a)
    let ap = PathMath.subtract(p, a)
    let length = PathMath.length(ab)
    guard length > 0 else { return PathMath.length(ap) <= onOutline }
    guard abs(PathMath.cross(ab, ap)) / length <= onOutline else { return false }
    let t = PathMath.dot(ab, ap) / (length * length)
    return t >= 0 && t <= 1
  }
}
