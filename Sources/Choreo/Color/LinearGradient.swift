// Mirrors: SwiftUI.LinearGradient
// Status: Complete

/// A gradient along the line from a start point to an end point, in the unit space of the
/// shape it fills; also a view that fills the space it is offered.
///
/// Unit points with a NaN or infinite coordinate use 0 for it.
///
/// ```swift
/// LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
/// ```
public struct LinearGradient: Hashable, ShapeStyle, PaintStyle {
  /// The colours and their locations.
  package var gradient: Gradient
  /// Where location 0 lies.
  package var startPoint: UnitPoint
  /// Where location 1 lies.
  package var endPoint: UnitPoint

  /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A linear gradient of evenly spaced `colors`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of `stops`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    gradient.paint(in: &context) {
      .linearGradient(
        $0, startPoint: GradientGeometry.point(startPoint),
        endPoint: GradientGeometry.point(endPoint))
    }
  }
}

extension LinearGradient: View {
  /// A rectangle filled with the gradient.
  public var body: _ShapeView<Rectangle, LinearGradient> {
    _ShapeView(shape: Rectangle(), style: self)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of evenly spaced `colors`.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of `stops`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
