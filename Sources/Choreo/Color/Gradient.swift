// Mirrors: SwiftUI.Gradient, SwiftUI.Gradient.Stop
// Status: Partial (no Gradient.ColorSpace)

import Foundation

/// A colour gradient: colour stops, each at a location from 0 (start) to 1 (end).
///
/// Used as a `ShapeStyle` on its own, it draws from top to bottom, as `AnyGradient` does.
/// When drawn, stops are clamped: locations outside 0…1 are clamped into it (NaN becomes 0),
/// stops are sorted by location, keeping the given order among equal locations (so two stops
/// at one location make a hard edge), a single stop draws its colour solid, and no stops draw
/// nothing.
///
/// ```swift
/// Gradient(stops: [.init(color: .yellow, location: 0), .init(color: .red, location: 0.8)])
/// ```
@frozen
public struct Gradient: Hashable, Sendable {
  /// One colour of a gradient and where it lies.
  @frozen
  public struct Stop: Hashable, Sendable {
    /// The colour at this stop.
    public var color: Color
    /// Where the stop is, from 0 (start) to 1 (end).
    public var location: CGFloat

    /// Creates a stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in the order given.
  public var stops: [Stop]

  /// Creates a gradient from stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Creates a gradient of `colors` spaced evenly from 0 to 1 (one colour sits at 0).
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    stops = colors.enumerated().map { index, color in
      Stop(color: color, location: CGFloat(index) / CGFloat(last))
    }
  }
}

extension Gradient: ShapeStyle, PaintStyle {
  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    paint(in: &context) { .linearGradient($0, startPoint: .top, endPoint: .bottom) }
  }
}

extension Gradient {
  /// The paint for this gradient's stops: `make` gives the geometry for two or more stops;
  /// one stop is solid, none is clear.
  func paint(
    in context: inout PaintContext, _ make: (ResolvedGradient) -> ResolvedPaint
  ) -> ResolvedPaint {
    var resolved: [(index: Int, stop: ResolvedGradient.Stop)] = []
    for (index, stop) in stops.enumerated() {
      let color = stop.color.resolve(stop.color.provider, in: &context)
      let location = CGFloat(ColorMath.unitClamped(Double(stop.location)))
      resolved.append((index, ResolvedGradient.Stop(color: color, location: location)))
    }
    resolved.sort { ($0.stop.location, $0.index) < ($1.stop.location, $1.index) }
    switch resolved.count {
    case 0: return .color(.clearResolved)
    case 1: return .color(resolved[0].stop.color)
    default: return make(ResolvedGradient(stops: resolved.map(\.stop)))
    }
  }
}

/// Clamps for gradient geometry: non-finite values become 0 and radii are at least 0.
enum GradientGeometry {
  static func point(_ point: UnitPoint) -> UnitPoint {
    UnitPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
  }

  static func radius(_ radius: CGFloat) -> CGFloat {
    radius.isFinite ? max(0, radius) : 0
  }

  static func angle(_ angle: Angle) -> Angle {
    angle.radians.isFinite ? angle : .zero
  }
}
