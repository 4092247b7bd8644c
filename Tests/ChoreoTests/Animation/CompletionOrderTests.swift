import Choreo
import Foundation
import Testing

/// Sets the swatches' state from a test.
@MainActor
private final class Swatches {
  var paintFirst: (() -> Void)?
  var paintSecond: (() -> Void)?
  var widenFirst: (() -> Void)?
}

/// Two squares, each in a box of its own so that neither moves the other.
private struct TwoSwatches: View {
  let handle: Swatches
  @State private var firstIsRed = false
  @State private var secondIsRed = false
  @State private var firstIsWide = false

  var body: some View {
    handle.paintFirst = { firstIsRed = true }
    handle.paintSecond = { secondIsRed = true }
    handle.widenFirst = { firstIsWide = true }
    return VStack(spacing: 0) {
      Rectangle()
        .fill(firstIsRed ? Color.red : Color.blue)
        .frame(width: firstIsWide ? 20 : 10, height: 10)
        .frame(width: 100, height: 50)
        .accessibilityIdentifier("first")
      Rectangle()
        .fill(secondIsRed ? Color.red : Color.blue)
        .frame(width: 10, height: 10)
        .frame(width: 100, height: 50)
        .accessibilityIdentifier("second")
    }
  }
}

@MainActor
@Suite("Completion order")
struct CompletionOrderTests {
  /// Animations ending on one frame complete in the order their views started animating, a
  /// view's own animations in listing order (its colour before its frame), even when a view
  /// already animating starts another animation after a later view started.
  @Test func sameFrameCompletionsFollowTheOrderViewsStartedAnimating() {
    let handle = Swatches()
    let host = ViewHost(TwoSwatches(handle: handle), size: CGSize(width: 100, height: 100))
    var log: [String] = []
    func animate(_ change: (() -> Void)?, _ duration: Double, _ name: String) {
      host.update {
        withAnimation(.linear(duration: duration)) {
          change?()
        } completion: {
          log.append(name)
        }
      }
    }
    animate(handle.paintFirst, 1, "first colour")
    animate(handle.paintSecond, 1, "second colour")
    host.advance(to: 0.5)
    animate(handle.widenFirst, 0.5, "first frame")
    #expect(host.animations.map(\.attribute) == ["color", "frame", "color"])
    host.advance(to: 0.9)
    #expect(log.isEmpty)
    // All three end at 1 s.
    host.advance(to: 1.1)
    #expect(log == ["first colour", "first frame", "second colour"])
  }

  /// A completion runs after the frame's animators have moved, so it may read the host and
  /// advance it, as a test harness does.
  @Test func aCompletionMayReadAndAdvanceTheHost() throws {
    let handle = Swatches()
    let host = ViewHost(TwoSwatches(handle: handle), size: CGSize(width: 100, height: 100))
    var seen: [CGRect?] = []
    host.update {
      withAnimation(.linear(duration: 1)) {
        handle.widenFirst?()
      } completion: {
        // The square that widened, drawn first.
        seen.append(host.displayList.items.first?.frame)
        host.advance(by: 0.5)
        seen.append(host.displayList.items.first?.frame)
      }
    }
    host.advance(to: 1.2)
    let wide = CGRect(x: 40, y: 20, width: 20, height: 10)
    #expect(seen == [wide, wide])
    #expect(abs(host.time - 1.7) < 1e-9)
    #expect(host.animations.isEmpty)
  }

  /// An animation that ends as it starts (zero duration) completes at the end of the update
  /// that started it, not in the first read of the host: its completion may read the very
  /// attribute it animated, and advance the host.
  @Test func aZeroDurationAnimationCompletesAfterItsUpdate() {
    let handle = Swatches()
    let host = ViewHost(TwoSwatches(handle: handle), size: CGSize(width: 100, height: 100))
    var seen: [CGRect?] = []
    host.update {
      withAnimation(.linear(duration: 0)) {
        handle.widenFirst?()
      } completion: {
        seen.append(host.displayList.items.first?.frame)
        seen.append(host.snapshot(of: "first").map { _ in host.displayList.items[0].frame })
        host.advance(by: 0.5)
      }
    }
    let wide = CGRect(x: 40, y: 20, width: 20, height: 10)
    #expect(seen == [wide, wide])
    #expect(host.time == 0.5)
    #expect(host.displayList.items.first?.frame == wide)
    #expect(host.animations.isEmpty)
  }

  /// A completion that ends with its update may advance the host while other animations
  /// run: they move on with it, and listing the animations fires nothing more.
  @Test func aCompletionAtTheEndOfAnUpdateMayAdvanceTheHost() {
    let handle = Swatches()
    let host = ViewHost(TwoSwatches(handle: handle), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 10)) { handle.paintSecond?() } }
    var fired = 0
    host.update {
      withAnimation(.linear(duration: 0)) {
        handle.widenFirst?()
      } completion: {
        fired += 1
        host.advance(by: 20)
      }
    }
    #expect(fired == 1)
    #expect(host.time == 20)
    #expect(host.animations.isEmpty)
    #expect(fired == 1)
  }

  /// A completion whose animation is cancelled by removing its view runs after the pass
  /// that removed it, on a whole tree it may read.
  @Test func aCancelledAnimationsCompletionRunsAfterThePass() {
    let handle = Swatches()
    let host = ViewHost(Removable(handle: handle), size: CGSize(width: 100, height: 100))
    var drawnAtCompletion: [String] = []
    host.update {
      withAnimation(.linear(duration: 1)) {
        handle.paintFirst?()
      } completion: {
        drawnAtCompletion = host.displayList.items.compactMap(\.identifier)
      }
    }
    host.advance(to: 0.5)
    #expect(drawnAtCompletion.isEmpty)
    host.update { handle.widenFirst?() }
    #expect(drawnAtCompletion == ["kept"])
  }
}

/// A square that fades to red, and is removed when "widened"; and a square that stays.
private struct Removable: View {
  let handle: Swatches
  @State private var isRed = false
  @State private var isGone = false

  var body: some View {
    handle.paintFirst = { isRed = true }
    handle.widenFirst = { isGone = true }
    return VStack(spacing: 0) {
      if !isGone {
        Rectangle().fill(isRed ? Color.red : Color.blue).frame(width: 10, height: 10)
          .accessibilityIdentifier("removed")
      }
      Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("kept")
    }
  }
}
