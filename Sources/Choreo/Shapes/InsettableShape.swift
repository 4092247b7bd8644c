// Mirrors: SwiftUI.InsettableShape, strokeBorder(_:lineWidth:antialiased:),
//          strokeBorder(_:style:antialiased:)
// Status: Complete (strokeBorder returns Choreo's own types, not StrokeBorderShapeView)

import Foundation

/// A shape that can inset itself, so that a stroke fits inside its frame.
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 4)  // the 4-point ring lies inside the frame
/// ```
nonisolated public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape

  /// This shape with every edge moved inwards by `amount` points (outwards if negative).
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// This shape's inner border, `lineWidth` points wide, filled with `content` (the foreground
  /// style by default): the shape inset by half the width, then stroked.
  ///
  /// A negative or non-finite width draws nothing.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// This shape inset by half of `style`'s line width, stroked with `style` and filled with
  /// `content` (the foreground style by default).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
    let width = style.lineWidth.isFinite ? max(0, style.lineWidth) : 0
    return inset(by: width / 2).stroke(content, style: style, antialiased: antialiased)
  }
}

/// How an inset changes a rectangle: each edge moves inwards by `amount`, and a non-finite
/// amount counts as zero.
enum ShapeInset {
  /// `rect` inset by `amount`, or `nil` if that leaves a negative width or height: the inset
  /// shape is then empty, as `CGRect.insetBy(dx:dy:)` gives a null rectangle.
  static func rect(_ rect: CGRect, by amount: CGFloat) -> CGRect? {
    let amount = amount.isFinite ? amount : 0
    let r = rect.standardized
    guard r.width - 2 * amount >= 0, r.height - 2 * amount >= 0 else { return nil }
    return r.insetBy(dx: amount, dy: amount)
  }
}
