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
  ///
  /// The frame is asked for only by effects that depend on it: finding a view's presented
  /// frame walks down to the leaf it follows.
  func apply(to drawing: inout DrawingEffect, in frame: @autoclosure () -> CGRect)

  /// Which built-in effect this is, if a recording can draw it from its attribute directly;
  /// `nil` (the default) for the rest.
  static var directKind: DirectEffect.Kind? { get }
}

extension RenderEffect {
  static var directKind: DirectEffect.Kind? { nil }
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
  /// The shadows and clips, if there are any.
  ///
  /// Out of line, as one optional reference: a frame copies a drawing effect for every effect
  /// it applies, and two arrays would be retained and released at each copy, where most
  /// drawings have neither.
  private var extras: Extras?

  init(transform: CGAffineTransform = .identity) {
    self.transform = transform
  }

  /// The shadows, outermost first.
  var shadows: [ShadowStyle] {
    get { extras?.shadows ?? [] }
    set { uniqueExtras().shadows = newValue }
  }

  /// The clips, outermost first, in display coordinates.
  var clips: [DisplayList.Clip] {
    get { extras?.clips ?? [] }
    set { uniqueExtras().clips = newValue }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.transform == rhs.transform && lhs.opacity == rhs.opacity
      && lhs.blurRadius == rhs.blurRadius && lhs.shadows == rhs.shadows
      && lhs.clips == rhs.clips
  }

  /// Applies `local`, given in host coordinates, inside the effects so far.
  ///
  /// Unless the result is not finite: effects each drop their non-finite values, but finite
  /// ones can still overflow together (two offsets or scales near the largest `CGFloat`). The
  /// effect that would overflow is then left out, as a non-finite value would be.
  mutating func transform(by local: CGAffineTransform) {
    let composed = local.concatenating(transform)
    if composed.isFinite { transform = composed }
  }

  /// Applies `local` (a scale, a rotation, …) with `point`, in host coordinates, as its
  /// origin.
  mutating func transform(by local: CGAffineTransform, around point: CGPoint) {
    transform(
      by: CGAffineTransform(translationX: -point.x, y: -point.y)
        .concatenating(local)
        .concatenating(CGAffineTransform(translationX: point.x, y: point.y)))
  }

  // MARK: - Shadows and clips

  /// The extras, made first if they are missing, or copied if another drawing shares them.
  private mutating func uniqueExtras() -> Extras {
    // Checked before `extras` is bound: the binding would be a second reference.
    if isKnownUniquelyReferenced(&extras), let extras { return extras }
    let made = Extras(shadows: shadows, clips: clips)
    extras = made
    return made
  }

  /// Shadows and clips (see `extras`).
  private final class Extras {
    var shadows: [ShadowStyle]
    var clips: [DisplayList.Clip]

    init(shadows: [ShadowStyle], clips: [DisplayList.Clip]) {
      self.shadows = shadows
      self.clips = clips
    }
  }
}

/// A shadow, as `shadow(color:radius:x:y:)` sets it.
struct ShadowStyle: Equatable {
  var color: Color
  var radius: CGFloat
  var offset: CGSize
}

/// Adds a node's effect to a drawing, at its presented values (or, with `.model`, at the values
/// its view sets, animating or not), for content laid out at the frame (host coordinates) the
/// last argument gives, which it asks for only if it needs it.
typealias EffectApplier =
  @MainActor (ViewNode, inout DrawingEffect, EffectValues, () -> CGRect) -> Void

/// Which values of an animating effect to apply.
enum EffectValues {
  /// Where the animation has it now: what is drawn and hit.
  case presented
  /// Where its view sets it: what geometry readers see, as layout does.
  case model
}

/// A node whose view applies a render effect.
@MainActor
protocol RenderEffectView {
  /// Whether views of this type apply an effect at all.
  static var isEffect: Bool { get }
  /// Gives the effect's data to the node's animated attribute, under `transaction`, and keeps
  /// the effect on the node (`ViewNode.effectApplier`) to be drawn at its presented values.
  func updateEffectAttribute(of node: ViewNode, transaction: Transaction)
}

// Built-in effects and user `GeometryEffect`s are both effects; one conformance serves, since
// a type cannot conform twice under different conditions.
extension ModifiedContent: RenderEffectView where Content: View, Modifier: ViewModifier {
  static var isEffect: Bool {
    Modifier.self is any RenderEffect.Type || Modifier.self is any GeometryEffect.Type
      || Modifier.self == MatchedGeometryModifier.self
  }

  func updateEffectAttribute(of node: ViewNode, transaction: Transaction) {
    // The node keeps a closure over the effect itself: drawing it then needs no cast of the
    // node's view, which would cost more than the effect at every frame.
    if let effect = modifier as? any RenderEffect {
      node.effectApplier = renderEffectApplier(effect, of: node, transaction: transaction)
    } else if let effect = modifier as? any GeometryEffect {
      node.effectApplier = geometryEffectApplier(effect, of: node, transaction: transaction)
    } else if let matched = modifier as? MatchedGeometryModifier {
      node.effectApplier = { node, drawing, values, frame in
        node.graph.applyMatchedGeometry(matched, of: node, to: &drawing, values, in: frame())
      }
    }
  }
}

