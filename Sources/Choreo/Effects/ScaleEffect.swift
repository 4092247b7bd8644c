// Mirrors: SwiftUI.View.scaleEffect(_:anchor:), scaleEffect(x:y:anchor:), SwiftUI._ScaleEffect
// Status: Complete

import Foundation

extension View {
  /// Draws this view scaled by `scale` around `anchor` (a unit point of its bounds), without
  /// changing its layout.
  ///
  /// Non-finite factors count as 1. Animates the factors with the anchor (× 128, §0) as one
  /// vector.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: scale, anchor: anchor))
  }

  /// Draws this view scaled by `s` on both axes around `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws this view scaled by `x` and `y` around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
}

/// The effect of `scaleEffect(_:anchor:)`.
public struct _ScaleEffect: ViewModifier, Equatable {
  /// The factors.
  public var scale: CGSize
  /// The fixed point, in unit coordinates of the view's bounds.
  public var anchor: UnitPoint

  /// An effect scaling its content by `scale` around `anchor`.
  public init(scale: CGSize, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  /// The factors and the anchor (the anchor × 128, §0).
  nonisolated public var animatableData:
    AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
  {
    get { AnimatablePair(scale.animatableData, anchor.animatableData) }
    set {
      scale.animatableData = newValue.first
      anchor.animatableData = newValue.second
    }
  }

  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension _ScaleEffect: RenderEffect {
  func apply(to drawing: inout DrawingEffect, in frame: @autoclosure () -> CGRect) {
    let frame = frame()
    drawing.transform(
      by: CGAffineTransform(scaleX: scale.width.finite(or: 1), y: scale.height.finite(or: 1)),
      around: frame.point(at: anchor))
  }
}

extension CGRect {
  /// The point at `unit` coordinates of this rectangle (finite components only).
  func point(at unit: UnitPoint) -> CGPoint {
    CGPoint(
      x: minX + width * unit.x.finite(or: 0.5), y: minY + height * unit.y.finite(or: 0.5))
  }
}
