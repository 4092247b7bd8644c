// Mirrors: SwiftUI.AnimationState
// Status: Complete

/// The state a custom animation keeps between frames, addressed by `AnimationStateKey` types.
///
/// A value type: copies are independent. Storage is a short list of boxes that are mutated in
/// place while uniquely referenced, because animations write their state on every frame.
///
/// ```swift
/// context.state[PauseState<V>.self].pausedAt = time
/// ```
public struct AnimationState<Value: VectorArithmetic> {
  private var entries: [Entry] = []

  /// Creates an empty state, in which every key reads as its default.
  public init() {}

  /// Reads or writes the value for `key`; reading an unwritten key gives `K.defaultValue`.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { value(for: ObjectIdentifier(key), as: K.Value.self) ?? K.defaultValue }
    set { setValue(newValue, for: ObjectIdentifier(key)) }
  }

  /// The value stored under `id`, if any.
  ///
  /// The engine's own animations address their state by the identity of a non-generic key type:
  /// looking up the metadata of a generic key type on every frame would cost more than the
  /// animation itself. Every value stored under one `id` must have type `T`.
  package func value<T>(for id: ObjectIdentifier, as type: T.Type) -> T? {
    for entry in entries where entry.key == id {
      return unsafeDowncast(entry.box, to: StateBox<T>.self).value
    }
    return nil
  }

  /// Stores `value` under `id`, in place when this state's storage is not shared.
  package mutating func setValue<T>(_ value: T, for id: ObjectIdentifier) {
    guard let index = entries.firstIndex(where: { $0.key == id }) else {
      entries.append(Entry(key: id, box: StateBox(value)))
      return
    }
    if isKnownUniquelyReferenced(&entries[index].box) {
      unsafeDowncast(entries[index].box, to: StateBox<T>.self).value = value
    } else {
      entries[index].box = StateBox(value)
    }
  }

  /// Whether nothing has been written.
  package var isEmpty: Bool { entries.isEmpty }
}

// MARK: - Storage

extension AnimationState {
  fileprivate struct Entry {
    let key: ObjectIdentifier
    // A key type always stores a `StateBox<Key.Value>` here; the subscript relies on it.
    var box: AnyObject
  }
}

private final class StateBox<T> {
  var value: T
  init(_ value: T) { self.value = value }
}
