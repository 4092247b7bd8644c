// Mirrors: SwiftUI.Shape.fill(_:style:), stroke(_:lineWidth:antialiased:),
//          stroke(_:style:antialiased:), stroke(lineWidth:), stroke(style:)
// Status: Complete (strokes return Choreo's own types, not StrokeShapeView)

import Foundation

extension Shape {
  /// This shape filled with `content` (the foreground style by default).
  public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  ) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// This shape's outline traced with `content`, `lineWidth` points wide (centred on the
  /// outline).
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<_StrokedShape<Self>, S> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// This shape's outline traced with `content` in `style`.
  public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<_StrokedShape<Self>, S> {
    _ShapeView(
      shape: stroke(style: style), style: content,
      fillStyle: FillStyle(antialiased: antialiased))
  }

  /// A shape that is this shape's outline stroked `lineWidth` points wide (1 by default).
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }

  /// A shape that is this shape's outline stroked in `style`.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style)
  }
}
