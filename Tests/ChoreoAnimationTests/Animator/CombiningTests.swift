import ChoreoAnimation
import Foundation
import Synchronization
import Testing

/// A never-ending animation at a fixed progress, as in the animation-debugging technique (§2.4).
struct ConstantProgress: CustomAnimation {
  var progress: Double
  var merges = false
  var recorder: ValueRecorder? = nil

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if let value = value as? Double { recorder?.record(value) }
    return value.scaled(by: progress)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    merges
  }
}

/// Collects the values an animation was asked to animate.
final class ValueRecorder: Hashable, Sendable {
  private let values = Mutex<[Double]>([])

  func record(_ value: Double) { values.withLock { $0.append(value) } }
  func clear() { values.withLock { $0 = [] } }
  var recorded: [Double] { values.withLock { $0 } }

  static func == (lhs: ValueRecorder, rhs: ValueRecorder) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@Suite("Merging and combining (§2)")
struct CombiningTests {
  /// One slider move of the debugging technique: `state = from`, then `state = to`, both with
  /// the constant animation at `progress`.
  private func move(
    _ timeline: inout Timeline<Double>, to progress: Double, merges: Bool,
    recorder: ValueRecorder? = nil, at time: Double
  ) {
    let animation = Animation(
      ConstantProgress(progress: progress, merges: merges, recorder: recorder))
    timeline.set(0, at: time, animation: animation)
    timeline.set(1, at: time, animation: animation)
  }

  @Test func stackedConstantAnimationsShowTheWorkedExamplesValue() {
    // §2.4: moving to 0.5 then 0.6 without shouldMerge combines three animations and shows 0.68.
    let recorder = ValueRecorder()
    var timeline = Timeline(0.0)
    timeline.set(
      1, at: 0, animation: Animation(ConstantProgress(progress: 0.5, recorder: recorder)))
    #expect(abs(timeline.sample(0) - 0.5) < 1e-12)
    move(&timeline, to: 0.6, merges: false, recorder: recorder, at: 0.1)
    recorder.clear()
    let shown = timeline.sample(0.1)
    #expect(abs(shown - 0.68) < 1e-12)
    let passed = recorder.recorded
    #expect(passed.count == 3)
    for (actual, expected) in zip(passed, [1, -0.5, 0.8]) {
      #expect(abs(actual - expected) < 1e-12)
    }
  }

  @Test func fourMovesPassTheWorkedExamplesNegativeValues() {
    // §2.4: after moves to 0.2, 0.4, 0.6 and 0.8 the values passed include −0.2, −0.472, −0.676
    // (the reference rounds to three decimals).
    let recorder = ValueRecorder()
    var timeline = Timeline(0.0)
    timeline.set(
      1, at: 0, animation: Animation(ConstantProgress(progress: 0.2, recorder: recorder)))
    for (index, progress) in [0.4, 0.6, 0.8].enumerated() {
      move(&timeline, to: progress, merges: false, recorder: recorder, at: Double(index + 1))
    }
    recorder.clear()
    _ = timeline.sample(10)
    let passed = recorder.recorded
    for expected in [-0.2, -0.472, -0.676] {
      #expect(passed.contains { abs($0 - expected) < 5e-4 }, "missing \(expected) in \(passed)")
    }
  }

  @Test func mergingConstantAnimationsShowExactlyTheProgress() {
    // §2.4: with shouldMerge returning true each move replaces the last; 0.6 shows 0.6.
    var timeline = Timeline(0.0)
    timeline.set(1, at: 0, animation: Animation(ConstantProgress(progress: 0.5, merges: true)))
    for (index, progress) in [0.6, 0.2, 0.9, 0.6].enumerated() {
      move(&timeline, to: progress, merges: true, at: Double(index + 1))
      #expect(abs(timeline.sample(Double(index + 1)) - progress) < 1e-12)
    }
    #expect(timeline.value.animator?.combinedCount == 1)
  }

  @Test func stackedTimingCurvesAdd() {
    // §2.3: the newer linear animation runs from the older one's output to its own target.
    var timeline = Timeline(0.0)
    timeline.set(1, at: 0, animation: .linear(duration: 1))
    _ = timeline.sample(0.5)
    timeline.set(2, at: 0.5, animation: .linear(duration: 1))
    let older = 0.75
    let newer = 0.25
    #expect(abs(timeline.sample(0.75) - (older + newer * (2 - older))) < 1e-12)
    // Once the older one has finished the result is the plain sum: 1 + 0.5 × (2 − 1).
    #expect(abs(timeline.sample(1.0) - 1.5) < 1e-12)
    #expect(abs(timeline.sample(1.25) - 1.75) < 1e-12)
    #expect(timeline.sample(1.6) == 2)
    #expect(!timeline.value.isAnimating)
  }

  @Test func combinedAnimationsStayBounded() {
    // A thousand overlapping animations on one attribute: the oldest complete, memory stays fixed.
    var timeline = Timeline(0.0)
    for index in 0..<1000 {
      timeline.set(Double(index % 2), at: Double(index) * 0.001, animation: .linear(duration: 100))
    }
    let count = timeline.value.animator?.combinedCount ?? 0
    #expect(count <= 32)
    #expect(count > 1)
    #expect(timeline.sample(1).isFinite)
  }

  @Test func aChangeWithoutAnimationShiftsARunningAnimation() {
    var timeline = Timeline(0.0)
    timeline.set(10, at: 0, animation: .linear(duration: 1))
    #expect(abs(timeline.sample(0.5) - 5) < 1e-12)
    timeline.set(20, at: 0.5, animation: nil)
    // The model moved by 10 without animation; the presentation keeps its remaining motion.
    #expect(abs(timeline.sample(0.75) - 17.5) < 1e-12)
    #expect(timeline.sample(1.01) == 20)
  }
}
