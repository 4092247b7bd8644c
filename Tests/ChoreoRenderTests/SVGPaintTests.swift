import Choreo
import Foundation
import Testing

@testable import ChoreoRender

@Suite("SVG paint")
struct SVGPaintTests {
  private static let red = Color.Resolved(red: 1, green: 0, blue: 0)
  private static let blue = Color.Resolved(red: 0, green: 0, blue: 1)
  private static let redToBlue = ResolvedGradient(stops: [
    .init(color: red, location: 0), .init(color: blue, location: 1),
  ])
  private static let square = CGRect(x: 0, y: 0, width: 100, height: 100)

  private static func stops(of element: SVGElement) -> [String] {
    element.children.map { ($0["offset"] ?? "?") + " " + ($0["stop-color"] ?? "?") }
  }

  @Test func radialStartRadiusMovesTheStopsOut() throws {
    var definitions = SVGDefinitions()
    let outward = try #require(
      SVGPaint(
        .radialGradient(Self.redToBlue, center: .center, startRadius: 10, endRadius: 30),
        bounds: Self.square, coverage: Self.square, definitions: &definitions))
    let inward = try #require(
      SVGPaint(
        .radialGradient(Self.redToBlue, center: .center, startRadius: 30, endRadius: 10),
        bounds: Self.square, coverage: Self.square, definitions: &definitions))
    #expect(outward.value == "url(#gradient1)")
    #expect(inward.value == "url(#gradient2)")
    let elements = definitions.elements
    #expect(elements[0]["r"] == "30")
    #expect(Self.stops(of: elements[0]) == ["0.333 #FF0000", "1 #0000FF"])
    // Reversed: blue at the inner (10 pt) circle, red at the outer (30 pt) one.
    #expect(elements[1]["r"] == "30")
    #expect(Self.stops(of: elements[1]) == ["0.333 #0000FF", "1 #FF0000"])
  }

  @Test func identicalDefinitionsShareOneID() throws {
    var definitions = SVGDefinitions()
    let paint = ResolvedPaint.linearGradient(
      Self.redToBlue, startPoint: .leading, endPoint: .trailing)
    let first = try #require(
      SVGPaint(paint, bounds: Self.square, coverage: Self.square, definitions: &definitions))
    let second = try #require(
      SVGPaint(paint, bounds: Self.square, coverage: Self.square, definitions: &definitions))
    #expect(first.value == second.value)
    #expect(definitions.elements.count == 1)
  }

  /// The colour of the wedge whose middle is nearest `degrees` (clockwise from +x).
  private static func wedgeColor(_ pattern: SVGElement, at degrees: Double) throws -> String {
    var best: (distance: Double, color: String)?
    for wedge in pattern.children {
      let numbers = try #require(wedge["d"]).split(whereSeparator: { "MLZ ".contains($0) })
        .compactMap { Double($0) }
      try #require(numbers.count == 6)
      let start = atan2(numbers[3] - numbers[1], numbers[2] - numbers[0])
      let end = atan2(numbers[5] - numbers[1], numbers[4] - numbers[0])
      var middle = (start + end) / 2 * 180 / .pi
      if abs(end - start) > .pi { middle += 180 }
      var distance = abs((middle - degrees).truncatingRemainder(dividingBy: 360))
      distance = min(distance, 360 - distance)
      if best == nil || distance < best?.distance ?? 0 {
        best = (distance, try #require(wedge["fill"]))
      }
    }
    return try #require(best?.color)
  }

  @Test func angularWedgesFollowSwiftUIsAngles() throws {
    // Equal angles are a full turn: red just after 0°, halfway at 180°, blue just before 360°.
    // Each wedge takes the colour at its middle: 1° is 1/360 of the way.
    let full = try #require(
      SVGAngularPattern(
        gradient: Self.redToBlue, center: CGPoint(x: 50, y: 50), startAngle: .zero,
        endAngle: .zero, coverage: Self.square))
    #expect(try Self.wedgeColor(full.element, at: 1) == "#FE0001")
    #expect(try Self.wedgeColor(full.element, at: 181) == "#7F0080")
    #expect(try Self.wedgeColor(full.element, at: 359) == "#0100FE")
    // A quarter turn: the gap shows the end colour, then the start colour from halfway.
    let quarter = try #require(
      SVGAngularPattern(
        gradient: Self.redToBlue, center: CGPoint(x: 50, y: 50), startAngle: .zero,
        endAngle: .degrees(90), coverage: Self.square))
    #expect(try Self.wedgeColor(quarter.element, at: 45) == "#800080")
    #expect(try Self.wedgeColor(quarter.element, at: 150) == "#0000FF")
    #expect(try Self.wedgeColor(quarter.element, at: 300) == "#FF0000")
    // Every wedge has a colour of its own or is as wide as the merge allows.
    #expect(quarter.element.children.count < SVGAngularPattern.wedgesPerTurn)
  }
}
