import Choreo
import Foundation
import Testing

/// Reaches a scene's state from a test.
@MainActor
private final class Control {
  var selected: Binding<Int>?
  var shows: Binding<Bool>?
  var shift: Binding<CGFloat>?
}

private func near(_ a: CGFloat?, _ b: CGFloat) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 1e-6
}

/// Two tabs, each the source of its own group (x = 0 and x = 200), a highlight following the
/// selected one, and, optionally, a twin leaf moved by padding in the same transactions: what
/// a view whose own frame changed would do (§0, §2.3).
private struct HighlightTabs: View {
  let control: Control
  var hasTwin = true
  @State private var selected = 0
  @State private var shows = true
  @Namespace private var namespace

  var body: some View {
    control.selected = $selected
    control.shows = $shows
    return ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 300, height: 100)
      Color.gray.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: 0, in: namespace)
      Color.gray.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: 1, in: namespace)
        .padding(.leading, 200)
      if shows {
        Color.blue.frame(width: 40, height: 40)
          .matchedGeometryEffect(id: selected, in: namespace, isSource: false)
          .accessibilityIdentifier("highlight")
      }
      if hasTwin {
        Color.green.frame(width: 40, height: 40)
          .accessibilityIdentifier("twin")
          .padding(.leading, selected == 1 ? 200 : 0)
      }
    }
  }
}

/// Like `HighlightTabs`, but the second tab moves from x = 100 to x = 200 with an implicit
/// animation of 2 s of its own when the selection changes.
private struct MovingTabs: View {
  let control: Control
  @State private var selected = 0
  @Namespace private var namespace

  var body: some View {
    control.selected = $selected
    return ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 300, height: 100)
      Color.gray.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: 0, in: namespace)
      Color.gray.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: 1, in: namespace)
        .accessibilityIdentifier("tab1")
        .padding(.leading, selected == 1 ? 200 : 100)
        .animation(.linear(duration: 2), value: selected)
      Color.blue.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: selected, in: namespace, isSource: false)
        .accessibilityIdentifier("highlight")
    }
  }
}

/// A layout whose width is its data: the views after it move as it animates.
private struct WidthLayout: Layout {
  var width: CGFloat

  nonisolated var animatableData: CGFloat {
    get { width }
    set { width = newValue }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: width, height: 20)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: bounds.origin, anchor: .topLeading,
        proposal: ProposedViewSize(width: width, height: 20))
    }
  }
}

private struct GrowingRow: View {
  let control: Control
  @State private var shift: CGFloat = 0

  var body: some View {
    control.shift = $shift
    return HStack(spacing: 0) {
      WidthLayout(width: shift) { Color.red }
      Color.blue.frame(width: 10, height: 20).accessibilityIdentifier("after")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Places its subviews at x = shift (linear), or shift² / 100.
private struct Shift: Layout {
  var shift: CGFloat
  var squared = false

  nonisolated var animatableData: CGFloat {
    get { shift }
    set { shift = newValue }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 300, height: 100)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.minX + (squared ? shift * shift / 100 : shift), y: bounds.minY),
        anchor: .topLeading, proposal: ProposedViewSize(width: 20, height: 20))
    }
  }
}

/// The shifted square inside a lazy grid's cell, or inside a second shifted layout, and a
/// twin leaf moved by padding in the same transactions.
private struct ShiftScene: View {
  enum Kind { case grid, nested, twin }
  let control: Control
  let kind: Kind
  @State private var shift: CGFloat = 0

  var body: some View {
    control.shift = $shift
    return ZStack(alignment: .topLeading) {
      switch kind {
      case .grid:
        LazyVGrid(columns: [GridItem(.fixed(300))], spacing: 0) {
          Shift(shift: shift, squared: true) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
          }
        }
      case .nested:
        Shift(shift: shift, squared: true) {
          Shift(shift: shift, squared: true) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
          }
        }
      case .twin:
        Shift(shift: shift) {
          Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
        }
        Color.green.frame(width: 20, height: 20).accessibilityIdentifier("twin")
          .padding(.leading, shift)
          .frame(width: 300, height: 100, alignment: .topLeading)
      }
    }
    .frame(width: 300, height: 100, alignment: .topLeading)
  }
}

