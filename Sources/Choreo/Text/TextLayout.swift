/// Text laid out in one font: its size, baselines, lines and the glyphs renderers draw.
///
/// Measurement uses FreeType's unhinted advances in font units, the face's kerning table and
/// its vertical metrics, so layout and every renderer agree exactly:
///
/// - Lines break at spaces (and after a hyphen inside a word) to fit the proposed width; a
///   word wider than the width is broken between characters. Newlines always break.
/// - A nil or infinite proposed width does not wrap (the ideal size); a negative or NaN width
///   counts as 0, where every word is broken to one character a line.
/// - At most `lineLimit` lines are kept, and a finite proposed height keeps only the lines that
///   fit in it (at least one; a negative or NaN height counts as 0). When lines are dropped the
///   last one kept shows as much of the rest of its paragraph as fits, followed by "…".
/// - Spaces at a line break hang past the line's end and are not measured; spaces that end a
///   paragraph are, when they fit.
/// - Width is the widest line and height the number of lines times the face's line spacing
///   (ascender − descender + line gap at the point size), each rounded up to a whole point so
///   frames stay on the pixel grid at every integer render scale (SwiftUI rounds to the
///   screen's pixels; Choreo has no screen). Empty text is zero by zero.
/// - Glyphs are one per Unicode scalar: no ligatures, bidirectional reordering, complex scripts
///   or font fallback (a character the font lacks shows its "missing glyph" box).
package struct TextLayout: Hashable, Sendable {
  /// The size the text takes: finite, non-negative, whole points.
  package var size: CGSize
  /// The first line's baseline, from the top; 0 for empty text.
  package var firstBaseline: CGFloat
  /// The last line's baseline, from the top; 0 for empty text.
  package var lastBaseline: CGFloat
  /// The lines, top to bottom.
  package var lines: [Line]
  /// The glyphs to draw, one run per line that has glyphs; empty if no font file could be read.
  package var runs: [GlyphRun]

  /// One laid-out line.
  package struct Line: Hashable, Sendable {
    /// The characters shown, ending with "…" when the text was truncated here.
    package var text: String
    /// The line's width in points, before rounding.
    package var width: CGFloat
    /// The baseline origin of the line's first glyph, in the text's coordinates.
    package var origin: CGPoint
  }

  /// What a layout depends on; equal requests give equal layouts.
  package struct Request: Hashable, Sendable {
    package var string: String
    package var font: ResolvedFont
    /// The width to wrap to (finite, non-negative), or `nil` not to wrap.
    package var width: CGFloat?
    /// The most lines to keep (at least 1), or `nil` for all.
    package var maxLines: Int?
    /// Where the last line kept is cut when the text needs more.
    package var truncation: Text.TruncationMode
    package var alignment: TextAlignment
    package var layoutDirection: LayoutDirection

    /// The request for laying out `string` for `proposal` (see `TextLayout`).
    package init(
      string: String, font: ResolvedFont, proposal: ProposedViewSize, lineLimit: Int?,
      truncation: Text.TruncationMode = .tail, alignment: TextAlignment,
      layoutDirection: LayoutDirection
    ) {
      self.init(
        string: string, font: font, width: TextLayout.wrappingWidth(for: proposal.width),
        maxLines: TextLayout.maxLines(lineLimit: lineLimit, height: proposal.height, font: font),
        truncation: truncation, alignment: alignment, layoutDirection: layoutDirection)
    }

    package init(
      string: String, font: ResolvedFont, width: CGFloat?, maxLines: Int?,
      truncation: Text.TruncationMode = .tail, alignment: TextAlignment = .leading,
      layoutDirection: LayoutDirection = .leftToRight
    ) {
      self.string = string
      self.font = font
      self.width = width
      self.maxLines = maxLines
      self.truncation = truncation
      self.alignment = alignment
      self.layoutDirection = layoutDirection
    }

    /// Hashes everything but the font file: texts rarely differ by file alone, and hashing
    /// the path would double the cost of a lookup.
    package func hash(into hasher: inout Hasher) {
      hasher.combine(string)
      hasher.combine(font.size)
      hasher.combine(width)
      hasher.combine(maxLines)
      hasher.combine(truncation)
      hasher.combine(alignment)
      hasher.combine(layoutDirection)
    }
  }

  /// The layout of empty text.
  package static let empty = TextLayout(
    size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], runs: [])

  /// Lays out `string` in `font` for `proposal`, through `cache`.
  ///
  /// See the type's documentation for how proposals, `lineLimit` and `alignment` apply. Costs
  /// O(n) in the string's length on a cache miss, a dictionary lookup on a hit.
  package static func make(
    _ string: String, font: ResolvedFont, proposal: ProposedViewSize, lineLimit: Int?,
    alignment: TextAlignment, layoutDirection: LayoutDirection = .leftToRight,
    cache: TextLayoutCache = .shared
  ) -> TextLayout {
    make(
      Request(
        string: string, font: font, proposal: proposal, lineLimit: lineLimit,
        alignment: alignment, layoutDirection: layoutDirection),
      cache: cache)
  }

  /// `request`'s layout, through `cache`.
  package static func make(_ request: Request, cache: TextLayoutCache = .shared) -> TextLayout {
    guard !request.string.isEmpty else { return .empty }
    return cache.layout(for: request) { TextLayout(computing: request) }
  }

  /// The size of `make`'s layout for `request`.
  ///
  /// Text that is one line is measured without keeping its glyphs or caching a layout:
  /// sizing thousands of labels then costs one pass over each. Other text, and text whose
  /// font file cannot be used, is laid out through `make` (after that pass, for text that
  /// turned out not to be one line).
  package static func size(
    of request: Request, cache: TextLayoutCache = .shared, fonts: FontCache = .shared
  ) -> CGSize {
    guard !request.string.isEmpty else { return .zero }
    if let extent = fonts.lineExtent(of: request.string, fontFile: request.font.file),
      let size = LineAssembler.oneLineSize(reaching: extent, request: request)
    {
      return size
    }
    return cache.layout(for: request) { TextLayout(computing: request, fonts: fonts) }.size
  }

  /// The distance between the baselines of lines in `font`, in points.
  package static func lineSpacing(of font: ResolvedFont) -> CGFloat {
    let metrics = (try? FontCache.shared.metrics(of: font.file)) ?? .synthetic
    return CGFloat(metrics.lineSpacing) * LineAssembler.scale(of: metrics, for: font)
  }

  /// The width `proposed` wraps to: `nil` for none or ∞, 0 for negative or NaN.
  package static func wrappingWidth(for proposed: CGFloat?) -> CGFloat? {
    guard let proposed else { return nil }
    if proposed.isNaN || proposed < 0 { return 0 }
    return proposed.isFinite ? proposed : nil
  }

  /// The lines kept under `lineLimit` and a proposed `height`: at least one when limited.
  package static func maxLines(lineLimit: Int?, height: CGFloat?, font: ResolvedFont) -> Int? {
    var limit = lineLimit.map { max(1, $0) }
    guard let height, height != .infinity else { return limit }
    let spacing = lineSpacing(of: font)
    guard spacing > 0 else { return limit }
    let fitting = height.isNaN || height < 0 ? 0 : (height / spacing).rounded(.down)
    // Past a million lines the height does not limit anything text can hold.
    if fitting < 1_000_000 {
      limit = min(limit ?? .max, max(1, Int(fitting)))
    }
    return limit
  }
}

/// Glyphs of one font at one size, positioned: what renderers draw.
package struct GlyphRun: Hashable, Sendable {
  /// The path of the font file the glyph ids index.
  package var fontFile: String
  /// The size in points.
  package var fontSize: CGFloat
  /// Glyph ids in `fontFile`.
  package var glyphs: [UInt32]
  /// The baseline origin of each glyph, in the text's coordinates (y down).
  package var positions: [CGPoint]

  package init(fontFile: String, fontSize: CGFloat, glyphs: [UInt32], positions: [CGPoint]) {
    self.fontFile = fontFile
    self.fontSize = fontSize
    self.glyphs = glyphs
    self.positions = positions
  }
}
