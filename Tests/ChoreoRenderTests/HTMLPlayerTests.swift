import Choreo
import Foundation
import Testing

@testable import ChoreoRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A dot that slides right over one second once it appears.
private struct Slide: View {
  @State private var moved = false

  var body: some View {
    Circle().fill(Color.red).frame(width: 20, height: 20)
      .offset(x: moved ? 60 : -60)
      .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
  }
}

/// What `XMLParser` finds in a page: its elements' attributes, text and order.
private final class PageOutline: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  private(set) var elements: [Element] = []
  private var open: [Int] = []

  /// Parses `page` as XML; `nil` if it is not well-formed.
  static func parse(_ page: String) -> PageOutline? {
    let outline = PageOutline()
    let parser = XMLParser(data: Data(page.utf8))
    parser.delegate = outline
    return parser.parse() ? outline : nil
  }

  func element(id: String) -> Element? {
    elements.first { $0.attributes["id"] == id }
  }

  func elements(named name: String) -> [Element] {
    elements.filter { $0.name == name }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: elementName, attributes: attributeDict))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let last = open.last { elements[last].text += string }
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    if let last = open.last { elements[last].text += String(decoding: block, as: UTF8.self) }
  }
}

@MainActor
@Suite("HTML player")
struct HTMLPlayerTests {
  private static let size = CGSize(width: 160, height: 40)

  /// Frames of `Slide` at 0, 0.25 … 1 s: five different SVG documents.
  private static func slideFrames() -> [String] {
    let host = ViewHost(Slide(), size: size)
    return (0...4).map { frame in
      host.advance(to: Double(frame) / 4)
      return SVGRenderer().render(host.displayList)
    }
  }

  /// A frame's data URI: in `src` for the first frame, in `data-src` (loaded by the script) for
  /// the others.
  private static func source(_ image: PageOutline.Element) -> String? {
    image.attributes["src"] ?? image.attributes["data-src"]
  }

  private static func decodedSources(_ outline: PageOutline) -> [String] {
    outline.elements(named: "img").compactMap { image in
      guard let source = source(image),
        let comma = source.firstIndex(of: ","),
        let data = Data(base64Encoded: String(source[source.index(after: comma)...]))
      else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
  }

  @Test func everyFrameAppearsOnceAndInOrder() throws {
    let frames = Self.slideFrames()
    #expect(Set(frames).count == frames.count)
    let page = try HTMLPlayer(title: "Slide", size: Self.size).render(svg: frames)
    let outline = try #require(PageOutline.parse(page))
    let images = outline.elements(named: "img")
    #expect(images.count == frames.count)
    #expect(Self.decodedSources(outline) == frames)
    for (index, image) in images.enumerated() {
      let source = try #require(Self.source(image))
      #expect(source.hasPrefix("data:image/svg+xml;base64,"))
      #expect(page.components(separatedBy: source).count == 2)
      #expect(image.attributes["alt"] == "frame \(index)")
      #expect(image.attributes["class"] == (index == 0 ? "current" : nil))
      // Only the first frame loads with the page; the script loads the others.
      #expect((image.attributes["src"] != nil) == (index == 0))
      #expect((image.attributes["data-src"] != nil) == (index != 0))
    }
  }

  @Test func pngFramesAreEmbeddedAsPNGDataURIs() throws {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let frames = [Data(signature + [1, 2, 3]), Data(signature + [4, 5])]
    let page = try HTMLPlayer(size: Self.size).render(frames.map { .png($0) })
    let outline = try #require(PageOutline.parse(page))
    let sources = outline.elements(named: "img").compactMap(Self.source)
    #expect(sources == frames.map { "data:image/png;base64," + $0.base64EncodedString() })
  }

  @Test func svgAndPNGFramesMix() throws {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let page = try HTMLPlayer(size: Self.size).render([.svg("<svg/>"), .png(png)])
    let outline = try #require(PageOutline.parse(page))
    let sources = outline.elements(named: "img").compactMap(Self.source)
    #expect(
      sources.map { $0.prefix(while: { $0 != ";" }) } == ["data:image/svg+xml", "data:image/png"])
  }

  @Test func controlsExistWithTheirRanges() throws {
    let frames = Self.slideFrames()
    let page = try HTMLPlayer(framesPerSecond: 4, size: Self.size).render(svg: frames)
    let outline = try #require(PageOutline.parse(page))
    for id in ["stage", "controls", "play", "back", "forward", "time"] {
      #expect(outline.element(id: id) != nil, "no element with id \(id)")
    }
    let scrubber = try #require(outline.element(id: "scrubber"))
    #expect(scrubber.name == "input")
    #expect(scrubber.attributes["type"] == "range")
    #expect(scrubber.attributes["min"] == "0")
    #expect(scrubber.attributes["max"] == "\(frames.count - 1)")
    #expect(scrubber.attributes["step"] == "1")
    let speed = try #require(outline.element(id: "speed"))
    #expect(speed.name == "select")
    let options = outline.elements(named: "option")
    #expect(options.map { $0.attributes["value"] } == ["0.25", "0.5", "1", "2"])
    #expect(options.map(\.text) == ["0.25×", "0.5×", "1×", "2×"])
    #expect(options.map { $0.attributes["selected"] } == [nil, nil, "selected", nil])
    let loop = try #require(outline.element(id: "loop"))
    #expect(loop.attributes["type"] == "checkbox")
    #expect(loop.attributes["checked"] == "checked")
    #expect(outline.element(id: "time")?.text == "0.000 s · frame 0 of 5")
    let stage = try #require(outline.element(id: "stage"))
    #expect(stage.attributes["data-fps"] == "4.0")
    #expect(stage.attributes["style"] == "width: 160px; height: 40px")
    for id in ["play", "back", "forward"] {
      #expect(outline.element(id: id)?.attributes["type"] == "button")
    }
  }

