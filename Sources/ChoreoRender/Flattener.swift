import Choreo

/// Where a flattener sends the lines it makes.
protocol LineSink {
  mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double)
}

extension CoverageAccumulator: LineSink {}

/// Turns contours of lines and Bézier curves into lines within `tolerance`, closing every
/// contour, and sends them to a sink passed to each call.
///
/// A curve becomes n lines at equal parameter steps, n = ⌈√(max|B″| / (8 · tolerance))⌉, the
/// bound on the distance between a curve and its chords; at most `maximumSegments`. A curve
/// whose control points all lie outside `bounds` to the top, bottom or right cannot show, and
/// one wholly to the left only counts for its winding: either becomes one line.
struct Flattener {
  /// The largest distance between a curve and its lines, in the sink's units.
  let tolerance: Double
  /// The area that shows (minX, minY, maxX, maxY), or `nil` to flatten every curve fully.
  let bounds: (Double, Double, Double, Double)?

  static var maximumSegments: Int { 1_000 }

  private var startX = 0.0
  private var startY = 0.0
  private var currentX = 0.0
  private var currentY = 0.0
  private var isOpen = false

  init(tolerance: Double, bounds: (Double, Double, Double, Double)?) {
    self.tolerance = tolerance
    self.bounds = bounds
  }

  /// Closes the open contour, if any, and starts one at (`x`, `y`).
  mutating func move(_ x: Double, _ y: Double, _ sink: inout some LineSink) {
    close(&sink)
    (startX, startY, currentX, currentY) = (x, y, x, y)
    isOpen = true
  }

  mutating func line(_ x: Double, _ y: Double, _ sink: inout some LineSink) {
    guard isOpen else { return move(x, y, &sink) }
    sink.addLine(currentX, currentY, x, y)
    (currentX, currentY) = (x, y)
  }

  mutating func quad(
    _ cx: Double, _ cy: Double, _ x: Double, _ y: Double, _ sink: inout some LineSink
  ) {
    guard isOpen else { return move(x, y, &sink) }
    let (x0, y0) = (currentX, currentY)
    let ddx = x0 - 2 * cx + x
    let ddy = y0 - 2 * cy + y
    // |B″| = 2·|P0 − 2P1 + P2|.
    let n = segments(
      2 * (ddx * ddx + ddy * ddy).squareRoot(), x: (min(x0, cx, x), max(x0, cx, x)),
      y: (min(y0, cy, y), max(y0, cy, y)))
    let step = 1 / Double(n)
    for i in 1..<n {
      let t = Double(i) * step
      let u = 1 - t
      line(
        u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y, &sink)
    }
    line(x, y, &sink)
  }

  mutating func cubic(
    _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double,
    _ sink: inout some LineSink
  ) {
    guard isOpen else { return move(x, y, &sink) }
    let (x0, y0) = (currentX, currentY)
    let d1x = x0 - 2 * c1x + c2x
    let d1y = y0 - 2 * c1y + c2y
    let d2x = c1x - 2 * c2x + x
    let d2y = c1y - 2 * c2y + y
    // |B″| ≤ 6·max(|P0 − 2P1 + P2|, |P1 − 2P2 + P3|).
    let bend = 6 * max((d1x * d1x + d1y * d1y).squareRoot(), (d2x * d2x + d2y * d2y).squareRoot())
    let n = segments(
      bend, x: (min(x0, c1x, c2x, x), max(x0, c1x, c2x, x)),
      y: (min(y0, c1y, c2y, y), max(y0, c1y, c2y, y)))
    let step = 1 / Double(n)
    for i in 1..<n {
      let t = Double(i) * step
      let u = 1 - t
      let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      line(
        b0 * x0 + b1 * c1x + b2 * c2x + b3 * x, b0 * y0 + b1 * c1y + b2 * c2y + b3 * y, &sink)
    }
    line(x, y, &sink)
  }

  /// Ends the open contour, if any, without closing it.
  mutating func end() {
    isOpen = false
  }

  /// Closes the open contour with a line back to its start.
  mutating func close(_ sink: inout some LineSink) {
    guard isOpen else { return }
    if currentX != startX || currentY != startY {
      sink.addLine(currentX, currentY, startX, startY)
    }
    (currentX, currentY) = (startX, startY)
    isOpen = false
  }

  /// How many lines a curve needs, given the bound on |B″| and its control points' extent.
  private func segments(_ bend: Double, x: (Double, Double), y: (Double, Double)) -> Int {
    if let (minX, minY, maxX, maxY) = bounds {
      if x.0 >= maxX || x.1 <= minX || y.1 <= minY || y.0 >= maxY { return 1 }
    }
    let n = (bend / (8 * tolerance)).squareRoot().rounded(.up)
    guard n.isFinite, n > 1 else { return 1 }
    return Int(min(n, Double(Self.maximumSegments)))
  }
}

extension Flattener {
  /// Adds `path`'s contours, each point mapped by `transform`, to `accumulator`, flattened
  /// within 0.1 pixel.
  ///
  /// Every subpath is closed, as filling does. Mapped coordinates are clamped to
  /// ±`Affine.limit`; the accumulator clips the rest.
  static func add(
    _ path: Path, transform m: Affine, to accumulator: inout CoverageAccumulator
  ) {
    var flattener = Flattener(
      tolerance: 0.1,
      bounds: (0, 0, Double(accumulator.width), Double(accumulator.height)))
    for element in path.elements {
      switch element {
      case .move(let p):
        let q = m.apply(p)
        flattener.move(q.x, q.y, &accumulator)
      case .line(let p):
        let q = m.apply(p)
        flattener.line(q.x, q.y, &accumulator)
      case .quadCurve(let p, let c):
        let (q, k) = (m.apply(p), m.apply(c))
        flattener.quad(k.x, k.y, q.x, q.y, &accumulator)
      case .curve(let p, let c1, let c2):
        let (q, k1, k2) = (m.apply(p), m.apply(c1), m.apply(c2))
        flattener.cubic(k1.x, k1.y, k2.x, k2.y, q.x, q.y, &accumulator)
      case .closeSubpath:
        flattener.close(&accumulator)
      }
    }
    flattener.close(&accumulator)
  }
}