@MainActor
@Suite("Matched moves between groups, and animated layouts")
struct MatchedMoveTests {
  private func tabs(twin: Bool = true) -> (ViewHost<HighlightTabs>, Control) {
    let control = Control()
    return (
      ViewHost(
        HighlightTabs(control: control, hasTwin: twin), size: CGSize(width: 300, height: 100)),
      control
    )
  }

  // MARK: Matched moves

  /// A highlight sent back to the first tab mid-move combines with its move (§2.3).
  ///
  /// It does not restart from where it is drawn. Linear 1 s from 0 to 200, back at 0.5 s: at
  /// 0.75 s the first gives 150 and the second takes a quarter of the way from there to 0:
  /// 150 − 37.5 = 112.5, as for a leaf moved in the same transactions.
  @Test func aHighlightSentBackMidMoveCombinesLikeALeafFrame() throws {
    let (host, control) = tabs()
    host.update { withAnimation(.linear(duration: 1)) { control.selected?.wrappedValue = 1 } }
    host.advance(to: 0.5)
    #expect(near(host.snapshot(of: "highlight")?.frame.minX, 100))
    host.update { withAnimation(.linear(duration: 1)) { control.selected?.wrappedValue = 0 } }
    host.advance(to: 0.75)
    let twin = try #require(host.snapshot(of: "twin")).frame.minX
    #expect(near(twin, 112.5))
    #expect(near(host.snapshot(of: "highlight")?.frame.minX, twin))
    host.advance(to: 2)
    #expect(host.snapshot(of: "highlight")?.frame.minX == 0)
  }

  /// Each `withAnimation(_:_:completion:)` completion fires exactly once (§4.3), also the
  /// first one's when the highlight is sent elsewhere before it arrives.
  @Test func theFirstMovesCompletionFiresWhenTheHighlightIsSentBackMidMove() {
    let (host, control) = tabs(twin: false)
    var first = 0
    var second = 0
    host.update {
      withAnimation(.linear(duration: 1)) {
        control.selected?.wrappedValue = 1
      } completion: {
        first += 1
      }
    }
    host.advance(to: 0.5)
    host.update {
      withAnimation(.linear(duration: 1)) {
        control.selected?.wrappedValue = 0
      } completion: {
        second += 1
      }
    }
    host.advance(to: 3)
    host.advance(to: 4)
    #expect(first == 1)
    #expect(second == 1)
  }

  /// A highlight removed mid-move takes its animation with it: the completion still fires.
  @Test func aMovesCompletionFiresWhenTheHighlightIsRemovedMidMove() {
    let (host, control) = tabs(twin: false)
    var fired = 0
    host.update {
      withAnimation(.linear(duration: 1)) {
        control.selected?.wrappedValue = 1
      } completion: {
        fired += 1
      }
    }
    host.advance(to: 0.5)
    host.update { control.shows?.wrappedValue = false }
    host.advance(to: 3)
    host.advance(to: 4)
    #expect(fired == 1)
  }

  /// A moving highlight is a running animation: `host.animations` lists it.
  @Test func aMoveIsListedAmongTheHostsAnimations() {
    let (host, control) = tabs(twin: false)
    host.update { withAnimation(.linear(duration: 1)) { control.selected?.wrappedValue = 1 } }
    host.advance(to: 0.25)
    #expect(near(host.snapshot(of: "highlight")?.frame.minX, 50))
    #expect(!host.animations.isEmpty)
  }

