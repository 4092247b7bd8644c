// Mirrors: SwiftUI.TupleView
// Status: Complete

/// Several views side by side, as a `ViewBuilder` with more than one statement builds them.
///
/// Each element's identity is its position in the tuple.
@frozen
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T

  /// Wraps a tuple of views.
  @inlinable
  public init(_ value: T) {
    self.value = value
  }

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TupleView: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    // Views of a tuple are found by reflection: the tuple's arity and types vary per use.
    var index = 0
    for element in Mirror(reflecting: value).children {
      if let view = element.value as? any View {
        children.append(view, key: .index(index))
      }
      index += 1
    }
  }
}
