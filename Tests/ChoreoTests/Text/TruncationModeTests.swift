import Choreo
import Foundation
import Testing

/// `truncationMode(_:)`: where the last line shown is cut for the ellipsis.
@MainActor
struct TruncationModeTests {
  let sentence = "The quick brown fox jumps over the lazy dog"

  func layout(_ mode: Text.TruncationMode?, lines: Int = 1, width: CGFloat = 150) -> TextLayout {
    var environment = EnvironmentValues()
    environment.lineLimit = lines
    if let mode { environment.truncationMode = mode }
    return Text(sentence).layout(
      for: ProposedViewSize(width: width, height: nil), in: environment)
  }

  /// Every character shown, the ellipsis included, has its glyph, placed left to right
  /// within the line.
  func expectGlyphsMatch(_ layout: TextLayout, _ comment: Comment) {
    let shown = layout.lines.map { $0.text.unicodeScalars.count }.reduce(0, +)
    let drawn = layout.runs.map(\.glyphs.count).reduce(0, +)
    #expect(shown == drawn, comment)
    for (run, line) in zip(layout.runs, layout.lines) {
      let xs = run.positions.map(\.x)
      #expect(xs == xs.sorted(), comment)
      #expect((xs.last ?? 0) <= line.origin.x + line.width, comment)
    }
  }

  @Test func theTailIsCutByDefault() throws {
    let line = try #require(layout(nil).lines.first)
    #expect(line.text.hasPrefix("The quick") && line.text.hasSuffix("\u{2026}"))
    #expect(layout(.tail).lines.map(\.text) == layout(nil).lines.map(\.text))
  }

  @Test func theHeadKeepsTheEnd() throws {
    let cut = layout(.head)
    let line = try #require(cut.lines.first)
    #expect(line.text.hasPrefix("\u{2026}") && line.text.hasSuffix("lazy dog"))
    #expect(line.width <= 150 && cut.size.width <= 150)
    expectGlyphsMatch(cut, "head")
  }

  @Test func theMiddleKeepsBothEnds() throws {
    let cut = layout(.middle)
    let line = try #require(cut.lines.first)
    let parts = line.text.components(separatedBy: "\u{2026}")
    #expect(parts.count == 2)
    #expect(sentence.hasPrefix(parts[0]) && sentence.hasSuffix(parts[1]))
    #expect(!parts[0].isEmpty && !parts[1].isEmpty)
    // Neither end keeps a space next to the ellipsis.
    #expect(parts[0].last != " " && parts[1].first != " ")
    #expect(line.width <= 150)
    expectGlyphsMatch(cut, "middle")
  }

  @Test func onlyTheLastLineShownIsCut() throws {
    let cut = layout(.head, lines: 2)
    #expect(cut.lines.count == 2)
    let first = try #require(cut.lines.first)
    #expect(sentence.hasPrefix(first.text) && !first.text.contains("\u{2026}"))
    #expect(cut.lines[1].text.hasPrefix("\u{2026}") && cut.lines[1].text.hasSuffix("dog"))
    expectGlyphsMatch(cut, "two lines")
  }

  @Test func aModeSetOnAViewReachesItsText() {
    let host = ViewHost(
      VStack { Text(sentence).accessibilityIdentifier("text") }
        .lineLimit(1).truncationMode(.middle).frame(width: 150),
      size: CGSize(width: 300, height: 100))
    let texts = host.displayList.items.compactMap { item -> String? in
      guard case .text(let layout, _) = item.content else { return nil }
      return layout.lines.first?.text
    }
    #expect(texts.count == 1)
    #expect(texts.first?.hasPrefix("The") == true && texts.first?.hasSuffix("dog") == true)
  }

  @Test func nothingButTheEllipsisFitsANarrowLine() {
    for mode in [Text.TruncationMode.head, .tail, .middle] {
      let cut = layout(mode, width: 12)
      #expect(cut.lines.map(\.text) == ["\u{2026}"], "\(mode)")
      expectGlyphsMatch(cut, "\(mode)")
    }
  }
}
