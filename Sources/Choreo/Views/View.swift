// Mirrors: SwiftUI.View
// Status: Complete

/// A piece of user interface: a value that describes what to show as a function of its state.
///
/// Views are cheap, short-lived values. Choreo keeps a persistent node for each view identity,
/// runs `body` only when that node's state, an environment value it read, or its own value
/// changed, and keeps `@State` in the node, not in the value.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View

  /// The content of this view, rebuilt whenever the view's inputs change.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// Never called: views whose body is `Never` are drawn by Choreo itself.
  public var body: Never { self }
}

/// The body of a view Choreo draws itself; reaching it is an engine error.
func primitiveBody<V>(of type: V.Type) -> Never {
  preconditionFailure("\(type) is a primitive view: Choreo never evaluates its body")
}
