import ChoreoAnimation
import Foundation
import Testing

@Suite("Animator lifecycle (§0, §4.3)")
struct AnimatorTests {
  @Test func addingToAFinishedAnimatorStartsAfresh() {
    var animator = Animator(animation: .linear(duration: 1), delta: 1.0, time: 0)
    #expect(animator.offset(at: 1.5) == nil)
    #expect(animator.isFinished)

    let counter = CallCounter()
    let listener = AnimationListener(criteria: .removed) { counter.call(at: 0) }
    animator.add(animation: .linear(duration: 1), delta: 2.0, time: 5, listeners: [listener])
    #expect(!animator.isFinished)
    #expect(!animator.isLogicallyComplete)
    #expect(animator.beginTime == 5)
    // Only the new change is animated: the finished one already showed its model.
    #expect(animator.interval == 2)
    #expect(animator.combinedCount == 1)
    #expect(animator.offset(at: 5.5) == 1)
    #expect(counter.count == 0)
    #expect(animator.offset(at: 6.1) == nil)
    #expect(counter.count == 1)  // the new animation's listener was kept and fired
  }

  @Test func addingToAFinishedAnimatorKeepsItsEnvironmentUnlessGivenOne() throws {
    struct ReadsEnvironment: CustomAnimation {
      func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
      ) -> V? {
        time > 1 ? nil : value.scaled(by: context.environment[ScaleKey.self])
      }
    }
    var environment = EnvironmentValues()
    environment[ScaleKey.self] = 0.25
    var animator = Animator(
      animation: .linear(duration: 1), delta: 1.0, time: 0, environment: environment)
    #expect(animator.offset(at: 2) == nil)
    animator.add(animation: Animation(ReadsEnvironment()), delta: 4.0, time: 3)
    #expect(animator.offset(at: 3.5) == 1)
  }

  @Test func aRunningAnimatorKeepsItsBeginTimeWhenAnimationsAreAdded() {
    var animator = Animator(animation: .linear(duration: 1), delta: 1.0, time: 2)
    _ = animator.offset(at: 2.5)
    animator.add(animation: .linear(duration: 1), delta: 1.0, time: 2.5)
    #expect(animator.beginTime == 2)
    #expect(animator.interval == 2)
    #expect(animator.combinedCount == 2)
  }

  // A host driven by wall-clock seconds since 1970: near 1.7e9 neighbouring doubles are
  // 0.24 µs apart, so the end is found to that grain, and the search stops.
  @Test(arguments: [0, 1.0e6, 1.7e9]) func theEndIsFoundOnAClockFarFromZero(_ begin: Double) throws
  {
    let animator = Animator(animation: .linear(duration: 1), delta: 1.0, time: begin)
    let end = try #require(animator.estimatedEnd(from: begin))
    #expect(abs(end - (begin + 1)) <= max(1e-6, 4 * begin.ulp), "end \(end)")
  }
}

private struct ScaleKey: EnvironmentKey {
  static let defaultValue = 1.0
}
