// Mirrors: SwiftUI.AnyGradient
// Status: Partial (no colorSpace(_:))

/// A colour gradient that draws, as a shape style, from top to bottom: start point (0.5, 0),
/// end point (0.5, 1).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16).fill(.blue.gradient)
/// ```
public struct AnyGradient: Hashable, ShapeStyle, PaintStyle {
  /// The gradient's stops.
  package var base: Gradient

  /// Wraps `gradient`.
  public init(_ gradient: Gradient) {
    base = gradient
  }

  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    base.paint(in: &context) { .linearGradient($0, startPoint: .top, endPoint: .bottom) }
  }
}
