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
    get {
      let id = ObjectIdentifier(key)
      for entry in entries where entry.key == id {
        return unsafeDowncast(entry.box, to: StateBox<K.Value>.self).value
      }
      return K.defaultValue
    }
    set {
      let id = ObjectIdentifier(key)
      guard let index = entries.firstIndex(where: { $0.key == id }) else {
        entries.append(Entry(key: id, box: StateBox(newValue)))
        return
      }
      if isKnownUniquelyReferenced(&entries[index].box) {
        unsafeDowncast(entries[index].box, to: StateBox<K.Value>.self).value = newValue
      } else {
        entries[index].box = StateBox(newValue)
      }
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
