import Choreo
import Foundation
import Testing

@Suite("Colours per colour scheme")
struct ColorSchemeTests {
  private func resolve(_ color: Color, _ scheme: ColorScheme) -> [Float] {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    let resolved = color.resolve(in: environment)
    return [resolved.red, resolved.green, resolved.blue, resolved.opacity]
  }

  private func bytes(_ r: Float, _ g: Float, _ b: Float, _ a: Float = 1) -> [Float] {
    [r / 255, g / 255, b / 255, a]
  }

  private func near(_ a: [Float], _ b: [Float]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 }
  }

  /// iOS system colours (UIKit's systemRed etc., light and dark).
  @Test func systemColoursHaveIOSLightAndDarkValues() {
    let table: [(Color, [Float], [Float])] = [
      (.red, bytes(255, 59, 48), bytes(255, 69, 58)),
      (.orange, bytes(255, 149, 0), bytes(255, 159, 10)),
      (.yellow, bytes(255, 204, 0), bytes(255, 214, 10)),
      (.green, bytes(52, 199, 89), bytes(48, 209, 88)),
      (.mint, bytes(0, 199, 190), bytes(99, 230, 226)),
      (.teal, bytes(48, 176, 199), bytes(64, 200, 224)),
      (.cyan, bytes(50, 173, 230), bytes(100, 210, 255)),
      (.blue, bytes(0, 122, 255), bytes(10, 132, 255)),
      (.indigo, bytes(88, 86, 214), bytes(94, 92, 230)),
      (.purple, bytes(175, 82, 222), bytes(191, 90, 242)),
      (.pink, bytes(255, 45, 85), bytes(255, 55, 95)),
      (.brown, bytes(162, 132, 94), bytes(172, 142, 104)),
      (.gray, bytes(142, 142, 147), bytes(142, 142, 147)),
      (.white, [1, 1, 1, 1], [1, 1, 1, 1]),
      (.black, [0, 0, 0, 1], [0, 0, 0, 1]),
      (.clear, [0, 0, 0, 0], [0, 0, 0, 0]),
      (.primary, [0, 0, 0, 1], [1, 1, 1, 1]),
      (.secondary, bytes(60, 60, 67, 0.6), bytes(235, 235, 245, 0.6)),
      (.accentColor, bytes(0, 122, 255), bytes(10, 132, 255)),
    ]
    for (color, light, dark) in table {
      #expect(near(resolve(color, .light), light), "\(color) in light mode")
      #expect(near(resolve(color, .dark), dark), "\(color) in dark mode")
    }
  }

  @Test func constantsIgnoreTheScheme() {
    let constant = Color(red: 0.2, green: 0.4, blue: 0.6)
    #expect(resolve(constant, .light) == resolve(constant, .dark))
  }

  @Test func shapeStyleMembersAreTheSystemColours() {
    func style<S: ShapeStyle>(_ style: S) -> S { style }
    #expect(style(.red) == Color.red)
    #expect(style(.clear) == Color.clear)
  }
}
