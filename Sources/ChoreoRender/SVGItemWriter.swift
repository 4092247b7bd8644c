import Choreo
import Foundation

/// Turns display-list items into SVG elements one at a time, collecting the definitions they
/// use.
///
/// See `SVGRenderer` for what each kind of item becomes.
struct SVGItemWriter {
  /// The definitions used so far.
  var definitions = SVGDefinitions()
  /// Whether text is drawn as glyph outlines rather than `<text>`.
  let textAsGlyphs: Bool
  /// Family names read so far, by font file.
  var fontFamilies: [String: SVGFontFamily] = [:]
  /// Glyph outlines defined so far (`nil` for glyphs without one), by font, glyph and size.
  var glyphs: [String: SVGGlyphDefinition?] = [:]

  init(textAsGlyphs: Bool) {
    self.textAsGlyphs = textAsGlyphs
  }

  /// The element drawing `item`, or `nil` if it draws nothing.
  mutating func element(for item: DisplayList.Item) -> SVGElement? {
    guard item.opacity > 0 else { return nil }
    let placement = Placement(
      CGAffineTransform(translationX: item.frame.minX, y: item.frame.minY)
        .concatenating(item.transform))
    if case .invalid = placement { return nil }
    let drawn: (element: SVGElement, bounds: CGRect)?
    switch item.content {
    case .shape(let drawing):
      drawn = shape(drawing)
    case .text(let layout, let paint):
      drawn = text(layout, paint: paint, size: item.frame.size)
    case .image(let image):
      drawn = Self.image(image, size: item.frame.size)
    }
    guard let (drawnElement, bounds) = drawn else { return nil }
    var element = drawnElement
    var attributes: [(name: String, value: String)] = []
    if let identifier = item.identifier { attributes.append(("data-id", identifier)) }
    if case .attribute(let transform) = placement {
      attributes.append(("transform", transform))
    }
    if item.opacity < 1, let opacity = SVGNumberFormatter.string(item.opacity) {
      attributes.append(("opacity", opacity))
    }
    // The host lists shadows as it meets them walking down from the root, outermost modifier
    // first; the one nearest the view is drawn first.
    let shadows = Array(item.shadows.reversed())
    if let filter = SVGFilter(blurRadius: item.blurRadius, shadows: shadows, bounds: bounds) {
      attributes.append(
        ("filter", SVGDefinitions.url(definitions.id(of: filter.element, prefix: "filter"))))
    }
    element.attributes.insert(contentsOf: attributes, at: 0)
    return element
  }

  // MARK: - Images

  /// An `<image>` holding the PNG file inline, stretched to `size`; `nil` if the file cannot
  /// be read.
  private static func image(
    _ image: DisplayList.ImageContent, size: CGSize
  ) -> (SVGElement, CGRect)? {
    guard let data = FileManager.default.contents(atPath: image.file),
      let width = SVGNumberFormatter.string(size.width),
      let height = SVGNumberFormatter.string(size.height)
    else { return nil }
    let element = SVGElement(
      "image",
      [
        ("width", width), ("height", height), ("preserveAspectRatio", "none"),
        ("xlink:href", "data:image/png;base64," + data.base64EncodedString()),
      ])
    return (element, CGRect(origin: .zero, size: size))
  }

  // MARK: - Shapes

