import Foundation

/// The built-in effects most animations move (`opacity`, `offset`), which a display list
/// recording draws straight from their node's attribute.
///
/// A node's `EffectApplier` is a closure generic over its effect: calling it looks the effect's
/// specialization up by its type metadata, and finds the attribute through the node, at
/// several times the cost of the effect itself. A recording is dropped whenever the node's
/// view changes, so the attribute it holds stays the node's while it plays.
@MainActor
enum DirectEffect {
  /// Which built-in effect a node applies, kept on its attributes
  /// (`NodeAttributes.directEffectKind`) when its view is updated.
  enum Kind {
    case opacity
    case offset
  }

  case opacity(AnimatedAttribute<Double>)
  case offset(AnimatedAttribute<AnimatablePair<CGFloat, CGFloat>>)

  /// The direct effect of `node`, if it applies one of the built-in effects above.
  init?(of node: ViewNode) {
    guard let attributes = node.attributes, let kind = attributes.directEffectKind else {
      return nil
    }
    switch kind {
    case .opacity:
      guard let attribute = attributes.typed(.effect, Double.self) else { return nil }
      self = .opacity(attribute)
    case .offset:
      guard let attribute = attributes.typed(.effect, AnimatablePair<CGFloat, CGFloat>.self)
      else { return nil }
      self = .offset(attribute)
    }
  }

  /// Applies the effect to `drawing` at its value presented at `time`, as its view's effect
  /// would (neither depends on the frame).
  func apply(to drawing: inout DrawingEffect, at time: TimeInterval) {
    switch self {
    case .opacity(let attribute):
      _OpacityEffect(opacity: attribute.presentation(at: time)).apply(to: &drawing, in: .zero)
    case .offset(let attribute):
      var offset = CGSize.zero
      offset.animatableData = attribute.presentation(at: time)
      _OffsetEffect(offset: offset).apply(to: &drawing, in: .zero)
    }
  }
}
