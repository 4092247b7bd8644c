import Foundation
import Testing

@testable import Choreo

/// Text that is one line is laid out without line breaking (`TextLayout(oneLine:shaped:)`);
/// these check that shortcut gives exactly what line breaking gives, in every field.
@Suite("One-line text laid out without line breaking matches line breaking")
struct OneLineLayoutTests {
  static let files =
    ["DejaVuSans", "DejaVuSerif-Italic", "DejaVuSansMono-Bold"]
    .map { FreeTypeReference.dejaVuDirectory + "/" + $0 + ".ttf" } + ["/nonexistent/x.ttf"]

  static let strings = [
    "Cell 1234", "Item 10000", "x", "AV", "To", "AVATAR Wave", "Ty LT Wa Yo", " ", "   ",
    " leading", "trailing  ", "a  b   c", "tab\there", "well-known", "-x- co-op --",
    "The quick brown fox jumps over the lazy dog", "Grüße, naïve café", "Привет мир",
    "日本語のテキスト", "emoji 😀👍🏽!", "e\u{301}\u{302} combining", "no\u{00A0}break\u{202F}x",
    "\u{E000}\u{FFFD}", "\u{2026}...", "one\ntwo", "cr\r\nlf", "lone\rcr", "vt\u{0B}ff\u{0C}",
    "next\u{85}line", "line\u{2028}para\u{2029}", "end\n",
  ]

  /// Whether `a` and `b` are the same bit for bit: descriptions tell 0 from -0, and NaN (from
  /// a NaN or infinite font size) from any other value, while `==` says NaN is not NaN.
  func same(_ a: TextLayout, _ b: TextLayout) -> Bool {
    String(describing: a) == String(describing: b)
  }

  /// Both layouts of `request`, the one-line one only when it applies.
  func layouts(_ request: TextLayout.Request) -> (oneLine: TextLayout?, broken: TextLayout) {
    let shaped = FontCache.shared.shape(request.string, fontFile: request.font.file)
    return (
      TextLayout(oneLine: request, shaped: shaped),
      TextLayout(breakingLines: request, shaped: shaped)
    )
  }

  @Test(arguments: files)
  func everyFieldMatchesLineBreaking(file: String) {
    var oneLineCount = 0
    var total = 0
    for size: CGFloat in [0, 17, .nan, .infinity] {
      let font = ResolvedFont(file: file, size: size)
      for string in Self.strings {
        let ideal = TextLayout(
          computing: TextLayout.Request(string: string, font: font, width: nil, maxLines: nil))
        let natural = ideal.lines.map(\.width).max() ?? 0
        let widths: [CGFloat?] = [
          nil, 0, 1, 20, 60, 250, .infinity, .nan, -1, natural, natural.nextDown, natural - 5,
        ]
        for width in widths {
          for maxLines in [nil, 1] as [Int?] {
            for (alignment, direction) in [
              (TextAlignment.center, LayoutDirection.leftToRight), (.leading, .rightToLeft),
            ] {
              let request = TextLayout.Request(
                string: string, font: font, width: width, maxLines: maxLines,
                alignment: alignment, layoutDirection: direction)
              let (oneLine, broken) = layouts(request)
              total += 1
              #expect(same(TextLayout(computing: request), broken), "\(request)")
              guard let oneLine else { continue }
              oneLineCount += 1
              #expect(same(oneLine, broken), "\(request)")
              #expect(broken.lines.count == 1, "\(request)")
            }
          }
        }
      }
    }
    // Both kinds of text were compared (about a quarter is one line).
    #expect(oneLineCount > total / 5, "\(oneLineCount) of \(total)")
    #expect(oneLineCount < total / 2, "\(oneLineCount) of \(total)")
  }

  @Test func textIsOneLineOnlyWithoutNewlinesAndWhenEveryPrefixFits() {
    let font = ResolvedFont(file: FreeTypeReference.sans, size: 17)
    func isOneLine(_ string: String, width: CGFloat?) -> Bool {
      let request = TextLayout.Request(string: string, font: font, width: width, maxLines: nil)
      return layouts(request).oneLine != nil
    }
    #expect(isOneLine("Cell 1234", width: nil))
    #expect(isOneLine("Cell 1234", width: 1000))
    #expect(!isOneLine("Cell 1234", width: 20))
    #expect(isOneLine("trailing spaces   ", width: nil))
    #expect(isOneLine("日本語 😀", width: nil))
    for newline in ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
      #expect(!isOneLine("a" + newline + "b", width: nil), "\(newline.unicodeScalars.first!)")
    }
  }

  @Test func aLineIsMeasuredByItsFurthestGlyphAndIsNeverNarrowerThanNothing() {
    // 0.01 pt a unit: a 1,000-unit em at 10 pt; lines 10 pt apart.
    let font = ResolvedFont(file: "/unused.ttf", size: 10)
    func size(_ extent: LineExtent, _ string: String = "ab", width: CGFloat?) -> CGSize? {
      LineAssembler.oneLineSize(
        reaching: extent,
        request: TextLayout.Request(string: string, font: font, width: width, maxLines: nil))
    }
    // It ends at 1 pt, but a glyph before the last reaches 5 pt: one line only where 5 pt fit.
    let overhang = LineExtent(metrics: .synthetic, width: 100, widest: 500)
    #expect(size(overhang, width: 3) == nil)
    #expect(size(overhang, width: 6) == CGSize(width: 1, height: 10))
    #expect(size(overhang, width: nil) == CGSize(width: 1, height: 10))
    #expect(size(overhang, "a\nb", width: nil) == nil)
    // Negative advances that end the line before it starts: it is no width at all.
    let backwards = LineExtent(metrics: .synthetic, width: -300, widest: 0)
    #expect(size(backwards, width: nil) == CGSize(width: 0, height: 10))
  }
}
