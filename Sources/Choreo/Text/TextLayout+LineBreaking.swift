extension TextLayout {
  /// Lays out `request` without a cache, shaping through `fonts`.
  ///
  /// O(n) in the string's length.
  package init(computing request: Request, fonts: FontCache = .shared) {
    guard !request.string.isEmpty else {
      self = .empty
      return
    }
    let shaped = fonts.shape(request.string, fontFile: request.font.file)
    let assembler = LineAssembler(shaped: shaped, request: request)
    self = assembler.oneLine() ?? assembler.breakingLines()
  }

  /// `request`'s layout when its text is one line, made without line breaking; `nil` when it
  /// may not be.
  ///
  /// Text is one line when it has no newline and every prefix of it fits the width (any text
  /// does without a width): then line breaking keeps it whole, trailing spaces included, and
  /// this gives the same layout as `init(breakingLines:shaped:)` at a fraction of the cost.
  /// `shaped` is `request.string` shaped in `request.font`; O(n) in the string's length.
  package init?(oneLine request: Request, shaped: ShapedText) {
    guard let layout = LineAssembler(shaped: shaped, request: request).oneLine() else {
      return nil
    }
    self = layout
  }

  /// `request`'s layout by breaking its text into lines, however short it is.
  ///
  /// `shaped` is `request.string` shaped in `request.font`; O(n) in the string's length.
  package init(breakingLines request: Request, shaped: ShapedText) {
    self = LineAssembler(shaped: shaped, request: request).breakingLines()
  }
}

extension LineAssembler {
  /// The layout of the text broken into lines.
  func breakingLines() -> TextLayout {
    LineBreaker(characters: CharacterTable(request.string), assembler: self).layout()
  }
}

/// Greedy line breaking over one shaped string, in font units.
private struct LineBreaker {
  let characters: CharacterTable
  let assembler: LineAssembler

  var request: TextLayout.Request { assembler.request }

  /// A line as character indices: `range` is shown, then the ellipsis if `isTruncated`, then
  /// `rangeAfterEllipsis`.
  struct LineSpan {
    var range: Range<Int>
    /// The end of the line's paragraph, where truncation takes the rest of the text from.
    var paragraphEnd: Int
    var isTruncated = false
    var rangeAfterEllipsis: Range<Int> = 0..<0
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
    return assembler.layout(spans.map(shapedLine))
  }

  /// `span` in terms of glyphs, with its text.
  func shapedLine(_ span: LineSpan) -> ShapedLine {
    var text = characters.text(span.range)
    if span.isTruncated { text += "\u{2026}" + characters.text(span.rangeAfterEllipsis) }
    return ShapedLine(
      text: text, glyphs: characters.scalars(span.range), isTruncated: span.isTruncated,
      glyphsAfterEllipsis: characters.scalars(span.rangeAfterEllipsis))
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
    // The last segment found: a word longer than a line is split over many, and each would
    // otherwise scan to its end again (quadratic in its length).
    var known: (start: Int, contentEnd: Int, end: Int)?
    func segment(from start: Int) -> (contentEnd: Int, end: Int) {
      // From inside the known word, the same word ends it, unless `start` is a hyphen or dash
      // that ended it: one that starts a segment is no break.
      if let known, known.start < start, start < known.contentEnd,
        start != known.contentEnd - 1 || characters.kind(start).isDisjoint(with: .breaksInside)
      {
        return (known.contentEnd, known.end)
      }
      let found = self.segment(from: start, in: paragraph)
      known = (start, found.contentEnd, found.end)
      return found
    }
    var position = paragraph.lowerBound
    while position < paragraph.upperBound {
      var end = position
      var next = position
      var segmentStart = position
      var hasAccepted = false
      while segmentStart < paragraph.upperBound {
        let (contentEnd, segmentEnd) = segment(from: segmentStart)
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
      if index < paragraph.upperBound, mayBreak(before: index, inWordFrom: start) {
        return (index, index)
      }
    }
    let contentEnd = index
    while index < paragraph.upperBound && characters.kind(index).contains(.breakingSpace) {
      index += 1
    }
    return (contentEnd, index)
  }

  /// Whether a line may break before character `index`, in the word starting at `start`.
  ///
  /// It may after a zero-width space; after a hyphen or dash that does not start the word
  /// ("-" not before a digit); before and after an em dash (not between two); before or
  /// after an ideograph. Never before closing punctuation, an ellipsis, a hyphen or a dash
  /// other than an em dash, nor on either side of a no-break space; never after opening
  /// punctuation; nor before a space (the space is the break).
  func mayBreak(before index: Int, inWordFrom start: Int) -> Bool {
    let before = characters.kind(index - 1)
    let after = characters.kind(index)
    if before.contains(.zeroWidthBreak) { return true }
    if after.contains(.breakingSpace) || after.contains(.noBreakBefore)
      || before.contains(.noBreakAfter)
    {
      return false
    }
    // Two em dashes stay together.
    if before.contains(.breakBefore) && after.contains(.breakBefore) { return false }
    if before.contains(.hyphen) { return index - 1 > start && !after.contains(.digit) }
    if before.contains(.breakAfter) { return index - 1 > start || before.contains(.breakBefore) }
    return after.contains(.breakBefore) || before.contains(.ideograph)
      || after.contains(.ideograph)
  }

  /// Replaces the last line with the rest of its paragraph cut to fit with the ellipsis.
  ///
  /// The request says where: its end (`.tail`), its start (`.head`), or its middle
  /// (`.middle`). Spaces next to the ellipsis are dropped.
  func truncateLast(_ spans: inout [LineSpan]) {
    guard let last = spans.indices.last else { return }
    let start = spans[last].range.lowerBound
    let end = spans[last].paragraphEnd
    let ellipsisWidth = assembler.shaped.ellipsis.width
    var kept = start
    var keptAfter = end
    switch request.truncation {
    case .tail:
      while kept < end && fits(width(start, kept + 1) + ellipsisWidth) { kept += 1 }
    case .head:
      while keptAfter > start && fits(ellipsisWidth + width(keptAfter - 1, end)) {
        keptAfter -= 1
      }
    case .middle:
      // A character from each end in turn, the start first, while both sides fit.
      var takesStart = true
      while kept < keptAfter {
        let next =
          takesStart
          ? width(start, kept + 1) + ellipsisWidth + width(keptAfter, end)
          : width(start, kept) + ellipsisWidth + width(keptAfter - 1, end)
        guard fits(next) else { break }
        if takesStart { kept += 1 } else { keptAfter -= 1 }
        takesStart.toggle()
      }
    }
    while kept > start && characters.kind(kept - 1).contains(.whitespace) { kept -= 1 }
    while keptAfter < end && characters.kind(keptAfter).contains(.whitespace) { keptAfter += 1 }
    spans[last].range = start..<kept
    spans[last].isTruncated = true
    spans[last].rangeAfterEllipsis = keptAfter..<end
  }

  // MARK: - Measuring

  /// The width in font units of characters `start..<end` on one line (no kerning before the
  /// first).
  func width(_ start: Int, _ end: Int) -> Int {
    guard start < end else { return 0 }
    return assembler.shaped.width(of: characters.scalars(start..<end))
  }

  func fits(_ units: Int) -> Bool {
    assembler.fits(units)
  }
}
