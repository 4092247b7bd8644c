// Mirrors: SwiftUI.View.shadow(color:radius:x:y:), SwiftUI._ShadowEffect
// Status: Partial (the colour is drawn as given; its animation is the radius and offset)

import Foundation

extension View {
  /// Draws a shadow of this view's content: `color`, blurred by `radius`, shifted by (`x`, `y`).
  ///
  /// SwiftUI's default colour is black at 33 % opacity. Negative and non-finite radii count
  /// as 0, non-finite offsets as 0.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
  }
}

/// The effect of `shadow(color:radius:x:y:)`.
public struct _ShadowEffect: ViewModifier {
  /// The shadow's colour.
  public var color: Color
  /// The blur radius, in points.
  public var radius: CGFloat
  /// The shift, in points.
  public var offset: CGSize

  /// A shadow effect.
  public init(color: Color, radius: CGFloat, offset: CGSize) {
    self.color = color
    self.radius = radius
    self.offset = offset
  }

  /// The radius and the offset.
  nonisolated public var animatableData: AnimatablePair<CGFloat, CGSize.AnimatableData> {
    get { AnimatablePair(radius, offset.animatableData) }
    set {
      radius = newValue.first
      offset.animatableData = newValue.second
    }
  }

  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension _ShadowEffect: RenderEffect {
  func apply(to drawing: inout DrawingEffect, in frame: @autoclosure () -> CGRect) {
    drawing.shadows.append(
      ShadowStyle(
        color: color, radius: Swift.max(0, radius.finite(or: 0)),
        offset: CGSize(width: offset.width.finite(or: 0), height: offset.height.finite(or: 0))))
  }
}
