/// Counts the animations started by one transaction and runs a completion once they are all
/// complete, exactly once.
///
/// The animator calls `animationAdded()` for every animation it starts with the listener and
/// `animationCompleted()` when that animation meets the listener's criteria. Whoever applies the
/// transaction calls `transactionApplied()` afterwards, so a transaction that started no
/// animation completes at once, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`
/// does.
package final class AnimationListener {
  /// When the listener's animations count as complete.
  package let criteria: AnimationCompletionCriteria
  private let completion: () -> Void
  private var pending = 0
  private var hasFired = false

  package init(criteria: AnimationCompletionCriteria, completion: @escaping () -> Void) {
    self.criteria = criteria
    self.completion = completion
  }

  /// Records one more animation to wait for.
  package func animationAdded() {
    pending += 1
  }

  /// Records that one of the animations is complete; the completion runs after the last one.
  package func animationCompleted() {
    pending -= 1
    if pending <= 0 { fire() }
  }

  /// Records that the transaction has been applied; runs the completion if nothing is pending.
  package func transactionApplied() {
    if pending <= 0 { fire() }
  }

  private func fire() {
    guard !hasFired else { return }
    hasFired = true
    completion()
  }
}