  /// The highlight's move (1 s) ends on its new tab as shown while the tab still moves (2 s).
  ///
  /// Aimed at where the tab will be, it would snap back onto it when the move ends: at 0.95 s
  /// 190 against the tab's 147.5, at 1.05 s on the tab, 37.5 points in 0.1 s.
  @Test func aHighlightDoesNotSnapBackWhenItsNewSourceStillMoves() throws {
    let control = Control()
    let host = ViewHost(MovingTabs(control: control), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { control.selected?.wrappedValue = 1 } }
    host.advance(to: 0.95)
    let tabBefore = try #require(host.snapshot(of: "tab1")).frame.minX
    #expect(abs(tabBefore - 147.5) < 1e-3)
    let before = try #require(host.snapshot(of: "highlight")).frame.minX
    host.advance(to: 1.05)
    let after = try #require(host.snapshot(of: "highlight")).frame.minX
    #expect(abs(after - before) < 10, "jumped from \(before) to \(after)")
    host.advance(to: 3)
    #expect(host.snapshot(of: "highlight")?.frame.minX == 200)
  }

  // MARK: Animated layouts

  /// A layout whose size is its data: the view after it follows the presented width.
  @Test func aLayoutsAnimatedSizeMovesItsSiblings() {
    let control = Control()
    let host = ViewHost(GrowingRow(control: control), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { control.shift?.wrappedValue = 100 } }
    #expect(host.snapshot(of: "after")?.frame.minX == 0)
    host.advance(to: 0.5)
    #expect(near(host.snapshot(of: "after")?.frame.minX, 50))
    host.advance(to: 1.5)
    #expect(host.snapshot(of: "after")?.frame.minX == 100)
    #expect(host.animations.isEmpty)
  }

  @Test func aLayoutInALazyGridCellAnimatesItsData() {
    let control = Control()
    let host = ViewHost(
      ShiftScene(control: control, kind: .grid), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { control.shift?.wrappedValue = 100 } }
    host.advance(to: 0.5)
    #expect(near(host.snapshot(of: "square")?.frame.minX, 25))
    host.advance(to: 1.5)
    #expect(host.snapshot(of: "square")?.frame.minX == 100)
  }

  /// Outer and inner each place at shift² / 100: 25 + 25 halfway.
  @Test func nestedLayoutsBothAnimate() {
    let control = Control()
    let host = ViewHost(
      ShiftScene(control: control, kind: .nested), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { control.shift?.wrappedValue = 100 } }
    host.advance(to: 0.5)
    #expect(near(host.snapshot(of: "square")?.frame.minX, 50))
    host.advance(to: 1.5)
    #expect(host.snapshot(of: "square")?.frame.minX == 200)
  }

  @Test func aLayoutAnimationsCompletionFiresOnce() {
    let control = Control()
    let host = ViewHost(
      ShiftScene(control: control, kind: .nested), size: CGSize(width: 300, height: 100))
    var fired = 0
    host.update {
      withAnimation(.linear(duration: 1)) {
        control.shift?.wrappedValue = 100
      } completion: {
        fired += 1
      }
    }
    host.advance(to: 0.5)
    #expect(fired == 0)
    host.advance(to: 1.5)
    #expect(fired == 1)
    host.advance(to: 3)
    #expect(fired == 1)
  }

  /// A spring retargeted mid-way keeps its velocity, as a leaf frame's would; a change without
  /// animation mid-way shifts it, as a leaf frame's (§0, §2.2).
  @Test func retargetingALayoutMatchesALeafFrame() throws {
    let control = Control()
    let host = ViewHost(
      ShiftScene(control: control, kind: .twin), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.spring(duration: 1)) { control.shift?.wrappedValue = 100 } }
    host.advance(to: 0.3)
    host.update { withAnimation(.spring(duration: 1)) { control.shift?.wrappedValue = 0 } }
    for time in [0.4, 0.6, 0.9] {
      host.advance(to: time)
      let twin = try #require(host.snapshot(of: "twin")).frame.minX
      #expect(near(host.snapshot(of: "square")?.frame.minX, twin))
    }
    host.update { control.shift?.wrappedValue = 50 }
    for time in [1.0, 1.2] {
      host.advance(to: time)
      let twin = try #require(host.snapshot(of: "twin")).frame.minX
      #expect(near(host.snapshot(of: "square")?.frame.minX, twin))
    }
    host.advance(to: 10)
    #expect(host.snapshot(of: "square")?.frame.minX == 50)
    #expect(host.animations.isEmpty)
  }
}
