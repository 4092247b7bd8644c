// Mirrors: SwiftUI.Toggle
// Status: Partial (no toggle styles yet)

/// A control that switches a Boolean binding on and off.
///
/// ```swift
/// Toggle("Visible", isOn: $visible)
/// ```
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Toggle where Label == Text {
  /// A toggle with a text label.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle with a text label from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    let isOn = isOn
    node.primaryAction =
      children.inputs.environment.respondsToGestures ? { isOn.wrappedValue.toggle() } : nil
    children.append(label, key: .content)
  }
}
