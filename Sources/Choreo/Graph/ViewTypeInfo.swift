/// What layout, drawing and hit testing need to know of a view type, found once per type:
/// protocol casts are too slow to repeat for every node of every frame.
@MainActor
final class ViewTypeInfo {
  /// The protocols the type has, as far as drawing and hit testing care.
  let flags: ViewTypeFlags
  /// What a leaf of this type draws; `nil` for types that draw no shape.
  let shape: ShapeLeafDrawer?
  /// The type's part in layout.
  let layout: LayoutFacts

  /// The information of `view`'s type.
  init(of view: any View) {
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
}

extension ViewGraph {
  /// The information of `view`'s type.
  func typeInfo(of view: any View) -> ViewTypeInfo {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let known = viewTypes[type] { return known }
    let info = ViewTypeInfo(of: view)
    viewTypes[type] = info
    return info
  }
}
