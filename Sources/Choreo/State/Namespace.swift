// Mirrors: SwiftUI.Namespace
// Status: Complete

/// A namespace unique to the view that declares it, lasting as long as that view's identity.
///
/// ```swift
/// @Namespace private var id
/// ```
@propertyWrapper @MainActor @preconcurrency
public struct Namespace: DynamicProperty {
  /// The identity of a namespace.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    let value: Int

    public var description: String { "Namespace.ID(\(value))" }
  }

  private var id: ID?

  /// Creates a namespace; Choreo assigns its identity when the view is installed.
  public init() {}

  /// The namespace's identity.
  ///
  /// Outside a running view, reads give a throwaway id and a diagnostic.
  public var wrappedValue: ID {
    if let id { return id }
    Diagnostics.unhosted.report(
      "Reading a Namespace's value outside of being installed on a View gives a throwaway id",
      at: nil)
    return ID(value: -1)
  }
}

extension Namespace: NodeBoundProperty {
  mutating func link(to node: ViewNode, slot: inout Int) {
    let graph = node.graph
    let storage = node.slot(slot) { NamespaceStorage(graph.makeNamespace()) }
    id = ID(value: storage.value)
    slot += 1
  }
}

private final class NamespaceStorage {
  let value: Int

  init(_ value: Int) {
    self.value = value
  }
}
