// `@Observable` comes with `import Choreo`, as it does with SwiftUI: this file does not import
// Observation, and its models would not compile if Choreo did not re-export it.
import Choreo
import Testing

@MainActor
@Suite("Fine-grained invalidation")
struct InvalidationTests {
  struct Leaves: View {
    let count: Int
    var body: some View {
      ForEach(0..<count) { index in Counter(id: "leaf-\(index)") }
    }
  }

  @Test func changingOneLeafRerunsOneBody() {
    let host = ViewHost(Leaves(count: 500))
    let before = host.graph.bodyEvaluations
    host.perform("leaf-250")
    #expect(host.graph.bodyEvaluations - before == 1)
    #expect(texts(in: host)[250] == "leaf-250: 1")
    #expect(texts(in: host)[249] == "leaf-249: 0")
  }

  struct Parent: View {
    @State private var tick = 0
    var body: some View {
      Group {
        Button("tick \(tick)") { tick += 1 }.accessibilityIdentifier("tick")
        Fixed(label: "same")
      }
    }
  }

  struct Fixed: View {
    let label: String
    var body: some View { Text(label) }
  }

  @Test func aChildWithUnchangedInputsIsNotReevaluated() {
    let host = ViewHost(Parent())
    let before = host.graph.bodyEvaluations
    host.perform("tick")
    // Only Parent's body ran: Fixed got an equal value and the same environment.
    #expect(host.graph.bodyEvaluations - before == 1)
  }

  @Observable final class Model {
    var title = "one"
    var other = 0
  }

  struct Observing: View {
    let model: Model
    var body: some View { Text(model.title) }
  }

  @Test func observableReadsAreTracked() {
    let model = Model()
    let host = ViewHost(Observing(model: model))
    #expect(texts(in: host) == ["one"])
    let before = host.graph.bodyEvaluations
    host.update { model.title = "two" }
    #expect(texts(in: host) == ["two"])
    #expect(host.graph.bodyEvaluations - before == 1)
    host.update { model.other = 5 }
    #expect(host.graph.bodyEvaluations - before == 1)
  }

  struct Reader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text("\(scheme)") }
  }

  struct NonReader: View {
    var body: some View { Text("plain") }
  }

  struct Scheme: View {
    @State var isDark = false
    var body: some View {
      Group {
        Reader()
        NonReader()
        Toggle("dark", isOn: $isDark).accessibilityIdentifier("dark")
      }
      .environment(\.colorScheme, isDark ? .dark : .light)
    }
  }

  @Test func onlyReadersOfAChangedEnvironmentValueRerun() {
    let host = ViewHost(Scheme())
    #expect(texts(in: host).first == "light")
    let before = host.graph.bodyEvaluations
    host.perform("dark")
    #expect(texts(in: host).first == "dark")
    // Scheme and Reader ran; NonReader did not.
    #expect(host.graph.bodyEvaluations - before == 2)
  }
}
