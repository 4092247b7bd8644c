import Choreo
import Foundation

/// Paint for an SVG `fill` or `stroke`: a colour, or a reference to a gradient or pattern
/// defined in the document.
///
/// Colours are gamma-encoded sRGB bytes as `#RRGGBB`, components clamped to 0…1 (extended-range
/// and Display P3 colours outside sRGB are clipped), with opacity as a separate number.
/// Gradient geometry is in points, in the user space of the element painted
/// (`gradientUnits="userSpaceOnUse"`), computed from the paint's unit space over `bounds`:
///
/// - Linear: the line from the start to the end point; colour bands are perpendicular to it in
///   points, and the end colours extend past its ends (`spreadMethod` pad).
/// - Radial: SVG 1.1 has no start radius, so stops are moved to `(start + location × (end −
///   start)) / max(start, end)` of the larger radius; inside the start circle the first colour
///   fills, as in SwiftUI. A start radius above the end one reverses the stops.
/// - Angular: SVG has no conic gradient. It is drawn as a `<pattern>` of wedges around the
///   centre, one for every 2° of the turn (merged where neighbours have the same colour), each
///   filled with the gradient's colour at its middle angle, interpolated in gamma-encoded sRGB
///   with straight opacity as SVG interpolates its own gradients. Wedges are drawn with
///   `shape-rendering="crispEdges"` so no seams show between them; the painted shape keeps its
///   anti-aliased edge. The colour error is at most the change across 1° of the turn.
struct SVGPaint {
  /// The value of the `fill` or `stroke` attribute.
  var value: String
  /// The paint's own opacity (`fill-opacity` or `stroke-opacity`), when below 1.
  var opacity: String?

  /// `paint` for an element whose gradient unit square maps to `bounds` and whose painted area
  /// lies within `coverage` (both in the element's coordinates); gradients and patterns are
  /// added to `definitions`.
  ///
  /// Returns `nil` when the geometry is not finite: the element draws nothing.
  init?(
    _ paint: ResolvedPaint, bounds: CGRect, coverage: CGRect,
    definitions: inout SVGDefinitions
  ) {
    guard Self.isFinite(bounds) else { return nil }
    switch paint {
    case .color(let color):
      value = Self.hex(color)
      opacity = Self.opacity(color)
    case .linearGradient(let gradient, let start, let end):
      let from = Self.point(start, in: bounds)
      let to = Self.point(end, in: bounds)
      var element = SVGElement("linearGradient", [("gradientUnits", "userSpaceOnUse")])
      for (name, number) in [("x1", from.x), ("y1", from.y), ("x2", to.x), ("y2", to.y)] {
        guard let text = SVGNumberFormatter.string(number) else { return nil }
        element[name] = text
      }
      element.children = Self.stops(gradient.stops.map { ($0.location, $0.color) })
      value = SVGDefinitions.url(definitions.id(of: element, prefix: "gradient"))
    case .radialGradient(let gradient, let center, let startRadius, let endRadius):
      let middle = Self.point(center, in: bounds)
      let radius = max(startRadius, endRadius)
      guard let cx = SVGNumberFormatter.string(middle.x),
        let cy = SVGNumberFormatter.string(middle.y),
        let r = SVGNumberFormatter.string(radius)
      else { return nil }
      var element = SVGElement(
        "radialGradient", [("gradientUnits", "userSpaceOnUse"), ("cx", cx), ("cy", cy), ("r", r)])
      var stops = gradient.stops.map { stop -> (CGFloat, Color.Resolved) in
        guard radius > 0 else { return (stop.location, stop.color) }
        return ((startRadius + stop.location * (endRadius - startRadius)) / radius, stop.color)
      }
      if startRadius > endRadius { stops.reverse() }
      element.children = Self.stops(stops)
      value = SVGDefinitions.url(definitions.id(of: element, prefix: "gradient"))
    case .angularGradient(let gradient, let center, let startAngle, let endAngle):
      guard Self.isFinite(coverage),
        let pattern = SVGAngularPattern(
          gradient: gradient, center: Self.point(center, in: bounds), startAngle: startAngle,
          endAngle: endAngle, coverage: coverage)
      else { return nil }
      value = SVGDefinitions.url(definitions.id(of: pattern.element, prefix: "pattern"))
    }
  }

  /// `color` as `#RRGGBB` in gamma-encoded sRGB, each component clamped to 0…1.
  static func hex(_ color: Color.Resolved) -> String {
    "#" + [color.red, color.green, color.blue].map(hexByte).joined()
  }

  /// `color`'s opacity printed, or `nil` when it is 1 (the SVG default).
  static func opacity(_ color: Color.Resolved) -> String? {
    color.opacity >= 1 ? nil : SVGNumberFormatter.string(Double(color.opacity))
  }

  /// Whether every coordinate of `rect` is finite.
  static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
      && rect.height.isFinite
  }

  // MARK: - Private

  private static func hexByte(_ component: Float) -> String {
    let clamped = component.isNaN ? 0 : min(max(component, 0), 1)
    let byte = Int((clamped * 255).rounded())
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }

  private static func point(_ unit: UnitPoint, in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
  }

  /// `<stop>` elements; offsets are clamped to 0…1 and kept in order, as SVG requires.
  private static func stops(_ stops: [(CGFloat, Color.Resolved)]) -> [SVGElement] {
    var previous: CGFloat = 0
    return stops.map { location, color in
      let clamped = location.isFinite ? min(max(location, previous), 1) : previous
      previous = clamped
      var stop = SVGElement("stop", [("offset", SVGNumberFormatter.string(clamped) ?? "0")])
      stop["stop-color"] = hex(color)
      stop["stop-opacity"] = opacity(color)
      return stop
    }
  }
}
