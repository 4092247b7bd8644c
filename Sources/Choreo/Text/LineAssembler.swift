/// A line of shaped text, ready to place.
struct ShapedLine {
  /// The characters shown, with "…" where they are truncated.
  var text: String
  /// The indices of the glyphs shown in the shaped text, before any ellipsis.
  var glyphs: Range<Int>
  /// Whether the ellipsis follows the glyphs.
  var isTruncated: Bool
  /// The indices of the glyphs shown after the ellipsis (a line truncated at its head or in
  /// its middle).
  var glyphsAfterEllipsis: Range<Int> = 0..<0
}

/// Places lines of one shaped string: the layout's size, each line's origin, and the glyph
/// runs renderers draw.
struct LineAssembler {
  let shaped: ShapedText
  let request: TextLayout.Request
  /// Points per font unit.
  let scale: CGFloat

  init(shaped: ShapedText, request: TextLayout.Request) {
    self.shaped = shaped
    self.request = request
    scale = Self.scale(of: shaped.metrics, for: request.font)
  }

  /// Points per font unit of a face with `metrics`, at `font`'s size.
  static func scale(of metrics: FaceMetrics, for font: ResolvedFont) -> CGFloat {
    font.size / CGFloat(metrics.unitsPerEm)
  }

  func points(_ units: Int) -> CGFloat {
    CGFloat(units) * scale
  }

  /// Whether `units` fit in the request's width, if it has one.
  func fits(_ units: Int) -> Bool {
    Self.fits(units, scale: scale, request: request)
  }

  private static func fits(_ units: Int, scale: CGFloat, request: TextLayout.Request) -> Bool {
    guard let width = request.width else { return true }
    return CGFloat(units) * scale <= width
  }

  /// The size of `request`'s text when it is one line, from how far its glyphs reach, else
  /// `nil`: what `oneLine()?.size` is, without keeping or placing the glyphs.
  static func oneLineSize(reaching extent: LineExtent, request: TextLayout.Request) -> CGSize? {
    let scale = scale(of: extent.metrics, for: request.font)
    guard isOneLine(reaching: extent.widest, scale: scale, request: request) else { return nil }
    return size(
      ofLines: 1, widest: CGFloat(extent.width) * scale, metrics: extent.metrics, scale: scale)
  }

  /// Whether `request`'s text, whose glyphs reach at most `widest` units, is one line: it has
  /// no newline, and every prefix fits the width (the empty one too: at an infinite scale it
  /// measures NaN, fitting nothing).
  private static func isOneLine(reaching widest: Int, scale: CGFloat, request: TextLayout.Request)
    -> Bool
  {
    fits(0, scale: scale, request: request) && fits(widest, scale: scale, request: request)
      && !CharacterTable.containsNewline(request.string)
  }

  /// The size of `count` lines, the widest `widest` points (none narrower than 0, though a
  /// font's negative advances can end a line before it starts): each dimension rounded up
  /// to a whole point.
  private static func size(
    ofLines count: Int, widest: CGFloat, metrics: FaceMetrics, scale: CGFloat
  ) -> CGSize {
    CGSize(
      width: max(0, widest).rounded(.up),
      height: (CGFloat(count) * (CGFloat(metrics.lineSpacing) * scale)).rounded(.up))
  }

  /// The width of `line` in points, with its ellipsis.
  func width(_ line: ShapedLine) -> CGFloat {
    points(shaped.width(of: line.glyphs))
      + (line.isTruncated ? points(shaped.ellipsis.width) : 0)
      + points(shaped.width(of: line.glyphsAfterEllipsis))
  }

  /// The layout when the text is one line (see `TextLayout.init(oneLine:shaped:)`), else `nil`.
  func oneLine() -> TextLayout? {
    guard let line = onlyLine else { return nil }
    return layout(CollectionOfOne(line))
  }

  /// The whole text as one line, if it is one: no newline, and every prefix fits the width.
  private var onlyLine: ShapedLine? {
    let widest = LineExtent(of: shaped).widest
    guard Self.isOneLine(reaching: widest, scale: scale, request: request) else { return nil }
    return ShapedLine(text: request.string, glyphs: shaped.glyphs.indices, isTruncated: false)
  }

  /// The size of a layout of `lines`: the widest line by their number of line spacings, each
  /// rounded up to a whole point.
  func size(of lines: some Collection<ShapedLine>) -> CGSize {
    var widest: CGFloat = 0
    for line in lines { widest = max(widest, width(line)) }
    return Self.size(ofLines: lines.count, widest: widest, metrics: shaped.metrics, scale: scale)
  }

  /// The layout of `lines`, top to bottom.
  func layout(_ lines: some Collection<ShapedLine>) -> TextLayout {
    let metrics = shaped.metrics
    let ascent = points(metrics.ascender)
    let spacing = points(metrics.lineSpacing)
    let size = size(of: lines)
    let fraction = request.alignment.fraction(in: request.layoutDirection)
    var placed: [TextLayout.Line] = []
    var runs: [GlyphRun] = []
    placed.reserveCapacity(lines.count)
    runs.reserveCapacity(lines.count)
    for (index, line) in lines.enumerated() {
      let lineWidth = width(line)
      let origin = CGPoint(
        x: (size.width - lineWidth) * fraction, y: ascent + CGFloat(index) * spacing)
      placed.append(TextLayout.Line(text: line.text, width: lineWidth, origin: origin))
      guard !line.glyphs.isEmpty || line.isTruncated, !shaped.isSynthetic else { continue }
      runs.append(run(of: line, at: origin))
    }
    return TextLayout(
      size: size, firstBaseline: placed.first?.origin.y ?? 0,
      lastBaseline: placed.last?.origin.y ?? 0, lines: placed, runs: runs)
  }

  /// The glyphs of `line`, its ellipsis included, from `origin` on.
  private func run(of line: ShapedLine, at origin: CGPoint) -> GlyphRun {
    let ellipsis = shaped.ellipsis
    var glyphs: [UInt32] = []
    var positions: [CGPoint] = []
    let capacity =
      line.glyphs.count + (line.isTruncated ? ellipsis.count : 0) + line.glyphsAfterEllipsis.count
    glyphs.reserveCapacity(capacity)
    positions.reserveCapacity(capacity)
    func append(_ range: Range<Int>, from pen: Int) {
      let start = range.isEmpty ? 0 : shaped.glyphs[range.lowerBound].pen
      for glyph in shaped.glyphs[range] {
        glyphs.append(glyph.id)
        positions.append(CGPoint(x: origin.x + points(pen + glyph.pen - start), y: origin.y))
      }
    }
    append(line.glyphs, from: 0)
    if line.isTruncated {
      var pen = shaped.width(of: line.glyphs)
      for _ in 0..<ellipsis.count {
        glyphs.append(ellipsis.glyph)
        positions.append(CGPoint(x: origin.x + points(pen), y: origin.y))
        pen += Int(ellipsis.advance)
      }
      append(line.glyphsAfterEllipsis, from: pen)
    }
    return GlyphRun(
      fontFile: request.font.file, fontSize: request.font.size, glyphs: glyphs,
      positions: positions)
  }
}
