import Choreo
import Testing

private struct CounterKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@MainActor
@Suite("Misuse is reported, never a crash")
struct BadInputTests {
  @Test func duplicateForEachIDsAreReportedOnceAndAllViewsShow() {
    let host = ViewHost(ForEach([1, 2, 1, 1], id: \.self) { Text("\($0)") })
    #expect(texts(in: host) == ["1", "2", "1", "1"])
    let reports = host.diagnostics.filter { $0.text.contains("occurs multiple times") }
    #expect(reports.count == 1)
    #expect(reports.first?.viewType?.hasPrefix("ForEach") == true)
  }

  struct WritesDuringBody: View {
    @State var count = 0
    var body: some View {
      if count < 1 { count += 1 }
      return Text("count \(count)")
    }
  }

  @Test func stateWrittenDuringBodyIsReportedAndAppliedAfterwards() {
    let host = ViewHost(WritesDuringBody())
    #expect(texts(in: host) == ["count 1"])
    let report = host.diagnostics.first { $0.text.contains("Modifying state during view update") }
    #expect(report?.viewType == "WritesDuringBody")
  }

  struct Feedback: View {
    @State var value = 0
    var body: some View {
      Text("\(value)")
        .preference(key: CounterKey.self, value: value)
        .onPreferenceChange(CounterKey.self) { value = $0 + 1 }
    }
  }

  @Test func aPreferenceLoopStopsWithOneDiagnosticNamingTheKey() {
    let host = ViewHost(Feedback())
    let loops = host.diagnostics.filter { $0.text.contains("Update loop") }
    #expect(loops.count == 1)
    #expect(loops.first?.text.contains("CounterKey") == true)
    #expect(loops.first?.viewType?.contains("PreferenceActionModifier<CounterKey>") == true)
    #expect(loops.first?.path == "body/body")
    // The engine keeps working: a later update runs and reports nothing new.
    host.update {}
    #expect(host.diagnostics.filter { $0.text.contains("Update loop") }.count == 1)
  }

  @Test func stateReadOutsideAHostGivesTheInitialValueAndADiagnostic() {
    struct Unhosted: View {
      @State var value = 42
      var body: some View { Text("\(value)") }
    }
    let view = Unhosted()
    #expect(view.value == 42)
    view.value = 7
    #expect(view.value == 42)
    #expect(
      Diagnostics.unhosted.messages.contains { $0.text.contains("outside of being installed") })
  }

  struct Owner: View {
    @State var isShown = true
    @State var captured: Binding<Int>?
    var body: some View {
      Group {
        if isShown { Holder(capture: { captured = $0 }) }
        Button("hide") { isShown = false }.accessibilityIdentifier("hide")
        Button("write") { captured?.wrappedValue = 9 }.accessibilityIdentifier("write")
      }
    }
  }

  struct Holder: View {
    let capture: (Binding<Int>) -> Void
    @State private var value = 0
    var body: some View {
      Text("\(value)").onAppear { capture($value) }
    }
  }

  @Test func aBindingToARemovedViewIsReportedAndIgnored() {
    let host = ViewHost(Owner())
    host.perform("hide")
    host.perform("write")
    #expect(host.diagnostics.contains { $0.text.contains("after its view left the tree") })
  }
}