// MARK: - Appliers

/// Records `effect`'s data as `node`'s effect attribute; returns what draws the effect.
@MainActor
private func renderEffectApplier<E: RenderEffect>(
  _ effect: E, of node: ViewNode, transaction: Transaction
) -> EffectApplier {
  node.setAnimatable(effect.animatableData, for: .effect, transaction: transaction)
  node.attributes?.directEffectKind = E.directKind
  return { node, drawing, values, frame in
    switch values {
    case .presented: applyPresented(effect, of: node, to: &drawing, in: frame)
    case .model: effect.apply(to: &drawing, in: frame())
    }
  }
}

/// Applies `effect` to `drawing` at the data `node` shows now.
///
/// Specialized for the common built-in effects: the applier runs for every effect of every
/// frame, and the generic code reaches the effect's data and its animator through witness
/// tables and generic metadata, several times the cost of the effect.
@MainActor
@_specialize(where E == _OpacityEffect)
@_specialize(where E == _OffsetEffect)
@_specialize(where E == _ScaleEffect)
@_specialize(where E == _RotationEffect)
@_specialize(where E == _BlurEffect)
private func applyPresented<E: RenderEffect>(
  _ effect: E, of node: ViewNode, to drawing: inout DrawingEffect, in frame: () -> CGRect
) {
  presented(effect, of: node).apply(to: &drawing, in: frame())
}

/// Records `effect`'s data as `node`'s effect attribute; returns what draws the effect.
@MainActor
private func geometryEffectApplier<E: GeometryEffect>(
  _ effect: E, of node: ViewNode, transaction: Transaction
) -> EffectApplier {
  node.setAnimatable(effect.animatableData, for: .effect, transaction: transaction)
  return { node, drawing, values, frame in
    switch values {
    case .presented: presented(effect, of: node).applyGeometry(to: &drawing, in: frame())
    case .model: effect.applyGeometry(to: &drawing, in: frame())
    }
  }
}

/// `effect` with its data at the value `node` shows now.
@MainActor
private func presented<E: Animatable>(_ effect: E, of node: ViewNode) -> E {
  var shown = effect
  shown.animatableData = node.presented(.effect, model: effect.animatableData)
  return shown
}

extension ViewGraph {
  /// Where the geometry effects on `node` and around it show its layout coordinates.
  ///
  /// That is the transform from host layout coordinates to where the offsets, scales and
  /// rotations draw them, at the values their views set (an animating effect counts at its
  /// end, as layout does), around the frames layout gave. Only the effects below `top`, if
  /// given, count.
  func effectTransform(of node: ViewNode, below top: ViewNode? = nil) -> CGAffineTransform {
    var effects: [ViewNode] = []
    var current: ViewNode? = node
    while let each = current, each !== top {
      if each.typeFlags.contains(.effect) { effects.append(each) }
      current = each.parent
    }
    var drawing = DrawingEffect()
    // Outermost first, as drawing applies them.
    for effect in effects.reversed() {
      effect.effectApplier?(effect, &drawing, .model) { effect.frame }
    }
    return drawing.transform
  }

  /// The transform from host layout coordinates around `node` to those `viewer`'s effects
  /// show (the host's if `viewer` is `nil`), at the values the effects' views set.
  ///
  /// `nil` if no effect moves one relative to the other, or if `viewer`'s cannot be undone
  /// (a scale to nothing): either way the layout answer stands. Effects around both (above
  /// their nearest common ancestor) move both alike, so they are left out rather than applied
  /// and undone.
  func effectTransform(from node: ViewNode, to viewer: ViewNode?) -> CGAffineTransform? {
    let common = viewer.flatMap { Self.commonAncestor(of: node, and: $0) }
    let shown = effectTransform(of: node, below: common)
    let seen = viewer.map { effectTransform(of: $0, below: common) } ?? .identity
    if shown == .identity, seen == .identity { return nil }
    guard seen.isInvertible else { return nil }
    let result = shown.concatenating(seen.inverted())
    return result.isFinite ? result : nil
  }

  /// The nearest node that is `a` or `b` or an ancestor of both, if they share a tree.
  private static func commonAncestor(of a: ViewNode, and b: ViewNode) -> ViewNode? {
    var (first, second) = (a, b)
    while first.depth > second.depth, let parent = first.parent { first = parent }
    while second.depth > first.depth, let parent = second.parent { second = parent }
    while first !== second {
      guard let firstParent = first.parent, let secondParent = second.parent else { return nil }
      (first, second) = (firstParent, secondParent)
    }
    return first
  }
}
