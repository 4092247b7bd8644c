import Choreo
import Foundation
import Testing

/// A block whose effects follow one piece of state, set through `host.update`.
@MainActor
private final class Switch {
  var binding: Binding<Bool>?
}

private struct Effects: View {
  let handle: Switch
  var implicit: Animation?
  @State private var isOn = false

  var body: some View {
    handle.binding = $isOn
    return Block(width: 20, height: 10)
      .rotationEffect(.degrees(isOn ? 90 : 0))
      .scaleEffect(isOn ? 2 : 1)
      .opacity(isOn ? 1 : 0.2)
      .offset(x: isOn ? 100 : 0)
      // Without an implicit animation the modifier's value never changes, so it never acts.
      .animation(implicit, value: implicit == nil ? false : isOn)
      .accessibilityIdentifier("block")
  }
}

@MainActor
@Suite("Render effects animate in the tree (§0, §2, §3)")
struct EffectAnimationTests {
  private func host(implicit: Animation? = nil) -> (ViewHost<Effects>, Switch) {
    let handle = Switch()
    let host = ViewHost(
      Effects(handle: handle, implicit: implicit), size: CGSize(width: 200, height: 100))
    return (host, handle)
  }

  @Test func effectsApplyToTheSnapshot() throws {
    let (host, handle) = host()
    host.update { handle.binding?.wrappedValue = true }
    let block = try #require(host.snapshot(of: "block"))
    // Laid out centred at (90, 45, 20, 10); rotated a quarter turn and scaled twice around
    // its centre (100, 50), then shifted 100 right: 20 × 40 around (200, 50). Inner effects
    // apply first, so the offset (outermost) is not scaled.
    #expect(block.layoutFrame == CGRect(x: 90, y: 45, width: 20, height: 10))
    #expect(abs(block.frame.minX - 190) < 1e-9)
    #expect(abs(block.frame.minY - 30) < 1e-9)
    #expect(abs(block.frame.width - 20) < 1e-9)
    #expect(abs(block.frame.height - 40) < 1e-9)
    #expect(block.opacity == 1)
    #expect(block.phase == .identity)
  }

  @Test func aLinearChangeIsHalfwayAtHalfItsDuration() throws {
    let (host, handle) = host()
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    let block = try #require(host.snapshot(of: "block"))
    #expect(abs(block.opacity - 0.6) < 1e-9)
    // Scale 1.5, 45°, offset 50: the centre moved to (150, 50).
    #expect(abs(block.frame.midX - 150) < 1e-9)
    #expect(abs(block.frame.midY - 50) < 1e-9)
    #expect(host.animations.map(\.attribute) == ["effect", "effect", "effect", "effect"])
    #expect(host.animations.allSatisfy { $0.startTime == 0 && $0.expectedEnd != nil })
    host.advance(to: 1.05)
    #expect(host.snapshot(of: "block")?.opacity == 1)
    #expect(host.animations.isEmpty)
  }

  @Test func anImplicitAnimationDrivesTheEffects() throws {
    let (host, handle) = host(implicit: .linear(duration: 2))
    host.update { handle.binding?.wrappedValue = true }
    host.advance(to: 0.5)
    let opacity = try #require(host.snapshot(of: "block")?.opacity)
    #expect(abs(opacity - 0.4) < 1e-9)
  }

  @Test func aChangeWithoutAnimationJumps() {
    let (host, handle) = host()
    host.update { handle.binding?.wrappedValue = true }
    #expect(host.snapshot(of: "block")?.opacity == 1)
    #expect(host.animations.isEmpty)
  }

