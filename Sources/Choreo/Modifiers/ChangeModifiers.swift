// Mirrors: SwiftUI.View.onChange(of:initial:_:), onAppear(perform:), onDisappear(perform:)
// Status: Complete

extension View {
  /// Calls `action` after an update in which `value` changed (compared with `==` against the
  /// previous update's value), and also when the view appears if `initial` is true.
  ///
  /// The action is the one from the update in which the value changed, so values it captured
  /// are current. A view given a new identity forgets the previous value.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Calls `action` after an update in which `value` changed, and when the view appears if
  /// `initial` is true.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Calls `action` after the update in which this view first appears.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Calls `action` after this view leaves the tree (for a view with a removal transition, once
  /// that transition has finished).
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceActionModifier(appear: nil, disappear: action))
  }
}

struct ValueActionModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    let value = value
    let action = action
    if let previous = node.remembered(V.self) {
      if previous != value {
        node.graph.afterPass(node, .change) { action(previous, value) }
      }
    } else if initial {
      node.graph.afterPass(node, .change) { action(value, value) }
    }
    node.remember(value)
    children.append(content, key: .content)
  }
}

/// The `onDisappear` action a node runs when it leaves the tree.
struct DisappearAction {
  let action: () -> Void
}

struct AppearanceActionModifier: ViewModifier, PrimitiveModifier {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    if node.memory == nil, let appear {
      node.graph.afterPass(node, .appear, appear)
    }
    node.memory = DisappearAction(action: disappear ?? {})
    children.append(content, key: .content)
  }
}
