import Choreo
import Foundation
import Testing

/// Lays its subviews out side by side with no gaps; its spacing preferences are none on
/// every edge if `isTight`, else those of its first subview (none if it has none).
private struct Row: Layout {
  var isTight = false

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    isTight ? .zero : subviews.first?.spacing ?? ViewSpacing()
  }
}

/// `Row`'s layout with the protocol's default spacing: its subviews' merged.
private struct Merged: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    Row().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    Row().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// A block beside a `Row` whose first view is a spacer or a block.
private struct Switching: View {
  let handle: Handle
  @State private var startsWithSpacer = true

  var body: some View {
    handle.toggle = { startsWithSpacer.toggle() }
    return HStack {
      Block(width: 20, height: 20).accessibilityIdentifier("left")
      Row {
        if startsWithSpacer { Spacer(minLength: 0) } else { Block(width: 10, height: 20) }
        Block(width: 20, height: 20)
      }
      .accessibilityIdentifier("right")
    }
  }
}

@MainActor
private final class Handle {
  var toggle: () -> Void = {}
}

/// A stack's default gaps next to containers come from the containers' layouts
/// (`Layout.spacing(subviews:cache:)`), as SwiftUI's do (§9.2).
@MainActor
@Suite("Containers' spacing preferences")
struct ContainerSpacingTests {
  /// The gap between "left" and "right" as laid out.
  private func gap(in host: ViewHost<some View>) -> CGFloat {
    host.rect("right").minX - host.rect("left").maxX
  }

  /// The gap an `HStack` with `spacing` leaves between a block and `right`.
  private func gap(beside right: some View, spacing: CGFloat? = nil) -> CGFloat {
    gap(
      in: ViewHost(
        HStack(spacing: spacing) {
          Block(width: 20, height: 20).accessibilityIdentifier("left")
          right.accessibilityIdentifier("right")
        }))
  }

  @Test func aLayoutWantingNoSpaceSitsAgainstItsNeighbour() {
    #expect(gap(beside: Row(isTight: true) { Block(width: 20, height: 20) }) == 0)
  }

  @Test func aLayoutSpacingThroughAnyLayoutIsTheWrappedLayouts() {
    #expect(gap(beside: AnyLayout(Row(isTight: true)) { Block(width: 20, height: 20) }) == 0)
  }

  @Test func aGivenStackSpacingOverridesTheLayouts() {
    #expect(gap(beside: Row(isTight: true) { Block(width: 20, height: 20) }, spacing: 5) == 5)
  }

  @Test func theDefaultSpacingMergesASpacerWithOtherViewsToTheDefault() {
    // The spacer's zero is smaller than the block's default: the default gap stays.
    let merged = Merged {
      Spacer(minLength: 0)
      Block(width: 20, height: 20)
    }
    #expect(gap(beside: merged) == 8)
  }

  @Test func aStackHoldingASpacerKeepsTheDefaultGap() {
    let stack = VStack {
      Block(width: 20, height: 20)
      Spacer()
    }
    #expect(gap(beside: stack) == 8)
  }

  @Test func aLayoutsSpacingFollowsItsSubviewsWhenTheyChange() {
    let handle = Handle()
    let host = ViewHost(Switching(handle: handle))
    // First the spacer's zero, then the block's default.
    #expect(gap(in: host) == 0)
    host.update { handle.toggle() }
    #expect(gap(in: host) == 8)
    host.update { handle.toggle() }
    #expect(gap(in: host) == 0)
  }

  @Test func mergingSpacingKeepsTheLargerPreferencePerEdge() {
    // No preference counts as the default distance, 8 points.
    let none = ViewSpacing()
    #expect(ViewSpacing.zero.union(none).distance(to: none, along: .horizontal) == 8)
    #expect(none.union(.zero).distance(to: none, along: .vertical) == 8)
    #expect(ViewSpacing.zero.union(.zero).distance(to: none, along: .horizontal) == 0)
    // Only the edges asked for are merged.
    let leadingOnly = ViewSpacing.zero.union(none, edges: .leading)
    #expect(none.distance(to: leadingOnly, along: .horizontal) == 8)
    #expect(leadingOnly.distance(to: none, along: .horizontal) == 0)
  }
}
