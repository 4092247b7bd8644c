// Mirrors: SwiftUI.AngularGradient
// Status: Complete

/// A gradient around a centre, from a start angle to an end angle (a "conic" gradient); also
/// a view that fills the space it is offered.
///
/// Angles are measured as for `Path.addArc`: from the positive x axis, clockwise on screen.
/// Non-finite angles are 0; a centre coordinate that is NaN or infinite is 0. How the renderer
/// fills the part of the turn outside start…end follows SwiftUI: the gradient's end colours
/// meet halfway across it.
///
/// ```swift
/// AngularGradient(colors: [.red, .yellow, .red], center: .center)
/// ```
public struct AngularGradient: Hashable, ShapeStyle, PaintStyle {
  /// The colours and their locations.
  package var gradient: Gradient
  /// The centre, in unit space.
  package var center: UnitPoint
  /// The angle of location 0.
  package var startAngle: Angle
  /// The angle of location 1.
  package var endAngle: Angle

  /// An angular gradient of `gradient` around `center` from `startAngle` to `endAngle`.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// An angular gradient of evenly spaced `colors`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// An angular gradient of `stops`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A full-turn angular gradient of `gradient` starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: angle + .degrees(360))
  }

  /// A full-turn angular gradient of evenly spaced `colors` starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A full-turn angular gradient of `stops` starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    gradient.paint(in: &context) {
      .angularGradient(
        $0, center: GradientGeometry.point(center),
        startAngle: GradientGeometry.angle(startAngle), endAngle: GradientGeometry.angle(endAngle))
    }
  }
}

extension AngularGradient: View {
  /// A rectangle filled with the gradient.
  public var body: _ShapeView<Rectangle, AngularGradient> {
    _ShapeView(shape: Rectangle(), style: self)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of `gradient` around `center` from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of evenly spaced `colors` around `center`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of `stops` around `center`.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full-turn angular gradient of `gradient` starting at `angle`.
  public static func conicGradient(
    _ gradient: Gradient, center: UnitPoint, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A full-turn angular gradient of evenly spaced `colors` starting at `angle`.
  public static func conicGradient(
    colors: [Color], center: UnitPoint, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
