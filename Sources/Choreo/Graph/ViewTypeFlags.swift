/// What drawing and hit testing need to know of a view type, found once per type: protocol
/// casts are too slow to repeat for every node of every frame.
struct ViewTypeFlags: OptionSet {
  let rawValue: UInt16

  /// A modified view (`ModifiedContent` with a view modifier).
  static let modifier = ViewTypeFlags(rawValue: 1 << 0)
  /// A render effect, geometry effect or matched-geometry member.
  static let effect = ViewTypeFlags(rawValue: 1 << 1)
  /// Sets `zIndex`.
  static let zIndex = ViewTypeFlags(rawValue: 1 << 2)
  /// Makes a geometry group.
  static let geometryGroup = ViewTypeFlags(rawValue: 1 << 3)
  /// Masks its content with its second child.
  static let masking = ViewTypeFlags(rawValue: 1 << 4)
  /// A leaf that draws nothing (a spacer, an empty view).
  static let drawsNothing = ViewTypeFlags(rawValue: 1 << 5)
  /// A leaf that draws a shape (shape views, colours).
  static let shapeLeaf = ViewTypeFlags(rawValue: 1 << 6)
  /// Text.
  static let text = ViewTypeFlags(rawValue: 1 << 7)
  /// An image.
  static let image = ViewTypeFlags(rawValue: 1 << 8)
  /// Composites its content as one layer (`compositingGroup()`, `drawingGroup()`).
  static let compositingGroup = ViewTypeFlags(rawValue: 1 << 9)
}

extension ViewGraph {
  /// The flags of `view`'s type.
  func flags(of view: any View) -> ViewTypeFlags {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let known = viewTypeFlags[type] { return known }
    var flags: ViewTypeFlags = []
    if view is any ModifierNodeView { flags.insert(.modifier) }
    if let effect = view as? any RenderEffectView, effect.isEffect { flags.insert(.effect) }
    if view is any ZIndexSetting { flags.insert(.zIndex) }
    if view is any GeometryGroupView { flags.insert(.geometryGroup) }
    if view is any MaskingView { flags.insert(.masking) }
    if view is any DrawsNothing { flags.insert(.drawsNothing) }
    if view is any ShapeDrawingLeaf { flags.insert(.shapeLeaf) }
    if view is Text { flags.insert(.text) }
    if view is Image { flags.insert(.image) }
    if view is any CompositingGroupView { flags.insert(.compositingGroup) }
    viewTypeFlags[type] = flags
    return flags
  }
}

extension ViewNode {
  /// The flags of the node's view type (which never changes for a node).
  var typeFlags: ViewTypeFlags {
    if let cached = typeFlagsStorage { return cached }
    let flags = graph.flags(of: view)
    typeFlagsStorage = flags
    return flags
  }
}
