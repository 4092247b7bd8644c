import Foundation

/// What a shape style resolves to for drawing: one colour, or a gradient whose stops are
/// resolved colours.
///
/// Gradient geometry is in the unit space of the rectangle being filled (for shapes, the
/// bounding rectangle of their path): (0, 0) is its top-leading corner, (1, 1) its
/// bottom-trailing one. Radii are in points. Values are clamped when made: no NaN or ∞.
package enum ResolvedPaint: Hashable, Sendable {
  /// A solid colour.
  case color(Color.Resolved)
  /// A gradient along the line from `startPoint` to `endPoint`.
  case linearGradient(ResolvedGradient, startPoint: UnitPoint, endPoint: UnitPoint)
  /// A gradient along circles around `center`, from `startRadius` to `endRadius` points.
  case radialGradient(
    ResolvedGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
  /// A gradient around `center`, from `startAngle` to `endAngle` (measured as for
  /// `Path.addArc`).
  case angularGradient(
    ResolvedGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)

  /// Whether every colour of the paint is fully transparent.
  package var isInvisible: Bool {
    switch self {
    case .color(let color): return color.opacity == 0
    case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _),
      .angularGradient(let gradient, _, _, _):
      return gradient.stops.allSatisfy { $0.color.opacity == 0 }
    }
  }

  /// This paint with every colour's opacity multiplied by `factor` (clamped to 0…1).
  package func multiplyingOpacity(by factor: Double) -> ResolvedPaint {
    let factor = Float(ColorMath.unitClamped(factor))
    guard factor != 1 else { return self }
    switch self {
    case .color(let color):
      return .color(color.multiplyingOpacity(by: factor))
    case .linearGradient(let gradient, let start, let end):
      return .linearGradient(
        gradient.multiplyingOpacity(by: factor), startPoint: start, endPoint: end)
    case .radialGradient(let gradient, let center, let start, let end):
      return .radialGradient(
        gradient.multiplyingOpacity(by: factor), center: center, startRadius: start,
        endRadius: end)
    case .angularGradient(let gradient, let center, let start, let end):
      return .angularGradient(
        gradient.multiplyingOpacity(by: factor), center: center, startAngle: start,
        endAngle: end)
    }
  }
}

/// A gradient's stops with their colours resolved: at least two, sorted by location, each
/// location in 0…1.
package struct ResolvedGradient: Hashable, Sendable {
  /// One resolved stop.
  package struct Stop: Hashable, Sendable {
    /// The colour at this stop.
    package var color: Color.Resolved
    /// Where the stop is, from 0 (start) to 1 (end).
    package var location: CGFloat

    package init(color: Color.Resolved, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, sorted by location.
  package var stops: [Stop]

  package init(stops: [Stop]) {
    self.stops = stops
  }

  func multiplyingOpacity(by factor: Float) -> ResolvedGradient {
    ResolvedGradient(
      stops: stops.map {
        Stop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location)
      })
  }
}
