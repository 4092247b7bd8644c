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
  ///
  /// Read from the type, never from `view`: a cast of a value unwraps an `Optional`, so an
  /// optional text seen first with a value would take the facts of `Text`.
  init(of view: any View) {
    let type = Swift.type(of: view)
    typeID = ObjectIdentifier(type)
    if let primitive = type as? any PrimitiveView.Type {
      makeChildren = Self.childrenMaker(of: primitive)
    } else {
      makeChildren = nil
    }
    isAnimatable = type is any Animatable.Type
    var flags: ViewTypeFlags = []
    if type is any ModifierNodeView.Type { flags.insert(.modifier) }
    if let effect = type as? any RenderEffectView.Type, effect.isEffect {
      flags.insert(.effect)
    }
    if type is any ZIndexSetting.Type { flags.insert(.zIndex) }
    if type is any GeometryGroupView.Type { flags.insert(.geometryGroup) }
    if type is any MaskingView.Type { flags.insert(.masking) }
    if type is any DrawsNothing.Type { flags.insert(.drawsNothing) }
    if let leaf = type as? any AnimatableShapeLeaf.Type {
      shape = leaf.animatedNodeDrawer
    } else if let leaf = type as? any ShapeDrawingLeaf.Type {
      shape = leaf.nodeDrawer
    } else {
      shape = nil
    }
    if shape != nil { flags.insert(.shapeLeaf) }
    if type == Text.self { flags.insert(.text) }
    if type == Image.self { flags.insert(.image) }
    if type == AnyView.self || type is any ContentPlaceholder.Type { flags.insert(.standsIn) }
    if type is any CompositingGroupView.Type { flags.insert(.compositingGroup) }
    if type is any InputChecking.Type { flags.insert(.checksInput) }
    if type is any HidingView.Type { flags.insert(.hides) }
    self.flags = flags
    layout = LayoutFacts(of: type)
  }

  /// What appends the children of views of `Primitive`'s type.
  private static func childrenMaker<Primitive: PrimitiveView>(of _: Primitive.Type)
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
