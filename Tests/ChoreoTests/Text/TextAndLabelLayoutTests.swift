import Choreo
import Foundation
import Testing

/// Text beside other text, truncated or fixed, and symbols and labels under a font.
@MainActor
struct TextAndLabelLayoutTests {
  let environment = EnvironmentValues()

  // The ideal (unwrapped) width of `string` in the body font.
  func ideal(_ string: String) -> CGFloat {
    Text(verbatim: string).sizeThatFits(.unspecified, environment: environment).width
  }

  // SwiftUI (§9.2): an HStack sizes its least flexible child first. A short text is less
  // flexible than a long one, so it keeps its ideal width and the long text wraps into what
  // is left, whichever comes first.
  @Test func aShortTextBesideALongOneKeepsItsIdealWidth() {
    let long = "The quick brown fox jumps over the lazy dog again and again"
    for shortFirst in [false, true] {
      let host = ViewHost(
        HStack(spacing: 8) {
          if shortFirst { Text("Short").accessibilityIdentifier("short") }
          Text(long).accessibilityIdentifier("long")
          if !shortFirst { Text("Short").accessibilityIdentifier("short") }
        }
        .frame(width: 200))
      let short = host.frame(of: "short")
      let wrapped = host.frame(of: "long")
      #expect(short?.width == ideal("Short"))
      #expect(
        short?.height == Text("x").sizeThatFits(.unspecified, environment: environment).height)
      // The long text is proposed what is left and wraps to it.
      let rest = 200 - 8 - ideal("Short")
      #expect((wrapped?.width ?? .nan) <= rest)
      #expect((wrapped?.height ?? 0) > (short?.height ?? .nan))
    }
  }

  // SwiftUI: `lineLimit(1)` text in a narrower frame truncates with "…" and reports at most
  // the proposed width and one line; `fixedSize()` makes it ignore the frame and take its
  // ideal width.
  @Test func oneLineTextTruncatesInANarrowFrameAndFixedSizeIgnoresIt() throws {
    let sentence = "The quick brown fox jumps over the lazy dog"
    let host = ViewHost(
      VStack {
        Text(sentence).lineLimit(1).accessibilityIdentifier("truncated").frame(width: 100)
        Text(sentence).fixedSize().accessibilityIdentifier("fixed").frame(width: 100)
      })
    let lineHeight = Text("x").sizeThatFits(.unspecified, environment: environment).height
    let truncated = try #require(host.frame(of: "truncated"))
    #expect(truncated.width <= 100 && truncated.width > 0)
    #expect(truncated.height == lineHeight)
    var limited = environment
    limited.lineLimit = 1
    let layout = Text(sentence).layout(for: ProposedViewSize(width: 100, height: nil), in: limited)
    #expect(layout.lines.count == 1 && layout.lines[0].text.hasSuffix("\u{2026}"))
    let fixed = try #require(host.frame(of: "fixed"))
    #expect(fixed.size == CGSize(width: ideal(sentence), height: lineHeight))
  }

  // SwiftUI: a symbol image scales with the font in the environment, and a Label's font
  // reaches both its icon and its title. Choreo's symbols are 1.2 × the font size square
  // (Docs/Divergences.md).
  @Test func symbolsAndLabelIconsFollowTheFont() throws {
    let host = ViewHost(
      VStack {
        Image(systemName: "sun.max").font(.largeTitle).accessibilityIdentifier("large")
        Image(systemName: "moon").font(.caption).accessibilityIdentifier("small")
        Label {
          Text("Title").accessibilityIdentifier("title")
        } icon: {
          Image(systemName: "chevron.right").accessibilityIdentifier("icon")
        }
        .font(.title)
      })
    #expect(host.frame(of: "large")?.size == CGSize(width: 34 * 1.2, height: 34 * 1.2))
    #expect(host.frame(of: "small")?.size == CGSize(width: 12 * 1.2, height: 12 * 1.2))
    let icon = try #require(host.frame(of: "icon"))
    let title = try #require(host.frame(of: "title"))
    #expect(icon.size == CGSize(width: 28 * 1.2, height: 28 * 1.2))
    var titled = environment
    titled.font = .title
    #expect(title.size == Text("Title").sizeThatFits(.unspecified, environment: titled))
    #expect(title.minX > icon.maxX)
  }

  // A Label whose registered image is missing shows the 24-point placeholder before its
  // title and reports the name once (SwiftUI logs a missing asset once and shows nothing;
  // Choreo documents its placeholder).
  @Test func aLabelWithAMissingImageShowsThePlaceholderAndReportsOnce() throws {
    let host = ViewHost(
      VStack {
        Label("One", image: "label-missing-image")
        Label("Two", image: "label-missing-image")
      })
    host.layoutIfNeeded()
    var icons: [CGRect] = []
    var titles: [CGRect] = []
    host.forEachNode { node in
      if node.view is Image { icons.append(node.frame) }
      if node.view is Text { titles.append(node.frame) }
    }
    #expect(icons.count == 2 && titles.count == 2)
    #expect(icons.allSatisfy { $0.size == CGSize(width: 24, height: 24) })
    let reports = host.diagnostics.filter { $0.text.contains("label-missing-image") }
    #expect(reports.count == 1)
  }
}
