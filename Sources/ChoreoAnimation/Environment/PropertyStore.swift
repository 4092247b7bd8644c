/// A value-typed map from key types to values: the storage behind `EnvironmentValues` and
/// `Transaction`.
///
/// Only keys that were written are stored; reading any other key gives its default. Keys are
/// compared by type identity, so two key types never collide.
package struct PropertyStore {
  private var values: [ObjectIdentifier: Any] = [:]

  package init() {}

  /// The number of keys written.
  package var count: Int { values.count }

  /// Whether `key` has been written.
  package func contains(_ key: Any.Type) -> Bool {
    values[ObjectIdentifier(key)] != nil
  }

  /// The value written for `key`, or `defaultValue` when none was.
  package func value<Value>(for key: Any.Type, default defaultValue: @autoclosure () -> Value)
    -> Value
  {
    guard let stored = values[ObjectIdentifier(key)] else { return defaultValue() }
    // Each key type always stores its own `Value`, so the cast succeeds for well-formed keys.
    return stored as? Value ?? defaultValue()
  }

  /// Writes `value` for `key`.
  package mutating func set<Value>(_ value: Value, for key: Any.Type) {
    values[ObjectIdentifier(key)] = value
  }

  /// Writes every key written in `other` over this store's values.
  package mutating func merge(_ other: PropertyStore) {
    values.merge(other.values) { _, new in new }
  }
}
