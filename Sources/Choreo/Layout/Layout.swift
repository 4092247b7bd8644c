// Mirrors: SwiftUI.Layout
// Status: Complete

/// A type that sizes and places a collection of subviews: how stacks and grids are written, and
/// how you write your own.
///
/// The parent proposes a size; `sizeThatFits` answers with the layout's size; then
/// `placeSubviews` places each subview inside `bounds` by calling its `place(at:anchor:proposal:)`.
///
/// ```swift
/// struct Diagonal: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     subviews.reduce(.zero) { size, view in
///       let s = view.sizeThatFits(.unspecified)
///       return CGSize(width: size.width + s.width, height: size.height + s.height)
///     }
///   }
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     var point = bounds.origin
///     for view in subviews {
///       let s = view.sizeThatFits(.unspecified)
///       view.place(at: point, proposal: .unspecified)
///       point.x += s.width
///       point.y += s.height
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Layout: Animatable {
  /// Data the layout computes once per update and reuses while sizing and placing.
  associatedtype Cache = Void

  /// The subviews of a layout.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout, such as its stack orientation.
  static var layoutProperties: LayoutProperties { get }

  /// Returns the layout's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places every subview inside `bounds`.
  ///
  /// Position subviews from `bounds.minX` and `bounds.minY`: Choreo's bounds are in the
  /// container's own space (origin zero), SwiftUI's may have any origin.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The spacing the layout wants around itself; by default the union of its subviews'.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The layout's own value for a horizontal guide, relative to `bounds`, or `nil` for the
  /// guide its subviews give it.
  ///
  /// Without one, the container's guide is its subviews' explicit values for it, where the
  /// layout places them, merged: the first text baseline is the highest, the last the
  /// lowest, a custom guide the average; edges and centres are not passed up.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The layout's own value for a vertical guide, relative to `bounds`, or `nil` for the
  /// guide its subviews give it (see the horizontal form).
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Makes the cache for `subviews`.
  ///
  /// Called once, the first time the container is laid out; the cache is then kept between
  /// layout passes and shared by `sizeThatFits` and `placeSubviews`.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the container or any of its subviews has changed since the cache
  /// was made or last updated; by default makes a new one.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  /// No special properties.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// The union of the subviews' spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var spacing = ViewSpacing()
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }

  /// `nil`: the guide the subviews give the container.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    nil
  }

  /// `nil`: the guide the subviews give the container.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    nil
  }

  /// Makes a new cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) {}
}

extension Layout {
  /// Lays out the views `content` builds with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutRootView(layout: self, content: content())
  }
}

/// Properties of a layout.
public struct LayoutProperties: Sendable {
  /// The stack axis, or `nil` for layouts that are not stacks.
  public var stackOrientation: Axis?

  /// Default properties.
  public init() {}
}

/// A view laid out by a `Layout`.
struct LayoutRootView<L: Layout, Content: View>: View {
  let layout: L
  let content: Content

  var body: Never { primitiveBody(of: Self.self) }
}

extension LayoutRootView: PrimitiveView, LayoutContainer {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    // A layout is `Animatable`: new data from the parent animates under an animated
    // transaction, and the container is laid out with the presented data (§3).
    if node.hasViewFromParent {
      node.setAnimatableData(of: layout, transaction: node.inputs.transaction)
    }
    // Spacers grow along the layout's stack orientation (`LayoutProperties`), and in both
    // axes in a layout that is not a stack, whatever stack is around it.
    let axis = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
    children.append(content, key: .content, inputs: stackInputs(children.inputs, axis, node))
  }

  var containerLayout: L { layout }
}

/// A view whose content is laid out by a `Layout` (stacks, grids, custom layouts).
@MainActor
protocol LayoutContainer {
  /// The type of the layout; a type, not `any Layout`, so that layout need not box the value
  /// of each container it sizes.
  associatedtype ContainerLayout: Layout
  /// The layout of the view's current value.
  var containerLayout: ContainerLayout { get }
}
