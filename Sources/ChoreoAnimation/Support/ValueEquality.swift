/// Compares two values of unknown type: equal when both have the same type and that type is
/// `Equatable` and says so.
///
/// Values of non-`Equatable` types (closures, for instance) never compare equal, so callers
/// treat them as changed.
package func valuesAreEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard type(of: lhs) == type(of: rhs), let lhs = lhs as? any Equatable else { return false }
  return lhs.isEqual(toAny: rhs)
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  package func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
