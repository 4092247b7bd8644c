import Choreo
import Foundation
import Testing

@testable import ChoreoRender

/// A square that fades in when tapped.
struct FadingSquare: View {
  @State private var isShown = false

  var body: some View {
    Rectangle().fill(Color.red).frame(width: 20, height: 20)
      .opacity(isShown ? 1 : 0.2)
      .accessibilityIdentifier("square")
      .onTapGesture { withAnimation(.linear(duration: 1)) { isShown = true } }
  }
}

let fading = Choreography(
  "fading", summary: "A square fades in.", size: CGSize(width: 40, height: 40), duration: 2,
  script: [.tap("square", at: 0.5)]
) {
  FadingSquare()
}

@Suite("Choreographies and their player")
@MainActor
struct ChoreographyTests {
  @Test func cuesRunAtTheirTimes() throws {
    let player = ChoreographyPlayer(fading)
    player.seek(to: 0.4)
    #expect(player.host.snapshot(of: "square")?.opacity == 0.2)
    player.seek(to: 1)
    // Tapped at 0.5 s, half of a one-second linear fade from 0.2 to 1.
    let opacity = try #require(player.host.snapshot(of: "square")?.opacity)
    #expect(abs(opacity - 0.6) < 1e-9)
  }

  @Test func framesDependOnlyOnTheTime() {
    let stepped = ChoreographyPlayer(fading)
    for time in stride(from: 0.0, through: 1.2, by: 0.1) { stepped.seek(to: time) }
    let fresh = ChoreographyPlayer(fading)
    #expect(stepped.displayList(at: 1.25) == fresh.displayList(at: 1.25))
    // Going back in time replays from the start.
    #expect(stepped.displayList(at: 0.75) == ChoreographyPlayer(fading).displayList(at: 0.75))
  }

  @Test func cuesAreSortedStablyByTime() {
    let choreography = Choreography(
      "cues", summary: "", duration: 1,
      script: [.tap("b", at: 0.5), .tap("a", at: 0.1), .tap("c", at: 0.5), .tap("d", at: .nan)]
    ) { EmptyView() }
    #expect(
      choreography.script.map(\.description) == [
        "tap \"d\" at 0 s", "tap \"a\" at 0.1 s", "tap \"b\" at 0.5 s", "tap \"c\" at 0.5 s",
      ])
  }

  @Test func badNamesAndSizesAreRefused() {
    let spaced = Choreography("two words", summary: "", duration: 1) { EmptyView() }
    #expect(throws: ChoreographyError.invalidName("two words")) { try spaced.validate() }
    let empty = fading.resized(to: CGSize(width: 0, height: 10))
    #expect(throws: ChoreographyError.invalidSize(name: "fading", size: empty.size)) {
      try empty.validate()
    }
    let infinite = fading.resized(to: CGSize(width: CGFloat.infinity, height: 10))
    #expect(throws: ChoreographyError.self) { try infinite.validate() }
  }

  @Test func frameTimesCoverTheDuration() {
    #expect(ChoreographyPlayer.frameTimes(duration: 0.1, fps: 30).count == 3)
    #expect(ChoreographyPlayer.frameTimes(duration: 2, fps: 30).count == 60)
    #expect(ChoreographyPlayer.frameTimes(duration: 0, fps: 30) == [0])
    #expect(ChoreographyPlayer.frameTimes(duration: 1, fps: .nan).count == 30)
  }

  @Test func durationsTooLongForAListOfTimesAreCountedAndCapped() {
    #expect(ChoreographyPlayer.frameTimes(duration: .nan, fps: 30) == [0])
    #expect(ChoreographyPlayer.frameTimes(duration: -1, fps: 30) == [0])
    #expect(ChoreographyPlayer.frameCount(duration: 1e10, fps: 60) == 6e11)
    #expect(ChoreographyPlayer.frameCount(duration: .infinity, fps: 60) == .infinity)
    let capped = ChoreographyPlayer.frameTimes(duration: 1e300, fps: 60)
    #expect(capped.count == ChoreographyPlayer.maximumFrameTimes)
    #expect(capped.last == Double(ChoreographyPlayer.maximumFrameTimes - 1) / 60)
  }
}

/// A knob that follows a drag and turns green when the drag ends.
struct DraggedKnob: View {
  @State private var offset = CGFloat(0)
  @State private var isDropped = false

  var body: some View {
    Rectangle().fill(isDropped ? Color.green : Color.gray).frame(width: 10, height: 10)
      .offset(x: offset)
      .gesture(
        DragGesture()
          .onChanged { offset = $0.translation.width }
          .onEnded { _ in isDropped = true }
      )
      .accessibilityIdentifier("knob")
  }
}

/// The knob dragged 60 points right over one second, starting at 0.5 s.
let dragging = Choreography(
  "dragging", summary: "A knob follows a drag.", size: CGSize(width: 100, height: 20),
  duration: 2,
  script: [.drag(from: CGPoint(x: 50, y: 10), to: CGPoint(x: 110, y: 10), duration: 1, at: 0.5)]
) {
  DraggedKnob()
}

@Suite("Drags in choreographies")
@MainActor
struct ChoreographyDragTests {
  private func knobX(at time: TimeInterval, of player: ChoreographyPlayer) throws -> CGFloat {
    player.seek(to: time)
    return try #require(player.host.snapshot(of: "knob")).frame.midX
  }

  @Test func aFrameInsideADragShowsThePressWhereItIsThen() throws {
    let player = ChoreographyPlayer(dragging)
    #expect(try knobX(at: 0.4, of: player) == 50)
    // 0.5 s into the one-second drag: 30 of its 60 points, as of the step at 1.0 s.
    #expect(try knobX(at: 1.0, of: player) == 80)
    #expect(try knobX(at: 1.25, of: player) == 95)
    #expect(player.host.time == 1.25)
    // After the drag: at its end, and dropped.
    #expect(try knobX(at: 1.75, of: player) == 110)
    let dropped = player.displayList(at: 1.75)
    let fresh = ChoreographyPlayer(dragging).displayList(at: 1.75)
    #expect(dropped == fresh)
  }

  @Test func seekingBackIntoADragReplaysIt() throws {
    let player = ChoreographyPlayer(dragging)
    _ = player.displayList(at: 1.9)
    #expect(player.displayList(at: 0.9) == ChoreographyPlayer(dragging).displayList(at: 0.9))
    #expect(try knobX(at: 0.9, of: player) == 74)
  }
}
