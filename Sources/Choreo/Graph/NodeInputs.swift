/// What flows down the tree into a node: its environment, the transaction of the current
/// update, and the content of the innermost custom modifier around it.
@MainActor
package struct NodeInputs {
  package var environment: EnvironmentValues
  package var transaction: Transaction
  /// The view a `ViewModifier`'s `content` placeholder stands for, if inside a modifier's body.
  package var modifierContent: ModifierContent?
  /// The transaction rewrites of every `.transaction {}` and `.animation(_:)` above, outermost
  /// first: re-applied when a node is updated on its own (its state changed).
  package var transactionRewrites: [(inout Transaction) -> Void] = []
  /// A removed node the subtree being built takes over where its view appears again.
  var adoption: Adoption?

  package init(
    environment: EnvironmentValues, transaction: Transaction = Transaction(),
    modifierContent: ModifierContent? = nil
  ) {
    self.environment = environment
    self.transaction = transaction
    self.modifierContent = modifierContent
  }
}

/// The content view of a custom modifier, handed down to its `content` placeholder.
@MainActor
package final class ModifierContent {
  /// The wrapped view.
  let view: any View
  /// The modifier content of the modifier around this one (what `view` itself may refer to).
  let outer: ModifierContent?
  /// A transaction (and its rewrites) to restore for `view`, when the placeholder must not
  /// see the one in effect at its position (`animation(_:body:)`).
  let transaction: Transaction?
  let transactionRewrites: [(inout Transaction) -> Void]?

  init(
    view: any View, outer: ModifierContent?, transaction: Transaction? = nil,
    transactionRewrites: [(inout Transaction) -> Void]? = nil
  ) {
    self.view = view
    self.outer = outer
    self.transaction = transaction
    self.transactionRewrites = transactionRewrites
  }

  /// `inputs` for the content this stands for, at a placeholder whose inputs are `inputs`.
  func contentInputs(from inputs: NodeInputs) -> NodeInputs {
    var result = inputs
    result.modifierContent = outer
    if let transaction { result.transaction = transaction }
    if let transactionRewrites { result.transactionRewrites = transactionRewrites }
    return result
  }
}
