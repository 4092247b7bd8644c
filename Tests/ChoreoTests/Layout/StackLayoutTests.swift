import Choreo
import Testing

/// A custom view whose body is a group of one prioritised fill.
private struct GroupedPriority: View {
  var body: some View {
    Group { Fill().layoutPriority(1).accessibilityIdentifier("high") }
  }
}

/// Offers its only subview 50 × 50 and records the answer, as a stack of `orientation` would
/// orient its spacers.
private struct Oriented: Layout {
  final class Answer {
    var size = CGSize.zero
  }
  let answer: Answer

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    answer.size = subviews[0].sizeThatFits(ProposedViewSize(width: 50, height: 50))
    return CGSize(width: 50, height: 50)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// Two blocks with a spacer between them.
@ViewBuilder @MainActor
private func row() -> some View {
  Block(width: 30, height: 10)
  Spacer().accessibilityIdentifier("gap")
  Block(width: 30, height: 10)
}

/// `row()` in `AnyLayout`, a row or a column as `isRow` says.
private struct Switching: View {
  @State var isRow = true

  var body: some View {
    let layout = isRow ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
    return layout { row() }
      .frame(width: 200, height: 100)
      .onTapGesture { isRow.toggle() }
      .accessibilityIdentifier("switch")
  }
}

@MainActor
@Suite("Stacks, spacers and priorities (§9.2)")
struct StackLayoutTests {
  @Test func vStackUsesEightPointsBetweenViewsAndCentresThem() {
    let host = ViewHost(
      VStack {
        Block(width: 100, height: 50).accessibilityIdentifier("a")
        Block(width: 60, height: 30).accessibilityIdentifier("b")
      }.accessibilityIdentifier("stack"))
    let stack = host.rect("stack")
    #expect(stack.size == CGSize(width: 100, height: 50 + 8 + 30))
    // The root is centred in the 390 × 844 host, as a window does.
    #expect(stack.origin == CGPoint(x: (390 - 100) / 2, y: (844 - 88) / 2))
    #expect(host.rect("a").origin == stack.origin)
    #expect(host.rect("b").origin == CGPoint(x: stack.minX + 20, y: stack.minY + 58))
  }

