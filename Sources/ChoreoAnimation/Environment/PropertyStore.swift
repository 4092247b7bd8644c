import Synchronization

/// A value-typed map from key types to values: the storage behind `EnvironmentValues` and
/// `Transaction`.
///
/// Only keys that were written are stored; reading any other key gives its default. Keys are
/// compared by type identity, so two key types never collide.
package struct PropertyStore {
  private var values: [ObjectIdentifier: Any] = [:]

  /// A stamp that changes on every write: two stores with the same version hold the same values,
  /// so the view graph can skip comparing environments that were passed down unchanged.
  package private(set) var version: UInt64 = 0

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
    // A cast in a `switch` pattern: `as?` would look up the metadata of `Value?` at every read.
    switch stored {
    case let value as Value: return value
    default: return defaultValue()
    }
  }

  /// Writes `value` for `key`.
  package mutating func set<Value>(_ value: Value, for key: Any.Type) {
    values[ObjectIdentifier(key)] = value
    version = Self.nextVersion()
  }

  /// Writes every key written in `other` over this store's values.
  package mutating func merge(_ other: PropertyStore) {
    guard !other.values.isEmpty else { return }
    values.merge(other.values) { _, new in new }
    version = Self.nextVersion()
  }

  /// Whether both stores hold the same keys with equal values.
  ///
  /// Values are compared with `==` where their type is `Equatable` and by object identity where
  /// they are arrays of objects (completion listeners); anything else counts as different.
  package func hasSameValues(as other: PropertyStore) -> Bool {
    if version == other.version { return true }
    guard values.count == other.values.count else { return false }
    for (key, value) in values {
      guard let otherValue = other.values[key] else { return false }
      if valuesAreEqual(value, otherValue) { continue }
      if let objects = value as? [AnyObject], let otherObjects = otherValue as? [AnyObject],
        objects.count == otherObjects.count, zip(objects, otherObjects).allSatisfy({ $0 === $1 })
      {
        continue
      }
      return false
    }
    return true
  }

  private static let versions = Atomic<UInt64>(0)

  private static func nextVersion() -> UInt64 {
    versions.add(1, ordering: .relaxed).newValue
  }
}
