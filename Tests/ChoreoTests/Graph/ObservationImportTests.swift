// Only Choreo is imported here, as a SwiftUI file imports only SwiftUI: `@Observable` must come
// with it (this file does not compile otherwise).
import Choreo
import Testing

@MainActor
@Suite("@Observable with import Choreo alone")
struct ObservationImportTests {
  @Observable final class Counter {
    var count = 0
  }

  struct Showing: View {
    let counter: Counter
    var body: some View { Text("count \(counter.count)") }
  }

  @Test func aViewFollowsAnObservableModel() {
    let counter = Counter()
    let host = ViewHost(Showing(counter: counter))
    #expect(host.displayList.description.contains("\"count 0\""))
    host.update { counter.count = 3 }
    #expect(host.displayList.description.contains("\"count 3\""))
  }
}
