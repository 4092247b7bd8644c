import Foundation

/// A modifier that changes how its content is drawn, not where it is laid out: opacity,
/// offset, scale, rotation, blur, shadow and clipping.
///
/// Its `animatableData` is one animatable attribute of its node (§0): a change under an
/// animated transaction starts, merges or combines an animator, and the effect is applied with
/// the presentation value at the host's time.
@MainActor
protocol RenderEffect: ViewModifier, PassThroughModifier, Animatable {
  /// Adds this effect to `drawing`, for content laid out at `frame` (host coordinates).
  func apply(to drawing: inout DrawingEffect, in frame: CGRect)
}

/// What the effects above a view do to it: how its layout coordinates map to the screen, its
/// opacity, blur, shadows and clips.
struct DrawingEffect: Equatable {
  /// Maps host (layout) coordinates to where they appear.
  var transform = CGAffineTransform.identity
  /// The product of every opacity, 0…1.
  var opacity: Double = 1
  /// The sum of every blur radius, in points.
  var blurRadius: CGFloat = 0
  /// The shadows, outermost first.
  var shadows: [ShadowStyle] = []
  /// The clips, outermost first, in display coordinates.
  var clips: [DisplayList.Clip] = []

  /// Applies `local`, given in host coordinates, inside the effects so far.
  mutating func transform(by local: CGAffineTransform) {
    transform = local.concatenating(transform)
  }

  /// Applies `local` (a scale, a rotation, …) with `point`, in host coordinates, as its
  /// origin.
  mutating func transform(by local: CGAffineTransform, around point: CGPoint) {
    transform(
      by: CGAffineTransform(translationX: -point.x, y: -point.y)
        .concatenating(local)
        .concatenating(CGAffineTransform(translationX: point.x, y: point.y)))
  }
}

/// A shadow, as `shadow(color:radius:x:y:)` sets it.
struct ShadowStyle: Equatable {
  var color: Color
  var radius: CGFloat
  var offset: CGSize
}

/// A node whose view applies a render effect.
@MainActor
protocol RenderEffectView {
  /// Gives the effect's data to the node's animated attribute, under `transaction`.
  func updateEffectAttribute(of node: ViewNode, transaction: Transaction)
  /// Whether the view applies an effect at all.
  var isEffect: Bool { get }
  /// Adds the effect, with its presented data, to `drawing`.
  func applyPresentedEffect(of node: ViewNode, to drawing: inout DrawingEffect, in frame: CGRect)
}

// Built-in effects and user `GeometryEffect`s are both effects; one conformance serves, since
// a type cannot conform twice under different conditions.
extension ModifiedContent: RenderEffectView where Content: View, Modifier: ViewModifier {
  var isEffect: Bool {
    modifier is any RenderEffect || modifier is any GeometryEffect
      || modifier is MatchedGeometryModifier
  }

  func updateEffectAttribute(of node: ViewNode, transaction: Transaction) {
    func record<E: Animatable>(_ effect: E) {
      node.setAnimatable(effect.animatableData, for: .effect, transaction: transaction)
    }
    if let effect = modifier as? any RenderEffect {
      record(effect)
    } else if let effect = modifier as? any GeometryEffect {
      record(effect)
    }
  }

  func applyPresentedEffect(of node: ViewNode, to drawing: inout DrawingEffect, in frame: CGRect) {
    func presented<E: Animatable>(_ effect: E) -> E {
      var shown = effect
      shown.animatableData = node.presented(.effect, model: effect.animatableData)
      return shown
    }
    if let effect = modifier as? any RenderEffect {
      presented(effect).apply(to: &drawing, in: frame)
    } else if let effect = modifier as? any GeometryEffect {
      presented(effect).applyGeometry(to: &drawing, in: frame)
    } else if let matched = modifier as? MatchedGeometryModifier {
      node.graph.applyMatchedGeometry(matched, of: node, to: &drawing, in: frame)
    }
  }
}
