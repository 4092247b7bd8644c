// Mirrors: SwiftUI.View.id(_:), accessibilityIdentifier(_:), SwiftUI.IDView
// Status: Complete

extension View {
  /// Gives this view an explicit identity: when `id` changes, the view is a new one (fresh
  /// state, removal of the old view and insertion of the new).
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IDView(content: self, id: id)
  }

  /// Names this view for tests and tools: `ViewHost.perform(_:)`, `frame(of:)` and the render
  /// tree find it by this identifier.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityIdentifierModifier(identifier: identifier))
  }
}

/// A view whose content is a new view whenever its identity changes.
protocol IdentifyingView {}

/// A view with an explicit identity.
public struct IDView<Content: View, ID: Hashable>: View, IdentifyingView {
  let content: Content
  let id: ID

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension IDView: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    children.append(content, key: .id(AnyHashable(id)))
  }
}

struct AccessibilityIdentifierModifier: ViewModifier, PrimitiveModifier {
  let identifier: String

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    node.accessibilityIdentifier = identifier
    children.append(content, key: .content)
  }
}
