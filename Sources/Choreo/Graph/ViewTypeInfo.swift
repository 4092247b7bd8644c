/// What updates, layout, drawing and hit testing need to know of a view type, found once per
/// type: protocol casts are too slow to repeat for every node of every update or frame.
@MainActor
final class ViewTypeInfo {
  /// The type's identity.
  let typeID: ObjectIdentifier
  /// The protocols the type has, as far as drawing and hit testing care.
  let flags: ViewTypeFlags
  /// Appends a view's children for its node, for a type that names them itself (see
  /// `PrimitiveView`); `nil` for views with a body.
  let makeChildren: (@MainActor (any View, inout ChildList, ViewNode) -> Void)?
  /// Whether the type is `Animatable`: its body runs with its presented data.
  let isAnimatable: Bool
  /// What a leaf of this type draws; `nil` for types that draw no shape.
  let shape: ShapeLeafDrawer?
  /// The type's part in layout.
  let layout: LayoutFacts

  /// The information of `view`'s type.
  init(of view: any View) {
    typeID = ObjectIdentifier(Swift.type(of: view))
    if let primitive = view as? any PrimitiveView {
      makeChildren = Self.childrenMaker(of: primitive)
    } else {
      makeChildren = nil
    }
    isAnimatable = view is any Animatable
    var flags: ViewTypeFlags = []
    if view is any ModifierNodeView { flags.insert(.modifier) }
    if let effect = view as? any RenderEffectView, type(of: effect).isEffect {
      flags.insert(.effect)
    }
    if view is any ZIndexSetting { flags.insert(.zIndex) }
    if view is any GeometryGroupView { flags.insert(.geometryGroup) }
    if view is any MaskingView { flags.insert(.masking) }
    if view is any DrawsNothing { flags.insert(.drawsNothing) }
    if let leaf = view as? any AnimatableShapeLeaf {
      shape = type(of: leaf).animatedNodeDrawer
    } else if let leaf = view as? any ShapeDrawingLeaf {
      shape = type(of: leaf).nodeDrawer
    } else {
      shape = nil
    }
    if shape != nil { flags.insert(.shapeLeaf) }
    if view is Text { flags.insert(.text) }
    if view is Image { flags.insert(.image) }
    if view is any CompositingGroupView { flags.insert(.compositingGroup) }
    if view is any InputChecking { flags.insert(.checksInput) }
    self.flags = flags
    layout = LayoutFacts(of: view)
  }

  /// What appends the children of views of `Primitive`'s type.
  private static func childrenMaker<Primitive: PrimitiveView>(of _: Primitive)
    -> @MainActor (any View, inout ChildList, ViewNode) -> Void
  {
    { view, children, node in
      // The view's type is compared and its value reinterpreted, as `LayoutFacts` does.
      @MainActor func make<Opened: View>(_ opened: Opened) {
        precondition(
          Opened.self == Primitive.self, "A \(Opened.self) has the children of \(Primitive.self)")
        unsafeBitCast(opened, to: Primitive.self).makeChildren(&children, node: node)
      }
      make(view)
    }
  }
}

extension ViewTypeInfo {
  /// The information of `view`'s type, which is usually `known`'s.
  static func of(_ view: any View, knowing known: ViewTypeInfo) -> ViewTypeInfo {
    known.typeID == ObjectIdentifier(Swift.type(of: view)) ? known : of(view)
  }

  /// The information of `view`'s type, found once per process.
  ///
  /// Shared by every host: a type's protocols never change, and finding them (dozens of
  /// conformance look-ups) costs more than building a small scene's nodes.
  static func of(_ view: any View) -> ViewTypeInfo {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let known = found[type] { return known }
    let info = ViewTypeInfo(of: view)
    found[type] = info
    return info
  }

  /// The information found so far, by type.
  private static var found: [ObjectIdentifier: ViewTypeInfo] = [:]
}
