import Foundation

/// What a host shows at one instant: every drawing view, in drawing order, with its
/// presented frame, transform, opacity and content.
///
/// A flat value, made by `ViewHost.displayList`; renderers draw it and tests compare it. Its
/// `description` is a stable text dump, one line per item.
///
/// ```swift
/// host.advance(by: 0.25)
/// print(host.displayList)
/// ```
public struct DisplayList: Sendable, Equatable, CustomStringConvertible {
  /// The host's size, in points.
  public let size: CGSize
  /// The items, back to front.
  package var items: [Item]
  /// The groups items refer to by index (`Item.groups`).
  package var groups: [Group]

  package init(size: CGSize, items: [Item], groups: [Group] = []) {
    self.size = size
    self.items = items
    self.groups = groups
  }

  /// One drawing view.
  package struct Item: Sendable, Equatable {
    /// The view's identity path.
    package var path: String
    /// The view's accessibility identifier, if its modifier chain has one.
    package var identifier: String?
    /// Where the view is laid out (its presented frame), in host coordinates.
    package var frame: CGRect
    /// Maps host coordinates to where they are shown.
    package var transform: CGAffineTransform
    /// The product of the opacities above the view, 0…1.
    package var opacity: Double
    /// The sum of the blur radii above the view, in points.
    package var blurRadius: CGFloat
    /// The shadows above the view, outermost first.
    package var shadows: [Shadow]
    /// Whether the view is transitioning out.
    package var isRemoving: Bool
    /// The clips above the view, outermost first: it shows only where it is inside all of
    /// them.
    package var clips: [Clip] = []
    /// The groups the view is drawn in, outermost first, as indices into
    /// `DisplayList.groups`.
    ///
    /// Consecutive items in the same group draw together into a layer, which is multiplied by
    /// the alpha of the group's mask (if it has one) and composited at the group's opacity,
    /// inside the layer of the enclosing group.
    package var groups: [Int] = []
    /// What it draws, in its own coordinates (origin at its frame's top-leading corner).
    package var content: Content
  }

  /// What an item draws.
  package enum Content: Sendable, Equatable {
    /// A filled or stroked path (shapes, colours, style layers).
    case shape(ShapeDrawing)
    /// Laid-out text in a paint.
    case text(TextLayout, ResolvedPaint)
    /// A PNG image from the registry, stretched to the item's frame. (Symbols, images
    /// registered as drawings and placeholders for unknown names are shapes.)
    case image(ImageContent)
  }

  /// A PNG image: its registered name, the file it is read from, and the size it is drawn
  /// at (its frame's), in points.
  package struct ImageContent: Sendable, Equatable {
    package var name: String
    package var file: String
    /// The frame the image fills.
    package var size: CGSize
    /// The image's own size, in points.
    package var naturalSize: CGSize
    /// Cap insets and the resizing mode; `nil` stretches the whole image to the frame.
    package var resizing: Image.Resizing?

    package init(
      name: String, file: String, size: CGSize, naturalSize: CGSize? = nil,
      resizing: Image.Resizing? = nil
    ) {
      self.name = name
      self.file = file
      self.size = size
      self.naturalSize = naturalSize ?? size
      self.resizing = resizing
    }

    /// How the frame maps to the image across and down, when the image is not simply
    /// stretched over the frame (it has cap insets, or tiles); `nil` otherwise.
    package var axisMappings: (x: ImageAxisMapping, y: ImageAxisMapping)? {
      guard let resizing else { return nil }
      let insets = resizing.capInsets
      let tiles = resizing.mode == .tile
      guard tiles || insets != EdgeInsets() else { return nil }
      return (
        ImageAxisMapping(
          frame: size.width, image: naturalSize.width, start: insets.leading,
          end: insets.trailing, tiles: tiles),
        ImageAxisMapping(
          frame: size.height, image: naturalSize.height, start: insets.top,
          end: insets.bottom, tiles: tiles)
      )
    }
  }

  /// A clip: only what lies inside `path`, by `style`'s fill rule, shows.
  package struct Clip: Sendable, Equatable {
    /// The outline, in display coordinates (the item's transform is already applied).
    package var path: Path
    /// The fill rule and whether the edge is anti-aliased.
    package var style: FillStyle
  }

  /// Items drawn as one layer: the content of a `mask(alignment:_:)`, or of a
  /// `compositingGroup()` or `drawingGroup()`.
  package struct Group: Sendable, Equatable {
    /// The opacity the layer is composited at: the opacity above a compositing group, which
    /// its items do not carry; 1 for a mask.
    package var opacity: Double
    /// The items whose alpha the layer is multiplied by, for a mask; `nil` for a compositing
    /// group.
    ///
    /// They carry the transform of the views they belong to; their opacity, blur, shadows and
    /// clips are only those inside the mask (the masked views' own apply to the group).
    package var mask: [Item]?

    package init(opacity: Double, mask: [Item]?) {
      self.opacity = opacity
      self.mask = mask
    }
  }

  /// A shadow with its colour resolved.
  package struct Shadow: Sendable, Equatable {
    /// The shadow's colour.
    package var color: Color.Resolved
    /// The blur radius, in points.
    package var radius: CGFloat
    /// The shift, in points.
    package var offset: CGSize

    package init(color: Color.Resolved, radius: CGFloat, offset: CGSize) {
      self.color = color
      self.radius = radius
      self.offset = offset
    }
  }

  public var description: String {
    var lines = ["DisplayList \(Self.format(size.width)) × \(Self.format(size.height))"]
    lines += items.map(Self.describe)
    for (index, group) in groups.enumerated() {
      var line = "group \(index)"
      if group.opacity != 1 { line += " opacity \(Self.format(group.opacity))" }
      if group.mask != nil { line += " mask" }
      lines.append(line)
      lines += (group.mask ?? []).map { "  " + Self.describe($0) }
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ item: Item) -> String {
    var line = "\(item.path)"
    if let identifier = item.identifier { line += " #\(identifier)" }
    line += " frame \(Self.format(item.frame))"
    if item.transform != .identity {
      let t = item.transform
      line +=
        " transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.format).joined(separator: " "))]"
    }
    if item.opacity != 1 { line += " opacity \(Self.format(item.opacity))" }
    if item.blurRadius != 0 { line += " blur \(Self.format(item.blurRadius))" }
    if !item.shadows.isEmpty { line += " shadows \(item.shadows.count)" }
    if item.isRemoving { line += " removing" }
    if !item.clips.isEmpty { line += " clips \(item.clips.count)" }
    if !item.groups.isEmpty { line += " groups \(item.groups)" }
    switch item.content {
    case .shape(let drawing):
      line += " shape \(drawing.paint)"
    case .text(let layout, _):
      line += " text \"\(layout.lines.map(\.text).joined(separator: "\\n"))\""
    case .image(let image):
      line += " image \(image.name)"
    }
    return line
  }

  /// `value` to three decimals, whole numbers without a fraction; from 10¹⁵ on, where no
  /// decimals are left to round, as `Double` prints it (an `Int` may not hold it, and the
  /// rounding would overflow).
  private static func format(_ value: Double) -> String {
    guard abs(value) < 1e15 else { return String(value) }
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private static func format(_ value: CGFloat) -> String { format(Double(value)) }

  private static func format(_ rect: CGRect) -> String {
    "(\([rect.minX, rect.minY, rect.width, rect.height].map(format).joined(separator: ", ")))"
  }
}
