// Mirrors: SwiftUI.View.onTapGesture(count:perform:)
// Status: Partial (the action runs through ViewHost.perform; hit testing comes with layout)

extension View {
  /// Runs `action` when this view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(count: count, action: action))
  }
}

struct TapGestureModifier: ViewModifier, PrimitiveModifier {
  let count: Int
  let action: () -> Void

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    node.primaryAction = children.inputs.environment.isEnabled ? action : nil
    children.append(content, key: .content)
  }
}
