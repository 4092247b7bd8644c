import Choreo
import Testing

extension EnvironmentValues {
  @Entry var greeting: String = "hello"
  @Entry var optionalNote: String?
}

extension Transaction {
  @Entry var origin = "unknown"
}

@MainActor
@Suite("ViewHost")
struct ViewHostTests {
  @Test func timeStartsAtZeroAndOnlyMovesForward() {
    let host = ViewHost(Text("x"))
    #expect(host.time == 0)
    host.advance(by: 0.5)
    host.advance(by: -1)
    host.advance(by: Double.nan)
    #expect(host.time == 0.5)
    host.advance(to: 0.25)
    #expect(host.time == 0.5)
    host.advance(to: 2)
    #expect(host.time == 2)
  }

  @Test func badSizesBecomeZero() {
    let host = ViewHost(Text("x"), size: CGSize(width: -3, height: CGFloat.nan))
    #expect(host.size == .zero)
  }

  @Test func performReportsAnUnknownIdentifier() {
    let host = ViewHost(Text("x"))
    #expect(!host.perform("missing"))
    #expect(host.diagnostics.contains { $0.text.contains("missing") })
  }

  @Test func onTapGestureIsAPrimaryAction() {
    struct Tappable: View {
      @State var taps = 0
      var body: some View {
        Text("taps \(taps)").onTapGesture { taps += 1 }.accessibilityIdentifier("text")
      }
    }
    let host = ViewHost(Tappable())
    host.perform("text")
    #expect(texts(in: host) == ["taps 1"])
  }

  @Test func renderTreeShowsTypesIdentitiesStateAndTransactions() {
    let host = ViewHost(Counter(id: "c"))
    host.update { withAnimation(.linear) { _ = host.perform("c") } }
    let tree = host.renderTree()
    #expect(tree.hasPrefix("Counter [body] state: 1"))
    #expect(tree.contains("#c"))
    #expect(tree.contains("transaction: animation: BezierAnimation"))
  }

  struct Greeter: View {
    @Environment(\.greeting) private var greeting
    @Environment(\.optionalNote) private var note
    var body: some View { Text("\(greeting) \(note ?? "none")") }
  }

  @Test func entryMacroDeclaresEnvironmentAndTransactionValues() {
    let host = ViewHost(
      Group {
        Greeter(); Greeter().environment(\.greeting, "hi")
      })
    #expect(texts(in: host) == ["hello none", "hi none"])
    var transaction = Transaction()
    #expect(transaction.origin == "unknown")
    transaction.origin = "tap"
    #expect(transaction.origin == "tap")
  }
}
