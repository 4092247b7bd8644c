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

/// Adds the effect of a node's view, at its presented values, to a drawing, for content laid
/// out at a frame (host coordinates).
typealias EffectApplier = @MainActor (ViewNode, inout DrawingEffect, CGRect) -> Void

/// A node whose view applies a render effect.
@MainActor
protocol RenderEffectView {
  /// The type of the modifier that holds the effect.
  associatedtype Modifier
  /// The modifier that holds the effect.
  var modifier: Modifier { get }
  /// Gives the effect's data to the node's animated attribute, under `transaction`.
  func updateEffectAttribute(of node: ViewNode, transaction: Transaction)
  /// Applies the effect of a node whose view has this type; `nil` if the type applies none.
  ///
  /// Made once per type (see `ViewTypeInfo`): the closure knows which kind of effect it
  /// applies, so drawing a node casts its view to a concrete type only.
  static var effectApplier: EffectApplier? { get }
}

// Built-in effects and user `GeometryEffect`s are both effects; one conformance serves, since
// a type cannot conform twice under different conditions.
extension ModifiedContent: RenderEffectView where Content: View, Modifier: ViewModifier {
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

  static var effectApplier: EffectApplier? {
    if let effect = Modifier.self as? any RenderEffect.Type {
      return renderEffectApplier(Self.self, effect)
    }
    if let effect = Modifier.self as? any GeometryEffect.Type {
      return geometryEffectApplier(Self.self, effect)
    }
    guard Modifier.self == MatchedGeometryModifier.self else { return nil }
    return matchedGeometryApplier(Self.self)
  }
}

// MARK: - Appliers

// Free functions generic over the view type, not members of `ModifiedContent`: a closure made
// there would look up the metadata of `ModifiedContent<Content, Modifier>` at every call, while
// these closures capture the view type's metadata itself.

@MainActor
private func renderEffectApplier<V: RenderEffectView, E: RenderEffect>(
  _: V.Type, _: E.Type
) -> EffectApplier {
  { node, drawing, frame in
    withModifier(of: node, in: V.self, as: E.self) {
      presented($0, of: node).apply(to: &drawing, in: frame)
    }
  }
}

@MainActor
private func geometryEffectApplier<V: RenderEffectView, E: GeometryEffect>(
  _: V.Type, _: E.Type
) -> EffectApplier {
  { node, drawing, frame in
    withModifier(of: node, in: V.self, as: E.self) {
      presented($0, of: node).applyGeometry(to: &drawing, in: frame)
    }
  }
}

@MainActor
private func matchedGeometryApplier<V: RenderEffectView>(_: V.Type) -> EffectApplier {
  { node, drawing, frame in
    withModifier(of: node, in: V.self, as: MatchedGeometryModifier.self) { matched in
      node.graph.applyMatchedGeometry(matched, of: node, to: &drawing, in: frame)
    }
  }
}

/// Calls `body` with the modifier of `node`'s view, if the view is a `V` and its modifier an
/// `M`.
///
/// The view is opened first, so that each cast is from a concrete type to the same type,
/// which the runtime answers at once; and the casts are `switch` patterns, since `as?` would
/// look up the metadata of an optional of a generic type at every call.
@MainActor
private func withModifier<V: RenderEffectView, M>(
  of node: ViewNode, in _: V.Type, as _: M.Type, _ body: (M) -> Void
) {
  func open<Opened: View>(_ view: Opened) {
    switch view {
    case let view as V:
      switch view.modifier {
      case let modifier as M: body(modifier)
      default: break
      }
    default: break
    }
  }
  open(node.view)
}

/// `effect` with its data at the value `node` shows now.
@MainActor
private func presented<E: Animatable>(_ effect: E, of node: ViewNode) -> E {
  var shown = effect
  shown.animatableData = node.presented(.effect, model: effect.animatableData)
  return shown
}
