import Choreo
import Foundation
import Testing

/// `lineLimit(_:reservesSpace:)` and the range forms of `lineLimit(_:)`: text as tall as the
/// lines it reserves, however few it shows, and no more lines than its limit.
@MainActor
struct ReservedLinesTests {
  let environment = EnvironmentValues()

  /// The height of `count` lines of body text.
  func height(ofLines count: Int) -> CGFloat {
    let lines = (1...count).map(String.init).joined(separator: "\n")
    return Text(lines).sizeThatFits(.unspecified, environment: environment).height
  }

  func size<V: View>(of view: V) -> CGSize? {
    ViewHost(view, size: CGSize(width: 120, height: 400)).frame(of: "text")?.size
  }

  let long = "A sentence long enough to wrap over many lines in a narrow column of text"

  @Test func reservingSpaceMakesShortTextAsTallAsItsLimit() {
    let idealWidth = Text("One").sizeThatFits(.unspecified, environment: environment).width
    let reserved = size(
      of: Text("One").accessibilityIdentifier("text").lineLimit(3, reservesSpace: true))
    #expect(reserved == CGSize(width: idealWidth, height: height(ofLines: 3)))
    let unreserved = size(
      of: Text("One").accessibilityIdentifier("text").lineLimit(3, reservesSpace: false))
    #expect(unreserved == CGSize(width: idealWidth, height: height(ofLines: 1)))
  }

  @Test func aClosedRangeReservesItsLowerBoundAndLimitsToItsUpper() {
    let short = size(of: Text("One").accessibilityIdentifier("text").lineLimit(2...4))
    #expect(short?.height == height(ofLines: 2))
    let wrapped = size(of: Text(long).accessibilityIdentifier("text").lineLimit(2...4))
    #expect(wrapped?.height == height(ofLines: 4))
    #expect((wrapped?.width ?? .infinity) <= 120)
  }

  @Test func partialRangesReserveOrLimitOnly() {
    let from = size(of: Text("One").accessibilityIdentifier("text").lineLimit(2...))
    #expect(from?.height == height(ofLines: 2))
    let unlimited = size(of: Text(long).accessibilityIdentifier("text").lineLimit(2...))
    #expect((unlimited?.height ?? 0) > height(ofLines: 4))
    let through = size(of: Text(long).accessibilityIdentifier("text").lineLimit(...1))
    #expect(through?.height == height(ofLines: 1))
  }

  @Test func theClosestLimitSetsBoth() {
    let inner = size(
      of: VStack { Text("One").accessibilityIdentifier("text").lineLimit(3, reservesSpace: true) }
        .lineLimit(1))
    #expect(inner?.height == height(ofLines: 3))
    let outer = size(
      of: VStack { Text("One").accessibilityIdentifier("text").lineLimit(1) }
        .lineLimit(3, reservesSpace: true))
    #expect(outer?.height == height(ofLines: 1))
  }

  @Test func aProposedHeightCapsTheReservedLines() {
    let oneLine = height(ofLines: 1)
    let capped = ViewHost(
      Text("One").lineLimit(3, reservesSpace: true).accessibilityIdentifier("text")
        .frame(height: oneLine),
      size: CGSize(width: 120, height: 400)
    ).frame(of: "text")
    #expect(capped?.height == oneLine)
  }
}
