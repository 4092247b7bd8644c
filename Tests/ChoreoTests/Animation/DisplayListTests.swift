import Choreo
import Foundation
import Testing

@MainActor
private final class Switch3 {
  var binding: Binding<Bool>?
}

private struct Card: View {
  let handle: Switch3
  @State private var isShown = true

  var body: some View {
    handle.binding = $isShown
    return ZStack {
      Color.blue.frame(width: 60, height: 40).accessibilityIdentifier("back")
      if isShown {
        Text("Hi").opacity(0.5).accessibilityIdentifier("label")
      }
      Circle().frame(width: 10, height: 10).offset(x: 20).zIndex(-1)
        .accessibilityIdentifier("dot")
    }
  }
}

@MainActor
@Suite("The display list")
struct DisplayListTests {
  @Test func itemsComeBackToFrontWithTheirEffects() throws {
    let handle = Switch3()
    let host = ViewHost(Card(handle: handle), size: CGSize(width: 200, height: 100))
    let list = host.displayList
    #expect(list.size == CGSize(width: 200, height: 100))
    // The dot has zIndex −1: drawn first, behind the colour.
    let lines = list.description.split(separator: "\n").dropFirst()
    #expect(lines.count == 3)
    #expect(lines.first?.contains("#dot") == true)
    #expect(lines.first?.contains("transform [1 0 0 1 20 0]") == true)
    #expect(lines.dropFirst().first?.contains("#back") == true)
    #expect(lines.last?.contains("#label") == true)
    #expect(lines.last?.contains("opacity 0.5") == true)
    #expect(lines.last?.contains("text \"Hi\"") == true)
    // A stable dump: the same instant, the same text.
    #expect(host.displayList.description == list.description)
    #expect(host.displayList == list)
  }

  @Test func aViewTransitioningOutIsStillDrawnAndMarked() {
    let handle = Switch3()
    let host = ViewHost(Card(handle: handle), size: CGSize(width: 200, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = false } }
    host.advance(to: 0.5)
    let label = host.displayList.description.split(separator: "\n").first { $0.contains("#label") }
    #expect(label?.contains("removing") == true)
    // Its own 0.5, times the fade-out half done.
    #expect(label?.contains("opacity 0.25") == true)
    host.advance(to: 1.1)
    #expect(!host.displayList.description.contains("#label"))
  }
}
