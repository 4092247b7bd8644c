import Choreo
import Foundation
import Testing

/// Flips the knob of a `Knob` from a test.
@MainActor
private final class Lever {
  var binding: Binding<Bool>?
}

/// A block shifted 100 points right while on: an offset whose change is (100, 0).
private struct Knob: View {
  let lever: Lever
  @State private var isOn = false

  var body: some View {
    lever.binding = $isOn
    return Block(width: 20, height: 10).offset(x: isOn ? 100 : 0).accessibilityIdentifier("knob")
  }
}

/// Counts the runs of a completion.
@MainActor
private final class Tally {
  var count = 0
}

@MainActor
@Suite("withAnimation completion criteria in a host (§4.3)")
struct CompletionCriteriaTests {
  private func knob() -> (ViewHost<Knob>, Lever) {
    let lever = Lever()
    return (ViewHost(Knob(lever: lever), size: CGSize(width: 200, height: 100)), lever)
  }

  /// Flips the knob to `isOn` with `animation`, counting the completion's runs in `tally`.
  private func flip(
    _ host: ViewHost<Knob>, _ lever: Lever, to isOn: Bool, _ animation: Animation,
    _ criteria: AnimationCompletionCriteria, _ tally: Tally
  ) {
    host.update {
      withAnimation(animation, completionCriteria: criteria) {
        lever.binding?.wrappedValue = isOn
      } completion: {
        tally.count += 1
      }
    }
  }

  @Test(arguments: [AnimationCompletionCriteria.removed, .logicallyComplete])
  func aCurvesCompletionRunsOnceWhenItHasFinished(criteria: AnimationCompletionCriteria) {
    // A timing curve is logically complete when it finishes, so both criteria agree.
    let (host, lever) = knob()
    let tally = Tally()
    flip(host, lever, to: true, .linear(duration: 1), criteria, tally)
    host.advance(to: 0.5)
    #expect(tally.count == 0)
    host.advance(to: 0.999)
    #expect(tally.count == 0)
    #expect(!host.animations.isEmpty)
    host.advance(to: 1.001)
    #expect(tally.count == 1)
    #expect(host.animations.isEmpty)
    host.advance(to: 3)
    #expect(tally.count == 1)
  }

  @Test func aSpringIsLogicallyCompleteAtItsDurationAndRemovedOnceSettled() throws {
    // `.spring(duration: 0.5)` is the critically damped persistent spring of response 0.5
    // (§1.3): logically complete at t = 0.5 s (§1.5, §4.3), removed only once at rest.
    let (logicalHost, logicalLever) = knob()
    let logical = Tally()
    flip(logicalHost, logicalLever, to: true, .spring(duration: 0.5), .logicallyComplete, logical)
    let (removedHost, removedLever) = knob()
    let removed = Tally()
    flip(removedHost, removedLever, to: true, .spring(duration: 0.5), .removed, removed)

    logicalHost.advance(to: 0.49)
    #expect(logical.count == 0)
    logicalHost.advance(to: 0.51)
    #expect(logical.count == 1)

    // Frames at 60 a second: the last with the spring still running, the first after the
    // completion ran.
    var lastFrameAnimating: Double?
    var removalTime: Double?
    for frame in 1...180 {
      let time = Double(frame) / 60
      removedHost.advance(to: time)
      if removed.count > 0 {
        removalTime = time
        break
      }
      if !removedHost.animations.isEmpty { lastFrameAnimating = time }
    }
    let removal = try #require(removalTime)
    // Fired on the frame the spring came to rest and its animator went.
    #expect(removedHost.animations.isEmpty)
    #expect(lastFrameAnimating.map { abs($0 - (removal - 1.0 / 60)) < 1e-9 } == true)
    // A change of 100 points settles on frame 76 (1.27 s) at 60 frames a second (§1.5); a
    // rest test after every integration step may find it a frame sooner (Docs/Divergences.md).
    #expect((75...77).contains(Int((removal * 60).rounded())))
    removedHost.advance(to: 5)
    logicalHost.advance(to: 5)
    #expect(removed.count == 1)
    #expect(logical.count == 1)
  }

  @Test func removedWaitsForALaterAnimationOfTheSameAttribute() {
    // At 0.5 s the knob heads back with a second one-second curve: the two combine (§2.3)
    // and the attribute animates until 1.5 s. Logical completion follows the first curve
    // alone (1 s); removal waits for both (§4.3).
    let (logicalHost, logicalLever) = knob()
    let logical = Tally()
    flip(logicalHost, logicalLever, to: true, .linear(duration: 1), .logicallyComplete, logical)
    let (removedHost, removedLever) = knob()
    let removed = Tally()
    flip(removedHost, removedLever, to: true, .linear(duration: 1), .removed, removed)
    for (host, lever) in [(logicalHost, logicalLever), (removedHost, removedLever)] {
      host.advance(to: 0.5)
      host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = false } }
      host.advance(to: 0.999)
    }
    #expect(logical.count == 0)
    #expect(removed.count == 0)
    logicalHost.advance(to: 1.001)
    removedHost.advance(to: 1.001)
    #expect(logical.count == 1)
    #expect(removed.count == 0)
    removedHost.advance(to: 1.499)
    #expect(removed.count == 0)
    removedHost.advance(to: 1.501)
    #expect(removed.count == 1)
    logicalHost.advance(to: 3)
    removedHost.advance(to: 3)
    #expect(logical.count == 1)
    #expect(removed.count == 1)
  }

  @Test func aChangeThatAnimatesNothingCompletesRightAfterItsBody() {
    let (host, lever) = knob()
    let tally = Tally()
    // The knob is already off: no animation starts.
    flip(host, lever, to: false, .linear(duration: 1), .removed, tally)
    #expect(host.animations.isEmpty)
    #expect(tally.count == 1)
    host.advance(to: 2)
    #expect(tally.count == 1)
  }
}
