// Mirrors: SwiftUI.View.opacity(_:), SwiftUI._OpacityEffect
// Status: Complete

import Foundation

extension View {
  /// Draws this view with `opacity` (0 transparent … 1 opaque); it keeps its layout and hit
  /// testing.
  ///
  /// Values outside 0…1 are clamped when drawn; NaN counts as 1. Animates as a `Double`.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_OpacityEffect(opacity: opacity))
  }
}

/// The effect of `opacity(_:)`.
public struct _OpacityEffect: ViewModifier, Equatable {
  /// The opacity, 0…1.
  public var opacity: Double

  /// An effect drawing its content at `opacity`.
  public init(opacity: Double) {
    self.opacity = opacity
  }

  /// The opacity, unscaled (§3).
  nonisolated public var animatableData: Double {
    get { opacity }
    set { opacity = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension _OpacityEffect: RenderEffect {
  static var directKind: DirectEffect.Kind? { .opacity }

  func apply(to drawing: inout DrawingEffect, in frame: @autoclosure () -> CGRect) {
    // A spring may overshoot below 0 or above 1; what is drawn stays within them.
    drawing.opacity *= opacity.isNaN ? 1 : Swift.min(1, Swift.max(0, opacity))
  }
}
