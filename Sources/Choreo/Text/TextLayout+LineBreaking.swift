extension TextLayout {
  /// Lays out `request` without a cache, shaping through `fonts`.
  ///
  /// O(n) in the string's length.
  package init(computing request: Request, fonts: FontCache = .shared) {
    guard !request.string.isEmpty else {
      self = .empty
      return
    }
    let characters = CharacterTable(request.string)
    let shaped = fonts.shape(request.string, fontFile: request.font.file)
    self = LineBreaker(characters: characters, shaped: shaped, request: request).layout()
  }
}

/// Greedy line breaking over one shaped string, in font units.
private struct LineBreaker {
  let characters: CharacterTable
  let shaped: ShapedText
  let request: Request
  /// Points per font unit.
  let scale: CGFloat

  typealias Request = TextLayout.Request

  init(characters: CharacterTable, shaped: ShapedText, request: Request) {
    self.characters = characters
    self.shaped = shaped
    self.request = request
    scale = request.font.size / CGFloat(shaped.metrics.unitsPerEm)
  }

  /// A line as character indices: `range` is shown, then the ellipsis if `isTruncated`.
  struct LineSpan {
    var range: Range<Int>
    /// The end of the line's paragraph, where truncation takes the rest of the text from.
    var paragraphEnd: Int
    var isTruncated = false
  }

  func layout() -> TextLayout {
    var spans: [LineSpan] = []
    let limit = max(1, request.maxLines ?? .max)
    var start = 0
    while true {
      var end = start
      while end < characters.count && !characters.kind(end).contains(.newline) { end += 1 }
      if !breakParagraph(start..<end, into: &spans, limit: limit) {
        truncateLast(&spans)
        break
      }
      guard end < characters.count else { break }
      start = end + 1
    }
    return assemble(spans)
  }

  // MARK: - Breaking

  /// Appends the lines of `paragraph` (no newlines inside; one empty line if it is empty) to
  /// `lines`, unless that would make more than `limit`: then returns `false`.
  func breakParagraph(_ paragraph: Range<Int>, into lines: inout [LineSpan], limit: Int) -> Bool {
    guard !paragraph.isEmpty else {
      guard lines.count < limit else { return false }
      lines.append(LineSpan(range: paragraph, paragraphEnd: paragraph.upperBound))
      return true
    }
    var position = paragraph.lowerBound
    while position < paragraph.upperBound {
      var end = position
      var next = position
      var segmentStart = position
      var hasAccepted = false
      while segmentStart < paragraph.upperBound {
        let (contentEnd, segmentEnd) = segment(from: segmentStart, in: paragraph)
        if fits(width(position, contentEnd)) {
          end = contentEnd
          next = segmentEnd
          segmentStart = segmentEnd
          hasAccepted = true
        } else if !hasAccepted {
          // A single word wider than the line: as many characters as fit, at least one.
          var split = position + 1
          while split < contentEnd && fits(width(position, split + 1)) { split += 1 }
          end = split
          // When the whole word was taken, the spaces after it hang as after any word.
          next = split == contentEnd ? segmentEnd : split
          break
        } else {
          break
        }
      }
      if next == paragraph.upperBound && fits(width(position, next)) {
        end = next  // Spaces that end a paragraph are measured when they fit.
      }
      guard lines.count < limit else { return false }
      lines.append(LineSpan(range: position..<end, paragraphEnd: paragraph.upperBound))
      position = next
    }
    return true
  }

  /// The segment starting at `start`: its content (a word, or nothing at a run of spaces)
  /// ends at `contentEnd`; the spaces after it end at `end`.
  func segment(from start: Int, in paragraph: Range<Int>) -> (contentEnd: Int, end: Int) {
    var index = start
    while index < paragraph.upperBound && !characters.kind(index).contains(.breakingSpace) {
      index += 1
      // A hyphen between two non-space characters is a break opportunity too.
      if characters.kind(index - 1).contains(.hyphen), index - 1 > start,
        index < paragraph.upperBound, !characters.kind(index).contains(.breakingSpace)
      {
        return (index, index)
      }
    }
    let contentEnd = index
    while index < paragraph.upperBound && characters.kind(index).contains(.breakingSpace) {
      index += 1
    }
    return (contentEnd, index)
  }

