// Mirrors: SwiftUI.AnyLayout
// Status: Partial (its animatableData is empty, not the wrapped layout's)

/// A type-erased layout: switch between layouts without changing the views' identity.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("a"); Text("b") }
/// ```
public struct AnyLayout: Layout {
  private let base: any Layout

  /// Erases `layout`'s type.
  public init<L: Layout>(_ layout: L) {
    base = layout
  }

  /// The stack orientation of the wrapped layout's `layoutProperties`, which its spacers
  /// follow.
  var stackOrientation: Axis? {
    (base as? AnyLayout)?.stackOrientation ?? type(of: base).layoutProperties.stackOrientation
  }

  /// The wrapped layout's cache.
  public struct Cache {
    var base: Any
  }

  public func makeCache(subviews: Subviews) -> Cache {
    func make<L: Layout>(_ layout: L) -> Cache { Cache(base: layout.makeCache(subviews: subviews)) }
    return make(base)
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    func update<L: Layout>(_ layout: L) {
      guard var inner = cache.base as? L.Cache else {
        cache.base = layout.makeCache(subviews: subviews)
        return
      }
      layout.updateCache(&inner, subviews: subviews)
      cache.base = inner
    }
    update(base)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    func size<L: Layout>(_ layout: L) -> CGSize {
      withBaseCache(of: layout, in: &cache, subviews: subviews) {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
      }
    }
    return size(base)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    func place<L: Layout>(_ layout: L) {
      withBaseCache(of: layout, in: &cache, subviews: subviews) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
      }
    }
    place(base)
  }

  /// The wrapped layout's value for `guide`.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    func align<L: Layout>(_ layout: L) -> CGFloat? {
      withBaseCache(of: layout, in: &cache, subviews: subviews) {
        layout.explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
      }
    }
    return align(base)
  }

  /// The wrapped layout's value for `guide`.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    func align<L: Layout>(_ layout: L) -> CGFloat? {
      withBaseCache(of: layout, in: &cache, subviews: subviews) {
        layout.explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
      }
    }
    return align(base)
  }

  /// The wrapped layout's spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
      withBaseCache(of: layout, in: &cache, subviews: subviews) {
        layout.spacing(subviews: subviews, cache: &$0)
      }
    }
    return spacing(base)
  }

  /// Runs `body` with `layout`'s own cache, kept in `cache` (made anew if the wrapped layout's
  /// type changed).
  private func withBaseCache<L: Layout, Result>(
    of layout: L, in cache: inout Cache, subviews: Subviews, _ body: (inout L.Cache) -> Result
  ) -> Result {
    var inner = cache.base as? L.Cache ?? layout.makeCache(subviews: subviews)
    let result = body(&inner)
    cache.base = inner
    return result
  }

  /// Nothing to animate.
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