  @Test func explicitSpacingAndAlignment() {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 3) {
        Block(width: 100, height: 10)
        Block(width: 40, height: 10).accessibilityIdentifier("b")
      }.accessibilityIdentifier("stack"))
    #expect(host.rect("stack").height == 23)
    #expect(host.rect("b").minX == host.rect("stack").minX)
  }

  @Test func negativeSpacingOverlapsNeighboursAndNonFiniteSpacingIsZero() {
    let host = ViewHost(
      VStack(spacing: 0) {
        HStack(spacing: -10) {
          Block(width: 30, height: 10).accessibilityIdentifier("a")
          Block(width: 30, height: 10).accessibilityIdentifier("b")
        }.accessibilityIdentifier("overlapping")
        HStack(spacing: .nan) {
          Block(width: 30, height: 10)
          Block(width: 30, height: 10)
        }.accessibilityIdentifier("nan")
        HStack(spacing: .infinity) {
          Block(width: 30, height: 10)
          Block(width: 30, height: 10)
        }.accessibilityIdentifier("infinite")
      })
    #expect(host.rect("overlapping").width == 50)
    #expect(host.rect("b").minX == host.rect("a").minX + 20)
    #expect(host.rect("nan").width == 60)
    #expect(host.rect("infinite").width == 60)
  }

  @Test func unboundedViewsWithLargerMinimumsAreOfferedSpaceFirst() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Fill().accessibilityIdentifier("any")
        Fill().frame(minWidth: 60).accessibilityIdentifier("wide")
      }
      .frame(width: 100))
    // Offered first, the 60-point view takes 60 of the 100; the other takes what is left.
    #expect(host.rect("wide").width == 60)
    #expect(host.rect("any").width == 40)
  }

  @Test func noGapNextToASpacer() {
    let host = ViewHost(
      HStack {
        Block(width: 50, height: 10).accessibilityIdentifier("left")
        Spacer()
        Block(width: 50, height: 10).accessibilityIdentifier("right")
      }.frame(width: 300).accessibilityIdentifier("row"))
    #expect(host.rect("left").minX == host.rect("row").minX)
    #expect(host.rect("right").maxX == host.rect("row").maxX)
  }

  @Test func flexibleViewsShareTheSpaceEqually() {
    let host = ViewHost(
      HStack {
        Fill().accessibilityIdentifier("a")
        Fill().accessibilityIdentifier("b")
      }.frame(width: 200, height: 20))
    #expect(host.rect("a").width == CGFloat(200 - 8) / 2)
    #expect(host.rect("b").width == CGFloat(200 - 8) / 2)
  }

  @Test func higherPriorityIsOfferedSpaceFirst() {
    let host = ViewHost(
      HStack {
        Fill().accessibilityIdentifier("low")
        Fill().layoutPriority(1).accessibilityIdentifier("high")
      }.frame(width: 200, height: 20))
    // The lower-priority view's minimum (0) is reserved; the rest goes to the higher one.
    #expect(host.rect("high").width == CGFloat(200 - 8))
    #expect(host.rect("low").width == 0)
  }

  @Test func priorityInsideAOneViewGroupCounts() {
    // The stack's subview is the custom view; its priority comes from the fill in its group.
    let host = ViewHost(
      HStack {
        Fill().accessibilityIdentifier("low")
        GroupedPriority()
      }.frame(width: 200, height: 20))
    #expect(host.rect("high").width == CGFloat(200 - 8))
    #expect(host.rect("low").width == 0)
  }

  /// A priority is a trait of the view: the layout modifiers applied after it keep it.
  @Test func priorityWrittenBeforePaddingOrAFrameCounts() {
    let padded = ViewHost(
      HStack(spacing: 0) {
        Fill().layoutPriority(1).padding(.horizontal, 5).accessibilityIdentifier("high")
        Fill().frame(maxWidth: 30).accessibilityIdentifier("low")
      }.frame(width: 100, height: 20))
    // The lower view's minimum (0) is reserved; the rest goes to the higher one.
    #expect(padded.rect("high").width == 100)
    #expect(padded.rect("low").width == 0)
    let framed = ViewHost(
      HStack(spacing: 0) {
        Fill().accessibilityIdentifier("low")
        Fill().layoutPriority(1).frame(minWidth: 0, maxWidth: 150).overlay(Fill())
          .accessibilityIdentifier("high")
      }.frame(width: 100, height: 20))
    #expect(framed.rect("high").width == 100)
    #expect(framed.rect("low").width == 0)
  }

  /// A spacer grows along its layout's stack orientation (`LayoutProperties`), whether the
  /// layout is a stack view's, used directly, type-erased, or the user's, inside any stack.
  @Test func aSpacerFollowsItsLayoutsStackOrientation() throws {
    let direct = ViewHost(
      HStackLayout(spacing: 0) { row() }.frame(width: 200).accessibilityIdentifier("row"))
    #expect(direct.rect("gap").size == CGSize(width: 140, height: 0))
    #expect(direct.rect("row").height == 10)
    let erased = ViewHost(
      AnyLayout(HStackLayout(spacing: 0)) { row() }.frame(width: 200)
        .accessibilityIdentifier("row"))
    #expect(erased.rect("gap").size == CGSize(width: 140, height: 0))
    #expect(erased.rect("row").height == 10)
    let nested = ViewHost(VStack { HStackLayout(spacing: 0) { row() }.frame(width: 200) })
    #expect(nested.rect("gap").size == CGSize(width: 140, height: 0))
    let answer = Oriented.Answer()
    let custom = ViewHost(VStack { Oriented(answer: answer) { Spacer() } })
    custom.layoutIfNeeded()
    #expect(answer.size == CGSize(width: 50, height: 0))
  }

  @Test func aSpacerTurnsWithTheLayoutItsAnyLayoutWraps() throws {
    let host = ViewHost(Switching())
    #expect(host.rect("gap").size == CGSize(width: 140, height: 0))
    let toggle = try #require(host.primaryAction(of: "switch"))
    toggle()
    host.applyPendingChanges()
    #expect(host.rect("gap").size == CGSize(width: 0, height: 80))
  }

  @Test func lessFlexibleViewsAreSizedFirst() {
    let host = ViewHost(
      HStack {
        Fill().accessibilityIdentifier("fill")
        Block(width: 120, height: 10).accessibilityIdentifier("fixed")
      }.frame(width: 200, height: 20))
    #expect(host.rect("fixed").width == 120)
    #expect(host.rect("fill").width == CGFloat(200 - 8 - 120))
  }

  @Test func zStackAlignsChildrenAndTakesTheUnion() {
    let host = ViewHost(
      ZStack(alignment: .topLeading) {
        Block(width: 100, height: 100).accessibilityIdentifier("big")
        Block(width: 20, height: 20).accessibilityIdentifier("small")
      }.accessibilityIdentifier("z"))
    #expect(host.rect("z").size == CGSize(width: 100, height: 100))
    #expect(host.rect("small").origin == host.rect("big").origin)
  }

  @Test func zStackBottomTrailing() {
    let host = ViewHost(
      ZStack(alignment: .bottomTrailing) {
        Block(width: 100, height: 100).accessibilityIdentifier("big")
        Block(width: 20, height: 20).accessibilityIdentifier("small")
      })
    #expect(host.rect("small").maxX == host.rect("big").maxX)
    #expect(host.rect("small").maxY == host.rect("big").maxY)
  }
}

