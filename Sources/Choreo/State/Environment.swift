// Mirrors: SwiftUI.Environment
// Status: Partial (key paths of EnvironmentValues; not observable objects)

/// A value read from the view's environment, such as `@Environment(\.colorScheme)`.
///
/// The view's body runs again when the value it read changes (compared with `==` where the
/// value is `Equatable`), not when unrelated environment values change.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// ```
@propertyWrapper @MainActor @preconcurrency
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private var resolved: Value?

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment of the view; the key's default outside a running view.
  public var wrappedValue: Value {
    if let resolved { return resolved }
    Diagnostics.unhosted.report(
      "Accessing Environment's value outside of being installed on a View; "
        + "this gives the default value", at: nil)
    return EnvironmentValues()[keyPath: keyPath]
  }
}

extension Environment: NodeBoundProperty {
  mutating func link(to node: ViewNode, slot: inout Int) {
    let keyPath = keyPath
    let value = node.inputs.environment[keyPath: keyPath]
    resolved = value
    node.environmentReads.append(
      EnvironmentRead { environment in
        !ViewComparison.isSameValue(environment[keyPath: keyPath], value)
      })
  }
}
