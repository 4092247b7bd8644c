@_spi(Reflection) import Swift

/// Decides whether a new view value is the same as the previous one, so its body need not run.
///
/// Each type gets a comparator, built once from its stored fields: plain data compares by
/// bytes, `Equatable` values with `==`, class references by identity, and the node-bound
/// properties (`@State`, `@Environment`, `@Namespace`), whose storage lives in the node, not at
/// all. A type with a field that cannot be compared, such as a closure, counts as changed:
/// SwiftUI makes the same conservative choice.
@MainActor
enum ViewComparison {
  typealias Comparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  static func isSame(_ lhs: any View, _ rhs: any View) -> Bool {
    isSameValue(lhs, rhs)
  }

  /// Whether two values of unknown type are the same by the rules above.
  static func isSameValue(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    return compareOpened(lhs, rhs)
  }

  /// Passing `Any` to the generic parameter opens it, so `T` is the value's own type.
  private static func compareOpened<T>(_ lhs: T, _ rhs: Any) -> Bool {
    guard var rhs = rhs as? T, let comparator = comparator(for: T.self) else { return false }
    var lhs = lhs
    return withUnsafeBytes(of: &lhs) { left in
      withUnsafeBytes(of: &rhs) { right in
        guard let a = left.baseAddress, let b = right.baseAddress else { return true }
        return comparator(a, b)
      }
    }
  }

  // MARK: - Comparators

  private enum Cached {
    case comparable(Comparator)
    case incomparable
  }

  private static var cache: [ObjectIdentifier: Cached] = [:]

  /// The comparator for `type`; `kind` is its metadata kind when known (for fields), else the
  /// type is taken to be a struct or tuple if it is not plain data, a class or `Equatable`.
  private static func comparator(for type: Any.Type, kind: _MetadataKind? = nil) -> Comparator? {
    let id = ObjectIdentifier(type)
    if let cached = cache[id] {
      if case .comparable(let comparator) = cached { return comparator }
      return nil
    }
    // A type that contains itself (through an indirect enum, say) counts as incomparable.
    cache[id] = .incomparable
    let made = makeComparator(for: type, kind: kind)
    cache[id] = made.map(Cached.comparable) ?? .incomparable
    return made
  }

  private static func makeComparator(for type: Any.Type, kind: _MetadataKind?) -> Comparator? {
    if type is any NodeBoundProperty.Type { return { _, _ in true } }
    if _isPOD(type) {
      let size = sizeOf(type)
      return { a, b in memcmp(a, b, size) == 0 }
    }
    if type is AnyClass {
      return { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) }
    }
    if let equatable = type as? any Equatable.Type { return equalityComparator(equatable) }
    // Only structs and tuples are compared field by field. Functions, non-Equatable enums and
    // anything else count as changed.
    switch kind {
    case nil, .struct?, .tuple?: return fieldComparator(for: type)
    default: return nil
    }
  }

  private static func sizeOf<T>(_ type: T.Type) -> Int { MemoryLayout<T>.size }

  private static func equalityComparator<T: Equatable>(_ type: T.Type) -> Comparator {
    { a, b in a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
    }
  }

  /// Compares structs and tuples field by field; existential fields compare their contents.
  private static func fieldComparator(for type: Any.Type) -> Comparator? {
    var fields: [(offset: Int, compare: Comparator)] = []
    var comparable = true
    let walked = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
      let compare: Comparator?
      if kind == .existential {
        // `any View` fields (AnyView's) compare their contents; other existentials cannot be
        // compared.
        compare = fieldType == (any View).self ? viewExistentialComparator : nil
      } else {
        compare = comparator(for: fieldType, kind: kind)
      }
      guard let compare else {
        comparable = false
        return false
      }
      fields.append((offset, compare))
      return true
    }
    guard walked, comparable else { return nil }
    return { a, b in
      for field in fields where !field.compare(a + field.offset, b + field.offset) {
        return false
      }
      return true
    }
  }

  /// Compares two `any View` fields by their contents.
  private static let viewExistentialComparator: Comparator = { a, b in
    isSame(
      a.assumingMemoryBound(to: (any View).self).pointee,
      b.assumingMemoryBound(to: (any View).self).pointee)
  }
}

/// Whether `rhs` is a `Value` equal to `lhs`.
///
/// Called with an `any Equatable` as `lhs`, it opens it: two values whose types are not known
/// statically are compared.
func valuesAreEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? Value else { return false }
  return lhs == rhs
}