  /// A `<path>` for `drawing` and the area it may paint; `nil` if it paints nothing.
  private mutating func shape(_ drawing: ShapeDrawing) -> (SVGElement, CGRect)? {
    guard !drawing.paint.isInvisible else { return nil }
    var element = SVGElement("path")
    let bounds: CGRect
    switch drawing.geometry {
    case .fill(let path, let style):
      guard !path.isEmpty else { return nil }
      bounds = path.boundingRect
      element["d"] = SVGNumberFormatter.pathData(path)
      guard let paint = paint(drawing, coverage: bounds) else { return nil }
      element["fill"] = paint.value
      element["fill-opacity"] = paint.opacity
      if style.isEOFilled { element["fill-rule"] = "evenodd" }
      if !style.isAntialiased { element["shape-rendering"] = "crispEdges" }
    case .stroke(let path, let style, let antialiased):
      let width = style.lineWidth
      guard !path.isEmpty, width.isFinite, width > 0 else { return nil }
      // Miters reach at most miterLimit half-widths from the line, square caps √2.
      let joinReach = style.lineJoin == .miter ? max(style.miterLimit, 1) : 1
      let reach = width / 2 * max(joinReach.isFinite ? joinReach : 1, 2.0.squareRoot())
      bounds = path.boundingRect.insetBy(dx: -reach, dy: -reach)
      element["d"] = SVGNumberFormatter.pathData(path)
      element["fill"] = "none"
      guard let paint = paint(drawing, coverage: bounds),
        let widthText = SVGNumberFormatter.string(width)
      else { return nil }
      element["stroke"] = paint.value
      element["stroke-opacity"] = paint.opacity
      element["stroke-width"] = widthText
      for (name, value) in Self.strokeAttributes(style) { element[name] = value }
      if !antialiased { element["shape-rendering"] = "crispEdges" }
    }
    guard SVGPaint.isFinite(bounds) else { return nil }
    return (element, bounds)
  }

  private mutating func paint(_ drawing: ShapeDrawing, coverage: CGRect) -> SVGPaint? {
    SVGPaint(
      drawing.paint, bounds: drawing.paintBounds, coverage: coverage, definitions: &definitions)
  }

  /// Cap, join, miter limit and dashes, clamped as `Path.strokedPath(_:)` clamps them; SVG's
  /// defaults are left out, except the miter limit, whose default differs (4 in SVG, 10 here).
  private static func strokeAttributes(_ style: StrokeStyle) -> [(String, String)] {
    var attributes: [(String, String)] = []
    switch style.lineCap {
    case .butt: break
    case .round: attributes.append(("stroke-linecap", "round"))
    case .square: attributes.append(("stroke-linecap", "square"))
    @unknown default: break
    }
    switch style.lineJoin {
    case .miter:
      // A limit below 1 (or NaN) bevels every corner, as in `strokedPath`.
      let limit = style.miterLimit
      if limit >= 1 {
        let text = SVGNumberFormatter.string(min(limit, SVGNumberFormatter.limit)) ?? "10"
        attributes.append(("stroke-miterlimit", text))
      } else {
        attributes.append(("stroke-linejoin", "bevel"))
      }
    case .round: attributes.append(("stroke-linejoin", "round"))
    case .bevel: attributes.append(("stroke-linejoin", "bevel"))
    @unknown default: break
    }
    let dashes = style.dash.map { $0.isFinite ? max(0, $0) : 0 }
    let total = dashes.reduce(0, +)
    if total > 0, total.isFinite, let list = SVGNumberFormatter.list(dashes.map(Double.init)) {
      attributes.append(("stroke-dasharray", list))
      if style.dashPhase != 0, let phase = SVGNumberFormatter.string(style.dashPhase) {
        attributes.append(("stroke-dashoffset", phase))
      }
    }
    return attributes
  }

  // MARK: - Placement

  /// Where an item's content goes, as SVG writes it.
  private enum Placement {
    /// Nothing to write: the identity.
    case identity
    /// A `transform` attribute's value.
    case attribute(String)
    /// A component is not finite: the item cannot be placed.
    case invalid

    /// `transform` as a translation when that is all it does, else a matrix.
    init(_ transform: CGAffineTransform) {
      let t = transform
      let components = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
      guard let numbers = SVGNumberFormatter.list(components) else {
        self = .invalid
        return
      }
      guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else {
        self = .attribute("matrix(" + numbers + ")")
        return
      }
      let tx = SVGNumberFormatter.string(t.tx) ?? "0"
      let ty = SVGNumberFormatter.string(t.ty) ?? "0"
      self = tx == "0" && ty == "0" ? .identity : .attribute("translate(" + tx + " " + ty + ")")
    }
  }
}
