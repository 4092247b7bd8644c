import Testing

@testable import Choreo

@MainActor
@Suite("Transactions reaching views updated on their own")
struct AncestorTransactionTests {
  struct Inner: View {
    @State var flag = false
    var body: some View {
      Text(flag ? "on" : "off").onTapGesture { flag.toggle() }.accessibilityIdentifier("inner")
    }
  }

  private func textTransaction<V: View>(_ host: ViewHost<V>) -> Transaction? {
    var found: Transaction?
    host.forEachNode { if $0.view is Text { found = $0.lastTransaction } }
    return found
  }

  @Test func anAncestorTransactionModifierAppliesToADescendantsOwnStateChange() {
    let host = ViewHost(Inner().transaction { $0.animation = .snappy })
    host.perform("inner")
    #expect(textTransaction(host)?.animation == .snappy)
  }

  @Test func anUnchangedImplicitAnimationLetsTheExplicitOnePass() {
    struct Scene: View {
      @State var flag = false
      let fixed = 0
      var body: some View {
        Text(flag ? "on" : "off")
          .animation(.linear, value: fixed)
          .onTapGesture { withAnimation(.easeIn) { flag.toggle() } }
          .accessibilityIdentifier("scene")
      }
    }
    let host = ViewHost(Scene())
    host.perform("scene")
    #expect(textTransaction(host)?.animation == .easeIn)
  }

  @Test func bindingTransactionsAndCustomBindings() {
    struct Scene: View {
      @State var value = 0
      var body: some View {
        let custom = Binding(get: { value }, set: { value = $0 })
        var transaction = Transaction(animation: .bouncy)
        transaction.isContinuous = true
        let animated = custom.transaction(transaction)
        return Text("\(value)").onTapGesture { animated.wrappedValue += 1 }
          .accessibilityIdentifier("scene")
      }
    }
    let host = ViewHost(Scene())
    host.perform("scene")
    #expect(texts(in: host) == ["1"])
    #expect(textTransaction(host)?.animation == .bouncy)
    #expect(textTransaction(host)?.isContinuous == true)
  }
}

@MainActor
@Suite("Optional values in callbacks")
struct OptionalCallbackTests {
  struct Scene: View {
    @State var value: Int? = nil
    let log: EventLog
    var body: some View {
      Text("x")
        .onChange(of: value, initial: true) { old, new in
          log.events.append("\(String(describing: old))->\(String(describing: new))")
        }
        .onTapGesture { value = (value ?? 0) + 1 }
        .accessibilityIdentifier("scene")
    }
  }

  @Test func onChangeOfAnOptionalStartingNil() {
    let log = EventLog()
    let host = ViewHost(Scene(log: log))
    #expect(log.events == ["nil->nil"])
    host.perform("scene")
    #expect(log.events == ["nil->nil", "nil->Optional(1)"])
  }

  struct MaybeKey: PreferenceKey {
    static func reduce(value: inout String?, nextValue: () -> String?) {
      value = nextValue() ?? value
    }
  }

  @Test func onPreferenceChangeOfAnOptionalKeyRunsForTheInitialNil() {
    let log = PreferenceLog()
    _ = ViewHost(Text("x").onPreferenceChange(MaybeKey.self) { log.values.append([$0 ?? "nil"]) })
    #expect(log.values == [["nil"]])
  }
}

@MainActor
@Suite("Observable objects under transactions")
struct ObservableTransactionTests {
  @Observable final class Model {
    var count = 0
  }

  struct Reader: View {
    let model: Model
    var body: some View { Text("\(model.count)") }
  }

  @Test func anObservedChangeCarriesItsTransaction() {
    let model = Model()
    let host = ViewHost(Reader(model: model))
    host.update { withAnimation(.smooth) { model.count = 1 } }
    var transaction: Transaction?
    host.forEachNode { if $0.view is Reader { transaction = $0.lastTransaction } }
    #expect(transaction?.animation == .smooth)
    #expect(texts(in: host) == ["1"])
  }

  struct Writer: View {
    let model: Model
    @State var tapped = false
    var body: some View {
      Group {
        Reader(model: model)
        Text("tap").onTapGesture { tapped = true }.accessibilityIdentifier("tap")
      }
      .onChange(of: tapped) { model.count = 5 }
    }
  }

  @Test func anObservedChangeMadeInACallbackAppliesInTheSameUpdate() {
    let model = Model()
    let host = ViewHost(Writer(model: model))
    host.perform("tap")
    #expect(texts(in: host).first == "5")
  }
}

@MainActor
@Suite("Identity details")
struct IdentityDetailTests {
  struct Erased: View {
    @State var useText = true
    var body: some View {
      Group {
        if useText { AnyView(Counter(id: "erased")) } else { AnyView(Text("other")) }
      }
    }
  }

