// Mirrors: SwiftUI.LayoutValueKey, SwiftUI.View.layoutValue(key:value:)
// Status: Complete

/// A key for a value a view hands the `Layout` that places it: set with
/// `layoutValue(key:value:)`, read as `subview[Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey {
///   static let defaultValue = 0
/// }
/// Text("first").layoutValue(key: Rank.self, value: 1)
/// // In the layout: subviews[0][Rank.self] == 1
/// ```
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Hands `value` for `key` to the layout of the container this view is a subview of.
  ///
  /// It is a trait of the view: the frames, padding and other layout modifiers applied after
  /// it keep it. Of several values for one key, the innermost wins, as a trait written
  /// closer to the view does.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutValueModifier<K>(value: value))
  }
}

extension LayoutSubview {
  /// The value the subview sets for `key` with `layoutValue(key:value:)`, else the key's
  /// default.
  @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    engine.layoutValue(of: unit, for: key)
  }
}

/// Sets a layout value on its content; lays it out unchanged.
struct LayoutValueModifier<Key: LayoutValueKey>: ViewModifier, PassThroughModifier,
  LayoutValueWriting
{
  let value: Key.Value

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  var key: ObjectIdentifier { ObjectIdentifier(Key.self) }
  var anyValue: Any { value }
}

/// A modifier that sets one layout value.
@MainActor
protocol LayoutValueWriting {
  /// The key's type, identified.
  var key: ObjectIdentifier { get }
  var anyValue: Any { get }
}

/// A view that sets a layout value.
@MainActor
protocol LayoutValueSetting {
  /// Sets its value in `values`, over one a view outside it set for its key (views are
  /// applied outermost first).
  func apply(to values: inout [ObjectIdentifier: Any])
}

extension ModifiedContent: LayoutValueSetting
where Content: View, Modifier: LayoutValueWriting {
  func apply(to values: inout [ObjectIdentifier: Any]) {
    values[modifier.key] = modifier.anyValue
  }
}

extension LayoutEngine {
  /// The value `unit` sets for `key`, else the key's default.
  func layoutValue<K: LayoutValueKey>(of unit: LayoutUnit, for key: K.Type) -> K.Value {
    // Unwrapped first: for an optional `Value`, a missing entry cast to it would be `nil`.
    guard let value = traits(of: unit).values[ObjectIdentifier(key)] else { return K.defaultValue }
    return value as? K.Value ?? K.defaultValue
  }
}
