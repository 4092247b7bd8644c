// Mirrors: SwiftUI.View.overlay(alignment:content:), background(alignment:content:),
//          overlay(_:alignment:), background(_:alignment:)
// Status: Partial (layout and drawing arrive with the layout issue)

extension View {
  /// Layers the views `content` builds in front of this view, aligned by `alignment`, without
  /// changing this view's size.
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isOverlay: true))
  }

  /// Layers the views `content` builds behind this view, aligned by `alignment`, without
  /// changing this view's size.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isOverlay: false))
  }

  /// Layers `overlay` in front of this view.
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryLayerModifier(layer: overlay, alignment: alignment, isOverlay: true))
  }

  /// Layers `background` behind this view.
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryLayerModifier(layer: background, alignment: alignment, isOverlay: false))
  }
}

/// An overlay or background: a secondary view sized to the primary one.
///
/// Children are in drawing order, which is also the order preferences combine in (§7.1):
/// primary then overlay, background then primary.
struct SecondaryLayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
  let layer: Layer
  let alignment: Alignment
  let isOverlay: Bool

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    if isOverlay {
      children.append(content, key: .content)
      children.append(layer, key: .index(1))
    } else {
      children.append(layer, key: .index(0))
      children.append(content, key: .content)
    }
  }
}
