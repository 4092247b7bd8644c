// Mirrors: SwiftUI.View.animation(_:value:), animation(_:), animation(_:body:),
//          transaction(_:), transaction(value:_:)
// Status: Complete

extension View {
  /// Animates changes inside this view with `animation` in every update in which `value`
  /// changed, overriding the update's own animation (`nil` removes it), unless the transaction
  /// disables animations (§4.2).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(
      TransactionRewritingModifier(value: value, always: false) { transaction in
        if !transaction.disablesAnimations { transaction.animation = animation }
      })
  }

  /// Animates every change inside this view with `animation`, unless the transaction disables
  /// animations.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modifier(
      TransactionRewritingModifier(value: AlwaysChanged(), always: true) { transaction in
        if !transaction.disablesAnimations { transaction.animation = animation }
      })
  }

  /// Animates the changes made by the modifiers inside `body` with `animation` (not those of
  /// this view's own content), unless the transaction disables animations.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    ScopedTransactionView(
      content: self, scoped: body(PlaceholderContentView()),
      rewrite: { transaction in
        if !transaction.disablesAnimations { transaction.animation = animation }
      })
  }

  /// Changes the transaction of every update reaching this view.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionRewritingModifier(value: AlwaysChanged(), always: true, rewrite: transform))
  }

  /// Changes the transaction of the updates in which `value` changed.
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    modifier(TransactionRewritingModifier(value: value, always: false, rewrite: transform))
  }
}

/// A value that is never equal to itself: the modifier applies in every update.
struct AlwaysChanged: Equatable {
  static func == (lhs: AlwaysChanged, rhs: AlwaysChanged) -> Bool { false }
}

/// Rewrites the transaction its content sees, in updates where `value` changed (or in every
/// update, if `always`).
///
/// Rewrites that apply in every update are also recorded in the inputs, so that a view below
/// whose own state changes (and which is updated without its ancestors) still sees them.
struct TransactionRewritingModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let value: V
  let always: Bool
  let rewrite: (inout Transaction) -> Void

  init(value: V, always: Bool, rewrite: @escaping (inout Transaction) -> Void) {
    self.value = value
    self.always = always
    self.rewrite = rewrite
  }

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    var inputs = children.inputs
    if always {
      rewrite(&inputs.transaction)
      inputs.transactionRewrites.append(rewrite)
    } else if let previous = node.remembered(V.self), previous != value {
      rewrite(&inputs.transaction)
    }
    node.remember(value)
    children.append(content, key: .content, inputs: inputs)
  }
}

/// `animation(_:body:)`: the scoped modifiers see the rewritten transaction, the content the
/// original one.
struct ScopedTransactionView<Content: View, Scoped: View>: View {
  let content: Content
  let scoped: Scoped
  let rewrite: (inout Transaction) -> Void

  var body: Never { primitiveBody(of: Self.self) }
}

extension ScopedTransactionView: ContentPlaceholder {}

extension ScopedTransactionView: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    var inputs = children.inputs
    inputs.modifierContent = ModifierContent(
      view: content, outer: inputs.modifierContent, transaction: inputs.transaction,
      transactionRewrites: inputs.transactionRewrites)
    rewrite(&inputs.transaction)
    inputs.transactionRewrites.append(rewrite)
    children.append(scoped, key: .body, inputs: inputs)
  }
}
