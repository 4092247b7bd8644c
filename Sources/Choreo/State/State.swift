// Mirrors: SwiftUI.State
// Status: Complete

/// A value a view owns, kept by Choreo for as long as the view's identity lasts.
///
/// Writing it schedules an update of the view in the current transaction (so a write inside
/// `withAnimation` animates). Reads inside `body` see the value as of the current update; reads
/// elsewhere (in an action) see the latest write. A view given a new identity gets fresh state.
///
/// ```swift
/// @State private var isOn = false
/// ```
@propertyWrapper @MainActor @preconcurrency
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private var box: StateBox<Value>?

  /// Creates state with an initial value.
  public init(wrappedValue value: Value) {
    initialValue = value
  }

  /// Creates state with an initial value.
  public init(initialValue value: Value) {
    initialValue = value
  }

  /// The current value; writing it updates the view.
  ///
  /// Outside a running view (before the view is installed in a host) reads give the initial
  /// value and writes are ignored, each with a diagnostic.
  public var wrappedValue: Value {
    get {
      guard let box else {
        Diagnostics.unhosted.report(
          "Accessing State's value outside of being installed on a View; "
            + "this gives the initial value and will not update", at: nil)
        return initialValue
      }
      return box.read()
    }
    nonmutating set {
      guard let box else {
        Diagnostics.unhosted.report(
          "Writing State's value outside of being installed on a View has no effect", at: nil)
        return
      }
      box.write(newValue, transaction: Transaction.current ?? Transaction())
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    guard let box else {
      return .constant(wrappedValue)
    }
    return Binding(box: box)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state whose initial value is `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: NodeBoundProperty {
  mutating func link(to node: ViewNode, slot: inout Int) {
    let initial = initialValue
    box = node.slot(slot) { StateBox(initial, node: node) }
    slot += 1
  }
}

/// The storage of one `@State` property in its node.
@MainActor
final class StateBox<Value>: BindingSource {
  /// The latest value written.
  private var latest: Value
  /// The value bodies see during the current update.
  private var committed: Value
  private let link: NodeLink
  private var node: ViewNode? { link.node }
  // Through the graph's link: a binding kept by user code must not keep a host's graph alive.
  private let graphLink: GraphLink
  private var graph: ViewGraph? { graphLink.graph }
  /// The owner's type and identity, for reports after it has gone.
  ///
  /// The type is kept as itself and named only in a report: naming a type looks up its
  /// conformances, which cost more than the rest of making a state's storage, for every
  /// stateful view a host builds.
  private let ownerType: any View.Type
  private let ownerPath: String

  init(_ value: Value, node: ViewNode) {
    latest = value
    committed = value
    self.link = node.link
    graphLink = node.graph.link
    ownerType = type(of: node.view)
    ownerPath = node.path
  }

  func read() -> Value {
    (graph?.isUpdating ?? false) ? committed : latest
  }

  func write(_ value: Value, transaction: Transaction) {
    guard let graph, let node, !node.isRemoved else {
      (graph?.diagnostics ?? Diagnostics.unhosted).report(
        "A binding was written after its view left the tree; the write is ignored",
        viewType: String(describing: ownerType), path: ownerPath)
      return
    }
    if graph.isEvaluatingBody {
      graph.diagnostics.report(
        "Modifying state during view update, this will cause undefined behavior", at: node)
    }
    latest = value
    graph.enqueue(transaction) { [weak self] in
      guard let self, let node = self.node, !node.isRemoved else { return nil }
      self.committed = value
      return node
    }
  }
}
