import Choreo
import Foundation
import Testing

/// Reaches the parent's value and the animatable view's (or modifier's) own state.
@MainActor
private final class Levers {
  var value: Binding<Double>?
  var taps: Binding<Int>?
}

/// An `Animatable` view with state of its own; it shows its data as an offset.
private struct Slat: View, Animatable {
  var fraction: Double
  let levers: Levers
  @State private var taps = 0

  nonisolated var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  var body: some View {
    levers.taps = $taps
    return Block(width: 10, height: 10).offset(x: fraction * 100)
      .accessibilityIdentifier("slat")
  }
}

private struct SlatScene: View {
  let levers: Levers
  @State private var value = 0.0

  var body: some View {
    levers.value = $value
    return VStack { Slat(fraction: value, levers: levers) }
  }
}

/// The same as an `Animatable` modifier with state of its own.
private struct Nudge: ViewModifier, Animatable {
  var amount: Double
  let levers: Levers
  @State private var taps = 0

  nonisolated var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  func body(content: Content) -> some View {
    levers.taps = $taps
    return content.offset(x: amount * 100)
  }
}

private struct NudgeScene: View {
  let levers: Levers
  @State private var value = 0.0

  var body: some View {
    levers.value = $value
    return VStack {
      Block(width: 10, height: 10).modifier(Nudge(amount: value, levers: levers))
        .accessibilityIdentifier("slat")
    }
  }
}

/// New animatable data from the parent counts even when the view's own state changes in the
/// same update (§3).
@MainActor
@Suite("Animatable data that arrives with the view's own change")
struct AnimatableDataWithOwnStateTests {
  /// How far the slat has moved at 0.5 s and at 2 s after one update that sets the parent's
  /// value to 1 and taps the view, with `animation`.
  private func moves<V: View>(_ view: V, _ levers: Levers, animation: Animation?) throws
    -> (half: CGFloat, end: CGFloat)
  {
    let host = ViewHost(view, size: CGSize(width: 300, height: 100))
    let start = try #require(host.snapshot(of: "slat")).frame.minX
    host.update {
      withAnimation(animation) {
        levers.value?.wrappedValue = 1
        levers.taps?.wrappedValue += 1
      }
    }
    host.advance(to: 0.5)
    let half = try #require(host.snapshot(of: "slat")).frame.minX - start
    host.advance(to: 2)
    let end = try #require(host.snapshot(of: "slat")).frame.minX - start
    return (half, end)
  }

  @Test func aViewAnimatesToIt() throws {
    let levers = Levers()
    let (half, end) = try moves(SlatScene(levers: levers), levers, animation: .linear(duration: 1))
    #expect(abs(half - 50) < 1e-6)
    #expect(abs(end - 100) < 1e-6)
  }

  @Test func aViewTakesItAtOnceWithoutAnimation() throws {
    let levers = Levers()
    let (half, end) = try moves(SlatScene(levers: levers), levers, animation: nil)
    #expect(abs(half - 100) < 1e-6)
    #expect(abs(end - 100) < 1e-6)
  }

  @Test func aModifierAnimatesToIt() throws {
    let levers = Levers()
    let (half, end) = try moves(NudgeScene(levers: levers), levers, animation: .linear(duration: 1))
    #expect(abs(half - 50) < 1e-6)
    #expect(abs(end - 100) < 1e-6)
  }
}
