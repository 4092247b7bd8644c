// Mirrors: SwiftUI.RadialGradient
// Status: Complete

/// A gradient along circles around a centre, from a start radius to an end radius in
/// points; also a view that fills the space it is offered.
///
/// Negative or non-finite radii are 0; a centre coordinate that is NaN or infinite is 0.
///
/// ```swift
/// RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 100)
/// ```
public struct RadialGradient: Hashable, ShapeStyle, PaintStyle {
  /// The colours and their locations.
  package var gradient: Gradient
  /// The centre, in unit space.
  package var center: UnitPoint
  /// The radius of location 0, in points.
  package var startRadius: CGFloat
  /// The radius of location 1, in points.
  package var endRadius: CGFloat

  /// A radial gradient of `gradient` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A radial gradient of evenly spaced `colors`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient of `stops`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    gradient.paint(in: &context) {
      .radialGradient(
        $0, center: GradientGeometry.point(center),
        startRadius: GradientGeometry.radius(startRadius),
        endRadius: GradientGeometry.radius(endRadius))
    }
  }
}

extension RadialGradient: View {
  /// A rectangle filled with the gradient.
  public var body: _ShapeView<Rectangle, RadialGradient> {
    _ShapeView(shape: Rectangle(), style: self)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of `gradient` around `center`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of evenly spaced `colors`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of `stops`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
