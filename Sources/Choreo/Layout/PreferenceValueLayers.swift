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
    let value =
      primary.map { node.graph.preferences(of: $0)[K.self] ?? K.defaultValue } ?? K.defaultValue
    let layer = node.graph.runBody(in: node) { transform(value) }
    node.graph.watchPreferenceLayer(of: node, key: K.self, builtWith: value)
    children.appendLayered(content: content, layer: layer, isOverlay: isOverlay)
  }
}

extension ViewGraph {
  /// Rebuilds `node`'s preference layer, built with `value`, after a pass that changed its
  /// primary view's value of `K`.
  ///
  /// An `Equatable` value is compared with the one the layer was built with. Others cannot be
  /// compared, nor can a value unequal to itself (one holding NaN): the layer is then rebuilt
  /// when the primary view's preferences were emptied by a change and not yet computed again
  /// (another reader may have computed them first, and then the change goes unseen;
  /// recomputing alone cannot count as a change, as rebuilding the layer evaluates the
  /// primary view again, which would rebuild it without end).
  func watchPreferenceLayer<K: PreferenceKey>(
    of node: ViewNode, key _: K.Type, builtWith value: K.Value
  ) {
    let primaryPreferences = node.children.first { $0.key == .content }?.cachedPreferences
    // Found once, not at every check: the value as `Equatable`, if it is and equals itself.
    let comparable = (value as? any Equatable).flatMap { valuesAreEqual($0, value) ? $0 : nil }
    // Through links: the graph keeps its watchers, so a strong capture would keep the graph
    // alive.
    let link = node.link
    let graphLink = self.link
    watchPreference(of: node, key: "layer") { _ in
      guard let self = graphLink.graph, let node = link.node,
        let primary = node.children.first(where: { $0.key == .content })
      else { return nil }
      if let comparable {
        let current = self.preferences(of: primary)[K.self] ?? K.defaultValue
        if valuesAreEqual(comparable, current) { return nil }
      } else if primaryPreferences != nil, primary.cachedPreferences != nil {
        return nil
      }
      _ = self.preferences(of: primary)
      self.invalidate(node)
      return nil
    }
  }
}
