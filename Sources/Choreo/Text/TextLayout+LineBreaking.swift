extension TextLayout {
  /// Lays out `request` without a cache, shaping through `fonts`.
  ///
  /// O(n) in the string's length.
  package init(computing request: Request, fonts: FontCache = .shared) {
    guard !request.string.isEmpty else {
      self = .empty
      return
    }
    var characters = CharacterTable(request.string)
    // The ellipsis, and a period in case the font has no ellipsis, shaped with the text.
    characters.scalars.append("\u{2026}")
    characters.scalars.append(".")
    let shaped = fonts.shape(characters.scalars, fontFile: request.font.file)
    self = LineBreaker(characters: characters, shaped: shaped, request: request).layout()
  }
}

/// Greedy line breaking over one shaped string, in font units.
private struct LineBreaker {
  let characters: CharacterTable
  let shaped: ShapedText
  let request: Request
  /// `prefix[g]` is the sum of advances and kerning of glyphs before `g`.
  let prefix: [Int]
  /// Points per font unit.
  let scale: CGFloat
  /// The ellipsis: its glyph, that glyph's advance, and how many times it is drawn (three
  /// periods when the font has no ellipsis).
  let ellipsis: (glyph: UInt32, advance: Int, count: Int)

  var ellipsisWidth: Int { ellipsis.advance * ellipsis.count }

  typealias Request = TextLayout.Request

  init(characters: CharacterTable, shaped: ShapedText, request: Request) {
    self.characters = characters
    self.shaped = shaped
    self.request = request
    var prefix = [0]
    prefix.reserveCapacity(shaped.glyphs.count + 1)
    for index in shaped.glyphs.indices {
      prefix.append(prefix[index] + Int(shaped.advances[index]) + Int(shaped.kerning[index]))
    }
    self.prefix = prefix
    scale = request.font.size / CGFloat(shaped.metrics.unitsPerEm)
    let ellipsisIndex = shaped.glyphs.count - 2
    if shaped.glyphs[ellipsisIndex] != 0 || shaped.isSynthetic {
      ellipsis = (shaped.glyphs[ellipsisIndex], Int(shaped.advances[ellipsisIndex]), 1)
    } else {
      ellipsis = (shaped.glyphs[ellipsisIndex + 1], Int(shaped.advances[ellipsisIndex + 1]), 3)
    }
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
      while end < characters.count && !characters.kinds[end].contains(.newline) { end += 1 }
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
    let kinds = characters.kinds
    while index < paragraph.upperBound && !kinds[index].contains(.breakingSpace) {
      index += 1
      // A hyphen between two non-space characters is a break opportunity too.
      if kinds[index - 1].contains(.hyphen), index - 1 > start, index < paragraph.upperBound,
        !kinds[index].contains(.breakingSpace)
      {
        return (index, index)
      }
    }
    let contentEnd = index
    while index < paragraph.upperBound && kinds[index].contains(.breakingSpace) { index += 1 }
    return (contentEnd, index)
  }

  /// Replaces the last line with the rest of its paragraph cut to fit with the ellipsis.
  func truncateLast(_ spans: inout [LineSpan]) {
    guard let last = spans.indices.last else { return }
    let start = spans[last].range.lowerBound
    let paragraphEnd = spans[last].paragraphEnd
    var end = start
    while end < paragraphEnd && fits(width(start, end + 1) + ellipsisWidth) { end += 1 }
    while end > start && characters.kinds[end - 1].contains(.whitespace) { end -= 1 }
    spans[last].range = start..<end
    spans[last].isTruncated = true
  }

  // MARK: - Measuring

  /// The width in font units of characters `start..<end` on one line (no kerning before the
  /// first).
  func width(_ start: Int, _ end: Int) -> Int {
    guard start < end else { return 0 }
    let first = characters.scalarStart(start)
    return prefix[characters.scalarStart(end)] - prefix[first] - Int(shaped.kerning[first])
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
    let widths = spans.map { span in
      points(width(span.range.lowerBound, span.range.upperBound))
        + (span.isTruncated ? points(ellipsisWidth) : 0)
    }
    let size = CGSize(
      width: max(0, widths.max() ?? 0).rounded(.up),
      height: (CGFloat(spans.count) * spacing).rounded(.up))
    let fraction = request.alignment.fraction(in: request.layoutDirection)
    var lines: [TextLayout.Line] = []
    var runs: [GlyphRun] = []
    lines.reserveCapacity(spans.count)
    runs.reserveCapacity(spans.count)
    for (index, span) in spans.enumerated() {
      let origin = CGPoint(
        x: (size.width - widths[index]) * fraction, y: ascent + CGFloat(index) * spacing)
      var text = characters.text(span.range)
      if span.isTruncated { text += "\u{2026}" }
      lines.append(TextLayout.Line(text: text, width: widths[index], origin: origin))
      let firstGlyph = characters.scalarStart(span.range.lowerBound)
      let endGlyph = characters.scalarStart(span.range.upperBound)
      guard endGlyph > firstGlyph || span.isTruncated, !shaped.isSynthetic else { continue }
      var glyphs: [UInt32] = []
      var positions: [CGPoint] = []
      let capacity = endGlyph - firstGlyph + (span.isTruncated ? ellipsis.count : 0)
      glyphs.reserveCapacity(capacity)
      positions.reserveCapacity(capacity)
      var pen = 0
      for glyph in firstGlyph..<endGlyph {
        if glyph > firstGlyph { pen += Int(shaped.kerning[glyph]) }
        glyphs.append(shaped.glyphs[glyph])
        positions.append(CGPoint(x: origin.x + points(pen), y: origin.y))
        pen += Int(shaped.advances[glyph])
      }
      if span.isTruncated {
        for _ in 0..<ellipsis.count {
          glyphs.append(ellipsis.glyph)
          positions.append(CGPoint(x: origin.x + points(pen), y: origin.y))
          pen += ellipsis.advance
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
