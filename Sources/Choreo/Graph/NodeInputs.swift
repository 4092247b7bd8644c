/// What flows down the tree into a node: its environment, the transaction of the current
/// update, and the content of the innermost custom modifier around it.
@MainActor
package struct NodeInputs {
  package var environment: EnvironmentValues
  package var transaction: Transaction
  /// The view a `ViewModifier`'s `content` placeholder stands for, if inside a modifier's body.
  package var modifierContent: ModifierContent?

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
  /// A transaction to restore for `view`, when the placeholder must not see the one in effect
  /// at its position (`animation(_:body:)`).
  let transaction: Transaction?

  init(view: any View, outer: ModifierContent?, transaction: Transaction? = nil) {
    self.view = view
    self.outer = outer
    self.transaction = transaction
  }
}
