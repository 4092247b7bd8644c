import Foundation

/// The plane geometry paths are built on: vectors, Bézier evaluation and extrema, arcs as
/// cubic curves, and flattening curves into polylines.
enum PathMath {
  /// The cubic-curve handle length, as a fraction of the radius, that best fits a quarter
  /// circle: 4/3 · (√2 − 1).
  static let quarterCircleHandle: CGFloat = 4 / 3 * (CGFloat(2).squareRoot() - 1)

  /// How far, in points, a flattened curve may stray from the true curve.
  static let flatness: CGFloat = 0.05

  /// Whether both coordinates of `point` are finite.
  static func isFinite(_ point: CGPoint) -> Bool {
    point.x.isFinite && point.y.isFinite
  }

  /// `value` if it is finite and positive, otherwise 0.
  static func nonNegative(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
  }

  static func add(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    CGPoint(x: a.x + b.x, y: a.y + b.y)
  }

  static func subtract(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    CGPoint(x: a.x - b.x, y: a.y - b.y)
  }

  static func scale(_ a: CGPoint, _ factor: CGFloat) -> CGPoint {
    CGPoint(x: a.x * factor, y: a.y * factor)
  }

  static func length(_ a: CGPoint) -> CGFloat {
    (a.x * a.x + a.y * a.y).squareRoot()
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    length(subtract(a, b))
  }

  static func dot(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    a.x * b.x + a.y * b.y
  }

  static func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    a.x * b.y - a.y * b.x
  }

  /// `a` scaled to length 1, or `nil` for a zero vector.
  static func normalized(_ a: CGPoint) -> CGPoint? {
    let length = length(a)
    guard length > 0, length.isFinite else { return nil }
    return CGPoint(x: a.x / length, y: a.y / length)
  }

  static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  // MARK: - Bézier curves

  static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
      y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
  }

  static func cubicPoint(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
      y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// The parameters in (0, 1) where one coordinate of a quadratic curve has a turning point.
  static func quadExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return [] }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? [t] : []
  }

  /// The parameters in (0, 1) where one coordinate of a cubic curve has a turning point: the
  /// roots of its derivative, a quadratic.
  static func cubicExtrema(
    _ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat
  ) -> [CGFloat] {
    // B'(t)/3 = a·t² + b·t + c
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [CGFloat] = []
    if abs(a) < 1e-12 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        roots.append((-b + root) / (2 * a))
        roots.append((-b - root) / (2 * a))
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  /// How many straight pieces keep a curve within `flatness` of the true curve (Wang's
  /// formula), from the largest second difference of its control points.
  static func segmentCount(secondDifference: CGFloat, degree: Int) -> Int {
    let factor = CGFloat(degree * (degree - 1)) / 8
    let count = (factor * secondDifference / flatness).squareRoot().rounded(.up)
    guard count.isFinite else { return 1 }
    return Int(min(max(count, 1), 1024))
  }

  // MARK: - Arcs

  /// The cubic curves that approximate an arc of the ellipse with radii (`rx`, `ry`) around
  /// `center`, from `start` radians through `sweep` radians (negative sweeps run backwards).
  ///
  /// Each curve spans at most a quarter turn; sweeps beyond a full turn are clamped to one.
  /// Returns the arc's start point and its curves as (end, control1, control2).
  static func arcCurves(
    center: CGPoint, rx: CGFloat, ry: CGFloat, start: CGFloat, sweep: CGFloat
  ) -> (start: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)]) {
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle))
    }
    // At most one full turn; a sweep that is not finite draws nothing but the start point.
    let sweep = sweep.isFinite ? min(max(sweep, -2 * .pi), 2 * .pi) : 0
    let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let handle = 4 / 3 * tan(step / 4)
    var curves: [(CGPoint, CGPoint, CGPoint)] = []
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let from = point(angle)
      let to = point(next)
      let control1 = CGPoint(
        x: from.x - handle * rx * sin(angle), y: from.y + handle * ry * cos(angle))
      let control2 = CGPoint(
        x: to.x + handle * rx * sin(next), y: to.y - handle * ry * cos(next))
      curves.append((to, control1, control2))
      angle = next
    }
    return (point(start), curves)
  }
}

// MARK: - Flattening

/// One subpath flattened into straight pieces.
struct FlattenedSubpath {
  /// The points, without consecutive duplicates.
  var points: [CGPoint]
  /// Whether the subpath was closed with `closeSubpath()`.
  var isClosed: Bool
  /// Whether the subpath had any line or curve (a lone move has none).
  var hasSegments: Bool
}

extension Path {
  /// The path's subpaths as polylines, curves replaced by straight pieces within
  /// `PathMath.flatness` of them.
  func polylines() -> [FlattenedSubpath] {
    var result: [FlattenedSubpath] = []
    var current: FlattenedSubpath?
    func add(_ point: CGPoint) {
      guard current != nil else { return }
      current?.hasSegments = true
      if current?.points.last != point { current?.points.append(point) }
    }
    func finish(closed: Bool) {
      if var polyline = current {
        polyline.isClosed = closed
        result.append(polyline)
      }
      current = nil
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        current = FlattenedSubpath(points: [point], isClosed: false, hasSegments: false)
      case .line(let point):
        add(point)
      case .quadCurve(let point, let control):
        guard let start = current?.points.last else { break }
        let second = PathMath.length(
          PathMath.add(PathMath.subtract(start, PathMath.scale(control, 2)), point))
        let count = PathMath.segmentCount(secondDifference: second, degree: 2)
        for index in 1...count {
          add(PathMath.quadPoint(start, control, point, CGFloat(index) / CGFloat(count)))
        }
      case .curve(let point, let control1, let control2):
        guard let start = current?.points.last else { break }
        let first = PathMath.add(PathMath.subtract(start, PathMath.scale(control1, 2)), control2)
        let second = PathMath.add(
          PathMath.subtract(control1, PathMath.scale(control2, 2)), point)
        let difference = max(PathMath.length(first), PathMath.length(second))
        let count = PathMath.segmentCount(secondDifference: difference, degree: 3)
        for index in 1...count {
          add(
            PathMath.cubicPoint(
              start, control1, control2, point, CGFloat(index) / CGFloat(count)))
        }
      case .closeSubpath:
        if let first = current?.points.first, current?.points.count ?? 0 > 1,
          current?.points.last == first
        {
          current?.points.removeLast()
        }
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }
}
