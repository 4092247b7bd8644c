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
      drawn =
        image.axisMappings == nil
        ? Self.image(image, size: item.frame.size) : slicedImage(image, size: item.frame.size)
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

  /// The most pieces a tiled image is drawn in; past it, its middle stretches instead.
  static let maximumImagePieces = 4_096

  /// A `<g>` drawing `image` in pieces, each a nested `<svg>` stretching one part of the image
  /// (a cap, the middle, or one repeat of it) over its place in the frame; `nil` if the file
  /// cannot be read.
  ///
  /// Each part is its own cropped PNG, defined once: a renderer smoothing a scaled image
  /// would otherwise blend the pixels either side of a cut, where the rasterizer keeps each
  /// part to itself.
  private mutating func slicedImage(
    _ image: DisplayList.ImageContent, size: CGSize
  ) -> (SVGElement, CGRect)? {
    guard let (x, y) = image.axisMappings,
      let decoded = DecodedImage.image(atPath: image.file)
    else { return nil }
    let limit = Self.maximumImagePieces
    var columns = x.pieces(limit: limit) ?? []
    var rows = y.pieces(limit: limit) ?? []
    if columns.isEmpty || rows.isEmpty || columns.count * rows.count > limit {
      // Too many repeats: the middle stretches instead.
      columns = x.stretched.pieces(limit: limit) ?? []
      rows = y.stretched.pieces(limit: limit) ?? []
    }
    let scale = (
      x: Double(decoded.width) / max(x.imageLength, .leastNonzeroMagnitude),
      y: Double(decoded.height) / max(y.imageLength, .leastNonzeroMagnitude)
    )
    var group = SVGElement("g")
    for row in rows {
      for column in columns {
        let frame = [
          column.frame.lowerBound, row.frame.lowerBound,
          column.frame.upperBound - column.frame.lowerBound,
          row.frame.upperBound - row.frame.lowerBound,
        ].compactMap { SVGNumberFormatter.string(CGFloat($0)) }
        guard frame.count == 4,
          let part = imagePart(
            of: decoded, file: image.file, columns: column.image, rows: row.image, scale: scale)
        else { continue }
        var piece = SVGElement(
          "svg",
          [
            ("x", frame[0]), ("y", frame[1]), ("width", frame[2]), ("height", frame[3]),
            ("viewBox", "0 0 \(part.width) \(part.height)"), ("preserveAspectRatio", "none"),
          ])
        piece.children.append(SVGElement("use", [("xlink:href", "#" + part.id)]))
        group.children.append(piece)
      }
    }
    return (group, CGRect(origin: .zero, size: size))
  }

  /// The definition of the pixels of `decoded` under the image ranges `columns` × `rows`, as
  /// an `<image>` one unit per pixel: its id and size in pixels.
  ///
  /// The ranges are in image points, `scale` pixels each. `nil` if the part has no pixels or
  /// is too large to crop; a part whose PNG cannot be written is an `<image>` without pixels,
  /// which draws nothing.
  private mutating func imagePart(
    of decoded: DecodedImage, file: String, columns: Range<Double>, rows: Range<Double>,
    scale: (x: Double, y: Double)
  ) -> (id: String, width: Int, height: Int)? {
    func pixels(_ range: Range<Double>, _ scale: Double, _ count: Int) -> Range<Int> {
      let low = min(max(Int((range.lowerBound * scale).rounded()), 0), count)
      let high = min(max(Int((range.upperBound * scale).rounded()), low), count)
      return low..<max(high, min(low + 1, count))
    }
    let xs = pixels(columns, scale.x, decoded.width)
    let ys = pixels(rows, scale.y, decoded.height)
    guard (try? Bitmap.validate(width: xs.count, height: ys.count)) != nil else { return nil }
    let key = "image\u{0}\(file)\u{0}\(xs)\u{0}\(ys)"
    let id = definitions.id(forKey: key, prefix: "image") {
      guard var crop = try? Bitmap(width: xs.count, height: ys.count) else {
        return SVGElement("image")
      }
      for (row, y) in ys.enumerated() {
        for (column, x) in xs.enumerated() {
          let (red, green, blue, alpha) = Blend.unpack(decoded.pixels[y * decoded.width + x])
          crop[column, row] = Bitmap.Pixel(red: red, green: green, blue: blue, alpha: alpha)
        }
      }
      guard let data = try? crop.pngData() else { return SVGElement("image") }
      return SVGElement(
        "image",
        [
          ("width", String(xs.count)), ("height", String(ys.count)),
          ("preserveAspectRatio", "none"),
          ("xlink:href", "data:image/png;base64," + data.base64EncodedString()),
        ])
    }
    return (id, xs.count, ys.count)
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
