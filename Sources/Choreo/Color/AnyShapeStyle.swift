// Mirrors: SwiftUI.AnyShapeStyle
// Status: Complete

/// A type-erased shape style.
///
/// Two erased styles are equal when they wrap equal values of the same `Equatable` type;
/// styles of types that are not `Equatable` never compare equal (so views using them always
/// count as changed).
///
/// ```swift
/// let style = isHighlighted ? AnyShapeStyle(.yellow) : AnyShapeStyle(.linearGradient(
///   colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
public struct AnyShapeStyle: ShapeStyle, PaintStyle, Equatable {
  /// The wrapped style.
  package let base: any ShapeStyle

  /// Wraps `style` (an `AnyShapeStyle` is not wrapped twice).
  public init<S: ShapeStyle>(_ style: S) {
    if let erased = style as? AnyShapeStyle {
      base = erased.base
    } else {
      base = style
    }
  }

  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    base.paint(in: &context)
  }

  /// Whether both wrap equal values of one `Equatable` type.
  public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
    guard let left = lhs.base as? any Equatable else { return false }
    return valuesAreEqual(left, rhs.base)
  }
}
