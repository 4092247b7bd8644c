import Choreo
import Testing

@Suite("Cap insets and tiling along one axis")
struct ImageSlicingTests {
  @Test func capsKeepTheirLengthAndTheMiddleStretches() {
    // A 10-point image with 2-point caps in a 30-point frame: the middle 6 fill 26.
    let axis = ImageAxisMapping(frame: 30, image: 10, start: 2, end: 2, tiles: false)
    #expect(axis.imagePoint(at: 1).coordinate == 1)
    #expect(axis.imagePoint(at: 29).coordinate == 9)
    #expect(axis.imagePoint(at: 15).coordinate == 2 + 13 * 6 / 26)
    #expect(axis.pieces(limit: 10)?.map(\.frame) == [0..<2, 2..<28, 28..<30])
    #expect(axis.pieces(limit: 10)?.map(\.image) == [0..<2, 2..<8, 8..<10])
  }

  @Test func aTiledMiddleRepeatsAtItsOwnLength() {
    let axis = ImageAxisMapping(frame: 20, image: 10, start: 2, end: 2, tiles: true)
    // The middle (image 2..<8) repeats from frame 2: 2..<8, 8..<14, then 14..<18 cut short.
    #expect(axis.imagePoint(at: 9).coordinate == 3)
    #expect(axis.imagePoint(at: 15).coordinate == 3)
    #expect(axis.pieces(limit: 10)?.map(\.frame) == [0..<2, 2..<8, 8..<14, 14..<18, 18..<20])
    #expect(axis.pieces(limit: 10)?.last?.image == 8..<10)
    #expect(axis.pieces(limit: 3) == nil)
  }

  @Test func capsLongerThanTheFrameShrinkTogether() {
    let axis = ImageAxisMapping(frame: 4, image: 10, start: 6, end: 2, tiles: false)
    #expect(axis.start == 3)
    #expect(axis.end == 1)
    #expect(axis.imagePoint(at: 3.5).coordinate == 9.5)
  }

  @Test func badLengthsMapInsideTheImage() {
    let axis = ImageAxisMapping(frame: .nan, image: 10, start: -1, end: .infinity, tiles: true)
    #expect(axis.frameLength == 0)
    #expect(axis.start == 0)
    #expect(axis.end == 0)
    #expect(axis.pieces(limit: 10)?.isEmpty == true)
  }

  @Test(.timeLimit(.minutes(1)))
  func aMiddleTooShortToMoveThePositionEndsTheTiling() throws {
    // The middle (2⁻⁵³) is less than half the rounding step at 2: adding it moves nothing.
    let axis = ImageAxisMapping(
      frame: 3 + 0x1p-51, image: 3, start: 2, end: 1 - 0x1p-53, tiles: true)
    let pieces = try #require(axis.pieces(limit: 4_096))
    #expect(pieces.count <= 4_096)
    #expect(pieces.allSatisfy { $0.frame.lowerBound.isFinite && $0.frame.upperBound.isFinite })
  }
}
