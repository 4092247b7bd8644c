// Mirrors: SwiftUI.EmptyView
// Status: Complete

/// A view that shows nothing and takes no space.
@frozen
public struct EmptyView: View {
  /// Creates an empty view.
  @inlinable
  public init() {}

  public var body: Never { primitiveBody(of: Self.self) }
}

extension EmptyView: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {}
}
