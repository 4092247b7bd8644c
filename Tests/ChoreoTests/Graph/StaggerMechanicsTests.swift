import Choreo
import Testing

// The stagger technique (shared/seeds/000): views anywhere in a container publish an id through
// a preference, the container turns the collected ids into delays and hands them back down
// through the environment, and each view reacts to its delay in onChange. Written here as a
// test scene of Choreo's own.

private struct TokensKey: PreferenceKey {
  static let defaultValue: [Namespace.ID] = []
  static func reduce(value: inout [Namespace.ID], nextValue: () -> [Namespace.ID]) {
    value += nextValue()
  }
}

private struct OffsetsKey: EnvironmentKey {
  static let defaultValue: [Namespace.ID: Double] = [:]
}

extension EnvironmentValues {
  fileprivate var offsets: [Namespace.ID: Double] {
    get { self[OffsetsKey.self] }
    set { self[OffsetsKey.self] = newValue }
  }
}

/// Publishes its id and records the delay it is handed.
private struct Staggered: ViewModifier {
  let name: String
  let log: EventLog
  @Namespace private var token
  @Environment(\.offsets) private var offsets

  func body(content: Content) -> some View {
    content
      .preference(key: TokensKey.self, value: [token])
      .onChange(of: offsets[token]) { _, offset in
        guard let offset else { return }
        log.events.append("\(name) \(offset)")
      }
  }
}

/// Collects ids and hands out 0.1 s per position.
private struct StaggerRoot: ViewModifier {
  @State private var tokens: [Namespace.ID] = []

  func body(content: Content) -> some View {
    content
      .environment(
        \.offsets,
        Dictionary(uniqueKeysWithValues: tokens.enumerated().map { ($1, Double($0) / 10) })
      )
      .onPreferenceChange(TokensKey.self) { tokens = $0 }
  }
}

private struct Board: View {
  let log: EventLog
  var body: some View {
    Group {
      Text("header").modifier(Staggered(name: "header", log: log))
      Group {
        ForEach(0..<3) { index in
          Text("cell \(index)").modifier(Staggered(name: "cell \(index)", log: log))
        }
      }
    }
    .modifier(StaggerRoot())
  }
}

@MainActor
@Suite("Stagger mechanics across branches (seed 000)")
struct StaggerMechanicsTests {
  @Test func eachViewSeesItsDelayInTreeOrderWithinTheFirstUpdate() {
    let log = EventLog()
    _ = ViewHost(Board(log: log))
    #expect(log.events == ["header 0.0", "cell 0 0.1", "cell 1 0.2", "cell 2 0.3"])
  }
}