  @Test func scriptAndStyleAreInlineAndTheOnlyOnes() throws {
    let page = try HTMLPlayer(size: Self.size).render(svg: Self.slideFrames())
    let outline = try #require(PageOutline.parse(page))
    let scripts = outline.elements(named: "script")
    #expect(scripts.count == 1)
    #expect(scripts.first?.attributes["src"] == nil)
    #expect(scripts.first?.text.contains(HTMLPlayer.script) == true)
    #expect(outline.elements(named: "style").first?.text.contains(HTMLPlayer.style) == true)
    #expect(outline.elements(named: "link").isEmpty)
    // Nothing is fetched: every URL in the page is a data URI or the XHTML namespace.
    for element in outline.elements {
      for name in ["src", "data-src", "href"] {
        if let url = element.attributes[name] { #expect(url.hasPrefix("data:")) }
      }
    }
    // The only address in the page is the XHTML namespace, which is never fetched.
    #expect(page.components(separatedBy: "://").count == 2)
    #expect(page.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\""))
  }

  @Test func scriptAndStyleCannotEndTheirElementsEarly() {
    for source in [HTMLPlayer.script, HTMLPlayer.style] {
      #expect(!source.contains("]]>"))
      #expect(!source.lowercased().contains("</script"))
      #expect(!source.lowercased().contains("</style"))
    }
  }

  @Test func titleIsEscaped() throws {
    let title = "<b>Tom & \"Jerry\"</b>'s </title><script>alert(1)</script>\u{1}\u{FFFE}"
    let page = try HTMLPlayer(title: title, size: Self.size).render(svg: ["<svg/>"])
    #expect(!page.contains("<b>"))
    #expect(!page.contains("</title><script>"))
    let outline = try #require(PageOutline.parse(page))
    let shown = "<b>Tom & \"Jerry\"</b>'s </title><script>alert(1)</script>\u{FFFD}\u{FFFD}"
    #expect(outline.elements(named: "title").map(\.text) == [shown])
    #expect(outline.elements(named: "h1").map(\.text) == [shown])
    #expect(
      Markup.escaped("a&b<c>d\"e'f\tg")
        == "a&amp;b&lt;c&gt;d&quot;e'f&#9;g")
  }

  @Test func hostileFrameContentCannotBreakThePage() throws {
    let hostile = "<svg><!-- </script></template></div>]]> --></svg>"
    let page = try HTMLPlayer(size: Self.size).render(svg: [hostile, "<svg/>"])
    #expect(!page.contains("</template>"))
    #expect(page.components(separatedBy: "</script>").count == 2)
    let outline = try #require(PageOutline.parse(page))
    #expect(Self.decodedSources(outline) == [hostile, "<svg/>"])
  }

  @Test func sameInputGivesTheSameBytes() throws {
    let frames = Self.slideFrames()
    let first = try HTMLPlayer(title: "Slide", framesPerSecond: 24, size: Self.size)
      .render(svg: frames)
    let second = try HTMLPlayer(title: "Slide", framesPerSecond: 24, size: Self.size)
      .render(svg: Self.slideFrames())
    #expect(Data(first.utf8) == Data(second.utf8))
  }

  @Test func zeroFramesIsAnError() {
    #expect(throws: HTMLPlayerError.noFrames) {
      try HTMLPlayer(size: Self.size).render([])
    }
    #expect(
      HTMLPlayerError.noFrames.description
        == "cannot write an HTML player without frames: pass at least one frame")
  }

  @Test(arguments: [0, -30, Double.nan, Double.infinity, 1_001, 9e307])
  func badFrameRatesAreRefused(rate: Double) {
    let error = #expect(throws: HTMLPlayerError.self) {
      try HTMLPlayer(framesPerSecond: rate, size: Self.size).render(svg: ["<svg/>"])
    }
    guard case .invalidFrameRate = error else {
      Issue.record("expected invalidFrameRate, got \(String(describing: error))")
      return
    }
  }

  @Test(arguments: [
    CGSize(width: 0, height: 10), CGSize(width: 10, height: -1),
    CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity),
  ])
  func badSizesAreRefused(size: CGSize) {
    let error = #expect(throws: HTMLPlayerError.self) {
      try HTMLPlayer(size: size).render(svg: ["<svg/>"])
    }
    guard case .invalidSize = error else {
      Issue.record("expected invalidSize, got \(String(describing: error))")
      return
    }
  }

  @Test func rawPixelsAreNotMistakenForPNG() {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(throws: HTMLPlayerError.notPNG(index: 1)) {
      try HTMLPlayer(size: Self.size).render([.png(png), .png(Data([255, 0, 0, 255]))])
    }
  }
}
