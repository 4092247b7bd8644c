import ChoreoAnimation
import Foundation
import Testing

/// The test's virtual clock, read by completion handlers.
final class TestClock {
  var now = 0.0
}

/// Counts calls of a completion handler.
final class CallCounter {
  private(set) var count = 0
  private(set) var times: [Double] = []
  func call(at time: Double) {
    count += 1
    times.append(time)
  }
}

@Suite("Completion criteria (§4.3)")
struct CompletionTests {
  /// Runs `timeline` at 60 fps until `end`, reporting each frame's time to `clock`.
  private func run(_ timeline: inout Timeline<Double>, until end: Double, clock: TestClock) {
    var frame = 0.0
    while frame / 60 <= end {
      clock.now = frame / 60
      _ = timeline.sample(clock.now)
      frame += 1
    }
  }

  private func transaction(
    _ animation: Animation, _ criteria: AnimationCompletionCriteria, _ counter: CallCounter,
    clock: TestClock
  ) -> Transaction {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: criteria) { counter.call(at: clock.now) }
    return transaction
  }

  @Test func logicalCompletionFiresOnceAtTheSpringsResponse() {
    let counter = CallCounter()
    let clock = TestClock()
    var timeline = Timeline(0.0)
    timeline.value.setModel(
      1, transaction: transaction(.smooth, .logicallyComplete, counter, clock: clock), at: 0)
    run(&timeline, until: 3, clock: clock)
    #expect(counter.count == 1)
    #expect(abs((counter.times.first ?? 0) - 0.5) < 1.0 / 60 + 1e-9)
  }

  @Test func removedCompletionWaitsUntilTheSpringSettles() {
    // §4.3: `.removed` fires only when the animator is gone, ≈0.83 s for a unit smooth spring.
    let counter = CallCounter()
    let clock = TestClock()
    var timeline = Timeline(0.0)
    timeline.value.setModel(
      1, transaction: transaction(.smooth, .removed, counter, clock: clock), at: 0)
    run(&timeline, until: 3, clock: clock)
    #expect(counter.count == 1)
    let fired = counter.times.first ?? 0
    #expect(fired > 0.75 && fired < 0.85, "\(fired)")
  }

  @Test func logicalCompletionOfAMergedAnimationStillFiresWhenItWouldHaveCompleted() {
    // §2.2: listeners of the replaced animation follow a fork of it.
    let first = CallCounter()
    let second = CallCounter()
    let clock = TestClock()
    var timeline = Timeline(0.0)
    timeline.value.setModel(
      1,
      transaction: transaction(
        .spring(response: 0.4, dampingFraction: 1), .logicallyComplete, first, clock: clock),
      at: 0)
    for frame in 0...6 { _ = timeline.sample(Double(frame) / 60) }
    timeline.value.setModel(
      2,
      transaction: transaction(
        .spring(response: 1, dampingFraction: 1), .logicallyComplete, second, clock: clock),
      at: 0.1)
    run(&timeline, until: 4, clock: clock)
    #expect(first.count == 1)
    #expect(second.count == 1)
    #expect(abs((first.times.first ?? 0) - 0.4) < 1.0 / 60 + 1e-9)
    #expect(abs((second.times.first ?? 0) - 1.1) < 1.0 / 60 + 1e-9)
  }

  @Test func aTransactionWithoutAnimationsCompletesWhenApplied() {
    let counter = CallCounter()
    var transaction = Transaction(animation: .smooth)
    transaction.addAnimationCompletion { counter.call(at: 0) }
    var value = AnimatedValue(1.0)
    value.setModel(1, transaction: transaction, at: 0)  // unchanged: no animation starts
    #expect(counter.count == 0)
    for listener in transaction.animationListeners { listener.transactionApplied() }
    #expect(counter.count == 1)
    for listener in transaction.animationListeners { listener.transactionApplied() }
    #expect(counter.count == 1)
  }

  @Test func oneCompletionCoversEveryAttributeItAnimated() {
    let counter = CallCounter()
    var transaction = Transaction(animation: .linear(duration: 1))
    transaction.addAnimationCompletion(criteria: .removed) { counter.call(at: 0) }
    var short = AnimatedValue(0.0)
    var long = AnimatedValue(0.0)
    short.setModel(1, transaction: transaction, at: 0)
    transaction.animation = .linear(duration: 2)
    long.setModel(1, transaction: transaction, at: 0)
    for listener in transaction.animationListeners { listener.transactionApplied() }
    _ = short.presentation(at: 1.5)
    _ = long.presentation(at: 1.5)
    #expect(counter.count == 0)
    _ = long.presentation(at: 2.5)
    #expect(counter.count == 1)
  }

  @Test func cancellingReportsCompletionAtOnce() {
    let logical = CallCounter()
    let removed = CallCounter()
    var transaction = Transaction(animation: Animation.linear.repeatForever())
    transaction.addAnimationCompletion { logical.call(at: 0) }
    transaction.addAnimationCompletion(criteria: .removed) { removed.call(at: 0) }
    var value = AnimatedValue(0.0)
    value.setModel(1, transaction: transaction, at: 0)
    _ = value.presentation(at: 5)
    #expect(logical.count == 0 && removed.count == 0)
    value.removeAnimations()
    #expect(logical.count == 1 && removed.count == 1)
    #expect(value.presentation(at: 6) == 1)
  }
}