  @Test func anyViewWhoseTypeChangesReplacesItsContent() {
    struct Switcher: View {
      @State var showCounter = true
      var body: some View {
        Group {
          AnyView(showCounter ? AnyView(Counter(id: "c")) : AnyView(Text("text")))
          Button("swap") { showCounter.toggle() }.accessibilityIdentifier("swap")
        }
      }
    }
    let host = ViewHost(Switcher())
    host.perform("c")
    #expect(texts(in: host).first == "c: 1")
    host.perform("swap")
    #expect(texts(in: host).first == "text")
    host.perform("swap")
    #expect(texts(in: host).first == "c: 0")
  }

  struct Spaced: View {
    @Namespace var space
    let log: EventLog
    var body: some View {
      Text("\(space)").onAppear { log.events.append("\(space)") }
    }
  }

  @Test func namespacesAreStableAndResetWithIdentity() {
    struct Scene: View {
      @State var generation = 0
      @State var tick = 0
      let log: EventLog
      var body: some View {
        Group {
          Spaced(log: log).id(generation)
          Button("tick \(tick)") { tick += 1 }.accessibilityIdentifier("tick")
          Button("reset") { generation += 1 }.accessibilityIdentifier("reset")
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Scene(log: log))
    let first = texts(in: host).first
    host.perform("tick")
    #expect(texts(in: host).first == first)
    host.perform("reset")
    #expect(texts(in: host).first != first)
    #expect(log.events.count == 2)
  }
}

@MainActor
@Suite("Lifetime and reports")
struct LifetimeTests {
  @Test func aHostAndItsTreeAreFreed() {
    weak var weakGraph: ViewGraph?
    do {
      let host = ViewHost(IdentityTests.Reset())
      host.perform("counter")
      weakGraph = host.graph
    }
    #expect(weakGraph == nil)
  }

  @Test func aHostWithPreferenceLayersAndGeometryReadersIsFreed() {
    weak var weakGraph: ViewGraph?
    do {
      let host = ViewHost(GeometryTests.Menu())
      host.perform("item-c")
      weakGraph = host.graph
    }
    #expect(weakGraph == nil)
  }

  /// Keeps a binding that a view hands out, as user code may.
  final class BindingBox {
    var binding: Binding<Int>?
  }

  struct HandsOutItsState: View {
    let box: BindingBox
    @State private var value = 0
    var body: some View {
      Text("\(value)").onAppear { box.binding = $value }
    }
  }

  @Test func aBindingThatOutlivesItsHostDoesNotKeepItAndIsIgnored() throws {
    let box = BindingBox()
    weak var weakGraph: ViewGraph?
    do {
      let host = ViewHost(HandsOutItsState(box: box))
      weakGraph = host.graph
    }
    #expect(weakGraph == nil)
    let binding = try #require(box.binding)
    binding.wrappedValue = 9
    #expect(binding.wrappedValue == 0)
    #expect(
      Diagnostics.unhosted.messages.contains {
        $0.text.contains("after its view left the tree") && $0.viewType == "HandsOutItsState"
      })
  }

  @Test func stateWrittenDuringBodyNamesTheViewsIdentity() {
    let host = ViewHost(Group { BadInputTests.WritesDuringBody() })
    let report = host.diagnostics.first { $0.text.contains("Modifying state during view update") }
    #expect(report?.path == "body/0")
  }

  @Test func aBindingToAGoneViewNamesThatView() {
    let host = ViewHost(BadInputTests.Owner())
    host.perform("hide")
    host.perform("write")
    let report = host.diagnostics.first { $0.text.contains("after its view left the tree") }
    #expect(report?.viewType == "Holder")
    #expect(report?.path == "body/body/0/0/0")
  }

  @Test func customModifiersDoNotRerunForAnUnchangedModifier() {
    struct Counting: ViewModifier {
      let log: EventLog
      func body(content: Content) -> some View {
        log.events.append("body")
        return content
      }
    }
    struct Scene: View {
      @State var tick = 0
      let log: EventLog
      var body: some View {
        Group {
          Text("\(tick)").onTapGesture { tick += 1 }.accessibilityIdentifier("tick")
          Text("fixed").modifier(Counting(log: log))
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Scene(log: log))
    host.perform("tick")
    #expect(log.events == ["body"])
  }

  @Test func renderTreeIsAStableDescription() {
    struct Scene: View {
      @State var set: Set<Int> = [3, 1, 2]
      var body: some View { Text("x") }
    }
    let host = ViewHost(Scene())
    #expect(host.renderTree() == "Scene [body] state: [1, 2, 3]\n  Text [body]")
  }
}
