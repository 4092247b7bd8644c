/// The children a primitive view produces for its node, in order, each with its key and inputs.
@MainActor
package struct ChildList {
  package struct Item {
    package var key: ChildKey
    package var view: any View
    package var inputs: NodeInputs
  }

  /// The inputs children get unless given others: the node's own.
  package var inputs: NodeInputs
  package private(set) var items: [Item] = []

  package init(inputs: NodeInputs) {
    self.inputs = inputs
  }

  /// Adds a child with the default inputs.
  package mutating func append(_ view: any View, key: ChildKey) {
    items.append(Item(key: key, view: view, inputs: inputs))
  }

  /// Adds a child with its own inputs.
  package mutating func append(_ view: any View, key: ChildKey, inputs: NodeInputs) {
    items.append(Item(key: key, view: view, inputs: inputs))
  }
}

/// A view Choreo draws itself (its `body` is `Never`): it names its children directly.
@MainActor
protocol PrimitiveView {
  /// Appends this view's children for `node`.
  func makeChildren(_ children: inout ChildList, node: ViewNode)
}
