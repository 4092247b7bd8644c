import Choreo
import Foundation
import Testing

@MainActor
@Suite("Text as a view: environment, modifiers, baselines, diagnostics")
struct TextViewTests {
  let reference = FreeTypeReference(file: FreeTypeReference.sans)

  func width(_ string: String, size: CGFloat) -> CGFloat {
    reference.points(reference.width(of: string), size: size).rounded(.up)
  }

  @Test func sizeUsesTheEnvironmentFontUnlessTheTextHasItsOwn() {
    var environment = EnvironmentValues()
    #expect(
      Text("Hello").sizeThatFits(.unspecified, environment: environment).width
        == width("Hello", size: 17))
    environment.font = .title
    #expect(
      Text("Hello").sizeThatFits(.unspecified, environment: environment).width
        == width("Hello", size: 28))
    #expect(
      Text("Hello").font(.caption).sizeThatFits(.unspecified, environment: environment).width
        == width("Hello", size: 12))
  }

  @Test func textsInDifferentEnvironmentsMeasuredInTurnEachReadTheirOwn() {
    let plain = EnvironmentValues()
    var titled = plain
    titled.font = .title
    var limited = titled
    limited.lineLimit = 1
    let text = Text("ab ab ab")
    let narrow = ProposedViewSize(width: width("ab ab", size: 28), height: nil)
    for _ in 0..<2 {
      #expect(
        text.sizeThatFits(.unspecified, environment: plain).width == width("ab ab ab", size: 17))
      #expect(text.layout(for: narrow, in: titled).lines.count == 2)
      #expect(text.layout(for: narrow, in: limited).lines.count == 1)
      #expect(
        text.sizeThatFits(.unspecified, environment: titled).width == width("ab ab ab", size: 28))
    }
  }

  @Test func lineLimitAndAlignmentComeFromTheEnvironment() {
    let text = Text("ab ab ab ab a")
    let proposal = ProposedViewSize(width: width("ab ab", size: 17), height: nil)
    var environment = EnvironmentValues()
    let free = text.layout(for: proposal, in: environment)
    #expect(free.lines.map(\.text) == ["ab ab", "ab ab", "a"])
    environment.lineLimit = 2
    #expect(text.layout(for: proposal, in: environment).lines.count == 2)
    environment.lineLimit = nil
    environment.multilineTextAlignment = .trailing
    let trailing = text.layout(for: proposal, in: environment)
    #expect(trailing.lines.allSatisfy { $0.origin.x + $0.width == free.size.width })
    // Trailing is the left edge right to left.
    environment.layoutDirection = .rightToLeft
    #expect(text.layout(for: proposal, in: environment).lines.allSatisfy { $0.origin.x == 0 })
  }

  @Test func baselinesAreExplicitAlignments() {
    let text = Text("first\nsecond")
    let environment = EnvironmentValues()
    let size = text.sizeThatFits(.unspecified, environment: environment)
    let ascent = reference.points(reference.hheaAscender, size: 17)
    let spacing = reference.points(reference.hheaLineSpacing, size: 17)
    #expect(
      text.explicitAlignment(of: .firstTextBaseline, size: size, environment: environment)
        == ascent)
    #expect(
      text.explicitAlignment(of: .lastTextBaseline, size: size, environment: environment)
        == ascent + spacing)
    #expect(text.explicitAlignment(of: .top, size: size, environment: environment) == nil)
  }

  @Test func modifiersMakeDifferentValuesAndKeepTheContent() {
    let plain = Text("same")
    #expect(plain.bold() != plain)
    #expect(plain.bold() == plain.bold())
    #expect(plain.italic().font(.title).fontWeight(.light).content == "same")
    #expect(plain.bold(false) == plain)
  }

  final class Seen {
    var font: Font?
    var lineLimit: Int?
    var alignment: TextAlignment?
  }

  struct Probe: View {
    let seen: Seen
    @Environment(\.font) var font
    @Environment(\.lineLimit) var lineLimit
    @Environment(\.multilineTextAlignment) var alignment
    var body: some View {
      seen.font = font
      seen.lineLimit = lineLimit
      seen.alignment = alignment
      return Text("probe")
    }
  }

  @Test func viewModifiersSetTheEnvironment() {
    let seen = Seen()
    _ = ViewHost(Probe(seen: seen))
    #expect(seen.font == nil && seen.lineLimit == nil && seen.alignment == .leading)
    _ = ViewHost(
      Probe(seen: seen).font(.headline).lineLimit(3).multilineTextAlignment(.center))
    #expect(seen.font == .headline)
    #expect(seen.lineLimit == 3)
    #expect(seen.alignment == .center)
  }

  @Test func aMissingFontShowsDejaVuSansAndIsReportedOnce() {
    let missing = Text("Hi").font(.custom("ChoreoMissingInHost", size: 14))
    let host = ViewHost(missing)
    let reports = host.diagnostics.filter { $0.text.contains("ChoreoMissingInHost") }
    #expect(reports.count == 1)
    #expect(reports.first?.text.contains("/ChoreoMissingInHost.ttf") == true)
    #expect(reports.first?.viewType == "Text")
    let environment = EnvironmentValues()
    #expect(
      missing.sizeThatFits(.unspecified, environment: environment)
        == Text("Hi").font(.system(size: 14)).sizeThatFits(.unspecified, environment: environment))
  }

  @Test func textsInAnHStackAlignOnTheirFirstBaselines() throws {
    let host = ViewHost(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("Big").font(.largeTitle).accessibilityIdentifier("big")
        Text("small").font(.caption).accessibilityIdentifier("small")
      })
    let big = try #require(host.frame(of: "big"))
    let small = try #require(host.frame(of: "small"))
    #expect(big.size.width == width("Big", size: 34))
    #expect(big.size.height == reference.points(reference.hheaLineSpacing, size: 34).rounded(.up))
    #expect(small.size.width == width("small", size: 12))
    let bigBaseline = big.minY + reference.points(reference.hheaAscender, size: 34)
    let smallBaseline = small.minY + reference.points(reference.hheaAscender, size: 12)
    #expect(abs(bigBaseline - smallBaseline) < 1e-9)
    #expect(small.minX == big.maxX)
  }

  @Test func textWrapsInsideANarrowFrame() throws {
    let host = ViewHost(
      Text("ab ab ab ab a").accessibilityIdentifier("text").frame(width: width("ab ab", size: 17)))
    let frame = try #require(host.frame(of: "text"))
    let spacing = reference.points(reference.hheaLineSpacing, size: 17)
    #expect(frame.size.width == width("ab ab", size: 17))
    #expect(frame.size.height == (3 * spacing).rounded(.up))
  }

  @Test func aLineLimitBelowOneIsReported() {
    let host = ViewHost(Text("x").lineLimit(0))
    #expect(host.diagnostics.contains { $0.text.contains("lineLimit(0)") })
  }
}
