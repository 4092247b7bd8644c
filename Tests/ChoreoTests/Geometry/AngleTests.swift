import Choreo
import Foundation
import Testing

@Suite("Angle")
struct AngleTests {
  @Test func degreesAndRadiansConvert() {
    #expect(abs(Angle(degrees: 180).radians - .pi) < 1e-12)
    #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
    #expect(Angle.degrees(90) == Angle(degrees: 90))
    #expect(Angle.radians(1).radians == 1)
    var angle = Angle()
    angle.degrees = 360
    #expect(abs(angle.radians - 2 * .pi) < 1e-12)
  }

  /// §0: Angle animates its radians multiplied by 128.
  @Test func animatableDataIsRadiansTimes128() {
    var angle = Angle(radians: 0.75)
    #expect(angle.animatableData == 0.75 * 128)
    angle.animatableData = 128
    #expect(angle.radians == 1)
  }

  @Test func arithmeticAndOrderWorkOnRadians() {
    let a = Angle(radians: 1)
    let b = Angle(radians: 0.25)
    #expect((a + b).radians == 1.25)
    #expect((a - b).radians == 0.75)
    #expect((-a).radians == -1)
    #expect((a * 2).radians == 2)
    #expect((2 * a).radians == 2)
    #expect((a / 4).radians == 0.25)
    #expect(b < a)
    #expect([a, b, .zero].sorted() == [.zero, b, a])
    var c = a
    c += b
    c -= Angle(radians: 0.5)
    #expect(c.radians == 0.75)
  }

  @Test func anglesAreNotNormalized() {
    #expect(Angle(degrees: 450) != Angle(degrees: 90))
    #expect(abs(Angle(degrees: 450).degrees - 450) < 1e-12)
  }
}
