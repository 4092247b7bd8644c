import Choreo
import Foundation
import Testing

@Suite("Color constructors")
struct ColorTests {
  private let light = EnvironmentValues()

  private func rgba(_ color: Color) -> [Float] {
    let resolved = color.resolve(in: light)
    return [resolved.red, resolved.green, resolved.blue, resolved.opacity]
  }

  private func near(_ a: [Float], _ b: [Float], _ tolerance: Float = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func rgbComponentsRoundTripThroughLinearStorage() {
    #expect(near(rgba(Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.8)), [1, 0.5, 0.25, 0.8]))
    #expect(rgba(Color(red: 0, green: 0, blue: 0)) == [0, 0, 0, 1])
    #expect(near(rgba(Color(white: 0.5, opacity: 0.3)), [0.5, 0.5, 0.5, 0.3]))
  }

  /// Golden values of the HSB model (UIColor's): h·6 picks the sector, f its fraction,
  /// p = v(1 − s), q = v(1 − s·f), t = v(1 − s(1 − f)).
  @Test func hueSaturationBrightnessMatchesTheHSBModel() {
    #expect(near(rgba(Color(hue: 0, saturation: 1, brightness: 1)), [1, 0, 0, 1]))
    #expect(near(rgba(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), [0, 1, 0, 1]))
    #expect(near(rgba(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)), [0, 0, 1, 1]))
    #expect(near(rgba(Color(hue: 0.5, saturation: 1, brightness: 1)), [0, 1, 1, 1]))
    // Seed 000's first sample colours: hue ix / 20 at saturation and brightness 0.8.
    #expect(
      near(
        rgba(Color(hue: 0.05, saturation: 0.8, brightness: 0.8)),
        [0.8, 0.8 * (1 - 0.8 * 0.7), 0.8 * 0.2, 1]))
    #expect(
      near(
        rgba(Color(hue: 0.45, saturation: 0.8, brightness: 0.8)),
        [0.8 * 0.2, 0.8, 0.8 * (1 - 0.8 * 0.3), 1]))
    #expect(near(rgba(Color(hue: 0.2, saturation: 0, brightness: 0.4)), [0.4, 0.4, 0.4, 1]))
  }

  @Test func hsbInputsOutsideTheUnitRangeAreClamped() {
    #expect(
      near(
        rgba(Color(hue: 1.5, saturation: 2, brightness: -1)),
        rgba(Color(hue: 1, saturation: 1, brightness: 0))))
    #expect(near(rgba(Color(hue: 1, saturation: 1, brightness: 1)), [1, 0, 0, 1]))
    #expect(near(rgba(Color(hue: .nan, saturation: .nan, brightness: .nan)), [0, 0, 0, 1]))
  }

  @Test func linearAndDisplayP3ComponentsConvertToExtendedSRGB() {
    let linear = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).resolve(in: light)
    #expect(linear.linearRed == 0.5)
    #expect(linear.linearBlue == 1)
    let p3Red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: light)
    // P3's red lies outside sRGB: linear sRGB (1.2249, −0.0421, −0.0196).
    #expect(abs(p3Red.linearRed - 1.2249401) < 1e-5)
    #expect(abs(p3Red.linearGreen - -0.042057) < 1e-5)
    #expect(p3Red.red > 1)
    let p3White = Color(.displayP3, white: 1).resolve(in: light)
    #expect(near([p3White.red, p3White.green, p3White.blue], [1, 1, 1], 1e-5))
  }

  @Test func opacityMultiplies() {
    #expect(near(rgba(Color.red.opacity(0.5).opacity(0.5)), [1, 59 / 255, 48 / 255, 0.25]))
    #expect(rgba(Color.red.opacity(7))[3] == 1)
    #expect(rgba(Color.red.opacity(-1))[3] == 0)
    #expect(rgba(Color.red.opacity(.nan))[3] == 0)
  }

  @Test func nonFiniteComponentsNeverReachTheResolvedColour() {
    let resolved = Color(red: .nan, green: .infinity, blue: -.infinity, opacity: .nan)
      .resolve(in: light)
    #expect([resolved.red, resolved.green, resolved.blue, resolved.opacity] == [0, 1, 0, 0])
    #expect(rgba(Color(red: 2, green: -0.5, blue: 0, opacity: 3)) == [2, -0.5, 0, 1])
  }

  @Test func descriptionsNameSystemColoursAndPrintConstantsAsHex() {
    #expect(Color.red.description == "red")
    #expect(Color(red: 1, green: 0, blue: 0).description == "#FF0000FF")
    #expect(Color("brand").description == "NamedColor(brand)")
    #expect(
      Color(red: 0, green: 0, blue: 1, opacity: 0.5).resolve(in: light).description == "#0000FF80")
  }

  /// A colour's opacity is printed as a whole percentage, rounded half up, as SwiftUI does.
  @Test func anOpacityIsDescribedAsAWholePercentage() {
    #expect(Color.red.opacity(0.5).description == "50% red")
    #expect(Color.red.opacity(0.334).description == "33% red")
    #expect(Color.red.opacity(0.336).description == "34% red")
    #expect(Color.red.opacity(0.3).opacity(0.5).description == "50% 30% red")
  }

  @Test func colorsAreEqualByHowTheyAreMade() {
    #expect(Color.red == Color.red)
    #expect(Color.red != Color.blue)
    #expect(Color(Color.Resolved(red: 1, green: 0, blue: 0)) == Color(red: 1, green: 0, blue: 0))
  }

  @Test func theGradientRunsFromALighterColourToTheColour() {
    guard
      case .linearGradient(let gradient, let start, let end) = Color.blue.gradient.resolvePaint(
        in: light)
    else {
      Issue.record("expected a linear gradient")
      return
    }
    #expect(start == .top && end == .bottom)
    #expect(gradient.stops.count == 2)
    #expect(gradient.stops[1].color == Color.blue.resolve(in: light))
    let top = gradient.stops[0].color
    #expect(
      top.red + top.green + top.blue > gradient.stops[1].color.red + gradient.stops[1].color.green
        + gradient.stops[1].color.blue)
    #expect(top.opacity == 1)
  }
}
