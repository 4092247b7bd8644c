// Mirrors: SwiftUI.View.overlayPreferenceValue(_:alignment:_:),
//          backgroundPreferenceValue(_:alignment:_:)
// Status: Complete

extension View {
  /// Layers a view built from this view's combined value of `key` in front of it.
  ///
  /// The layer is rebuilt after any update that changed the value, before layout.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, isOverlay: true))
  }

  /// Layers a view built from this view's combined value of `key` behind it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, isOverlay: false))
  }
}

/// A secondary layer built from the preference value the primary view produces.
struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier, LayoutModifier,
  SecondaryLayering
{
  let transform: (K.Value) -> Layer
  let alignment: Alignment
  let isOverlay: Bool

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  var layout: SecondaryLayerLayout { SecondaryLayerLayout(alignment: alignment) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    // The value of the primary view's subtree, as of the last pass; the graph rebuilds this
    // layer whenever that value is recomputed.
    let primary = node.children.first { $0.key == .content }
    let preferences = primary.map { node.graph.preferences(of: $0) }
    let value = preferences?[K.self] ?? K.defaultValue
    let layer = node.graph.runBody(in: node) { transform(value) }
    node.graph.watchPreferenceLayer(of: node, builtFrom: preferences?.computation)
    children.appendLayered(content: content, layer: layer, isOverlay: isOverlay)
  }
}

extension ViewGraph {
  /// Rebuilds `node`'s preference layer after every pass in which its primary view's
  /// preferences were computed again since `computation`, the computation it was built from
  /// (`nil`: built without its primary view).
  ///
  /// Compared by computation, not by whether the primary's cache was emptied: another reader
  /// of the same preferences (an `onPreferenceChange` on the primary view) may have computed
  /// them again first.
  func watchPreferenceLayer(of node: ViewNode, builtFrom computation: UInt64?) {
    // Through links: the graph keeps its watchers, so a strong capture would keep the graph
    // alive.
    let link = node.link
    let graphLink = self.link
    watchPreference(of: node, key: "layer") { _ in
      guard let self = graphLink.graph, let node = link.node,
        let primary = node.children.first(where: { $0.key == .content })
      else { return nil }
      // Comparing values would need Equatable; a new computation means something changed.
      if self.preferences(of: primary).computation == computation { return nil }
      self.invalidate(node)
      return nil
    }
  }
}
