import Choreo
import Foundation
import Testing

/// `bold(_:)`, `italic(_:)` and `fontWeight(_:)` on a view set the text inside it; the closest
/// setting wins, and a text's own wins over all.
@MainActor
struct ViewFontModifierTests {
  let environment = EnvironmentValues()
  let word = "Choreographies"

  func width(_ text: Text) -> CGFloat {
    text.sizeThatFits(.unspecified, environment: environment).width
  }

  func width<V: View>(in view: V) -> CGFloat? {
    ViewHost(view, size: CGSize(width: 400, height: 100)).frame(of: "word")?.width
  }

  @Test func aViewsBoldAndItalicReachItsText() {
    let bold = width(in: VStack { Text(word).accessibilityIdentifier("word") }.bold())
    #expect(bold == width(Text(word).bold()))
    #expect(width(Text(word).bold()) != width(Text(word)))
    // Oblique faces keep the upright advances: the file drawn tells them apart.
    let host = ViewHost(VStack { Text(word) }.italic(), size: CGSize(width: 400, height: 100))
    let files = host.displayList.items.flatMap { item -> [String] in
      guard case .text(let layout, _) = item.content else { return [] }
      return layout.runs.map(\.fontFile)
    }
    let italicFile = Text(word).italic().layout(for: .unspecified, in: environment).runs
      .first?.fontFile
    #expect(files == [italicFile])
    #expect(italicFile?.contains("Oblique") == true)
  }

  @Test func theClosestWeightWins() {
    let boldInside = width(
      in: VStack { Text(word).accessibilityIdentifier("word") }.bold().fontWeight(.light))
    #expect(boldInside == width(Text(word).bold()))
    let lightInside = width(
      in: VStack { Text(word).accessibilityIdentifier("word") }.fontWeight(.ultraLight).bold())
    #expect(lightInside == width(Text(word).fontWeight(.ultraLight)))
    let undone = width(
      in: VStack { Text(word).accessibilityIdentifier("word") }.bold(false).bold())
    #expect(undone == width(Text(word)))
  }

  @Test func aTextsOwnWeightWinsAndTheViewsSlantStays() {
    let own = width(
      in: VStack { Text(word).fontWeight(.ultraLight).accessibilityIdentifier("word") }.bold())
    #expect(own == width(Text(word).fontWeight(.ultraLight)))
    let both = width(
      in: VStack { Text(word).bold().accessibilityIdentifier("word") }.italic())
    #expect(both == width(Text(word).bold().italic()))
    // A text with a font of its own is set bold too.
    let titled = width(
      in: VStack { Text(word).font(.title).accessibilityIdentifier("word") }.bold())
    #expect(titled == width(Text(word).font(.title).bold()))
  }
}
