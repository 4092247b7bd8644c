// Mirrors: SwiftUI.Group
// Status: Partial (views only; no section or scene content)

/// Several views treated as one, without a container of their own.
///
/// Modifiers on a group apply to each of its views.
@frozen
public struct Group<Content: View>: View {
  let content: Content

  /// Groups the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Group: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    children.append(content, key: .index(0))
  }
}
