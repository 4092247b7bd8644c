// Mirrors: SwiftUI.AnyView
// Status: Complete

/// A type-erased view.
///
/// Wrapping hides the view's type from its parent, so structural identity is weaker: when the
/// wrapped type changes, the old view is removed and the new one inserted.
@frozen
public struct AnyView: View {
  let view: any View

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self.view = erased.view
    } else {
      self.view = view
    }
  }

  /// Erases the type of `view`.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  /// Erases the type of `view` if it is a view, or returns `nil`.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
  }

  /// Never called: Choreo draws the wrapped view itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension AnyView: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    children.append(view, key: .index(0))
  }
}
