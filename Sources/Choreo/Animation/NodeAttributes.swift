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
  /// The node's index in `ViewGraph.animatingNodes`, or -1 when it is not there.
  var animatingIndex = -1
  /// Draws the node's render or geometry effect, as its view last gave it, at the presented
  /// value of the `effect` attribute; `nil` for nodes without one.
  var effectApplier: EffectApplier?

  /// The keys in the order attributes are listed (and advanced) in.
  static let keys: [AttributeKey] = [.effect, .custom, .shape, .color, .frame]

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
