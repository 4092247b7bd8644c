import Choreo
import Testing

@MainActor
@Suite("Transactions through the tree (§4)")
struct TransactionTests {
  struct Scene: View {
    @State var flag = false
    var body: some View {
      Group {
        Text(flag ? "on" : "off").accessibilityIdentifier("plain")
        Text(flag ? "on" : "off").animation(.linear, value: flag).accessibilityIdentifier(
          "implicit")
        Text(flag ? "on" : "off").animation(nil, value: flag).accessibilityIdentifier("stripped")
        Text(flag ? "on" : "off")
          .transaction { $0.animation = .bouncy }
          .accessibilityIdentifier("transformed")
        Toggle("flag", isOn: $flag).accessibilityIdentifier("flag")
      }
    }
  }

  /// The animation of the last change of the Text inside the view named `identifier`.
  private func animation(of identifier: String, in host: ViewHost<Scene>) -> Animation? {
    var result: Animation?
    for node in host.nodes(withIdentifier: identifier) {
      var stack = [node]
      while let current = stack.popLast() {
        if current.view is Text { result = current.lastTransaction?.animation }
        stack.append(contentsOf: current.children)
      }
    }
    return result
  }

  @Test func explicitAnimationReachesPlainViews() {
    let host = ViewHost(Scene())
    host.update { withAnimation(.easeIn) { _ = host.perform("flag") } }
    #expect(animation(of: "plain", in: host) == .easeIn)
  }

  @Test func implicitAnimationOverridesExplicitWhenItsValueChanged() {
    let host = ViewHost(Scene())
    host.update { withAnimation(.easeIn) { _ = host.perform("flag") } }
    #expect(animation(of: "implicit", in: host) == .linear)
    #expect(animation(of: "stripped", in: host) == nil)
    #expect(animation(of: "transformed", in: host) == .bouncy)
  }

  @Test func implicitAnimationAppliesWithoutWithAnimation() {
    let host = ViewHost(Scene())
    host.perform("flag")
    #expect(animation(of: "plain", in: host) == nil)
    #expect(animation(of: "implicit", in: host) == .linear)
  }

  @Test func disablesAnimationsStopsImplicitOverridesButKeepsTheExplicitAnimation() {
    let host = ViewHost(Scene())
    var transaction = Transaction(animation: .easeOut)
    transaction.disablesAnimations = true
    host.update { withTransaction(transaction) { _ = host.perform("flag") } }
    #expect(animation(of: "implicit", in: host) == .easeOut)
    #expect(animation(of: "stripped", in: host) == .easeOut)
  }

  @Test func bindingAnimationAnimatesItsWrites() {
    struct Bound: View {
      @State var flag = false
      var body: some View {
        Group {
          Text(flag ? "on" : "off").accessibilityIdentifier("plain")
          Toggle("flag", isOn: $flag.animation(.snappy)).accessibilityIdentifier("flag")
        }
      }
    }
    let host = ViewHost(Bound())
    host.perform("flag")
    let node = host.nodes(withIdentifier: "plain").first?.children.first
    #expect(node?.lastTransaction?.animation == .snappy)
  }
}

@MainActor
@Suite("Scoped and value-gated transactions (§4.2)")
struct ScopedTransactionTests {
  struct Scoped: View {
    @State var flag = false
    var body: some View {
      Group {
        Text(flag ? "a" : "b")
          .accessibilityIdentifier("inner")
          .animation(.bouncy) { $0.transaction { _ in } }
        Text(flag ? "a" : "b")
          .transaction(value: flag) { $0.animation = .snappy }
          .accessibilityIdentifier("gated")
        Toggle("flag", isOn: $flag).accessibilityIdentifier("flag")
      }
    }
  }

  private func textAnimation(_ identifier: String, _ host: ViewHost<Scoped>) -> Animation? {
    var stack = host.nodes(withIdentifier: identifier)
    while let node = stack.popLast() {
      if node.view is Text { return node.lastTransaction?.animation }
      stack.append(contentsOf: node.children)
    }
    return nil
  }

  @Test func animationBodyScopesItsAnimationToTheModifiersInside() {
    let host = ViewHost(Scoped())
    host.perform("flag")
    // The content itself keeps the update's own (absent) animation.
    #expect(textAnimation("inner", host) == nil)
    var scopedModifierAnimation: Animation?
    host.forEachNode { node in
      if node.typeName.hasPrefix("ModifiedContent<PlaceholderContentView") {
        scopedModifierAnimation = node.lastTransaction?.animation
      }
    }
    #expect(scopedModifierAnimation == .bouncy)
  }

  @Test func valueGatedTransactionAppliesOnlyWhenTheValueChanged() {
    let host = ViewHost(Scoped())
    host.perform("flag")
    #expect(textAnimation("gated", host) == .snappy)
  }
}

@MainActor
@Suite("Bindings and generic modifiers")
struct BindingTests {
  struct Pair: Equatable {
    var left = 0
    var right = 0
  }

  struct Editor: View {
    @State var pair = Pair()
    var body: some View {
      Group {
        Text("\(pair.left) \(pair.right)")
        Bumper(value: $pair.right).accessibilityIdentifier("right")
        Bumper(value: .constant(5)).accessibilityIdentifier("constant")
      }
    }
  }

  struct Bumper: View {
    @Binding var value: Int
    var body: some View { Button("\(value)") { value += 1 } }
  }

  @Test func dynamicMemberBindingsWriteThroughAndConstantsIgnoreWrites() {
    let host = ViewHost(Editor())
    host.perform("right")
    host.perform("constant")
    #expect(texts(in: host).prefix(3) == ["0 1", "1", "5"])
  }

  /// A modifier generic over the state it drives, with state of its own.
  struct Cycle<Value: Equatable>: ViewModifier {
    @Binding var state: Value
    let values: [Value]
    @State private var index = 0

    func body(content: Content) -> some View {
      content.onTapGesture {
        index = (index + 1) % values.count
        state = values[index]
      }
    }
  }

  struct Cycling: View {
    @State var word = "a"
    var body: some View {
      Text(word)
        .modifier(Cycle(state: $word, values: ["a", "b", "c"]))
        .accessibilityIdentifier("cycle")
    }
  }

  @Test func genericModifiersKeepTheirOwnState() {
    let host = ViewHost(Cycling())
    host.perform("cycle")
    host.perform("cycle")
    #expect(texts(in: host) == ["c"])
    host.perform("cycle")
    #expect(texts(in: host) == ["a"])
  }
}
