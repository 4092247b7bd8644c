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
  /// Clamps bad input and says so (`InputChecking`).
  static let checksInput = ViewTypeFlags(rawValue: 1 << 10)
  /// Hides its content (`hidden()`): laid out, not drawn, not hit.
  static let hides = ViewTypeFlags(rawValue: 1 << 11)
  /// Stands for another view, its one child: `AnyView`, the content placeholder a
  /// transition's body receives, or `animation(_:body:)`'s view.
  static let standsIn = ViewTypeFlags(rawValue: 1 << 12)
}
