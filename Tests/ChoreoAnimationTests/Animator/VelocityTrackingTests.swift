import Foundation
import Testing

@testable import ChoreoAnimation

@Suite("Velocity tracking")
struct VelocityTrackingTests {
  private var tracking: Transaction {
    var transaction = Transaction()
    transaction.tracksVelocity = true
    return transaction
  }

  /// A value dragged from 0 to 30 at 100 per second (10 every 0.1 s), then released at 0.3 s
  /// to spring back to 0 with `release`'s transaction.
  private func draggedThenReleased(tracked: Bool) -> AnimatedValue<Double> {
    var value = AnimatedValue(0.0)
    let moves = tracked ? tracking : Transaction()
    for step in 1...3 {
      value.setModel(Double(step) * 10, transaction: moves, at: Double(step) / 10)
      // Tracked changes show at once.
      #expect(value.presentation(at: Double(step) / 10) == Double(step) * 10)
    }
    value.setModel(0, transaction: Transaction(animation: .spring(duration: 0.5)), at: 0.3)
    return value
  }

  @Test func aSpringAfterTrackedChangesStartsAtTheirVelocity() {
    var thrown = draggedThenReleased(tracked: true)
    var dropped = draggedThenReleased(tracked: false)
    // Thrown upwards at 100 per second, the value first keeps rising; dropped, it falls at once.
    #expect(thrown.presentation(at: 0.32) > 30)
    #expect(dropped.presentation(at: 0.32) < 30)
    // Both settle at the model.
    #expect(abs(thrown.presentation(at: 3) - 0) < 0.01)
    #expect(abs(dropped.presentation(at: 3) - 0) < 0.01)
  }

  @Test func theVelocityIsTheLatestChangeOverTheTimeBetweenChanges() throws {
    var value = AnimatedValue(0.0)
    value.setModel(10, transaction: tracking, at: 0)
    value.setModel(15, transaction: tracking, at: 0.1)
    value.setModel(16, transaction: tracking, at: 0.2)
    // At the last change: 5 over the 0.1 s before it.
    let velocity = try #require(value.animator?.velocity(at: 0.2))
    #expect(abs(velocity - 50) < 1e-9)
    // Later, with no change: the distance moved since the last change over the time since.
    let later = try #require(value.animator?.velocity(at: 0.25))
    #expect(abs(later - 20) < 1e-9)
  }

  @Test func aStillValueStopsTracking() {
    var value = AnimatedValue(0.0)
    value.setModel(10, transaction: tracking, at: 1)
    #expect(value.isAnimating)
    #expect(value.presentation(at: 1 + VelocityTrackingAnimation.lifetime) == 10)
    #expect(value.presentation(at: 1.2) == 10)
    #expect(!value.isAnimating)
  }

  @Test func anAnimationWinsOverTracking() {
    var transaction = tracking
    transaction.animation = .linear(duration: 1)
    #expect(transaction.effectiveAnimation == .linear(duration: 1))
    #expect(Transaction().effectiveAnimation == nil)
    #expect(tracking.effectiveAnimation?.base is VelocityTrackingAnimation)
  }
}
