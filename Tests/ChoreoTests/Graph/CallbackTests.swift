import Choreo
import Testing

/// Records callback invocations in order.
final class EventLog {
  var events: [String] = []
}

@MainActor
@Suite("onChange, onAppear, onDisappear (§7.4)")
struct CallbackTests {
  struct Watched: View {
    @State var value = 0
    let log: EventLog
    var body: some View {
      Button("bump") { value += 1 }
        .accessibilityIdentifier("bump")
        .onChange(of: value) { old, new in log.events.append("pair \(old)->\(new)") }
        .onChange(of: value) { log.events.append("plain \(value)") }
        .onChange(of: value, initial: true) { old, new in
          log.events.append("initial \(old)->\(new)")
        }
    }
  }

  @Test func bothClosureFormsRunAfterTheUpdateWithCurrentValuesInTreeOrder() {
    let log = EventLog()
    let host = ViewHost(Watched(log: log))
    #expect(log.events == ["initial 0->0"])
    host.perform("bump")
    // Tree order: the outermost modifier (written last) is reached first.
    #expect(log.events == ["initial 0->0", "initial 0->1", "plain 1", "pair 0->1"])
  }

  @Test func onChangeDoesNotFireWithoutAChange() {
    let log = EventLog()
    let host = ViewHost(Watched(log: log))
    host.update {}
    #expect(log.events == ["initial 0->0"])
  }

  struct Lifecycle: View {
    @State var isShown = true
    let log: EventLog
    var body: some View {
      Group {
        if isShown {
          Text("child")
            .onAppear { log.events.append("appear") }
            .onDisappear { log.events.append("disappear") }
        }
        Button("toggle") { isShown.toggle() }.accessibilityIdentifier("toggle")
      }
    }
  }

  @Test func appearanceCallbacksFollowInsertionAndRemoval() {
    let log = EventLog()
    let host = ViewHost(Lifecycle(log: log))
    #expect(log.events == ["appear"])
    host.update {}
    #expect(log.events == ["appear"])
    host.perform("toggle")
    #expect(log.events == ["appear", "disappear"])
    host.perform("toggle")
    #expect(log.events == ["appear", "disappear", "appear"])
  }

  struct Chained: View {
    @State var first = 0
    @State var second = 0
    var body: some View {
      Group {
        Text("\(first) \(second)")
        Button("go") { first = 1 }.accessibilityIdentifier("go")
      }
      .onChange(of: first) { second = first * 10 }
    }
  }

  @Test func stateWrittenByACallbackIsAppliedInTheSameUpdate() {
    let host = ViewHost(Chained())
    host.perform("go")
    #expect(texts(in: host).first == "1 10")
  }

  struct Resettable: View {
    @State var generation = 0
    @State var value = 0
    let log: EventLog
    var body: some View {
      Group {
        Text("\(value)")
          .onChange(of: value) { old, new in log.events.append("\(old)->\(new)") }
          .id(generation)
        Button("both") {
          generation += 1
          value += 1
        }.accessibilityIdentifier("both")
      }
    }
  }

  @Test func anIdentityResetForgetsTheOldValue() {
    let log = EventLog()
    let host = ViewHost(Resettable(log: log))
    host.perform("both")
    #expect(log.events.isEmpty)
  }
}
