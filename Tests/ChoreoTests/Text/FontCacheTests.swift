import CFreeType
import Choreo
import Foundation
import Synchronization
import Testing

@Suite("The font cache: outlines, unreadable files, use from many threads")
struct FontCacheTests {
  let sans = FreeTypeReference.sans

  @Test func outlinesHaveTheFaceContoursAndScaleToPoints() throws {
    let reference = FreeTypeReference(file: sans)
    let glyph = reference.glyph("O")
    let outline = try #require(FontCache.shared.outline(of: glyph, fontFile: sans))
    #expect(outline.unitsPerEm == 2048)
    #expect(!outline.usesEvenOddFill)
    let moves = outline.elements.filter { if case .move = $0 { true } else { false } }
    let closes = outline.elements.filter { $0 == .closeSubpath }
    #expect(moves.count == 2)  // "O" is an outer and an inner contour.
    #expect(closes.count == 2)
    // Scaled to 20 pt at a baseline origin, every point lies above the baseline and within the
    // advance.
    let origin = CGPoint(x: 100, y: 50)
    let advance = reference.points(reference.advance(of: glyph), size: 20)
    for element in outline.elements(size: 20, at: origin) {
      guard case .move(let point) = element else { continue }
      #expect(point.y < origin.y && point.y > origin.y - 20)
      #expect(point.x > origin.x && point.x < origin.x + advance)
    }
    let space = reference.glyph(" ")
    #expect(FontCache.shared.outline(of: space, fontFile: sans)?.elements == [])
  }

  @Test func anUnreadableFileIsMeasuredWithEstimatesAndDrawsNothing() {
    let cache = FontCache()
    #expect(throws: FontError.fileNotFound(path: "/nonexistent/x.ttf")) {
      try cache.metrics(of: "/nonexistent/x.ttf")
    }
    let shaped = cache.shape("ab c", fontFile: "/nonexistent/x.ttf")
    #expect(shaped.isSynthetic)
    #expect(shaped.glyphs.map(\.advance) == [500, 500, 250, 500])
    #expect(shaped.glyphs.map(\.pen) == [0, 500, 1000, 1250])
    let request = TextLayout.Request(
      string: "two\nlines", font: ResolvedFont(file: "/nonexistent/x.ttf", size: 10),
      width: nil, maxLines: nil)
    let layout = TextLayout(computing: request, fonts: cache)
    #expect(layout.runs.isEmpty)
    #expect(layout.size == CGSize(width: 25, height: 20))
    #expect(layout.firstBaseline == 8)
  }

  @Test func aLineExtentIsHowFarTheShapedGlyphsReach() throws {
    let cache = FontCache()
    // Kerned pairs ("AV", "Te"), spaces and non-ASCII scalars: ASCII strings are measured
    // byte by byte, others scalar by scalar (one whose only non-ASCII scalar comes last, and
    // one with a soft hyphen, leave the byte loop late).
    let strings = [
      "AVATAR", "Tea", "Cell 42", "ends in spaces   ", "café ☕", "x", "", "AVAé", "AV\u{00AD}AV",
    ]
    for string in strings {
      let shaped = cache.shape(string, fontFile: sans)
      let extent = try #require(cache.lineExtent(of: string, fontFile: sans))
      #expect(extent == LineExtent(of: shaped), "\(string)")
      let reaches = shaped.glyphs.map { $0.pen + Int($0.advance) }
      #expect(extent.width == (reaches.last ?? 0), "\(string)")
      #expect(extent.widest == max(0, reaches.max() ?? 0), "\(string)")
    }
    // FreeType's own advances and pair kerning, read independently; "AV" is kerned, so the
    // kerning is checked too.
    let reference = FreeTypeReference(file: sans)
    try #require(reference.kerning(reference.glyph("A"), reference.glyph("V")) < 0)
    for string in ["AVATAR", "Tea", "Cell 42", "café ☕"] {
      #expect(cache.lineExtent(of: string, fontFile: sans)?.width == reference.width(of: string))
    }
    // A file that cannot be used has no extent: measurement falls back to estimated shaping.
    #expect(cache.lineExtent(of: "ab", fontFile: "/nonexistent/x.ttf") == nil)
    let request = TextLayout.Request(
      string: "ab c", font: ResolvedFont(file: "/nonexistent/x.ttf", size: 10), width: nil,
      maxLines: nil)
    #expect(TextLayout.size(of: request, fonts: cache) == CGSize(width: 18, height: 10))
  }

  @Test func layoutsAndOutlinesAreTheSameFromManyThreads() {
    let strings = (0..<64).map { "Thread-safe text number \($0) wraps here" }
    let font = ResolvedFont(file: sans, size: 15)
    @Sendable func request(_ index: Int) -> TextLayout.Request {
      TextLayout.Request(string: strings[index], font: font, width: 90, maxLines: nil)
    }
    let serial = strings.indices.map { TextLayout(computing: request($0), fonts: FontCache()) }
    let cache = FontCache()
    let layoutCache = TextLayoutCache(capacity: 16)
    let results = Mutex<[Int: TextLayout]>([:])
    DispatchQueue.concurrentPerform(iterations: strings.count * 4) { iteration in
      let index = iteration % strings.count
      let layout = layoutCache.layout(for: request(index)) {
        TextLayout(computing: request(index), fonts: cache)
      }
      for run in layout.runs {
        for glyph in run.glyphs { _ = cache.outline(of: glyph, fontFile: sans) }
      }
      results.withLock { $0[index] = layout }
    }
    let concurrent = results.withLock { $0 }
    #expect(strings.indices.allSatisfy { concurrent[$0] == serial[$0] })
  }
}
