// Mirrors: SwiftUI.Button
// Status: Partial (no button styles or roles yet)

/// A control that runs an action when triggered.
///
/// In a `ViewHost`, `perform(_:)` with the button's accessibility identifier (or a tap on it)
/// runs the action, unless the button is disabled.
///
/// ```swift
/// Button("Show") { isShown = true }
/// ```
public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label

  /// A button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button with a text label from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    node.primaryAction = children.inputs.environment.respondsToGestures ? action : nil
    children.append(label, key: .content)
  }
}
