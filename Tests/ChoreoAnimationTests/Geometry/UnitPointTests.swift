import ChoreoAnimation
import Foundation
import Testing

@Suite("UnitPoint (§0)")
struct UnitPointTests {
  @Test func animatableDataIsTheCoordinatesTimes128() {
    // §0: SwiftUI scales unit points by 128 before animating them.
    let point = UnitPoint(x: 0.25, y: 1)
    #expect(point.animatableData == AnimatablePair(CGFloat(0.25 * 128), CGFloat(1 * 128)))
  }

  @Test func settingAnimatableDataDividesBy128() {
    var point = UnitPoint.zero
    point.animatableData = AnimatablePair(64, -128)
    #expect(point == UnitPoint(x: 0.5, y: -1))
  }

  @Test func animatableDataRoundTrips() {
    var point = UnitPoint.center
    let data = UnitPoint(x: 0.3, y: 0.7).animatableData
    point.animatableData = data
    // Multiplying and dividing by a power of two is exact.
    #expect(point == UnitPoint(x: 0.3, y: 0.7))
  }
}
