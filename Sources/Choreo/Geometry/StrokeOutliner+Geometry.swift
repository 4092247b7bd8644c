import Foundation

extension StrokeOutliner {
  /// A point of a polyline or outline, in path units.
  package struct Point: Equatable, Sendable {
    package var x: Double
    package var y: Double

    package init(_ x: Double, _ y: Double) {
      self.x = x
      self.y = y
    }

    static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// This vector turned by `angle` radians, from the x axis towards the y axis.
    func rotated(by angle: Double) -> Point {
      let (c, s) = (cos(angle), sin(angle))
      return Point(x * c - y * s, x * s + y * c)
    }
  }

  /// A flattened subpath.
  struct Polyline {
    var points: [Point]
    var isClosed: Bool

    static func distance(_ a: Point, _ b: Point) -> Double {
      let d = b - a
      return d.dot(d).squareRoot()
    }
  }

  /// The left offset of the segment from `a` to `b`: its direction turned a quarter turn,
  /// half the line width long.
  func normal(_ a: Point, _ b: Point) -> Point {
    let d = b - a
    let length = d.dot(d).squareRoot()
    return Point(-d.y, d.x) * (halfWidth / length)
  }

  /// Adds to `side` the offset points at corner `v` between a segment with left offset `n1`
  /// and one with `n2`, whose lengths are `lengths`.
  func addJoin(
    at v: Point, from n1: Point, to n2: Point, lengths: (Double, Double),
    to side: inout [Point]
  ) {
    let h2 = halfWidth * halfWidth
    let cosine = n1.dot(n2) / h2
    guard 1 - cosine > 1e-12 else {
      side.append(v + n1)
      return
    }
    // The outgoing direction is n2 turned back a quarter turn; the path turns towards the
    // left side when that direction points left.
    let out = Point(n2.y, -n2.x)
    if out.dot(n1) > 0 {
      // The inner side: where the two offset lines cross, if that is within half of each
      // segment, so it cannot pass a neighbouring corner's crossing.
      let back = halfWidth * abs(n1.cross(n2) / h2) / (1 + cosine)
      if 1 + cosine > 1e-9, back <= lengths.0 / 2, back <= lengths.1 / 2 {
        side.append(v + (n1 + n2) * (1 / (1 + cosine)))
      } else {
        side += [v + n1, v, v + n2]
      }
      return
    }
    if join == .round {
      side.append(v + n1)
      // Around the outside; for a full reversal, around the way the path was going.
      let cross = n1.cross(n2)
      let sign = abs(cross) > 1e-12 * h2 ? (cross > 0 ? 1.0 : -1) : turn(n1, Point(n1.y, -n1.x))
      addArc(around: v, from: n1, angle: sign * acos(max(-1, min(1, cosine))), to: &side)
      side.append(v + n2)
    } else if join == .miter, miterLimit >= 1, 1 + cosine > 1e-12,
      1 / ((1 + cosine) / 2).squareRoot() <= miterLimit
    {
      // The miter's length over the line width is 1 / sin(φ/2), φ the angle between the
      // segments: 1 / cos(θ/2) for the turn θ.
      side.append(v + (n1 + n2) * (1 / (1 + cosine)))
    } else {
      side += [v + n1, v + n2]
    }
  }

  /// Adds the cap at the end of `points` to `contour`, which ends at the left offset of the
  /// last point and goes on from its right offset.
  func addCap(at points: [Point], to contour: inout [Point]) {
    let end = points[points.count - 1]
    let n = normal(points[points.count - 2], end)
    let forward = Point(n.y, -n.x)
    switch cap {
    case .round:
      addArc(around: end, from: n, angle: turn(n, forward) * .pi, to: &contour)
    case .square:
      contour += [end + n + forward, end - n + forward]
    default:
      break
    }
  }

  /// What a subpath of zero length at `p` draws: a dot for round and square caps.
  func dot(at p: Point) -> [[Point]] {
    let h = halfWidth
    switch cap {
    case .round:
      var circle = [p + Point(h, 0)]
      addArc(around: p, from: Point(h, 0), angle: 2 * .pi, to: &circle)
      return [circle]
    case .square:
      return [[p + Point(-h, -h), p + Point(h, -h), p + Point(h, h), p + Point(-h, h)]]
    default:
      return []
    }
  }

  // MARK: - Private

  /// 1 or −1: which way to turn `from` so that a quarter turn brings it to `towards`.
  private func turn(_ from: Point, _ towards: Point) -> Double {
    from.rotated(by: .pi / 2).dot(towards) >= 0 ? 1 : -1
  }

  /// Adds the points strictly between the ends of the arc around `center` that starts at
  /// offset `from` and turns by `angle`, within `tolerance`.
  private func addArc(
    around center: Point, from: Point, angle: Double, to points: inout [Point]
  ) {
    let ratio = min(max(1 - tolerance / halfWidth, -1), 1)
    let step = 2 * acos(ratio)
    guard step > 0, angle.isFinite else { return }
    let count = Int(min((abs(angle) / step).rounded(.up), 10_000))
    for i in 1..<max(1, count) {
      points.append(center + from.rotated(by: angle * Double(i) / Double(count)))
    }
  }
}
