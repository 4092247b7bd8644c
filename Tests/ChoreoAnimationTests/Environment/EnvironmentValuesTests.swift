import ChoreoAnimation
import Testing

private struct AccentKey: EnvironmentKey {
  static let defaultValue = 0.5
}

private struct NameKey: EnvironmentKey {
  static let defaultValue = "root"
}

@Suite("EnvironmentValues (§7.3)")
struct EnvironmentValuesTests {
  @Test func customKeyReadsItsDefaultUntilWritten() {
    let environment = EnvironmentValues()
    #expect(environment[AccentKey.self] == 0.5)
    #expect(environment[NameKey.self] == "root")
  }

  @Test func writesAreReadBackAndOverwritten() {
    var environment = EnvironmentValues()
    environment[AccentKey.self] = 0.8
    #expect(environment[AccentKey.self] == 0.8)
    #expect(environment[NameKey.self] == "root")  // other keys keep their defaults
    environment[AccentKey.self] = 0.25
    #expect(environment[AccentKey.self] == 0.25)
  }

  @Test func environmentsAreValues() {
    var parent = EnvironmentValues()
    parent[NameKey.self] = "parent"
    var child = parent
    child[NameKey.self] = "child"
    #expect(parent[NameKey.self] == "parent")
    #expect(child[NameKey.self] == "child")
  }

  @Test func versionChangesOnEveryWriteAndOnlyThen() {
    var environment = EnvironmentValues()
    let initial = environment.version
    environment[AccentKey.self] = 0.8
    let afterWrite = environment.version
    #expect(afterWrite != initial)
    _ = environment[AccentKey.self]
    #expect(environment.version == afterWrite)  // reading does not change it
    let copy = environment
    #expect(copy.version == afterWrite)  // an unchanged copy keeps it
    environment[AccentKey.self] = 0.8  // rewriting the same value still counts as a write
    #expect(environment.version != afterWrite)
    #expect(copy.version == afterWrite)
  }
}
