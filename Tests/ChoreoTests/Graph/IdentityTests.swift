import Choreo
import Testing

@MainActor
@Suite("Identity and state lifetime (§5.4, §6)")
struct IdentityTests {
  struct Branches: View {
    @State var showFirst = true
    var body: some View {
      Group {
        if showFirst {
          Counter(id: "first")
        } else {
          Counter(id: "second")
        }
        Toggle("switch", isOn: $showFirst).accessibilityIdentifier("switch")
      }
    }
  }

  @Test func ifElseBranchesAreDifferentIdentities() {
    let host = ViewHost(Branches())
    host.perform("first")
    host.perform("first")
    #expect(texts(in: host).contains("first: 2"))
    host.perform("switch")
    #expect(texts(in: host).contains("second: 0"))
    host.perform("switch")
    // Coming back is a new view: its state starts afresh.
    #expect(texts(in: host).contains("first: 0"))
  }

  struct OptionalContent: View {
    @State var isShown = true
    var body: some View {
      Group {
        if isShown { Counter(id: "optional") }
        Button("hide") { isShown.toggle() }.accessibilityIdentifier("hide")
      }
    }
  }

  @Test func optionalContentIsRemovedAndReinsertedWithFreshState() {
    let host = ViewHost(OptionalContent())
    host.perform("optional")
    #expect(texts(in: host).contains("optional: 1"))
    host.perform("hide")
    #expect(!texts(in: host).contains { $0.hasPrefix("optional") })
    host.perform("hide")
    #expect(texts(in: host).contains("optional: 0"))
  }

  enum Mode: CaseIterable {
    case a, b, c

    var next: Mode {
      switch self {
      case .a: .b
      case .b: .c
      case .c: .a
      }
    }
  }

  struct Switching: View {
    @State var mode = Mode.a
    var body: some View {
      Group {
        switch mode {
        case .a: Counter(id: "a")
        case .b: Counter(id: "b")
        case .c: Counter(id: "c")
        }
        Button("next") { mode = mode.next }.accessibilityIdentifier("next")
      }
    }
  }

  @Test func switchCasesAreDifferentIdentities() {
    let host = ViewHost(Switching())
    host.perform("a")
    host.perform("next")
    #expect(texts(in: host).contains("b: 0"))
    host.perform("b")
    host.perform("next")
    host.perform("next")
    #expect(texts(in: host).contains("a: 0"))
  }

  struct Item: Identifiable, Equatable {
    var id: String
  }

  struct List: View {
    @State var items = ["x", "y", "z"].map(Item.init)
    var body: some View {
      Group {
        ForEach(items) { item in Counter(id: item.id) }
        Button("reverse") { items.reverse() }.accessibilityIdentifier("reverse")
        Button("drop") { items.removeFirst() }.accessibilityIdentifier("drop")
        Button("add") { items.append(Item(id: "w")) }.accessibilityIdentifier("add")
      }
    }
  }

  @Test func forEachKeepsStateByIdThroughMovesInsertionsAndRemovals() {
    let host = ViewHost(List())
    host.perform("y")
    host.perform("z")
    host.perform("z")
    host.perform("reverse")
    #expect(texts(in: host).prefix(3) == ["z: 2", "y: 1", "x: 0"])
    host.perform("add")
    #expect(texts(in: host).prefix(4) == ["z: 2", "y: 1", "x: 0", "w: 0"])
    host.perform("drop")
    #expect(texts(in: host).prefix(3) == ["y: 1", "x: 0", "w: 0"])
  }

  struct Reset: View {
    @State var generation = 0
    var body: some View {
      Group {
        Counter(id: "counter").id(generation)
        Button("reset") { generation += 1 }.accessibilityIdentifier("reset")
      }
    }
  }

  @Test func changingIDResetsState() {
    let host = ViewHost(Reset())
    host.perform("counter")
    host.perform("counter")
    #expect(texts(in: host).contains("counter: 2"))
    host.perform("reset")
    #expect(texts(in: host).contains("counter: 0"))
  }

  struct GridPoint: Hashable {
    var x: Int
    var y: Int
  }

  struct KeyedViews: View {
    var body: some View {
      VStack {
        ForEach([7, 42], id: \.self) { Text("\($0)") }
        ForEach(["a/b", "c"], id: \.self) { Text($0) }
        ForEach([GridPoint(x: 1, y: 2)], id: \.self) { _ in Text("point") }
        Text("3.5").id(3.5)
        Text("optional").id("b" as String?)
      }
    }
  }

  @Test func identitiesAreNamedByTheirValues() {
    let tree = ViewHost(KeyedViews()).renderTree()
    // Integers and strings are named directly; other values (an optional string among them)
    // as `String(describing:)` names them.
    let names = [
      "[[7]]", "[[42]]", "[[a/b]]", "[[c]]", "[[GridPoint(x: 1, y: 2)]]", "[id(3.5)]",
      "[id(Optional(\"b\"))]",
    ]
    for name in names {
      #expect(tree.contains(name), "\(name) is missing from\n\(tree)")
    }
  }

  @Test func stateSurvivesUpdatesThatKeepIdentity() {
    let host = ViewHost(Reset())
    host.perform("counter")
    host.update {}
    host.perform("counter")
    #expect(texts(in: host).contains("counter: 2"))
  }
}
