import Choreo
import Testing

/// A stack's spacers are sized last, after it reserves their minimum lengths, and are never
/// shorter than `minLength`, which defaults to the default spacing, 8 points (§9.2, §10).
@MainActor
@Suite("Spacer minimum lengths (§9.2)")
struct SpacerMinLengthTests {
  @Test func aSpacerKeepsItsMinimumWhenTheRowIsTooNarrow() {
    let host = ViewHost(
      HStack {
        Block(width: 100, height: 10).accessibilityIdentifier("a")
        Spacer(minLength: 30)
        Block(width: 100, height: 10).accessibilityIdentifier("b")
      }
      .accessibilityIdentifier("row")
      .frame(width: 200))
    #expect(host.rect("b").minX - host.rect("a").maxX == 30)
    // The row overflows the 200-point frame rather than squeezing the spacer.
    #expect(host.rect("row").width == CGFloat(100 + 30 + 100))
  }

  @Test func flexibleNeighboursShareWhatIsLeftAfterTheMinimum() {
    let host = ViewHost(
      HStack {
        Fill().accessibilityIdentifier("a")
        Spacer(minLength: 30)
        Fill().accessibilityIdentifier("b")
      }
      .frame(width: 100, height: 10))
    #expect(host.rect("a").width == CGFloat(100 - 30) / 2)
    #expect(host.rect("b").width == CGFloat(100 - 30) / 2)
    #expect(host.rect("b").minX - host.rect("a").maxX == 30)
  }

  @Test func theDefaultMinimumIsEightPoints() {
    let host = ViewHost(
      VStack(spacing: 0) {
        HStack {
          Block(width: 100, height: 10).accessibilityIdentifier("a")
          Spacer()
          Block(width: 100, height: 10).accessibilityIdentifier("b")
        }
        .frame(width: 150)
        HStack {
          Block(width: 100, height: 10).accessibilityIdentifier("c")
          Spacer(minLength: nil)
          Block(width: 100, height: 10).accessibilityIdentifier("d")
        }
        .frame(width: 150)
      })
    #expect(host.rect("b").minX - host.rect("a").maxX == 8)
    #expect(host.rect("d").minX - host.rect("c").maxX == 8)
  }

  @Test func theDefaultMinimumHoldsDownAColumnToo() {
    let host = ViewHost(
      VStack {
        Fill().accessibilityIdentifier("top")
        Spacer()
        Fill().accessibilityIdentifier("bottom")
      }
      .frame(width: 10, height: 108))
    #expect(host.rect("top").height == CGFloat(108 - 8) / 2)
    #expect(host.rect("bottom").minY - host.rect("top").maxY == 8)
  }

  @Test func aColumnSpacerKeepsItsMinimumLength() {
    let host = ViewHost(
      VStack {
        Block(width: 10, height: 100).accessibilityIdentifier("top")
        Spacer(minLength: 30)
        Block(width: 10, height: 100).accessibilityIdentifier("bottom")
      }
      .frame(height: 200))
    #expect(host.rect("bottom").minY - host.rect("top").maxY == 30)
  }

  @Test func aSpacerGrowsPastItsMinimumWhenThereIsRoom() {
    let host = ViewHost(
      HStack {
        Block(width: 50, height: 10).accessibilityIdentifier("a")
        Spacer(minLength: 30)
        Block(width: 50, height: 10).accessibilityIdentifier("b")
      }
      .frame(width: 300))
    #expect(host.rect("b").minX - host.rect("a").maxX == CGFloat(300 - 2 * 50))
  }

  @Test func aStackHoldingASpacerGrowsWithoutEnd() {
    // Offered ∞, a spacer takes ∞, so the inner row can grow without end and is sized after
    // the capped fill, which can grow by 60 only: the fill takes its 60 of an even share of
    // 150, and the row the 240 left.
    let host = ViewHost(
      HStack(spacing: 0) {
        HStack(spacing: 0) {
          Block(width: 50, height: 10)
          Spacer()
        }
        .accessibilityIdentifier("row")
        Fill().frame(maxWidth: 60).accessibilityIdentifier("capped")
      }
      .frame(width: 300, height: 10))
    #expect(host.rect("capped").width == 60)
    #expect(host.rect("row").width == 240)
  }

  @Test func offeredInfinityASpacerTakesIt() {
    let measured = MeasuredSize()
    let host = ViewHost(
      ProposingLayout(proposal: ProposedViewSize(width: .infinity, height: 10), into: measured) {
        Spacer()
      }
      .frame(width: 100, height: 100))
    host.layoutIfNeeded()
    // Outside a stack it grows on both axes.
    #expect(measured.size == CGSize(width: CGFloat.infinity, height: 10))
  }
}

/// Where `ProposingLayout` writes what its subview answered.
@MainActor
private final class MeasuredSize {
  var size = CGSize.zero
}

/// Offers its only subview `proposal` and records the answer; takes what it is offered.
private struct ProposingLayout: Layout {
  let proposal: ProposedViewSize
  let into: MeasuredSize

  func sizeThatFits(proposal offered: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    into.size = subviews[0].sizeThatFits(proposal)
    return offered.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}
