// Mirrors: SwiftUI.View.mask(alignment:_:), mask(_:)
// Status: Complete

extension View {
  /// Draws this view through the alpha of the views `mask` builds: where the mask is opaque
  /// the view shows, where it is clear the view does not.
  ///
  /// The mask is laid out like an overlay (proposed this view's size, aligned by `alignment`)
  /// and is not drawn itself. Its colours do not matter, only their opacity. Masking changes
  /// what is drawn, not what takes taps; the mask takes none.
  ///
  /// ```swift
  /// Color.blue.mask { Circle().frame(width: 40, height: 40) }
  /// ```
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    modifier(MaskModifier(mask: mask(), alignment: alignment))
  }

  /// Draws this view through the alpha of `mask`, centred on it.
  @available(*, deprecated, renamed: "mask(alignment:_:)")
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(MaskModifier(mask: mask, alignment: .center))
  }
}

/// The modifier of `mask(alignment:_:)`: the content, then the mask as its secondary layer.
struct MaskModifier<Mask: View>: ViewModifier, LayoutModifier, SecondaryLayering, MaskLayering {
  let mask: Mask
  let alignment: Alignment

  var isOverlay: Bool { true }

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  var layout: SecondaryLayerLayout { SecondaryLayerLayout(alignment: alignment) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    children.appendLayered(content: content, layer: mask, isOverlay: true)
  }
}

/// A modifier whose secondary layer is a mask, not drawn.
@MainActor
protocol MaskLayering {}

/// A view that masks its content with its second child (key `.index(1)`).
@MainActor
protocol MaskingView {}

extension ModifiedContent: MaskingView where Content: View, Modifier: MaskLayering {}

extension ViewNode {
  /// Whether this node is the mask layer of a `mask(alignment:_:)`: drawn only as a mask,
  /// never hit.
  var isMaskLayer: Bool {
    guard key == .index(1), let parent else { return false }
    return parent.typeFlags.contains(.masking)
  }
}
