import Choreo
import Testing

/// Collects strings in tree order.
struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = ["default"]
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

/// Shows what a preference reader saw, and how often it was called.
final class PreferenceLog {
  var values: [[String]] = []
}

@MainActor
@Suite("Preferences (§7.1)")
struct PreferenceTests {
  @Test func siblingsCombineInTreeOrderAndOnlyProducersTakePart() {
    let log = PreferenceLog()
    _ = ViewHost(
      Group {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        Text("no producer")
        Group {
          Text("b").preference(key: NamesKey.self, value: ["b"])
          Text("c").preference(key: NamesKey.self, value: ["c"])
        }
      }.onPreferenceChange(NamesKey.self) { log.values.append($0) })
    // The first producer's value is taken as is: "default" never appears.
    #expect(log.values == [["a", "b", "c"]])
  }

  @Test func anOuterWriteShadowsInnerOnes() {
    let log = PreferenceLog()
    _ = ViewHost(
      Group {
        Text("a").preference(key: NamesKey.self, value: ["inner"])
          .preference(key: NamesKey.self, value: ["outer"])
      }.onPreferenceChange(NamesKey.self) { log.values.append($0) })
    #expect(log.values == [["outer"]])
  }

  @Test func withoutProducersTheReaderSeesTheDefault() {
    let log = PreferenceLog()
    _ = ViewHost(Text("x").onPreferenceChange(NamesKey.self) { log.values.append($0) })
    #expect(log.values == [["default"]])
  }

  @Test func transformPreferenceChangesTheCombinedValue() {
    let log = PreferenceLog()
    _ = ViewHost(
      Group {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        Text("b").preference(key: NamesKey.self, value: ["b"])
      }
      .transformPreference(NamesKey.self) { $0.reverse() }
      .onPreferenceChange(NamesKey.self) { log.values.append($0) })
    #expect(log.values == [["b", "a"]])
  }

  struct Changing: View {
    @State var names = ["one"]
    let log: PreferenceLog
    var body: some View {
      Group {
        Text("x").preference(key: NamesKey.self, value: names)
        Button("same") { names = names }.accessibilityIdentifier("same")
        Button("change") { names.append("more") }.accessibilityIdentifier("change")
      }.onPreferenceChange(NamesKey.self) { log.values.append($0) }
    }
  }

  @Test func onPreferenceChangeRunsOnceInitiallyThenOnlyOnChange() {
    let log = PreferenceLog()
    let host = ViewHost(Changing(log: log))
    #expect(log.values == [["one"]])
    host.perform("same")
    host.update {}
    #expect(log.values == [["one"]])
    host.perform("change")
    #expect(log.values == [["one"], ["one", "more"]])
  }
}

@MainActor
@Suite("Preference order of overlays and backgrounds (§7.1)")
struct LayerPreferenceOrderTests {
  @Test func overlaysComeAfterAndBackgroundsBeforeThePrimaryView() {
    let log = PreferenceLog()
    _ = ViewHost(
      Text("primary")
        .preference(key: NamesKey.self, value: ["primary"])
        .overlay { Text("o").preference(key: NamesKey.self, value: ["overlay"]) }
        .background { Text("b").preference(key: NamesKey.self, value: ["background"]) }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) })
    #expect(log.values == [["background", "primary", "overlay"]])
  }
}
