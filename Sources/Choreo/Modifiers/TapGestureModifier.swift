// Mirrors: SwiftUI.View.onTapGesture(count:perform:)
// Status: Complete (taps come from ViewHost.tap(at:) and tap(_:); see TapRun for counts)

extension View {
  /// Runs `action` when this view is tapped `count` times in a row (see `TapRun`); a count
  /// below 1 counts as 1.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(count: count, action: action))
  }
}

struct TapGestureModifier: ViewModifier, PrimitiveModifier {
  let count: Int
  let action: () -> Void

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    node.primaryAction = children.inputs.environment.respondsToGestures ? action : nil
    node.tapCount = Int32(clamping: max(1, count))
    children.append(content, key: .content)
  }
}
