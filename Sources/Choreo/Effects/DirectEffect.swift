import Foundation

/// The built-in effects most animations move (`opacity`, `offset`), which a display list
/// recording draws straight from their node's attribute.
///
/// A node's `EffectApplier` is a closure generic over its effect: calling it looks the effect's
/// specialization up by its type metadata, and finds the attribute through the node, at
/// several times the cost of the effect itself.
///
/// Holds the attribute unretained, so that a recording's steps, which a frame copies out one by
/// one, hold no references: whoever records one keeps the attribute (`attribute`) alive while
/// it is played. A recording is dropped whenever the node's view changes, so the attribute
/// stays the node's while it plays.
@MainActor
struct DirectEffect {
  /// Which built-in effect a node applies, kept on its attributes
  /// (`NodeAttributes.directEffectKind`) when its view is updated.
  enum Kind {
    case opacity
    case offset
  }

  let kind: Kind
  private let unretained: Unmanaged<AnyAnimatedAttribute>

  /// The direct effect of `node`, if it applies one of the built-in effects above.
  init?(of node: ViewNode) {
    guard let attributes = node.attributes, let kind = attributes.directEffectKind,
      let attribute = attributes[.effect]
    else { return nil }
    // The value type the effect animates; anything else is not the effect's attribute.
    switch kind {
    case .opacity: guard attribute.typed(Double.self) != nil else { return nil }
    case .offset:
      guard attribute.typed(AnimatablePair<CGFloat, CGFloat>.self) != nil else { return nil }
    }
    self.kind = kind
    unretained = Unmanaged.passUnretained(attribute)
  }

  /// The attribute, for whoever keeps it alive.
  var attribute: AnyAnimatedAttribute { unretained.takeUnretainedValue() }

  /// Where the attribute lies in memory, for a prefetch.
  var address: UnsafeRawPointer { UnsafeRawPointer(unretained.toOpaque()) }

  /// Applies the effect to `drawing` at its value presented at `time`, as its view's effect
  /// would (neither depends on the frame).
  func apply(to drawing: inout DrawingEffect, at time: TimeInterval) {
    // Taken out unretained, not borrowed in a closure: the closure would check at every call
    // that it runs on the main actor, at many times the cost of the effect.
    let attribute = unretained.takeUnretainedValue()
    switch kind {
    case .opacity:
      let opacity = unsafeDowncast(attribute, to: AnimatedAttribute<Double>.self)
        .presentation(at: time)
      _OpacityEffect(opacity: opacity).apply(to: &drawing, in: .zero)
    case .offset:
      var offset = CGSize.zero
      offset.animatableData =
        unsafeDowncast(attribute, to: AnimatedAttribute<AnimatablePair<CGFloat, CGFloat>>.self)
        .presentation(at: time)
      _OffsetEffect(offset: offset).apply(to: &drawing, in: .zero)
    }
  }
}
