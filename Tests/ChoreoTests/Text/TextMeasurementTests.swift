import Choreo
import Foundation
import Testing

/// Text measured by Choreo against the same measurements made with raw FreeType calls
/// (`FreeTypeReference`), for DejaVu Sans.
@Suite("Text measurement matches FreeType")
struct TextMeasurementTests {
  let reference = FreeTypeReference(file: FreeTypeReference.sans)
  let sans = ResolvedFont(file: FreeTypeReference.sans, size: 17)

  func layout(
    _ string: String, width: CGFloat? = nil, height: CGFloat? = nil, lineLimit: Int? = nil,
    alignment: TextAlignment = .leading, font: ResolvedFont? = nil
  ) -> TextLayout {
    TextLayout.make(
      string, font: font ?? sans, proposal: ProposedViewSize(width: width, height: height),
      lineLimit: lineLimit, alignment: alignment, cache: TextLayoutCache(capacity: 8))
  }

  var lineSpacing: CGFloat { reference.points(reference.hheaLineSpacing, size: 17) }

  @Test func widthIsTheSumOfAdvancesAndKerningRoundedUp() {
    for string in ["Hello, world!", "AVATAR Wave", "Typography 1234567890", "x"] {
      let measured = layout(string)
      let expected = reference.points(reference.width(of: string), size: 17)
      #expect(measured.lines.map(\.width) == [expected], "\(string)")
      #expect(measured.size.width == expected.rounded(.up), "\(string)")
    }
  }

  @Test func kerningIsApplied() {
    let pair = layout("AV").lines[0].width
    let apart = layout("A").lines[0].width + layout("V").lines[0].width
    let kerning = reference.kerning(reference.glyph("A"), reference.glyph("V"))
    #expect(kerning < 0)
    #expect(pair == reference.points(reference.width(of: "AV"), size: 17))
    #expect(pair < apart)
  }

  @Test func glyphPositionsAreTheRunningSumOfAdvances() throws {
    let string = "WAVE to you"
    let measured = layout(string)
    let run = try #require(measured.runs.first)
    #expect(measured.runs.count == 1)
    #expect(run.fontFile == FreeTypeReference.sans)
    #expect(run.fontSize == 17)
    #expect(run.glyphs == string.unicodeScalars.map(reference.glyph))
    var pen = 0
    var expected: [CGPoint] = []
    let scalars = Array(string.unicodeScalars)
    for (index, glyph) in run.glyphs.enumerated() {
      if index > 0 { pen += reference.kerning(reference.glyph(scalars[index - 1]), glyph) }
      expected.append(
        CGPoint(x: reference.points(pen, size: 17), y: measured.firstBaseline))
      pen += reference.advance(of: glyph)
    }
    #expect(run.positions == expected)
  }

  @Test func heightAndBaselinesComeFromTheFaceMetrics() {
    let one = layout("Hello")
    let ascent = reference.points(reference.hheaAscender, size: 17)
    #expect(one.size.height == lineSpacing.rounded(.up))
    #expect(one.firstBaseline == ascent)
    #expect(one.lastBaseline == ascent)
    let three = layout("one\ntwo\nthree")
    #expect(three.lines.map(\.text) == ["one", "two", "three"])
    #expect(three.size.height == (3 * lineSpacing).rounded(.up))
    #expect(three.lastBaseline == ascent + 2 * lineSpacing)
  }

  @Test func wrapsAtWordBoundariesToTheProposedWidth() {
    let sentence = "The quick brown fox jumps over the lazy dog"
    // Wide enough for "The quick brown" but not for "The quick brown fox".
    let width = reference.points(reference.width(of: "The quick brown"), size: 17) + 1
    let measured = layout(sentence, width: width)
    #expect(measured.lines.map(\.text) == ["The quick brown", "fox jumps over", "the lazy dog"])
    let widest =
      ["The quick brown", "fox jumps over", "the lazy dog"]
      .map { reference.points(reference.width(of: $0), size: 17) }.max() ?? 0
    #expect(measured.size.width == widest.rounded(.up))
    #expect(measured.size.width <= width)
    #expect(measured.size.height == (3 * lineSpacing).rounded(.up))
    // Proposing the answer again keeps the same lines.
    let again = layout(sentence, width: measured.size.width)
    #expect(again.lines.map(\.text) == measured.lines.map(\.text))
  }

  @Test func exactWidthFitsAndOnePointLessWraps() {
    let exact = reference.points(reference.width(of: "fox jumps"), size: 17)
    #expect(layout("fox jumps", width: exact).lines.map(\.text) == ["fox jumps"])
    #expect(layout("fox jumps", width: exact - 1).lines.map(\.text) == ["fox", "jumps"])
  }

  @Test func aWordWiderThanTheWidthBreaksBetweenCharacters() {
    let width = reference.points(reference.width(of: "abcd"), size: 17)
    let measured = layout("abcdefghij ok", width: width)
    #expect(measured.lines.map(\.text) == ["abcd", "efgh", "ij ok"])
    #expect(measured.size.width <= width.rounded(.up))
  }

