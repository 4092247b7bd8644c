import Choreo
import Foundation
import Testing

/// An animation frozen at `progress` that never finishes: seed 004's debugging tool.
private struct ConstantProgress: CustomAnimation {
  var progress: Double
  var merges: Bool

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    value.scaled(by: progress)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    merges
  }
}

@MainActor
private final class Slider {
  var move: ((Double) -> Void)?
}

/// A view moved by state that a slider resets and re-animates, as the seed's debugger does.
private struct Debugged: View {
  let slider: Slider
  let merges: Bool
  let implicit: Bool
  @State private var progress = 0.0
  @State private var value = 0.0

  var body: some View {
    slider.move = { newProgress in
      progress = newProgress
      let animation = Animation(ConstantProgress(progress: newProgress, merges: merges))
      value = 0
      withAnimation(animation) { value = 1 }
    }
    let animation = Animation(ConstantProgress(progress: progress, merges: merges))
    return Block(width: 10, height: 10)
      .offset(x: value * 100)
      .animation(implicit ? animation : nil, value: implicit ? value : 0)
      .accessibilityIdentifier("moved")
  }
}

@MainActor
@Suite("Seed 004's constant-progress experiment (§2.4)")
struct ConstantProgressTests {
  private func shown(merges: Bool, implicit: Bool) throws -> CGFloat {
    let slider = Slider()
    let host = ViewHost(
      Debugged(slider: slider, merges: merges, implicit: implicit),
      size: CGSize(width: 300, height: 100))
    let rest = try #require(host.snapshot(of: "moved")).frame.minX
    host.update { slider.move?(0.5) }
    host.advance(by: 0.1)
    host.update { slider.move?(0.6) }
    host.advance(by: 0.1)
    return (try #require(host.snapshot(of: "moved")).frame.minX - rest) / 100
  }

  @Test func stackedAnimationsShowValuesThatAreNotTheSlidersProgress() throws {
    // The implicit animation animates both the reset and the change; none finishes, so they
    // combine: 0.68 rather than 0.6 (§2.4's worked example).
    #expect(abs(try shown(merges: false, implicit: true) - 0.68) < 1e-9)
  }

  @Test func mergingShowsExactlyTheSlidersProgress() throws {
    // Each new animation replaces the last; the interval adds up to 1 − 1 + 1 = 1.
    #expect(abs(try shown(merges: true, implicit: true) - 0.6) < 1e-9)
  }

  @Test func withoutTheImplicitAnimationTheResetJumps() throws {
    // The reset to 0 is not animated: the first animation (interval 1, progress 0.5) keeps
    // running under the jump; the second merges in, so the interval is 2 at progress 0.6:
    // 1 − 2 + 0.6 × 2 = 0.2.
    #expect(abs(try shown(merges: true, implicit: false) - 0.2) < 1e-9)
  }
}
