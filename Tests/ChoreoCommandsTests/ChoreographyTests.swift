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
}
