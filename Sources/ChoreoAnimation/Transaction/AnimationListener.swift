/// Counts the animations started by one transaction and runs a completion once they are all
/// complete, exactly once.
///
/// The animator calls `animationAdded()` for every animation it starts with the listener and
/// `animationCompleted()` when that animation meets the listener's criteria. Whoever applies the
/// transaction calls `transactionApplied()` afterwards, so a transaction that started no
/// animation completes at once, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`
/// does. A follow-up that applies the transaction again later (the second phase of a
/// transition, which starts the transition's animations) is announced with
/// `awaitFollowUp()` and reported with `followUpApplied()`: the completion waits for it.
package final class AnimationListener {
  /// When the listener's animations count as complete.
  package let criteria: AnimationCompletionCriteria
  private let completion: () -> Void
  private var pending = 0
  /// Follow-ups announced and not yet applied.
  private var awaited = 0
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
    if pending <= 0, awaited <= 0 { fire() }
  }

  /// Records that a follow-up will apply the transaction again: the completion waits for it.
  package func awaitFollowUp() {
    awaited += 1
  }

  /// Records that an announced follow-up has been applied; runs the completion if nothing is
  /// pending and no other follow-up is awaited.
  package func followUpApplied() {
    awaited -= 1
    if pending <= 0, awaited <= 0 { fire() }
  }

  /// Records that the transaction has been applied; runs the completion if nothing is pending
  /// and no follow-up is awaited.
  package func transactionApplied() {
    if pending <= 0, awaited <= 0 { fire() }
  }

  private func fire() {
    guard !hasFired else { return }
    hasFired = true
    if let held = Self.held, held.isOpen {
      held.completions.append(completion)
    } else {
      completion()
    }
  }

  /// Where completions wait while the view layer advances its animators
  /// (`holdingCompletions(_:)`); `nil` otherwise.
  @TaskLocal private static var held: HeldCompletions?

  /// Runs `body`, holding back the completions that fire in it, then runs them in the order
  /// they fired.
  ///
  /// A completion fires while the animator that finished is being changed, and may call
  /// anything (a user's completion may read the host or advance it); held, it runs once
  /// every animator has moved, as SwiftUI runs completions after the frame that completes
  /// them. One that fires while they run, or later in a task started inside `body` (which
  /// inherits the task-local value), runs at once.
  package static func holdingCompletions<Result>(_ body: () -> Result) -> Result {
    let held = HeldCompletions()
    defer { held.runAll() }
    return $held.withValue(held) { body() }
  }
}

/// Completions held back by `AnimationListener.holdingCompletions(_:)`.
///
/// Unchecked: it is reached only through a task-local value; completions are added only
/// while it is open, by the task that made it, which then runs them.
private final class HeldCompletions: @unchecked Sendable {
  var completions: [() -> Void] = []
  /// Whether completions are still held; cleared before they run.
  private(set) var isOpen = true

  func runAll() {
    isOpen = false
    let waiting = completions
    completions = []
    for completion in waiting { completion() }
  }
}
