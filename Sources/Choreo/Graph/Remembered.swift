/// A value a node remembers between updates.
///
/// Boxed so that a node with nothing remembered (`memory == nil`) is never mistaken for one
/// that remembered `nil`: casting `nil` to an optional type succeeds.
struct Remembered<Value> {
  var value: Value
}

extension ViewNode {
  /// The value this node remembered, if it remembered a `Value`.
  func remembered<Value>(_ type: Value.Type) -> Value? {
    (memory as? Remembered<Value>)?.value
  }

  /// Remembers `value` until the next update.
  func remember<Value>(_ value: Value) {
    memory = Remembered(value: value)
  }
}
