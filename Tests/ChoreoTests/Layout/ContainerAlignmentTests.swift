import Choreo
import Foundation
import Testing

/// A guide some views set inside their stacks, to line up across stacks.
private enum Marker: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context[VerticalAlignment.center]
  }
}

extension VerticalAlignment {
  fileprivate static let marker = VerticalAlignment(Marker.self)
}

/// Stacks its subviews top to bottom with no gaps, its leading guide 10 points in.
private struct Indented: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 10 : nil
  }
}

/// Stacks its subviews like `Indented`, its first text baseline 30 points down.
private struct Lined: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    Indented().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    Indented().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .firstTextBaseline ? bounds.minY + 30 : nil
  }
}

/// Containers' alignment guides: merged from their subviews where they place them (text
/// baselines, custom guides), or given by their layout (`Layout.explicitAlignment`).
@MainActor
@Suite("Containers' alignment guides")
struct ContainerAlignmentTests {
  @Test func aStackHasTheFirstBaselineOfItsFirstText() {
    let host = ViewHost(
      HStack(alignment: .firstTextBaseline) {
        Text("A").accessibilityIdentifier("a").padding(.top, 20)
        VStack {
          Text("B").accessibilityIdentifier("b")
          Text("C")
        }
      })
    // The padded text's baseline is 20 points further down than its text's: the stack of
    // texts lines its first text up with it.
    #expect(host.rect("a").minY == host.rect("b").minY)
    #expect(host.rect("a").height > 0)
  }

  @Test func aStackHasTheLastBaselineOfItsLastText() {
    let host = ViewHost(
      HStack(alignment: .lastTextBaseline) {
        Text("A").accessibilityIdentifier("a")
        VStack {
          Text("B")
          Text("C").accessibilityIdentifier("c").padding(.bottom, 12)
        }
      })
    #expect(host.rect("a").minY == host.rect("c").minY)
  }

  @Test func aCustomGuideLinesUpViewsInDifferentStacks() {
    let host = ViewHost(
      HStack(alignment: .marker) {
        VStack(spacing: 8) {
          Block(width: 10, height: 10)
          Block(width: 10, height: 10).alignmentGuide(.marker) { $0[VerticalAlignment.center] }
            .accessibilityIdentifier("target")
          Block(width: 10, height: 10)
        }
        Block(width: 20, height: 20).accessibilityIdentifier("other")
      })
    // The stack's marker is its middle block's centre (23 points down), the other view's its
    // own centre.
    #expect(host.rect("other").midY == host.rect("target").midY)
  }

  @Test func aCustomGuideSetBySeveralSubviewsIsTheirAverage() {
    let host = ViewHost(
      HStack(alignment: .marker) {
        VStack(spacing: 8) {
          Block(width: 10, height: 10).alignmentGuide(.marker) { $0[VerticalAlignment.center] }
          Block(width: 10, height: 10).accessibilityIdentifier("middle")
          Block(width: 10, height: 10).alignmentGuide(.marker) { $0[VerticalAlignment.center] }
        }
        Block(width: 20, height: 20).accessibilityIdentifier("other")
      })
    // The markers are at 5 and 41 points down the stack: their average is the middle's centre.
    #expect(host.rect("other").midY == host.rect("middle").midY)
  }

  @Test func edgeGuidesSetInsideAStackDoNotMoveTheStack() {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        Block(width: 50, height: 10).accessibilityIdentifier("wide")
        VStack {
          Block(width: 30, height: 10).alignmentGuide(.leading) { _ in 10 }
        }
        .accessibilityIdentifier("inner")
      })
    #expect(host.rect("inner").minX == host.rect("wide").minX)
  }

  @Test func aLayoutsOwnGuideAlignsIt() {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        Block(width: 50, height: 10).accessibilityIdentifier("plain")
        Indented { Block(width: 50, height: 10) }.accessibilityIdentifier("indented")
        AnyLayout(Indented())({ Block(width: 50, height: 10) }).accessibilityIdentifier("erased")
      })
    #expect(host.rect("indented").minX == host.rect("plain").minX - 10)
    #expect(host.rect("erased").minX == host.rect("plain").minX - 10)
  }

  @Test func aLayoutsOwnBaselinePassesUpThroughTheContainersAroundIt() {
    let host = ViewHost(
      HStack(alignment: .firstTextBaseline) {
        Lined { Block(width: 20, height: 50) }.accessibilityIdentifier("lined").padding(.top, 5)
        Block(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { _ in 0 }
          .accessibilityIdentifier("marker")
      })
    // The padded layout's baseline is 30 points below the layout's top.
    #expect(host.rect("marker").minY == host.rect("lined").minY + 30)
  }
}
