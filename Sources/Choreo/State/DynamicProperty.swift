// Mirrors: SwiftUI.DynamicProperty
// Status: Complete

/// A stored property of a view or modifier whose value the view graph keeps up to date:
/// `@State`, `@Binding`, `@Environment`, `@Namespace`, or your own struct made of them.
///
/// Before `body` runs, Choreo binds every dynamic property to the view's node, then calls
/// `update()` on your own dynamic properties.
///
/// ```swift
/// struct Toggled: DynamicProperty {
///   @State var isOn = false
/// }
/// ```
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Updates the property's value from the graph; called before each `body`.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// A dynamic property Choreo binds itself (its storage lives in the node).
@MainActor
protocol NodeBoundProperty: DynamicProperty {
  /// Links the property to `node`; `slot` is the index of the next free storage slot.
  mutating func link(to node: ViewNode, slot: inout Int)
}
