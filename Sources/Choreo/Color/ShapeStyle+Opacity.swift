// Mirrors: SwiftUI.ShapeStyle.opacity(_:)
// Status: Complete

extension ShapeStyle {
  /// This style with its opacity multiplied by `opacity` (clamped to 0…1; NaN becomes 0).
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    _OpacityShapeStyle(style: self, opacity: ColorMath.unitClamped(opacity))
  }
}

/// A style drawn at a fraction of its opacity.
@frozen
public struct _OpacityShapeStyle<Style: ShapeStyle>: ShapeStyle, PaintStyle {
  /// The style drawn.
  public var style: Style
  /// The opacity factor, in 0…1.
  public var opacity: Double

  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    style.paint(in: &context).multiplyingOpacity(by: opacity)
  }
}

extension _OpacityShapeStyle: Equatable where Style: Equatable {}
extension _OpacityShapeStyle: Hashable where Style: Hashable {}
