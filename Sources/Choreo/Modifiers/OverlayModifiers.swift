// Mirrors: SwiftUI.View.overlay(alignment:content:), background(alignment:content:),
//          overlay(_:alignment:), background(_:alignment:)
// Status: Complete

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
  ///
  /// Disfavoured, so that a colour or gradient (a view and a shape style alike) passed without
  /// an alignment draws through `overlay(_:ignoresSafeAreaEdges:)`, as in SwiftUI; the two
  /// draw the same.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryLayerModifier(layer: overlay, alignment: alignment, isOverlay: true))
  }

  /// Layers `background` behind this view.
  ///
  /// Disfavoured, so that a colour or gradient (a view and a shape style alike) passed without
  /// an alignment draws through `background(_:ignoresSafeAreaEdges:)`, as in SwiftUI; the two
  /// draw the same.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryLayerModifier(layer: background, alignment: alignment, isOverlay: false))
  }
}

/// An overlay or background: a secondary view sized to the primary one (§9.3).
///
/// Children are in drawing order, which is also the order preferences combine in (§7.1):
/// primary then overlay, background then primary. Several secondary views form an implicit
/// `ZStack` aligned as a whole.
struct SecondaryLayerModifier<Layer: View>: ViewModifier, LayoutModifier {
  let layer: Layer
  let alignment: Alignment
  let isOverlay: Bool

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  var layout: SecondaryLayerLayout { SecondaryLayerLayout(alignment: alignment) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    children.appendLayered(content: content, layer: layer, isOverlay: isOverlay)
  }
}

extension ChildList {
  /// Appends a primary view and a secondary layer in drawing order (which is also the order
  /// their preferences combine in, §7.1): primary then overlay, or background then primary.
  mutating func appendLayered(content: any View, layer: any View, isOverlay: Bool) {
    if isOverlay {
      append(content, key: .content)
      append(layer, key: .index(1))
    } else {
      append(layer, key: .index(0))
      append(content, key: .content)
    }
  }
}

extension ModifiedContent: LayeredContent where Content: View, Modifier: SecondaryLayering {
  /// The primary view first, then the secondary layer.
  var layerKeys: [ChildKey] { [.content, modifier.isOverlay ? .index(1) : .index(0)] }
}

/// A modifier that adds a secondary layer (overlays and backgrounds).
@MainActor
protocol SecondaryLayering {
  var isOverlay: Bool { get }
}

extension SecondaryLayerModifier: SecondaryLayering {}

/// Sizes as the primary subview; proposes the primary's size to the secondary and aligns it.
struct SecondaryLayerLayout: Layout {
  let alignment: Alignment

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let primary = subviews.first else { return }
    primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    for secondary in subviews.dropFirst() {
      place(secondary, in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
    }
  }

  nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
