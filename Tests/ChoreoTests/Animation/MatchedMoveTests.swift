import Choreo
import Foundation
import Testing

/// Reaches a scene's state from a test.
@MainActor
private final class Control {
  var selected: Binding<Int>?
  var shows: Binding<Bool>?
}

private func nearRect(_ frame: CGRect?, _ expected: CGRect) -> Bool {
  guard let frame else { return false }
  return abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
    && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
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

@MainActor
@Suite("Matched moves between groups")
struct MatchedMoveTests {
  private func tabs(twin: Bool = true) -> (ViewHost<HighlightTabs>, Control) {
    let control = Control()
    return (
      ViewHost(
        HighlightTabs(control: control, hasTwin: twin), size: CGSize(width: 300, height: 100)),
      control
    )
  }

  @Test func aFollowerThatChangesGroupSlidesToItsNewSource() {
    let (host, control) = tabs(twin: false)
    #expect(host.snapshot(of: "highlight")?.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    host.update { withAnimation(.linear(duration: 1)) { control.selected?.wrappedValue = 1 } }
    host.advance(to: 0.5)
    #expect(
      nearRect(host.snapshot(of: "highlight")?.frame, CGRect(x: 100, y: 0, width: 40, height: 40)))
    host.advance(to: 1.5)
    #expect(host.snapshot(of: "highlight")?.frame == CGRect(x: 200, y: 0, width: 40, height: 40))
    // Back without animation: it jumps.
    host.update { control.selected?.wrappedValue = 0 }
    #expect(host.snapshot(of: "highlight")?.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
  }

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

  /// Sent back mid-move while the tab it was moving to still animates, the highlight goes on
  /// from where it is drawn: at 0.5 s its move gives 150 and the tab lags 75 behind its
  /// model, so it is drawn at 75, and stays there as the change back begins, at 60 frames a
  /// second too.
  @Test(arguments: [false, true])
  func aChangeOfGroupMidMoveDoesNotJumpWhileTheOldGroupAnimates(everyFrame: Bool) throws {
    let control = Control()
    let host = ViewHost(MovingTabs(control: control), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { control.selected?.wrappedValue = 1 } }
    for frame in 1...30 where everyFrame || frame == 30 {
      host.advance(to: Double(frame) / 60)
      _ = host.snapshot(of: "highlight")
    }
    #expect(near(host.snapshot(of: "tab1")?.frame.minX, 125))
    let before = try #require(host.snapshot(of: "highlight")).frame.minX
    #expect(near(before, 75))
    host.update { withAnimation(.linear(duration: 1)) { control.selected?.wrappedValue = 0 } }
    let after = try #require(host.snapshot(of: "highlight")).frame.minX
    #expect(near(after, before), "jumped from \(before) to \(after)")
    host.advance(to: 3)
    #expect(host.snapshot(of: "highlight")?.frame.minX == 0)
    host.advance(to: 4)
    #expect(host.animations.isEmpty)
  }
}