@MainActor
@Suite("Frames, padding, position, overlays (§9.3, §9.4)")
struct ModifierLayoutTests {
  @Test func fixedFrameProposesItsSizeAndAlignsTheChild() {
    let host = ViewHost(
      Block(width: 30, height: 30).accessibilityIdentifier("block")
        .frame(width: 100, height: 80, alignment: .topLeading).accessibilityIdentifier("frame"))
    #expect(host.rect("frame").size == CGSize(width: 100, height: 80))
    #expect(host.rect("block").origin == host.rect("frame").origin)
  }

  @Test func nilFrameDimensionsTakeTheChildsSize() {
    let host = ViewHost(Block(width: 30, height: 40).frame(width: 100).accessibilityIdentifier("f"))
    #expect(host.rect("f").size == CGSize(width: 100, height: 40))
  }

  @Test func flexibleFrames() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Block(width: 30, height: 10).frame(maxWidth: .infinity).accessibilityIdentifier("wide")
        Block(width: 30, height: 10).frame(minWidth: 100).accessibilityIdentifier("min")
        Block(width: 300, height: 10).frame(maxWidth: 50).accessibilityIdentifier("max")
        Fill().frame(idealWidth: 70, idealHeight: 20).fixedSize().accessibilityIdentifier("ideal")
      })
    #expect(host.rect("wide").width == 390)
    #expect(host.rect("min").width == 100)
    #expect(host.rect("max").width == 50)
    #expect(host.rect("ideal").size == CGSize(width: 70, height: 20))
  }

  @Test func contradictoryFrameBoundsAreReordered() {
    let host = ViewHost(
      Fill().frame(minWidth: 80, maxWidth: 40).frame(height: 5).accessibilityIdentifier("f"))
    #expect(host.rect("f").width == 80)
    let reports = host.diagnostics.filter { $0.text.contains("Contradictory frame") }
    #expect(reports.count == 1)
    #expect(reports.first?.path != nil)
  }

  @Test func defaultPaddingIsSixteen() {
    let host = ViewHost(
      Block(width: 10, height: 10).accessibilityIdentifier("inner").padding()
        .accessibilityIdentifier("outer"))
    #expect(host.rect("outer").size == CGSize(width: 42, height: 42))
    #expect(host.rect("inner").minX == host.rect("outer").minX + 16)
  }

  @Test func paddingOnChosenEdges() {
    let host = ViewHost(
      Block(width: 10, height: 10).padding(.horizontal, 5).padding(.top, 2).accessibilityIdentifier(
        "p"))
    #expect(host.rect("p").size == CGSize(width: 20, height: 12))
  }

  @Test func positionTakesTheProposalAndCentresTheChildAtThePoint() {
    let host = ViewHost(
      Block(width: 20, height: 20).accessibilityIdentifier("block")
        .position(x: 50, y: 60).accessibilityIdentifier("position"))
    #expect(host.rect("position") == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(host.rect("block") == CGRect(x: 40, y: 50, width: 20, height: 20))
  }

  @Test func overlayIsSizedToThePrimaryView() {
    let host = ViewHost(
      Block(width: 100, height: 50).accessibilityIdentifier("primary")
        .overlay(alignment: .bottomTrailing) {
          Block(width: 10, height: 10).accessibilityIdentifier("badge")
        }
        .background { Fill().accessibilityIdentifier("fill") }
        .accessibilityIdentifier("whole"))
    #expect(host.rect("whole").size == CGSize(width: 100, height: 50))
    #expect(host.rect("fill") == host.rect("primary"))
    #expect(host.rect("badge").maxX == host.rect("primary").maxX)
    #expect(host.rect("badge").maxY == host.rect("primary").maxY)
  }

  @Test func severalOverlayViewsAreAZStackAlignedAsAWhole() {
    let host = ViewHost(
      Block(width: 100, height: 100).accessibilityIdentifier("primary")
        .overlay {
          Block(width: 50, height: 50).accessibilityIdentifier("large")
          Block(width: 20, height: 20).accessibilityIdentifier("small")
        }
        .background(alignment: .topLeading) {
          Block(width: 60, height: 10).accessibilityIdentifier("wide")
          Block(width: 10, height: 30).accessibilityIdentifier("tall")
        })
    let primary = host.rect("primary")
    // Both centred on the primary view, not stacked one above the other.
    #expect(host.rect("large") == primary.insetBy(dx: 25, dy: 25))
    #expect(host.rect("small") == primary.insetBy(dx: 40, dy: 40))
    // Both at the top-leading corner of their 60 × 30 stack, itself at the primary's.
    #expect(host.rect("wide").origin == primary.origin)
    #expect(host.rect("tall").origin == primary.origin)
  }

  @Test func aLayersAlignmentGuidesMeetThePrimaryViews() {
    // A badge whose bottom-leading corner sits on the base's top-trailing corner; a tab
    // 30 points out past the leading edge; a mask hole 30 points in from it.
    let host = ViewHost(
      VStack(spacing: 40) {
        Block(width: 100, height: 50).accessibilityIdentifier("badged")
          .overlay(alignment: .topTrailing) {
            Block(width: 20, height: 20)
              .alignmentGuide(.top) { $0[.bottom] }
              .alignmentGuide(.trailing) { $0[.leading] }
              .accessibilityIdentifier("badge")
          }
        Block(width: 100, height: 50).accessibilityIdentifier("tabbed")
          .background(alignment: .leading) {
            Block(width: 20, height: 20).alignmentGuide(.leading) { _ in 30 }
              .accessibilityIdentifier("tab")
          }
        Block(width: 100, height: 50).accessibilityIdentifier("masked")
          .mask(alignment: .leading) {
            Color.black.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -30 }
              .accessibilityIdentifier("hole")
          }
      })
    let badged = host.rect("badged")
    #expect(
      host.rect("badge") == CGRect(x: badged.maxX, y: badged.minY - 20, width: 20, height: 20))
    #expect(host.rect("tab").minX == host.rect("tabbed").minX - 30)
    #expect(host.rect("hole").minX == host.rect("masked").minX + 30)
  }

  @Test func alignmentGuidesShiftViews() {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        Block(width: 100, height: 10).accessibilityIdentifier("a")
        Block(width: 40, height: 10).alignmentGuide(.leading) { $0[.trailing] }
          .accessibilityIdentifier("b")
      })
    // b's trailing edge lines up with a's leading edge.
    #expect(host.rect("b").maxX == host.rect("a").minX)
  }

  @Test func relayoutFollowsStateChanges() {
    struct Growing: View {
      @State var wide = false
      var body: some View {
        Block(width: wide ? 200 : 100, height: 10).accessibilityIdentifier("block")
          .onTapGesture { wide.toggle() }
      }
    }
    let host = ViewHost(Growing())
    #expect(host.rect("block").width == 100)
    host.perform("block")
    #expect(host.rect("block").width == 200)
  }
}