  @Test func curvesAddWhenASecondChangeComesMidway() throws {
    // Two linear animations on one attribute combine (§2.3): at t = 1 the first has moved
    // its whole delta and the second half of its own.
    let (host, handle) = host()
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = false } }
    host.advance(to: 1)
    let opacity = try #require(host.snapshot(of: "block")?.opacity)
    // From 0.2 up by 0.8 (done), then down by 0.8 (half done): 0.2 + 0.8 − 0.4.
    #expect(abs(opacity - 0.6) < 1e-9)
  }

  @Test func aRetargetedSpringKeepsItsVelocity() throws {
    let (host, handle) = host()
    host.update { withAnimation(.spring) { handle.binding?.wrappedValue = true } }
    host.advance(to: 0.1)
    let before = try #require(host.snapshot(of: "block")?.layoutFrame).minX
    let shiftedBefore = try #require(host.snapshot(of: "block")?.frame).midX - before
    host.update { withAnimation(.spring) { handle.binding?.wrappedValue = false } }
    host.advance(to: 0.11)
    let shiftedAfter = try #require(host.snapshot(of: "block")?.frame).midX - before
    // Heading back to 0, yet still moving right for a moment: the spring kept its velocity.
    #expect(shiftedAfter > shiftedBefore)
  }

  @Test func completionFiresOnceWhenTheAnimationEnds() {
    let (host, handle) = host()
    var completions = 0
    host.update {
      withAnimation(.linear(duration: 1)) {
        handle.binding?.wrappedValue = true
      } completion: {
        completions += 1
      }
    }
    host.advance(to: 0.5)
    #expect(completions == 0)
    host.advance(to: 1.5)
    #expect(completions == 1)
    host.advance(to: 3)
    #expect(completions == 1)
  }

  @Test func tapsLandWhereTheViewIsShown() {
    var taps = 0
    let tappable = ViewHost(
      Block(width: 20, height: 10).onTapGesture { taps += 1 }.offset(x: 60),
      size: CGSize(width: 200, height: 100))
    #expect(tappable.tap(at: CGPoint(x: 160, y: 50)))
    #expect(!tappable.tap(at: CGPoint(x: 100, y: 50)))
    #expect(taps == 1)
  }

  @Test func hostileEffectValuesDrawFinite() throws {
    let host = ViewHost(
      Block(width: 20, height: 10)
        .offset(x: .nan, y: .infinity)
        .opacity(.nan)
        .scaleEffect(.infinity)
        .rotationEffect(.radians(.nan))
        .blur(radius: -3)
        .accessibilityIdentifier("block"),
      size: CGSize(width: 200, height: 100))
    let block = try #require(host.snapshot(of: "block"))
    #expect(block.frame == CGRect(x: 90, y: 45, width: 20, height: 10))
    #expect(block.opacity == 1)
  }

  /// Finite values that overflow together: the effect that would overflow is left out.
  @Test func effectsThatWouldOverflowTogetherAreLeftOut() throws {
    let huge = CGFloat.greatestFiniteMagnitude
    let host = ViewHost(
      VStack(spacing: 0) {
        Block(width: 20, height: 10).scaleEffect(huge).accessibilityIdentifier("scaled")
        Block(width: 20, height: 10).offset(x: huge).offset(x: huge)
          .accessibilityIdentifier("moved")
        Block(width: 20, height: 10).blur(radius: huge).blur(radius: huge)
          .accessibilityIdentifier("blurred")
        // This scale composes finitely, but the block's corners overflow through it.
        Block(width: 20, height: 10).scaleEffect(1.7e306).accessibilityIdentifier("vast")
      },
      size: CGSize(width: 200, height: 100))
    // The stack of four blocks starts 30 points down. Scaled around its centre (100, 35),
    // the first block's translation would overflow: the scale is left out.
    let scaled = try #require(host.snapshot(of: "scaled"))
    #expect(scaled.transform == .identity)
    #expect(scaled.frame == CGRect(x: 90, y: 30, width: 20, height: 10))
    let moved = try #require(host.snapshot(of: "moved"))
    // The first offset applies; the second would reach infinity. (At that distance the
    // block's 20 points of width are lost to rounding.)
    #expect(moved.frame.minX == huge)
    #expect(moved.frame.minY == 40)
    for item in host.displayList.items {
      let t = item.transform
      let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty, item.blurRadius]
      let finite = entries.allSatisfy(\.isFinite)
      #expect(finite, "\(item.path): \(t), blur \(item.blurRadius)")
    }
    let vast = try #require(host.snapshot(of: "vast"))
    #expect(vast.transform.a == 1.7e306)
    // Its right edge overflows to infinity; its width is clamped to the largest CGFloat.
    #expect(vast.frame.width == huge)
    #expect(vast.frame.minX.isFinite)
    #expect(!host.displayList.description.isEmpty)
  }
}

@MainActor
@Suite("Effect order")
struct EffectOrderTests {
  @Test func anOffsetInsideAScaleIsScaled() throws {
    // The scale applies around the centre of the laid-out view (100, 50) to everything inside
    // it, the offset included: the centre moves from (110, 50) to (120, 50).
    let host = ViewHost(
      Block(width: 20, height: 10).offset(x: 10).scaleEffect(2).accessibilityIdentifier("b"),
      size: CGSize(width: 200, height: 100))
    let frame = try #require(host.snapshot(of: "b")?.frame)
    #expect(frame == CGRect(x: 100, y: 40, width: 40, height: 20))
  }
}
