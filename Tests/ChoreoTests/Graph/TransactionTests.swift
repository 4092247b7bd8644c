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
