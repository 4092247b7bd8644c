// Mirrors: SwiftUI.EmptyView
// Status: Complete

/// A view that shows nothing and takes no space.
@frozen
public struct EmptyView: View {
  /// Creates an empty view.
  @inlinable
  public init() {}

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension EmptyView: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {}
}
