/// Decides whether a new view value is the same as the previous one, so its body need not run.
///
/// Plain-data values compare by their bytes, `Equatable` values with `==`; other structs
/// compare field by field, ignoring the node-bound properties (`@State`, `@Environment`,
/// `@Namespace`), whose storage lives in the node. Anything that cannot be compared, such as a
/// closure, counts as changed: SwiftUI makes the same conservative choice.
@MainActor
enum ViewComparison {
  static func isSame(_ lhs: any View, _ rhs: any View) -> Bool {
    isSameValue(lhs, rhs, depth: 0)
  }

  static func isSameValue(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
    let type = Swift.type(of: lhs)
    guard type == Swift.type(of: rhs) else { return false }
    if lhs is any NodeBoundProperty { return true }
    if _isPOD(type) { return samePlainData(lhs, rhs) }
    if valuesAreEqual(lhs, rhs) { return true }
    guard depth < 4 else { return false }
    let left = Mirror(reflecting: lhs)
    guard left.displayStyle == .struct || left.displayStyle == .tuple else { return false }
    let right = Mirror(reflecting: rhs)
    for (l, r) in zip(left.children, right.children) {
      if !isSameValue(l.value, r.value, depth: depth + 1) { return false }
    }
    return true
  }

  /// Compares two values of a plain-data type by their bytes.
  ///
  /// Passing `Any` to the generic parameter opens it, so `T` is the value's own type.
  private static func samePlainData<T>(_ value: T, _ other: Any) -> Bool {
    guard var other = other as? T else { return false }
    var value = value
    return withUnsafeBytes(of: &value) { a in
      withUnsafeBytes(of: &other) { b in a.elementsEqual(b) }
    }
  }
}
