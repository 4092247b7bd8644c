import Choreo
import Testing

private struct DepthKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var depth: Int {
    get { self[DepthKey.self] }
    set { self[DepthKey.self] = newValue }
  }
}

@MainActor
@Suite("Environment (§7.3)")
struct EnvironmentTests {
  struct ShowDepth: View {
    @Environment(\.depth) private var depth
    var body: some View { Text("depth \(depth)") }
  }

  @Test func closestWriterWins() {
    let host = ViewHost(
      Group {
        ShowDepth()
        ShowDepth().environment(\.depth, 2)
        Group { ShowDepth() }.environment(\.depth, 3).environment(\.depth, 9)
      }.environment(\.depth, 1))
    #expect(texts(in: host) == ["depth 1", "depth 2", "depth 3"])
  }

  @Test func transformEnvironmentSeesTheInheritedValue() {
    let host = ViewHost(
      ShowDepth().transformEnvironment(\.depth) { $0 += 10 }.environment(\.depth, 5))
    #expect(texts(in: host) == ["depth 15"])
  }

  @Test func theHostsEnvironmentIsTheRootEnvironment() {
    var environment = EnvironmentValues()
    environment.depth = 7
    let host = ViewHost(ShowDepth(), environment: environment)
    #expect(texts(in: host) == ["depth 7"])
  }

  struct Enabled: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text("enabled \(isEnabled)") }
  }

  @Test func disabledTurnsOffIsEnabledAndAnInnerFalseDoesNotReenable() {
    let host = ViewHost(
      Group {
        Enabled()
        Enabled().disabled(false)
      }.disabled(true))
    #expect(texts(in: host) == ["enabled false", "enabled false"])
  }

  @Test func disabledButtonsDoNotRun() {
    let host = ViewHost(Counter(id: "off").disabled(true))
    #expect(!host.perform("off"))
    #expect(texts(in: host) == ["off: 0"])
  }
}
