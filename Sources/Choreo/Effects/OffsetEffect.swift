// Mirrors: SwiftUI.View.offset(_:), offset(x:y:), SwiftUI._OffsetEffect
// Status: Complete

import Foundation

extension View {
  /// Shows this view shifted by `offset` points without changing its layout.
  ///
  /// Non-finite components count as 0. Animates as a `CGSize` (unscaled, §3).
  public func offset(_ offset: CGSize) -> some View {
    modifier(_OffsetEffect(offset: offset))
  }

  /// Shows this view shifted by (`x`, `y`) points without changing its layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }
}

/// The effect of `offset(_:)`.
public struct _OffsetEffect: ViewModifier, Equatable {
  /// The shift, in points.
  public var offset: CGSize

  /// An effect shifting its content by `offset`.
  public init(offset: CGSize) {
    self.offset = offset
  }

  /// The offset's width and height.
  nonisolated public var animatableData: CGSize.AnimatableData {
    get { offset.animatableData }
    set { offset.animatableData = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension _OffsetEffect: RenderEffect {
  static var directKind: DirectEffect.Kind? { .offset }

  func apply(to drawing: inout DrawingEffect, in frame: @autoclosure () -> CGRect) {
    drawing.transform(
      by: CGAffineTransform(
        translationX: offset.width.finite(or: 0), y: offset.height.finite(or: 0)))
  }
}
