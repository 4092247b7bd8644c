// Mirrors: SwiftUI.AnyLayout
// Status: Complete

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

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    sizeThatFits(base, proposal, subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    place(base, bounds, proposal, subviews)
  }

  private func sizeThatFits<L: Layout>(
    _ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews
  ) -> CGSize {
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  private func place<L: Layout>(
    _ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews
  ) {
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Nothing to animate.
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
