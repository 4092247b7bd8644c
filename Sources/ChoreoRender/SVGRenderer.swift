import Choreo
import Foundation

/// Writes a display list as one standalone SVG 1.1 document.
///
/// The document is `size` points wide and high (its `viewBox`), shown at `scale` times that
/// (its `width` and `height`). Each item becomes one element, back to front, carrying its
/// frame and transform (`transform`), its opacity (`opacity`), its blur and shadows (a
/// `filter`, see `SVGFilter`) and its accessibility identifier (`data-id`). Gradients,
/// patterns, filters and glyph outlines go in `<defs>`, named in order of first use, so the
/// same display list always gives the same bytes.
///
/// - Shapes are `<path>` elements: fills with `fill-rule`, strokes as native SVG strokes
///   (width, cap, join, miter limit, dashes), which are smaller than the outline
///   `Path.strokedPath` would give and scale cleanly. Bad stroke values are clamped as
///   `strokedPath` clamps them. A shape drawn without anti-aliasing has
///   `shape-rendering="crispEdges"`.
/// - Paint is a colour, a gradient or, for angular gradients, a pattern of wedges (see
///   `SVGPaint`).
/// - Text is drawn as glyph outlines by default: each glyph of a font at a size is one path in
///   `<defs>`, placed with `<use>`, so the document looks the same without the font. With
///   `textAsGlyphs` off, each line is a `<text>` element naming the font's family and size with
///   the x position of every character: smaller and selectable, but drawn with whatever font
///   the viewer has.
/// - Clips wrap their item in `<g clip-path="…">`; the items of a mask or compositing group
///   are one `<g>` with the group's opacity and a mask that uses only the alpha of its content.
/// - A PNG image is an `<image>` with the file's bytes inline, stretched to its frame; with cap
///   insets or tiling, a `<g>` of pieces, each a cropped part of the image stretched over its
///   place; a file that cannot be read draws nothing.
///
/// Output is always valid XML: numbers print with at most three decimals and never as `nan`,
/// `inf` or in exponent notation (see `SVGNumberFormatter`). An item whose transform, frame
/// origin or geometry is not finite is left out; an opacity of zero or NaN leaves it out too.
///
/// ```swift
/// let host = ViewHost(Circle().fill(.red), size: CGSize(width: 100, height: 100))
/// let svg = SVGRenderer().render(host.displayList)
/// ```
public struct SVGRenderer: Sendable {
  /// How many pixels wide a point is shown.
  ///
  /// The document's `width` and `height` are the display list's size times this. Values that
  /// are not finite or not positive count as 1.
  public var scale: Double
  /// Whether text is drawn as glyph outlines (the default) rather than `<text>` elements.
  public var textAsGlyphs: Bool

  /// A renderer at `scale` pixels a point, drawing text as outlines unless `textAsGlyphs` is
  /// `false`.
  public init(scale: Double = 1, textAsGlyphs: Bool = true) {
    self.scale = scale
    self.textAsGlyphs = textAsGlyphs
  }

  /// The SVG document for `displayList`, as text.
  ///
  /// Complexity: O(n) in the number of items plus the number of path elements and glyphs.
  public func render(_ displayList: DisplayList) -> String {
    var writer = SVGItemWriter(textAsGlyphs: textAsGlyphs)
    let body = elements(
      for: displayList.items[...], level: 0, groups: displayList.groups, writer: &writer)
    let width = Self.length(displayList.size.width)
    let height = Self.length(displayList.size.height)
    let shown = scale.isFinite && scale > 0 ? scale : 1
    var svg = SVGElement(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
        ("version", "1.1"), ("width", Self.number(width * shown)),
        ("height", Self.number(height * shown)),
        ("viewBox", "0 0 " + Self.number(width) + " " + Self.number(height)),
      ])
    if !writer.definitions.elements.isEmpty {
      var defs = SVGElement("defs")
      defs.children = writer.definitions.elements
      svg.children.append(defs)
    }
    svg.children += body
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg.xml() + "\n"
  }

  /// The SVG document for `displayList`, as UTF-8 bytes.
  public func data(for displayList: DisplayList) -> Data {
    Data(render(displayList).utf8)
  }

  // MARK: - Private

  /// A document side in points: non-finite and negative sizes are 0.
  private static func length(_ value: CGFloat) -> Double {
    value.isFinite ? max(0, Double(value)) : 0
  }

  private static func number(_ value: Double) -> String {
    SVGNumberFormatter.string(value) ?? "0"
  }
}