  /// Replaces the last line with the rest of its paragraph cut to fit with the ellipsis.
  func truncateLast(_ spans: inout [LineSpan]) {
    guard let last = spans.indices.last else { return }
    let start = spans[last].range.lowerBound
    let paragraphEnd = spans[last].paragraphEnd
    var end = start
    while end < paragraphEnd && fits(width(start, end + 1) + shaped.ellipsis.width) { end += 1 }
    while end > start && characters.kind(end - 1).contains(.whitespace) { end -= 1 }
    spans[last].range = start..<end
    spans[last].isTruncated = true
  }

  // MARK: - Measuring

  /// The width in font units of characters `start..<end` on one line (no kerning before the
  /// first).
  func width(_ start: Int, _ end: Int) -> Int {
    guard start < end else { return 0 }
    let first = shaped.glyphs[characters.scalarStart(start)]
    let last = shaped.glyphs[characters.scalarStart(end) - 1]
    return last.pen + Int(last.advance) - first.pen
  }

  /// The width in points of `span`, with its ellipsis.
  func width(_ span: LineSpan) -> CGFloat {
    points(width(span.range.lowerBound, span.range.upperBound))
      + (span.isTruncated ? points(shaped.ellipsis.width) : 0)
  }

  func points(_ units: Int) -> CGFloat {
    CGFloat(units) * scale
  }

  func fits(_ units: Int) -> Bool {
    guard let width = request.width else { return true }
    return points(units) <= width
  }

  // MARK: - Output

  func assemble(_ spans: [LineSpan]) -> TextLayout {
    let metrics = shaped.metrics
    let ascent = points(metrics.ascender)
    let spacing = points(metrics.lineSpacing)
    let widest = spans.lazy.map(width).max() ?? 0
    let size = CGSize(
      width: max(0, widest).rounded(.up), height: (CGFloat(spans.count) * spacing).rounded(.up))
    let fraction = request.alignment.fraction(in: request.layoutDirection)
    let ellipsis = shaped.ellipsis
    var lines: [TextLayout.Line] = []
    var runs: [GlyphRun] = []
    lines.reserveCapacity(spans.count)
    runs.reserveCapacity(spans.count)
    for (index, span) in spans.enumerated() {
      let lineWidth = width(span)
      let origin = CGPoint(
        x: (size.width - lineWidth) * fraction, y: ascent + CGFloat(index) * spacing)
      var text = characters.text(span.range)
      if span.isTruncated { text += "\u{2026}" }
      lines.append(TextLayout.Line(text: text, width: lineWidth, origin: origin))
      let shown = characters.scalars(span.range)
      guard !shown.isEmpty || span.isTruncated, !shaped.isSynthetic else { continue }
      var glyphs: [UInt32] = []
      var positions: [CGPoint] = []
      let capacity = shown.count + (span.isTruncated ? ellipsis.count : 0)
      glyphs.reserveCapacity(capacity)
      positions.reserveCapacity(capacity)
      let start = shown.isEmpty ? 0 : shaped.glyphs[shown.lowerBound].pen
      for glyph in shaped.glyphs[shown] {
        glyphs.append(glyph.id)
        positions.append(CGPoint(x: origin.x + points(glyph.pen - start), y: origin.y))
      }
      if span.isTruncated {
        var pen = width(span.range.lowerBound, span.range.upperBound)
        for _ in 0..<ellipsis.count {
          glyphs.append(ellipsis.glyph)
          positions.append(CGPoint(x: origin.x + points(pen), y: origin.y))
          pen += Int(ellipsis.advance)
        }
      }
      runs.append(
        GlyphRun(
          fontFile: request.font.file, fontSize: request.font.size, glyphs: glyphs,
          positions: positions))
    }
    return TextLayout(
      size: size, firstBaseline: lines.first?.origin.y ?? 0,
      lastBaseline: lines.last?.origin.y ?? 0, lines: lines, runs: runs)
  }
}
