// Mirrors: SwiftUI.View.environment(_:_:), transformEnvironment(_:transform:), disabled(_:)
// Status: Complete

extension View {
  /// Sets the environment value at `keyPath` for this view and everything inside it; the
  /// closest writer wins.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentWritingModifier({ $0[keyPath: keyPath] = value }, key: keyPath))
  }

  /// Changes the environment value at `keyPath` for this view and everything inside it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWritingModifier({ transform(&$0[keyPath: keyPath]) }, key: keyPath))
  }

  /// Disables this view and everything inside it when `disabled` is true.
  ///
  /// Controls stop responding and `isEnabled` reads `false`; an enclosing disable wins over an
  /// inner `false`.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { isEnabled in
      if disabled { isEnabled = false }
    }
  }
}

/// A modifier that writes environment values for its content.
@MainActor
protocol EnvironmentWriting {
  var write: (inout EnvironmentValues) -> Void { get }
}

/// Writes one environment value for its content.
///
/// The written environment is reused while the incoming environment and the written value stay
/// the same, so an unchanged modifier does not make the subtree below look changed.
struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier, EnvironmentWriting {
  let write: (inout EnvironmentValues) -> Void
  let key: WritableKeyPath<EnvironmentValues, Value>

  init(
    _ write: @escaping (inout EnvironmentValues) -> Void,
    key: WritableKeyPath<EnvironmentValues, Value>
  ) {
    self.write = write
    self.key = key
  }

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  private struct Memory {
    var inputVersion: UInt64
    var output: EnvironmentValues
  }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    let input = children.inputs.environment
    var output = input
    write(&output)
    if let memory = node.memory as? Memory, memory.inputVersion == input.version,
      ViewComparison.isSameValue(memory.output[keyPath: key], output[keyPath: key])
    {
      output = memory.output
    }
    node.memory = Memory(inputVersion: input.version, output: output)
    var inputs = children.inputs
    inputs.environment = output
    children.append(content, key: .content, inputs: inputs)
  }
}
