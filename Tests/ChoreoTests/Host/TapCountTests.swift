import Choreo
import Foundation
import Testing

/// What the taps ran, in order.
@MainActor
private final class TapLog {
  var entries: [String] = []
}

/// A card that opens on a single tap, holding a photo that likes on a double tap.
private struct Card: View {
  let log: TapLog

  var body: some View {
    Block(width: 100, height: 100)
      .onTapGesture(count: 2) { log.entries.append("like") }
      .accessibilityIdentifier("photo")
      .frame(width: 200, height: 200)
      .contentShape(Rectangle())
      .onTapGesture { log.entries.append("open") }
  }
}

@MainActor
@Suite("Tap counts")
struct TapCountTests {
  @Test func aDoubleTapViewRunsOnTheSecondTapOfARun() {
    let log = TapLog()
    let host = ViewHost(
      Block(width: 100, height: 100).onTapGesture(count: 2) { log.entries.append("double") }
        .accessibilityIdentifier("view"))
    #expect(!host.tap("view"))
    #expect(log.entries.isEmpty)
    #expect(host.tap("view"))
    #expect(log.entries == ["double"])
    // The third tap waits for a fourth.
    #expect(!host.tap("view"))
    #expect(host.tap("view"))
    #expect(log.entries == ["double", "double"])
  }

  @Test func tapsApartInTimeOrPlaceStartNewRuns() throws {
    let log = TapLog()
    let host = ViewHost(
      Block(width: 100, height: 100).onTapGesture(count: 2) { log.entries.append("double") }
        .accessibilityIdentifier("view"))
    let frame = try #require(host.frame(of: "view"))
    host.tap("view")
    host.advance(by: 0.5)
    host.tap("view")
    #expect(log.entries.isEmpty)
    // Within the interval, but 30 points from the last tap.
    host.tap(at: CGPoint(x: frame.midX + 30, y: frame.midY))
    #expect(log.entries.isEmpty)
    // Within 0.3 s and 10 points: a double tap.
    host.advance(by: 0.25)
    host.tap(at: CGPoint(x: frame.midX + 33, y: frame.midY + 4))
    #expect(log.entries == ["double"])
  }

  @Test func aSingleTapViewRunsAtEveryTap() {
    let log = TapLog()
    let host = ViewHost(
      Block(width: 100, height: 100).onTapGesture { log.entries.append("single") }
        .accessibilityIdentifier("view"))
    host.tap("view")
    host.tap("view")
    host.tap("view")
    #expect(log.entries == ["single", "single", "single"])
  }

  @Test func aSingleTapBehindADoubleTapWaitsForItToTimeOut() {
    let log = TapLog()
    let host = ViewHost(Card(log: log))
    host.tap("photo")
    #expect(log.entries.isEmpty)
    host.advance(by: 0.2)
    #expect(log.entries.isEmpty)
    host.advance(by: 0.2)
    #expect(log.entries == ["open"])
  }

  @Test func aDoubleTapInFrontOfASingleTapRunsOnlyItself() {
    let log = TapLog()
    let host = ViewHost(Card(log: log))
    host.tap("photo")
    host.advance(by: 0.1)
    host.tap("photo")
    host.advance(by: 1)
    #expect(log.entries == ["like"])
    // A tap on the card outside the photo opens it at once.
    host.tap(at: CGPoint(x: 390 / 2 - 90, y: 844 / 2 - 90))
    #expect(log.entries == ["like", "open"])
  }

  @Test func aTapElsewhereEndsTheRunAndRunsWhatWaited() {
    let log = TapLog()
    let host = ViewHost(Card(log: log))
    host.tap("photo")
    host.tap(at: CGPoint(x: 390 / 2 - 90, y: 844 / 2 - 90))
    #expect(log.entries == ["open", "open"])
  }

  @Test func aTapGestureWithACountCountsToo() {
    let log = TapLog()
    let host = ViewHost(
      Block(width: 100, height: 100)
        .gesture(TapGesture(count: 3).onEnded { log.entries.append("triple") })
        .accessibilityIdentifier("view"))
    host.tap("view")
    host.tap("view")
    #expect(log.entries.isEmpty)
    host.tap("view")
    #expect(log.entries == ["triple"])
  }

  @Test func countsBelowOneCountAsOne() {
    let log = TapLog()
    let host = ViewHost(
      Block(width: 100, height: 100).onTapGesture(count: 0) { log.entries.append("tap") }
        .accessibilityIdentifier("view"))
    host.tap("view")
    #expect(log.entries == ["tap"])
  }

  @Test func aTapGestureWhoseCountIsSetBelowOneCountsOne() {
    let log = TapLog()
    var gesture = TapGesture()
    gesture.count = 0
    let host = ViewHost(
      Block(width: 100, height: 100).gesture(gesture.onEnded { log.entries.append("tap") })
        .accessibilityIdentifier("view"))
    host.tap("view")
    #expect(log.entries == ["tap"])
  }
}
