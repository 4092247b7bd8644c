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

  /// Moves the running animators to `time` in listing order, dropping those that finish.
  ///
  /// `isRunning` tells whether any still runs, `frameFinished` whether the frame's animator
  /// finished now. The node's custom `Animatable` data shows through its body, so a node with a
  /// running custom animator is invalidated for this frame (and once more after it ends, to show
  /// the final value).
  func advance(to time: TimeInterval, of node: ViewNode, in graph: ViewGraph)
    -> (isRunning: Bool, frameFinished: Bool)
  {
    // The slots one by one, in `keys` order: looping over the keys and the subscript costs more
    // than the common node's single animator.
    var isRunning = false
    if let effect, effect.isAnimating { isRunning = effect.advance(to: time) }
    if let custom, custom.isAnimating {
      graph.invalidate(node)
      isRunning = custom.advance(to: time) || isRunning
    }
    if let shape, shape.isAnimating { isRunning = shape.advance(to: time) || isRunning }
    if let color, color.isAnimating { isRunning = color.advance(to: time) || isRunning }
    var frameFinished = false
    if let frame, frame.isAnimating {
      let frameRuns = frame.advance(to: time)
      frameFinished = !frameRuns
      isRunning = frameRuns || isRunning
    }
    return (isRunning, frameFinished)
  }

  /// The attributes with their keys, in listing order.
  var all: [(key: AttributeKey, attribute: AnyAnimatedAttribute)] {
    Self.keys.compactMap { key in self[key].map { (key, $0) } }
  }
}
