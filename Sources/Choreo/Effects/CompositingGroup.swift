// Mirrors: SwiftUI.View.compositingGroup(), drawingGroup(opaque:colorMode:)
// Status: Partial (the colour mode is accepted and not used: Choreo composites in 8-bit sRGB)

extension View {
  /// Draws this view's content as one layer before the effects above it apply: an opacity
  /// above fades the layer as a whole, so overlapping views inside do not show through each
  /// other.
  ///
  /// ```swift
  /// ZStack { Circle().fill(.red); Circle().fill(.blue).offset(x: 20) }
  ///   .compositingGroup()
  ///   .opacity(0.5)
  /// ```
  public func compositingGroup() -> some View {
    modifier(CompositingGroupModifier())
  }

  /// Draws this view's content into one offscreen layer; in Choreo, the same as
  /// `compositingGroup()`.
  ///
  /// `opaque` and `colorMode` are accepted for compatibility: every layer Choreo draws is
  /// 8-bit sRGB with alpha.
  public func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
  ) -> some View {
    modifier(CompositingGroupModifier())
  }
}

/// How colours are stored while drawing: `drawingGroup(opaque:colorMode:)`'s option.
public enum ColorRenderingMode: Hashable, Sendable {
  /// 8 bits a channel, gamma-encoded sRGB.
  case nonLinear
  /// Linear-light sRGB.
  case linear
  /// Linear-light extended sRGB.
  case extendedLinear
}

/// The modifier of `compositingGroup()` and `drawingGroup()`.
struct CompositingGroupModifier: ViewModifier, PassThroughModifier {
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// A view that composites its content as one layer.
@MainActor
protocol CompositingGroupView {}

extension ModifiedContent: CompositingGroupView
where Content: View, Modifier == CompositingGroupModifier {}
