// Mirrors: SwiftUI.View.geometryGroup()
// Status: Complete

extension View {
  /// Makes this view resolve and animate its frame as one unit: views inside it are placed
  /// relative to it, so a view inserted while it moves moves with it (§8.2).
  ///
  /// Without a group each leaf animates its own frame in host coordinates.
  public func geometryGroup() -> some View {
    modifier(GeometryGroupModifier())
  }
}

struct GeometryGroupModifier: ViewModifier, PassThroughModifier {
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// A view that makes a geometry group.
@MainActor
protocol GeometryGroupView {}

extension ModifiedContent: GeometryGroupView
where Content: View, Modifier == GeometryGroupModifier {}

extension ViewNode {
  /// Whether this node animates its frame as one unit for its subtree.
  var isGeometryGroup: Bool { typeFlags.contains(.geometryGroup) }

  /// The nearest ancestor that is a geometry group.
  var enclosingGeometryGroup: ViewNode? {
    var current = parent
    while let node = current {
      if node.isGeometryGroup { return node }
      current = node.parent
    }
    return nil
  }
}