  /// A word much longer than a line (a hash, a URL) is split line after line without
  /// measuring the rest of it again for each: at 100,000 characters, linear time finishes in
  /// a moment, where scanning to the word's end for each line would take minutes.
  @Test(.timeLimit(.minutes(1)))
  func aVeryLongWordSplitsIntoFullLines() {
    let word = String(repeating: "ab", count: 50_000)
    let width = reference.points(reference.width(of: "abababab"), size: 17)
    let measured = layout(word + " end", width: width)
    #expect(measured.lines.count == 12_501)
    #expect(measured.lines.dropLast().allSatisfy { $0.text == "abababab" })
    #expect(measured.lines.last?.text == "end")
    // A word that ends in a hyphen where a line splits it still breaks after the hyphen.
    let hyphenated = layout(
      "abcd-ef", width: reference.points(reference.width(of: "abcd"), size: 17))
    #expect(hyphenated.lines.map(\.text) == ["abcd", "-ef"])
  }

  @Test func breaksAfterAHyphen() {
    let width = reference.points(
      max(reference.width(of: "well-"), reference.width(of: "known")), size: 17)
    #expect(layout("well-known", width: width).lines.map(\.text) == ["well-", "known"])
  }

  @Test func textBeyondASCIIBreaksAtTheSameKindsOfCharacters() {
    // The accents take this text through grapheme breaking rather than the ASCII table.
    let text = "été, au\u{00A0}lait well-known\r\nfin"
    func lines(fitting prefix: String) -> [String] {
      let width = reference.points(reference.width(of: prefix), size: 17) + 1
      return layout(text, width: width).lines.map(\.text)
    }
    #expect(
      lines(fitting: "été, au\u{00A0}lait well") == ["été, au\u{00A0}lait", "well-known", "fin"])
    #expect(
      lines(fitting: "été, au\u{00A0}lait well-") == ["été, au\u{00A0}lait well-", "known", "fin"])
    // A no-break space keeps "au" with "lait".
    #expect(lines(fitting: "été, au").first == "été,")
  }

  @Test func nilOrInfiniteWidthIsOneLine() {
    let sentence = "The quick brown fox jumps over the lazy dog"
    let ideal = layout(sentence)
    #expect(ideal.lines.map(\.text) == [sentence])
    #expect(layout(sentence, width: .infinity) == ideal)
    #expect(
      ideal.size.width == reference.points(reference.width(of: sentence), size: 17).rounded(.up))
  }

  @Test func lineLimitKeepsTheFirstLinesAndEndsWithAnEllipsis() {
    let sentence = "The quick brown fox jumps over the lazy dog"
    let width = reference.points(reference.width(of: "The quick brown"), size: 17) + 1
    let limited = layout(sentence, width: width, lineLimit: 2)
    #expect(limited.lines.count == 2)
    #expect(limited.lines[0].text == "The quick brown")
    // The last line shows as much of the rest as fits with the ellipsis, cut anywhere.
    let last = limited.lines[1].text
    #expect(last.hasSuffix("\u{2026}"))
    let shown = String(last.dropLast())
    let rest = "fox jumps over the lazy dog"
    #expect(rest.hasPrefix(shown) && shown.count > "fox".count)
    let oneMore = String(rest.prefix(shown.count + 1)) + "\u{2026}"
    #expect(reference.points(reference.width(of: last), size: 17) <= width)
    #expect(reference.points(reference.width(of: oneMore), size: 17) > width)
    #expect(limited.lines[1].width == reference.points(reference.width(of: last), size: 17))
    #expect(limited.size.height == (2 * lineSpacing).rounded(.up))
    // A limit the text does not reach changes nothing.
    #expect(layout(sentence, width: width, lineLimit: 3) == layout(sentence, width: width))
    // Below 1 counts as 1.
    #expect(layout(sentence, width: width, lineLimit: 0).lines.count == 1)
  }

  @Test func aProposedHeightKeepsTheLinesThatFitAndAtLeastOne() {
    let sentence = "The quick brown fox jumps over the lazy dog"
    let width = reference.points(reference.width(of: "The quick brown"), size: 17) + 1
    #expect(layout(sentence, width: width, height: 2 * lineSpacing).lines.count == 2)
    #expect(layout(sentence, width: width, height: 0).lines.count == 1)
    #expect(layout(sentence, width: width, height: .infinity).lines.count == 3)
  }

  @Test func emptyTextIsZeroSized() {
    let empty = layout("", width: 100)
    #expect(empty.size == .zero)
    #expect(empty.runs.isEmpty)
    #expect(empty.firstBaseline == 0)
    #expect(layout("").size == .zero)
  }

  @Test func alignmentPlacesShorterLinesWithinTheWidest() {
    let text = "wide line here\nshort"
    let wide = reference.points(reference.width(of: "wide line here"), size: 17)
    let short = reference.points(reference.width(of: "short"), size: 17)
    let width = wide.rounded(.up)
    #expect(layout(text, alignment: .leading).lines[1].origin.x == 0)
    #expect(layout(text, alignment: .center).lines[1].origin.x == (width - short) / 2)
    #expect(layout(text, alignment: .trailing).lines[1].origin.x == width - short)
    #expect(layout(text, alignment: .trailing).runs[1].positions[0].x == width - short)
  }

  @Test func badProposalsNeverGiveNaN() {
    let sentence = "The quick brown fox"
    let values: [CGFloat?] = [nil, .nan, -1, -.infinity, 0, .infinity, .greatestFiniteMagnitude]
    for width in values {
      for height in values {
        let measured = layout(sentence, width: width, height: height)
        #expect(measured.size.width.isFinite && measured.size.width >= 0, "\(width) \(height)")
        #expect(measured.size.height.isFinite && measured.size.height >= 0, "\(width) \(height)")
        let points = measured.runs.flatMap(\.positions)
        #expect(points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(width) \(height)")
      }
    }
    // A negative or NaN width wraps like 0: one character a line.
    #expect(layout("ab cd", width: -5) == layout("ab cd", width: 0))
    #expect(layout("ab cd", width: .nan).lines.map(\.text) == ["a", "b", "c", "d"])
  }

  @Test func measuringGivesTheSizeOfTheLayout() {
    let strings = [
      "", "Cell 42", "The quick brown fox", "two\nlines", "ends in spaces   ", "AVATAR",
      "Überschrift café ☕", "a-very-long-hyphenated-word", "x",
    ]
    let widths: [CGFloat?] = [nil, 0, 5, 30, 61, 80, 200, .infinity, .nan, -3]
    let heights: [CGFloat?] = [nil, 10, 100]
    let fonts = [
      sans, ResolvedFont(file: FreeTypeReference.sans, size: 0),
      ResolvedFont(file: "/nonexistent/x.ttf", size: 12),
    ]
    for string in strings {
      for width in widths {
        for height in heights {
          for lineLimit in [nil, 1, 2] {
            for font in fonts {
              let request = TextLayout.Request(
                string: string, font: font,
                proposal: ProposedViewSize(width: width, height: height),
                lineLimit: lineLimit, alignment: .center, layoutDirection: .leftToRight)
              let measured = TextLayout.size(of: request, cache: TextLayoutCache(capacity: 1))
              // Line breaking alone, which decides nothing from the one-line rule.
              let shaped = FontCache.shared.shape(string, fontFile: font.file)
              let broken =
                string.isEmpty ? .empty : TextLayout(breakingLines: request, shaped: shaped)
              #expect(
                measured == broken.size,
                "\(string) \(String(describing: width)) \(String(describing: height)) \(font)")
            }
          }
        }
      }
    }
  }

  @Test func invalidFontSizesTakeNoSpace() {
    for size in [CGFloat.nan, -3, .infinity] {
      let resolution = Font.system(size: size).resolved()
      #expect(resolution.font.size == 0)
      #expect(resolution.problems.count == 1)
      #expect(layout("Hello", font: resolution.font).size == .zero)
    }
  }

  @Test func hugeFontSizesAreClampedAndStayFinite() {
    for size in [1e308, CGFloat.greatestFiniteMagnitude, 2e6] {
      let resolution = Font.system(size: size).resolved()
      #expect(resolution.font.size == Font.largestSize)
      #expect(resolution.problems.count == 1)
      let measured = layout("WW\nW", alignment: .center, font: resolution.font)
      #expect(measured.size.width.isFinite && measured.size.height.isFinite)
      #expect(measured.size.width > 1e6)
      for run in measured.runs {
        #expect(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite })
      }
      #expect(measured.lines.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite })
    }
    #expect(Font.system(size: 1e6).resolved().problems.isEmpty)
  }

  @Test func theCacheReturnsIdenticalLayoutsAndCountsHits() {
    // Following fonts of its own: a test that registers a font file again would empty it.
    let cache = TextLayoutCache(capacity: 2, fonts: FontCache())
    func make(_ string: String) -> TextLayout {
      TextLayout.make(
        string, font: sans, proposal: ProposedViewSize(width: 120, height: nil), lineLimit: nil,
        alignment: .center, cache: cache)
    }
    let first = make("cached text that wraps")
    let second = make("cached text that wraps")
    #expect(first == second)
    #expect(cache.statistics.hits == 1)
    let request = TextLayout.Request(
      string: "cached text that wraps", font: sans, width: 120, maxLines: nil,
      alignment: .center)
    #expect(TextLayout(computing: request) == first)
    // The least recently used entry is evicted past the capacity.
    _ = make("b")
    _ = make("c")
    #expect(cache.count == 2)
    _ = make("cached text that wraps")
    #expect(cache.statistics.hits == 1)
    _ = make("c")
    #expect(cache.statistics.hits == 2)
  }
}
