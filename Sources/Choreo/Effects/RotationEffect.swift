// Mirrors: SwiftUI.View.rotationEffect(_:anchor:), SwiftUI._RotationEffect
// Status: Complete

import Foundation

extension View {
  /// Draws this view rotated by `angle` (clockwise on screen) around `anchor`, without
  /// changing its layout.
  ///
  /// A non-finite angle counts as 0. Animates the angle (radians × 128) with the anchor
  /// (× 128), §0.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_RotationEffect(angle: angle, anchor: anchor))
  }
}

/// The effect of `rotationEffect(_:anchor:)`.
public struct _RotationEffect: ViewModifier, Equatable {
  /// The rotation.
  public var angle: Angle
  /// The fixed point, in unit coordinates of the view's bounds.
  public var anchor: UnitPoint

  /// An effect rotating its content by `angle` around `anchor`.
  public init(angle: Angle, anchor: UnitPoint = .center) {
    self.angle = angle
    self.anchor = anchor
  }

  /// The angle and the anchor, each × 128 (§0).
  nonisolated public var animatableData:
    AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>
  {
    get { AnimatablePair(angle.animatableData, anchor.animatableData) }
    set {
      angle.animatableData = newValue.first
      anchor.animatableData = newValue.second
    }
  }

  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension _RotationEffect: RenderEffect {
  func apply(to drawing: inout DrawingEffect, in frame: @autoclosure () -> CGRect) {
    let frame = frame()
    drawing.transform(
      by: CGAffineTransform(rotationAngle: CGFloat(angle.radians).finite(or: 0)),
      around: frame.point(at: anchor))
  }
}
