import Choreo
import Testing

/// A view type's facts (how it lays out and draws) come from the type, not from the first
/// value met: a value cast sees through an `Optional`, which would give `if` content the facts
/// of the view it wraps.
@MainActor
@Suite("View type facts of optional content")
struct OptionalTypeFactsTests {
  struct ShownContent: View {
    var body: some View {
      VStack(spacing: 0) {
        if true { Text("shown").accessibilityIdentifier("shown") }
        if true { Text("padded").padding(4).accessibilityIdentifier("padded") }
        if true { Rectangle().frame(width: 20, height: 10) }
      }
    }
  }

  @Test func contentOfAnIfShownTheFirstTimeItsTypeIsMetLaysOutAndDrawsOnce() throws {
    let host = ViewHost(ShownContent(), size: CGSize(width: 200, height: 100))
    let list = host.displayList.description
    let lines = list.split(separator: "\n")
    #expect(lines.filter { $0.contains("text \"shown\"") }.count == 1, "\(list)")
    #expect(lines.filter { $0.contains("text \"padded\"") }.count == 1, "\(list)")
    #expect(lines.filter { $0.contains(" shape ") }.count == 1, "\(list)")
    let text = try #require(host.frame(of: "shown"))
    let padded = try #require(host.frame(of: "padded"))
    // Stacked without spacing: the padded text starts where the first one ends.
    #expect(abs(padded.minY - text.maxY) < 0.001)
  }
}
