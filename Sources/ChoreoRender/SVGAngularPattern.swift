import Choreo
import Foundation

/// An angular (conic) gradient approximated for SVG, which has none: a `<pattern>` of wedges
/// around the centre, each filled with the gradient's colour at its middle angle.
///
/// Which colour an angle gets follows SwiftUI's `AngularGradient`: angles are measured as for
/// `Path.addArc` (from the positive x axis, clockwise on screen); location 0 is at the start
/// angle and 1 at the end angle. Equal start and end angles make one full turn from the start
/// (SwiftUI draws `AngularGradient(colors:center:)`, whose angles are both zero, as a full
/// wheel). A span of more than a turn shows its last turn. A span of less than a turn leaves a
/// gap, filled with the end colour for its first half and the start colour for its second, the
/// two meeting halfway across. A negative span runs anticlockwise.
///
/// Wedges are 2° wide (180 to a turn), joined where neighbours have the same colour (at most a
/// quarter turn each, so a triangle still covers its sector of the circle), and reach past the
/// corners of the area to paint.
struct SVGAngularPattern {
  /// The `<pattern>` element, without an id.
  let element: SVGElement

  /// Wedges in a full turn before equal neighbours are joined.
  static let wedgesPerTurn = 180
  /// The widest a joined wedge may be.
  private static let widestWedge = Double.pi / 2

  /// The pattern for `gradient` around `center`, tiled once over `coverage` (the painted area,
  /// in the element's coordinates); `nil` if a number is not finite.
  init?(
    gradient: ResolvedGradient, center: CGPoint, startAngle: Angle, endAngle: Angle,
    coverage: CGRect
  ) {
    let corners = [
      CGPoint(x: coverage.minX, y: coverage.minY), CGPoint(x: coverage.maxX, y: coverage.minY),
      CGPoint(x: coverage.minX, y: coverage.maxY), CGPoint(x: coverage.maxX, y: coverage.maxY),
    ]
    // One point more than the farthest corner, so rounding never leaves a corner uncovered.
    let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
    let radius = Double(reach) + 1
    guard radius.isFinite,
      let x = SVGNumberFormatter.string(coverage.minX),
      let y = SVGNumberFormatter.string(coverage.minY),
      let width = SVGNumberFormatter.string(coverage.width),
      let height = SVGNumberFormatter.string(coverage.height)
    else { return nil }
    var pattern = SVGElement(
      "pattern",
      [
        ("patternUnits", "userSpaceOnUse"), ("x", x), ("y", y), ("width", width),
        ("height", height), ("shape-rendering", "crispEdges"),
      ])
    // A pattern's contents are drawn with the origin at its tile's top-leading corner.
    let tileCenter = CGPoint(x: center.x - coverage.minX, y: center.y - coverage.minY)
    let sampler = Sampler(gradient: gradient, start: startAngle.radians, end: endAngle.radians)
    let step = 2 * Double.pi / Double(Self.wedgesPerTurn)
    var wedgeStart = startAngle.radians
    var wedgeColor = sampler.color(at: wedgeStart + step / 2)
    for index in 1...Self.wedgesPerTurn {
      let angle = startAngle.radians + Double(index) * step
      let next = index < Self.wedgesPerTurn ? sampler.color(at: angle + step / 2) : nil
      if let next, next.hex == wedgeColor.hex, next.opacity == wedgeColor.opacity,
        angle + step - wedgeStart <= Self.widestWedge + 1e-9
      {
        continue
      }
      guard
        let wedge = Self.wedge(
          from: wedgeStart, to: angle, center: tileCenter, radius: radius, color: wedgeColor)
      else { return nil }
      pattern.children.append(wedge)
      wedgeStart = angle
      if let next { wedgeColor = next }
    }
    element = pattern
  }

  // MARK: - Private

  /// A triangle from `center` covering the sector from `start` to `end` out to `radius`.
  private static func wedge(
    from start: Double, to end: Double, center: CGPoint, radius: Double,
    color: (hex: String, opacity: String?)
  ) -> SVGElement? {
    // The far side of the triangle is a chord; push it out so the arc lies inside it.
    let far = radius / cos((end - start) / 2)
    var data = ""
    SVGNumberFormatter.append("M", [center], to: &data)
    for angle in [start, end] {
      let point = CGPoint(x: center.x + far * cos(angle), y: center.y + far * sin(angle))
      SVGNumberFormatter.append("L", [point], to: &data)
    }
    guard data.hasPrefix("M"), data.count(where: { $0 == "L" }) == 2 else { return nil }
    var path = SVGElement("path", [("d", data + "Z"), ("fill", color.hex)])
    path["fill-opacity"] = color.opacity
    return path
  }

  /// The gradient's colour at an angle.
  private struct Sampler {
    let gradient: ResolvedGradient
    let start: Double
    let span: Double

    init(gradient: ResolvedGradient, start: Double, end: Double) {
      self.gradient = gradient
      let turn = 2 * Double.pi
      var span = end - start
      var start = start
      if span == 0 || !span.isFinite { span = turn }
      if abs(span) > turn {
        // The last complete turn: it ends at the end angle.
        start = end - (span > 0 ? turn : -turn)
        span = span > 0 ? turn : -turn
      }
      self.start = start
      self.span = span
    }

    /// The colour at `angle` (radians), printed.
    func color(at angle: Double) -> (hex: String, opacity: String?) {
      let turn = 2 * Double.pi
      let along = span > 0 ? angle - start : start - angle
      var offset = along.truncatingRemainder(dividingBy: turn)
      if offset < 0 { offset += turn }
      let width = abs(span)
      let location: Double
      if offset <= width {
        location = offset / width
      } else {
        location = offset - width < (turn - width) / 2 ? 1 : 0
      }
      let color = Self.interpolate(gradient.stops, at: location)
      return (SVGPaint.hex(color), SVGPaint.opacity(color))
    }

    /// The colour at `location` between the stops, gamma-encoded and straight, as SVG's own
    /// gradients interpolate.
    static func interpolate(_ stops: [ResolvedGradient.Stop], at location: Double) -> Color.Resolved
    {
      guard let first = stops.first, let last = stops.last else {
        return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
      }
      if location <= Double(first.location) { return first.color }
      if location >= Double(last.location) { return last.color }
      for (a, b) in zip(stops, stops.dropFirst()) where location <= Double(b.location) {
        let width = Double(b.location - a.location)
        let t = Float(width > 0 ? (location - Double(a.location)) / width : 1)
        func mix(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        return Color.Resolved(
          red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
          blue: mix(a.color.blue, b.color.blue),
          opacity: mix(a.color.opacity, b.color.opacity))
      }
      return last.color
    }
  }
}
