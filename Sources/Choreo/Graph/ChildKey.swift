/// A child's place among its parent's children: the structural (or explicit) part of identity.
///
/// Two child views with the same key and the same type are the same view from one update to the
/// next; anything else is a removal plus an insertion.
package enum ChildKey: Hashable, Sendable, CustomStringConvertible {
  /// A position in a `TupleView`, or the only child of a wrapper.
  case index(Int)
  /// The `if` branch of an `_ConditionalContent`.
  case trueBranch
  /// The `else` branch of an `_ConditionalContent`.
  case falseBranch
  /// An explicit identity from `.id(_:)`.
  case id(AnyHashableSendable)
  /// A `ForEach` element: its id, and which occurrence of that id it is.
  case element(AnyHashableSendable, occurrence: Int)
  /// The result of a view's or modifier's `body`.
  case body
  /// The content a modifier wraps.
  case content

  static func id(_ value: AnyHashable) -> ChildKey { .id(AnyHashableSendable(value)) }

  static func element(_ value: AnyHashable, occurrence: Int) -> ChildKey {
    .element(AnyHashableSendable(value), occurrence: occurrence)
  }

  package var description: String {
    switch self {
    case .index(let index): "\(index)"
    case .trueBranch: "true"
    case .falseBranch: "false"
    case .id(let value): "id(\(value.text))"
    case .element(let value, 0): "[\(value.text)]"
    case .element(let value, let occurrence): "[\(value.text)]#\(occurrence)"
    case .body: "body"
    case .content: "content"
    }
  }
}

/// An `AnyHashable` the compiler accepts as `Sendable`: keys are only read on the main actor.
package struct AnyHashableSendable: Hashable, @unchecked Sendable {
  package let base: AnyHashable

  package init(_ base: AnyHashable) {
    self.base = base
  }

  /// The value as text, as `String(describing:)` gives it.
  ///
  /// Integers and strings (most identifiers) are written directly: describing an `Any` looks
  /// up several of its type's conformances, which costs more than making the node the key
  /// belongs to.
  var text: String {
    // Matched by exact type: a cast would also unwrap an optional string, which is described
    // as `Optional("…")`.
    let value = base.base
    if type(of: value) == Int.self, let integer = value as? Int { return String(integer) }
    if type(of: value) == String.self, let string = value as? String { return string }
    return String(describing: value)
  }
}
