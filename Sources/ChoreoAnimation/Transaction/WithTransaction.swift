// Mirrors: SwiftUI.withTransaction(_:_:), withTransaction(_:_:_:), withAnimation(_:_:),
//          withAnimation(_:completionCriteria:_:completion:)
// Status: Complete

import Foundation

/// Runs `body` with `transaction` merged onto the current transaction, returning its result.
///
/// Keys `transaction` wrote replace the current ones for the changes made in `body`; nested
/// calls accumulate, as in SwiftUI since iOS 17. Changes made in `body` carry the result.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  var merged = Transaction.current ?? Transaction()
  merged.merge(transaction)
  return try Transaction.withCurrent(merged, body)
}

/// Runs `body` with one transaction value set, for example
/// `withTransaction(\.disablesAnimations, true) { … }`.
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body` so that the changes it makes animate with `animation` (`nil` for none).
///
/// ```swift
/// withAnimation(.bouncy) { isExpanded.toggle() }
/// ```
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation` and calls `completion` exactly once, when the changes made in
/// `body` have finished animating by `completionCriteria`.
///
/// It adds `completion` to the transaction as `Transaction.addAnimationCompletion(criteria:_:)`
/// does, and has the same timing. If the changes start animations, `completion` runs when the
/// last of them meets `completionCriteria`, on the frame that observes it. If they start none,
/// it runs when whoever applies the transaction calls `AnimationListener.transactionApplied()`:
/// the view layer's host does so after applying the update that carries `body`'s changes.
/// Without such a host (changes to values no view tree applies), a body that starts no
/// animation never calls `completion`.
///
/// ```swift
/// withAnimation(.smooth) { isOpen = true } completion: { showDetails = true }
/// ```
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result,
  completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

// MARK: - The current transaction

extension Transaction {
  /// The transaction set by the innermost `withTransaction` or `withAnimation` running on this
  /// thread, or `nil` outside of one.
  ///
  /// State writes read it to learn the transaction they belong to.
  package static var current: Transaction? {
    CurrentTransaction.box()?.stack.last
  }

  /// Runs `body` with `transaction` as the current one.
  package static func withCurrent<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    let box = CurrentTransaction.box(create: true)
    box?.stack.append(transaction)
    defer { _ = box?.stack.popLast() }
    return try body()
  }
}

/// A per-thread stack of transactions, so concurrent threads never see each other's.
private enum CurrentTransaction {
  final class Box {
    var stack: [Transaction] = []
  }

  private static let key: pthread_key_t? = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
      // The pointer's optionality differs between platforms; accept both.
      let pointer: UnsafeMutableRawPointer? = pointer
      guard let pointer else { return }
      Unmanaged<Box>.fromOpaque(pointer).release()
    }
    return status == 0 ? key : nil
  }()

  static func box(create: Bool = false) -> Box? {
    guard let key else { return nil }
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
    }
    guard create else { return nil }
    let box = Box()
    pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
    return box
  }
}
