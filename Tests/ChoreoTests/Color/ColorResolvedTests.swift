import Choreo
import Foundation
import Testing

@Suite("Color.Resolved")
struct ColorResolvedTests {
  /// The sRGB transfer function (IEC 61966-2-1), written out for the test.
  private func linear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  @Test func linearComponentsDecodeTheSRGBCurve() {
    let color = Color.Resolved(red: 1, green: 0.5, blue: 0.02)
    #expect(color.linearRed == 1)
    #expect(abs(Double(color.linearGreen) - linear(0.5)) < 1e-6)
    #expect(abs(Double(color.linearBlue) - 0.02 / 12.92) < 1e-7)
    #expect(color.opacity == 1)
  }

  @Test func extendedComponentsAreSymmetricAroundZero() {
    let color = Color.Resolved(red: -0.5, green: 1.5, blue: 0)
    #expect(abs(Double(color.linearRed) + linear(0.5)) < 1e-6)
    #expect(abs(Double(color.linearGreen) - linear(1.5)) < 1e-5)
    #expect(abs(color.red - -0.5) < 1e-6)
  }

  /// §3: linear red, green, blue and opacity, each multiplied by 128.
  @Test func animatableDataIsLinearComponentsTimes128() {
    var color = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.25)
    let data = color.animatableData
    #expect(data.first == 128)
    #expect(abs(Double(data.second.first) - linear(0.5) * 128) < 1e-4)
    #expect(data.second.second.first == 0)
    #expect(data.second.second.second == 32)
    color.animatableData = AnimatablePair(64, AnimatablePair(0, AnimatablePair(128, 128)))
    #expect(color.linearRed == 0.5)
    #expect(color.linearBlue == 1)
    #expect(color.opacity == 1)
  }

  /// Halfway from black to white in linear light is linear 0.5, which encodes to ≈ 0.735, not
  /// 0.5: colours animate in linear light (§3).
  @Test func interpolatingAnimatableDataMixesInLinearLight() {
    let black = Color.Resolved(red: 0, green: 0, blue: 0)
    let white = Color.Resolved(red: 1, green: 1, blue: 1)
    var middle = black
    middle.animatableData = black.animatableData.interpolated(
      towards: white.animatableData, amount: 0.5)
    #expect(middle.linearRed == 0.5)
    #expect(abs(middle.red - 0.7353569) < 1e-5)
    #expect(middle.opacity == 1)
  }

  @Test func straightAlphaKeepsColourWhenOpacityAnimates() {
    let opaque = Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1)
    let clear = Color.Resolved(red: 1, green: 0, blue: 0, opacity: 0)
    var middle = opaque
    middle.animatableData = opaque.animatableData.interpolated(
      towards: clear.animatableData, amount: 0.5)
    #expect(middle.red == 1 && middle.green == 0)
    #expect(middle.opacity == 0.5)
  }

  @Test func settersClampBadValues() {
    var color = Color.Resolved(red: 0.2, green: 0.2, blue: 0.2)
    color.opacity = 4
    #expect(color.opacity == 1)
    color.opacity = .nan
    #expect(color.opacity == 0)
    color.linearRed = .nan
    #expect(color.linearRed == 0)
    color.green = .infinity
    #expect(color.green == 1)
    color.animatableData = AnimatablePair(
      .nan, AnimatablePair(.infinity, AnimatablePair(-.infinity, .nan)))
    #expect([color.linearRed, color.linearGreen, color.linearBlue, color.opacity] == [0, 1, 0, 0])
  }

  @Test func gammaSettersRoundTrip() {
    var color = Color.Resolved(red: 0, green: 0, blue: 0)
    color.red = 0.3
    color.blue = 0.9
    #expect(abs(color.red - 0.3) < 1e-6)
    #expect(abs(color.blue - 0.9) < 1e-6)
  }
}
