import Choreo
import Foundation

/// Strokes paths for the rasterizer: flattens each subpath within a tolerance of the device's
/// pixels and outlines it with `StrokeOutliner`, mapping the contours to pixels.
struct Stroker {
  private let outliner: StrokeOutliner

  /// A stroker for `style`, flattening within `tolerance` path units; `nil` when the stroke
  /// draws nothing (its width is zero, negative or not finite).
  init?(style: StrokeStyle, tolerance: Double) {
    guard let outliner = StrokeOutliner(style: style, tolerance: tolerance) else { return nil }
    self.outliner = outliner
  }

  /// Sends the outline of `path` stroked, each point mapped by `transform`, to `sink`.
  func stroke(_ path: Path, transform: Affine, into sink: inout some LineSink) {
    var collector = PolylineCollector()
    var flattener = Flattener(tolerance: outliner.tolerance, bounds: nil)
    func finish(closed: Bool) {
      guard let points = collector.take() else { return }
      for contour in outliner.outlines(of: points, isClosed: closed) {
        Self.send(contour, transform, &sink)
      }
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        flattener.end()
        flattener.move(Double(p.x), Double(p.y), &collector)
        collector.start(Double(p.x), Double(p.y))
      case .line(let p):
        flattener.line(Double(p.x), Double(p.y), &collector)
      case .quadCurve(let p, let c):
        flattener.quad(Double(c.x), Double(c.y), Double(p.x), Double(p.y), &collector)
      case .curve(let p, let c1, let c2):
        flattener.cubic(
          Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y),
          &collector)
      case .closeSubpath:
        flattener.close(&collector)
        finish(closed: true)
      }
    }
    finish(closed: false)
  }

  /// Sends a closed contour to `sink`, each point mapped by `transform`.
  static func send(
    _ contour: [StrokeOutliner.Point], _ transform: Affine, _ sink: inout some LineSink
  ) {
    guard var previous = contour.last else { return }
    var (px, py) = map(previous, transform)
    for point in contour where point != previous {
      let (x, y) = map(point, transform)
      sink.addLine(px, py, x, y)
      (previous, px, py) = (point, x, y)
    }
  }

  private static func map(_ point: StrokeOutliner.Point, _ transform: Affine) -> (Double, Double) {
    (
      Affine.clamped(transform.x(point.x, point.y)),
      Affine.clamped(transform.y(point.x, point.y))
    )
  }
}

/// Collects the points of the polyline a flattener draws, line by line.
struct PolylineCollector: LineSink {
  private var points: [StrokeOutliner.Point] = []

  mutating func start(_ x: Double, _ y: Double) {
    points = [StrokeOutliner.Point(x, y)]
  }

  mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    if points.isEmpty { points.append(StrokeOutliner.Point(x0, y0)) }
    points.append(StrokeOutliner.Point(x1, y1))
  }

  /// The points collected since the last start, leaving none.
  mutating func take() -> [StrokeOutliner.Point]? {
    defer { points = [] }
    return points.isEmpty ? nil : points
  }
}
