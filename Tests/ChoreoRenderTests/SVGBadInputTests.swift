import Foundation
import Testing

@testable import Choreo
@testable import ChoreoRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses SVG output as XML.
enum SVGXMLCheck {
  /// Whether `svg` parses as well-formed XML with an `<svg>` root.
  static func isWellFormed(_ svg: String) -> Bool {
    let parser = XMLParser(data: Data(svg.utf8))
    let delegate = RootRecorder()
    parser.delegate = delegate
    return parser.parse() && delegate.root == "svg"
  }

  private final class RootRecorder: NSObject, XMLParserDelegate {
    var root: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if root == nil { root = elementName }
    }
  }
}

@Suite("SVG renderer, given bad input")
struct SVGBadInputTests {
  private static func item(
    frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10),
    transform: CGAffineTransform = .identity, opacity: Double = 1, blur: CGFloat = 0,
    shadows: [DisplayList.Shadow] = [], content: DisplayList.Content
  ) -> DisplayList.Item {
    DisplayList.Item(
      path: "0", identifier: "bad\u{0}id\u{1}", frame: frame, transform: transform,
      opacity: opacity, blurRadius: blur, shadows: shadows, isRemoving: false, content: content)
  }

  private static func shape(
    _ geometry: ShapeDrawing.Geometry,
    paint: ResolvedPaint = .color(.init(red: 1, green: 0, blue: 0)),
    bounds: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)
  ) -> DisplayList.Content {
    .shape(ShapeDrawing(geometry: geometry, paint: paint, paintBounds: bounds))
  }

  private static let red = Color.Resolved(red: 1, green: 0, blue: 0)
  private static let gradient = ResolvedGradient(stops: [
    .init(color: red, location: 0),
    .init(color: Color.Resolved(red: 0, green: 0, blue: 1), location: 1),
  ])

  @Test func nonFiniteAndHugeNumbersGiveValidSVG() {
    let huge: CGFloat = 1e12
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let far = Path(CGRect(x: -huge, y: -huge, width: 2 * huge, height: huge))
    let nan = CGFloat.nan
    let items = [
      Self.item(
        frame: CGRect(x: nan, y: 0, width: 10, height: 10),
        content: Self.shape(.fill(square, FillStyle()))),
      Self.item(
        transform: CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
        content: Self.shape(.fill(square, FillStyle()))),
      Self.item(
        transform: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0),
        content: Self.shape(.fill(square, FillStyle()))),
      Self.item(opacity: .nan, content: Self.shape(.fill(square, FillStyle()))),
      Self.item(
        blur: nan,
        shadows: [
          DisplayList.Shadow(color: Self.red, radius: nan, offset: CGSize(width: nan, height: huge))
        ],
        content: Self.shape(.fill(far, FillStyle()))),
      Self.item(
        frame: CGRect(x: huge, y: -huge, width: huge, height: huge),
        transform: CGAffineTransform(a: huge, b: 0, c: 0, d: huge, tx: -huge, ty: huge),
        content: Self.shape(.fill(far, FillStyle()))),
      Self.item(
        content: Self.shape(
          .stroke(square, StrokeStyle(lineWidth: nan), antialiased: true))),
      Self.item(
        content: Self.shape(
          .stroke(
            square,
            StrokeStyle(lineWidth: 2, miterLimit: nan, dash: [nan, -3, .infinity], dashPhase: nan),
            antialiased: true))),
      Self.item(
        content: Self.shape(
          .stroke(
            square, StrokeStyle(lineWidth: 2, miterLimit: .infinity, dash: [2, 1], dashPhase: nan),
            antialiased: false))),
      Self.item(
        content: Self.shape(
          .fill(square, FillStyle()),
          paint: .linearGradient(
            Self.gradient, startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 1, y: 1)),
          bounds: CGRect(x: nan, y: 0, width: 10, height: 10))),
      Self.item(
        content: Self.shape(
          .fill(far, FillStyle()),
          paint: .radialGradient(
            Self.gradient, center: UnitPoint(x: 0.5, y: 0.5), startRadius: huge, endRadius: 0),
          bounds: far.boundingRect)),
      Self.item(
        content: Self.shape(
          .fill(far, FillStyle()),
          paint: .angularGradient(
            Self.gradient, center: UnitPoint(x: 0.5, y: 0.5), startAngle: .zero, endAngle: .zero),
          bounds: far.boundingRect)),
      Self.item(
        content: .image(
          DisplayList.ImageContent(
            name: "missing", file: "/nonexistent.png", size: CGSize(width: 10, height: 10)))),
    ]
    let list = DisplayList(size: CGSize(width: CGFloat.nan, height: huge), items: items)
    let svg = SVGRenderer(scale: .infinity).render(list)
    #expect(SVGXMLCheck.isWellFormed(svg))
    #expect(!svg.lowercased().contains("nan"))
    #expect(!svg.lowercased().contains("inf"))
    // No exponent notation (hex colours aside, where E is a digit).
    let numbers = svg.replacingOccurrences(
      of: "#[0-9A-F]{6}", with: "", options: .regularExpression)
    #expect(numbers.range(of: "[0-9][eE][-+]?[0-9]", options: .regularExpression) == nil)
    #expect(svg.contains("1000000000000"))
    // Items with a NaN or infinite frame, transform or opacity, a NaN line width or a gradient
    // over NaN bounds draw nothing; so does the image. Six are left.
    #expect(svg.components(separatedBy: "data-id=").count - 1 == 6)
    // Characters XML cannot hold are replaced in the identifier.
    #expect(svg.contains("data-id=\"bad\u{FFFD}id\u{FFFD}\""))
  }

  @Test func numbersPrintFixedPointWithoutNegativeZero() {
    #expect(SVGNumberFormatter.string(0.0) == "0")
    #expect(SVGNumberFormatter.string(-0.0) == "0")
    #expect(SVGNumberFormatter.string(-0.0004) == "0")
    #expect(SVGNumberFormatter.string(0.1 + 0.2) == "0.3")
    #expect(SVGNumberFormatter.string(-2.5) == "-2.5")
    #expect(SVGNumberFormatter.string(1.0 / 3) == "0.333")
    #expect(SVGNumberFormatter.string(0.0456) == "0.046")
    #expect(SVGNumberFormatter.string(1e12) == "1000000000000")
    #expect(SVGNumberFormatter.string(-1e30) == "-1000000000000000")
    #expect(SVGNumberFormatter.string(Double.nan) == nil)
    #expect(SVGNumberFormatter.string(-Double.infinity) == nil)
  }
}
