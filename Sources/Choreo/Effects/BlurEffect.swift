// Mirrors: SwiftUI.View.blur(radius:opaque:), SwiftUI._BlurEffect
// Status: Complete

import Foundation

extension View {
  /// Draws this view blurred with a Gaussian of `radius` points.
  ///
  /// Negative and non-finite radii count as 0. Animates the radius.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_BlurEffect(radius: radius, isOpaque: opaque))
  }
}

/// The effect of `blur(radius:opaque:)`.
public struct _BlurEffect: ViewModifier, Equatable {
  /// The radius, in points.
  public var radius: CGFloat
  /// Whether the blur keeps the edges opaque.
  public var isOpaque: Bool

  /// An effect blurring its content by `radius`.
  public init(radius: CGFloat, isOpaque: Bool = false) {
    self.radius = radius
    self.isOpaque = isOpaque
  }

  /// The radius.
  nonisolated public var animatableData: CGFloat {
    get { radius }
    set { radius = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension _BlurEffect: RenderEffect {
  func apply(to drawing: inout DrawingEffect, in frame: @autoclosure () -> CGRect) {
    // Radii near the largest `CGFloat` would add up to infinity.
    drawing.blurRadius = Swift.min(
      drawing.blurRadius + Swift.max(0, radius.finite(or: 0)), .greatestFiniteMagnitude)
  }
}
