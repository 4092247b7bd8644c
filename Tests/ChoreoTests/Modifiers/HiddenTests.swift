import Choreo
import Testing

/// A tappable block behind another, hidden one; the last tap's name is shown below them.
private struct Behind: View {
  @State private var last = ""

  var body: some View {
    VStack(spacing: 0) {
      ZStack {
        Color.red.frame(width: 100, height: 100).onTapGesture { last = "behind" }
        Color.blue.frame(width: 100, height: 100).onTapGesture { last = "hidden" }
          .hidden()
          .accessibilityIdentifier("hidden")
      }
      Text(last)
    }
  }
}

@MainActor
@Suite("hidden()")
struct HiddenTests {
  @Test func aHiddenViewKeepsItsPlaceButIsNotDrawn() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.red.frame(width: 40, height: 30).hidden().accessibilityIdentifier("hidden")
        Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("shown")
      }, size: CGSize(width: 100, height: 100))
    #expect(host.rect("hidden") == CGRect(x: 30, y: 25, width: 40, height: 30))
    #expect(host.rect("shown") == CGRect(x: 30, y: 55, width: 40, height: 20))
    #expect(host.displayList.items.compactMap(\.identifier) == ["shown"])
  }

  @Test func aTapOnAHiddenViewReachesTheViewBehindIt() {
    let host = ViewHost(Behind())
    #expect(host.tap("hidden"))
    #expect(texts(in: host).last == "behind")
  }
}
