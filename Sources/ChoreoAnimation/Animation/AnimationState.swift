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
  /// The state of the engine's persistent spring (`FluidSpringAnimation`), held as itself rather
  /// than boxed under a key: the spring reads and writes it at every frame, and looking up,
  /// casting and copying a boxed entry cost more than its integration step.
  ///
  /// First, so that it shares a cache line with the animator's fields.
  package var fluidSpring = FluidSpringAnimation.State<Value>()
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
      // Invariant: every box stored under `id` is a `StateBox<T>` (see `Entry.box`).
      // `unsafeDowncast` skips the dynamic cast's metadata lookup, which per frame costs more
      // than the animation itself; debug builds check the invariant instead.
      assert(
        entry.box is StateBox<T>,
        "AnimationState: \(id) holds \(Swift.type(of: entry.box)), read as StateBox<\(T.self)>")
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
      // Same invariant as in `value(for:as:)`: one value type per key.
      assert(
        entries[index].box is StateBox<T>,
        "AnimationState: \(id) holds \(type(of: entries[index].box)), written as \(T.self)")
      unsafeDowncast(entries[index].box, to: StateBox<T>.self).value = value
    } else {
      entries[index].box = StateBox(value)
    }
  }
}

// MARK: - Storage

extension AnimationState {
  fileprivate struct Entry {
    let key: ObjectIdentifier
    /// The stored value, boxed; always a `StateBox<T>` for the one type `T` its key stores.
    ///
    /// `T` is `K.Value` for a key type `K`, or the type an engine animation reads under its
    /// private key identity. Readers and writers rely on this to downcast without checking in
    /// release builds.
    var box: AnyObject
  }
}

private final class StateBox<T> {
  var value: T
  init(_ value: T) { self.value = value }
}
