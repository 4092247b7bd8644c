import Foundation

/// A node's animatable attributes, at most one per key, and its place among the graph's
/// animating nodes.
///
/// A slot per key rather than a dictionary: a frame's tick and its drawing read these for
/// every animating node, and hashing keys and checking exclusive access cost more than the
/// animators themselves. A class, made once a node has an attribute, so that nodes without
/// any pay one reference.
@MainActor
final class NodeAttributes {
  private var effect: AnyAnimatedAttribute?
  private var custom: AnyAnimatedAttribute?
  private var shape: AnyAnimatedAttribute?
  private var color: AnyAnimatedAttribute?
  private var frame: AnyAnimatedAttribute?
  /// When the node started animating, as a place in the graph's order of animating nodes; -1
  /// while none of its attributes is listed in `ViewGraph.animating`.
  var animatingSequence = -1
  /// How many of the node's attributes are listed in `ViewGraph.animating`.
  var listedCount = 0
  /// Draws the node's render or geometry effect, as its view last gave it, at the presented
  /// value of the `effect` attribute; `nil` for nodes without one.
  var effectApplier: EffectApplier?
  /// Which built-in effect the node applies, if a display list recording can draw it from
  /// its attribute (`DirectEffect`); set with `effectApplier`.
  var directEffectKind: DirectEffect.Kind?

  /// The keys in the order attributes are listed (and advanced) in.
  static let keys: [AttributeKey] = [.effect, .custom, .shape, .color, .frame]

  /// The place of `key` in `keys`.
  static func rank(of key: AttributeKey) -> Int {
    switch key {
    case .effect: 0
    case .custom: 1
    case .shape: 2
    case .color: 3
    case .frame: 4
    }
  }

  /// The attribute for `key`, if the node has one.
  subscript(key: AttributeKey) -> AnyAnimatedAttribute? {
    get {
      switch key {
      case .effect: effect
      case .custom: custom
      case .shape: shape
      case .color: color
      case .frame: frame
      }
    }
    set {
      // An attribute taken off the node is not advanced any more, even if it still animates.
      if let old = self[key], old !== newValue { old.isDetached = true }
      switch key {
      case .effect: effect = newValue
      case .custom: custom = newValue
      case .shape: shape = newValue
      case .color: color = newValue
      case .frame: frame = newValue
      }
    }
  }

  /// The attribute for `key` if its values are of type `Value`.
  @inline(__always)
  func typed<Value: VectorArithmetic>(_ key: AttributeKey, _ type: Value.Type)
    -> AnimatedAttribute<Value>?
  {
    self[key]?.typed(type)
  }

  /// The attributes with their keys, in listing order.
  var all: [(key: AttributeKey, attribute: AnyAnimatedAttribute)] {
    Self.keys.compactMap { key in self[key].map { (key, $0) } }
  }
}
