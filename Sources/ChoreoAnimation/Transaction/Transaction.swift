// Mirrors: SwiftUI.Transaction
// Status: Complete

import Foundation

/// The context of one state change: its animation, whether implicit animations may override it,
/// and any custom values.
///
/// `withAnimation` and `withTransaction` set the transaction of the changes made in their body;
/// views read and transform it on its way down the tree.
///
/// ```swift
/// var transaction = Transaction(animation: .snappy)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isOpen = true }
/// ```
public struct Transaction {
  package var store = PropertyStore()

  /// Creates a transaction with no animation and every key at its default.
  public init() {}

  /// Creates a transaction with `animation`.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// Reads or writes a custom value; reading an unwritten key gives `K.defaultValue`.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { store.value(for: key, default: K.defaultValue) }
    set { store.set(newValue, for: key) }
  }

  /// The animation of this change, or `nil` for none.
  public var animation: Animation? {
    get { self[AnimationKey.self] }
    set { self[AnimationKey.self] = newValue }
  }

  /// Whether implicit animations (`.animation(_:value:)`) are kept from overriding `animation`.
  ///
  /// It does not remove an animation already set; set `animation` to `nil` as well for that.
  public var disablesAnimations: Bool {
    get { self[DisablesAnimationsKey.self] }
    set { self[DisablesAnimationsKey.self] = newValue }
  }

  /// Whether the change comes from a continuous interaction, such as dragging a slider.
  public var isContinuous: Bool {
    get { self[IsContinuousKey.self] }
    set { self[IsContinuousKey.self] = newValue }
  }

  /// Whether the change comes from a gesture whose velocity later animations should continue.
  ///
  /// A gesture's `onChanged` sets it. Changes under it with no animation follow at once while
  /// their velocity is measured, and an animation that merges in afterwards (a spring started
  /// in `onEnded`) starts at that velocity.
  public var tracksVelocity: Bool {
    get { self[TracksVelocityKey.self] }
    set { self[TracksVelocityKey.self] = newValue }
  }

  /// Adds `completion`, run exactly once when the animations of this transaction meet `criteria`.
  ///
  /// Every animator that starts an animation under this transaction waits for it; `completion`
  /// runs when the last of those animations meets `criteria` (`.logicallyComplete` or
  /// `.removed`), on the frame that observes it. If the transaction starts no animation, it runs
  /// when whoever applies the transaction calls `AnimationListener.transactionApplied()`: the
  /// view layer's host does so after applying the update that carries this transaction's
  /// changes. Completions accumulate when transactions merge (nested `withTransaction` calls).
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    animationListeners.append(AnimationListener(criteria: criteria, completion: completion))
  }

  /// The completions added to this transaction and to the transactions it was merged with.
  package var animationListeners: [AnimationListener] {
    get { self[AnimationListenersKey.self] }
    set { self[AnimationListenersKey.self] = newValue }
  }

  /// Whether state changes made in `other` may be applied in the same update as changes made in
  /// this transaction: both carry the same values (SwiftUI concatenates only such changes).
  package func mayConcatenate(with other: Transaction) -> Bool {
    store.hasSameValues(as: other.store)
  }

  /// Applies `other` on top of this transaction: keys it wrote win, completions accumulate.
  package mutating func merge(_ other: Transaction) {
    let listeners = animationListeners + other.animationListeners
    store.merge(other.store)
    if !listeners.isEmpty { animationListeners = listeners }
  }
}

// MARK: - Keys

extension Transaction {
  private struct AnimationKey: TransactionKey {
    static var defaultValue: Animation? { nil }
  }

  private struct DisablesAnimationsKey: TransactionKey {
    static var defaultValue: Bool { false }
  }

  private struct IsContinuousKey: TransactionKey {
    static var defaultValue: Bool { false }
  }

  private struct TracksVelocityKey: TransactionKey {
    static var defaultValue: Bool { false }
  }

  private struct AnimationListenersKey: TransactionKey {
    static var defaultValue: [AnimationListener] { [] }
  }
}
