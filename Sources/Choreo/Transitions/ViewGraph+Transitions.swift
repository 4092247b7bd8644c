import Foundation

/// Insertion and removal under animated transactions (§5.3).
extension ViewGraph {
  /// How `item`, new under `parent`, is inserted: the transition it states on its modifier
  /// chain or, if none, at the root of the body of the custom view or custom modifier the chain
  /// ends in (SwiftUI passes a body's traits up to its view), through nested custom views and
  /// through a modifier body's `content` to the view it modifies.
  ///
  /// To read a body, its view is made ahead and its body run; the update that reaches the view
  /// takes that node over and uses that body (`preparedBody(of:environment:)`, or a custom
  /// modifier's remembered body).
  func insertion(of item: ChildList.Item, under parent: ViewNode) -> Insertion {
    if let around = transitionStated(around: parent) {
      return Insertion(
        transition: resolved(around, environment: item.inputs.environment), madeAhead: [])
    }
    var inputs = item.inputs
    var (stated, end) = statedTransition(of: item.view, environment: &inputs.environment)
    var laysOutNothing = laysOutNothingAroundItsList(item.view)
    var made: [ViewNode] = []
    var holder = parent
    var key = item.key
    while stated == nil, made.count < Self.madeAheadLimit {
      let next: any View
      if end is any ModifierContentPlaceholder {
        // The modified view, in the inputs its placeholder passes on (under the node made
        // for the placeholder's modifier: adopting it reparents it).
        guard let content = inputs.modifierContent else { break }
        next = content.view
        inputs = content.contentInputs(from: inputs)
        key = .content
      } else if hasBody(end) || isCustomModifier(end) {
        // In the environment the chain's modifiers set: a body may pick its transition from it.
        let node = ViewNode(graph: self, parent: holder, key: key, view: end, inputs: inputs)
        let body: any View
        if let modified = end as? any CustomModifierView {
          var transaction = inputs.transaction
          transaction.animation = nil
          body = modified.runModifierBody(in: node, transaction: transaction, ahead: true)
          inputs.modifierContent = ModifierContent(
            view: modified.modifiedContent, outer: inputs.modifierContent)
        } else {
          body = evaluateBody(of: end, in: node)
        }
        preparedBodies[ObjectIdentifier(node)] = PreparedBody(
          view: end, body: body, environmentVersion: inputs.environment.version)
        made.append(node)
        next = body
        holder = node
        key = .body
      } else {
        break
      }
      (stated, end) = statedTransition(of: next, environment: &inputs.environment)
      laysOutNothing = laysOutNothing && laysOutNothingAroundItsList(next)
    }
    return Insertion(
      transition: resolved(stated, environment: item.inputs.environment), madeAhead: made,
      passesDown: stated == nil && end is any ListView && laysOutNothing)
  }

  /// How many nested custom views are made ahead to find an inserted view's transition.
  static let madeAheadLimit = 16

  /// An adoption of custom views made ahead, dropped after the pass: a view the update did not
  /// reach (its body's structure depends on an environment its modifiers change) is freed, not
  /// taken over by a later view of its type.
  private func madeAheadAdoption(of nodes: [ViewNode]) -> Adoption {
    let adoption = Adoption(nodes, isMadeAhead: true)
    madeAheadAdoptions.append(adoption)
    return adoption
  }

  /// Drops the custom views made ahead in the pass that were not taken over.
  func dropViewsMadeAhead() {
    for adoption in madeAheadAdoptions { adoption.nodes = [] }
    madeAheadAdoptions = []
    preparedBodies = [:]
  }

  /// The body run for `node` when it was made ahead, if nothing it read of the environment it
  /// ran in differs in the node's (as a body is not run again for an environment change it
  /// did not read).
  func preparedBody(of node: ViewNode, environment: EnvironmentValues) -> (any View)? {
    guard !preparedBodies.isEmpty,
      let prepared = preparedBodies.removeValue(forKey: ObjectIdentifier(node)),
      prepared.environmentVersion == environment.version
        || !node.environmentReads.contains(where: { $0.hasChanged(environment) })
    else { return nil }
    return prepared.body
  }

  /// Inserts `item` as a node of its own, taking over the custom views made ahead for it.
  func insertWithoutTransition(
    _ item: ChildList.Item, _ insertion: Insertion, under parent: ViewNode
  ) -> (ViewNode, NodeInputs) {
    var inputs = item.inputs
    var madeAhead = insertion.madeAhead
    let node: ViewNode
    if let first = madeAhead.first, type(of: first.view) == type(of: item.view) {
      // The item is the custom view itself: made ahead already, under `parent`.
      node = madeAhead.removeFirst()
    } else {
      node = ViewNode(
        graph: self, parent: parent, key: item.key, view: item.view, inputs: item.inputs)
    }
    if !madeAhead.isEmpty { inputs.adoption = madeAheadAdoption(of: madeAhead) }
    return (node, inputs)
  }

  /// Inserts `item` as a node showing its transition at `.willAppear` without animation.
  ///
  /// A follow-up in the same transaction moves it to `.identity`, so the transaction's
  /// animation plays the insertion. The node counts as inserting until the animations that
  /// follow-up starts have finished.
  func insertWithTransition(_ item: ChildList.Item, _ insertion: Insertion, under parent: ViewNode)
    -> (ViewNode, any View, NodeInputs)
  {
    let state = TransitionState(
      transition: insertion.transition, content: item.view, phase: .willAppear, time: time)
    var inputs = item.inputs
    if !insertion.madeAhead.isEmpty {
      inputs.adoption = madeAheadAdoption(of: insertion.madeAhead)
    }
    inputs.transaction.animation = nil
    inputs.transaction.disablesAnimations = true
    let view = state.wrappedView
    let node = ViewNode(graph: self, parent: parent, key: item.key, view: view, inputs: inputs)
    node.transition = state
    state.isInserting = true
    let link = node.link
    enqueuePhaseChange(
      in: item.inputs.transaction,
      AnimationListener(criteria: .removed) { [weak state] in state?.isInserting = false }
    ) { followUp in
      guard let node = link.node, !node.isRemoved, state.phase == .willAppear else { return nil }
      state.phase = .identity
      state.phaseStart = self.time
      self.resolvedTransactions[ObjectIdentifier(node)] = followUp
      node.view = state.wrappedView
      return node
    }
    return (node, view, inputs)
  }

  /// Starts `child`'s leaving `parent` in `transaction`, queuing the updates that takes on
  /// `work`; returns the node kept in its place, or nil if it just goes.
  ///
  /// Under an animated transaction a view leaves with its transition; otherwise only with a
  /// transition that animates itself, and only if the parent was made before the change
  /// (`parentExisted`: views that go with their parent just go). A list of views leaves view
  /// by view, each view with its own transition, as SwiftUI lists the views of a list among
  /// their container's.
  func startLeaving(
    _ child: ViewNode, under parent: ViewNode, in transaction: Transaction,
    parentExisted: Bool, into work: inout [WorkItem]
  ) -> ViewNode? {
    if leavesViewByView(child, under: parent) {
      var staying: [ViewNode] = []
      for view in child.children {
        if view.isLeaving {
          staying.append(view)
        } else if let leaving = startLeaving(
          view, under: child, in: transaction, parentExisted: parentExisted, into: &work)
        {
          staying.append(leaving)
        } else {
          remove(view)
        }
      }
      child.children = staying
      guard !staying.isEmpty else { return nil }
      child.isDissolving = true
      child.invalidateLayout(structure: true)
      return child
    }
    guard transaction.animation != nil || (parentExisted && animatesItsRemoval(child)) else {
      return nil
    }
    let removal = startRemoval(of: child, under: parent, in: transaction)
    work.append(removal)
    return removal.node
  }

  /// Whether `node`, leaving `parent`, leaves view by view: it is a list of views, or custom
  /// views and modifiers around one, one inside the other, that state no transition.
  private func leavesViewByView(_ node: ViewNode, under parent: ViewNode) -> Bool {
    var node = node
    var parent = parent
    for _ in 0..<Self.aroundLimit {
      guard node.transition == nil, transitionStated(around: parent) == nil else { return false }
      if node.view is any ListView { return true }
      guard node.layoutKind == .transparent, node.children.count == 1,
        (node.view as? any ModifierChainLink)?.linkedTransition == nil
      else { return false }
      parent = node
      node = node.children[0]
    }
    return false
  }

  /// Keeps `child` in the tree, transitioning out: under its transition's modifiers (a new
  /// wrapper that takes the child over, if it had none) at `.identity` now, and at
  /// `.didDisappear` in a follow-up in `transaction`, with a listener that erases it once
  /// every animation that starts has finished.
  private func startRemoval(
    of child: ViewNode, under parent: ViewNode, in transaction: Transaction
  ) -> WorkItem {
    var inputs = child.inputs
    inputs.transaction = transaction
    inputs.transaction.animation = nil
    inputs.transaction.disablesAnimations = true
    let wrapper: ViewNode
    let state: TransitionState
    if let existing = child.transition {
      wrapper = child
      state = existing
    } else {
      state = TransitionState(
        transition: transition(of: child),
        content: child.view, phase: .identity, time: time)
      wrapper = ViewNode(
        graph: self, parent: parent, key: child.key, view: state.wrappedView, inputs: inputs)
      wrapper.transition = state
      // The wrapper stands where the child stood; the child moves inside it.
      wrapper.frameInParent = child.frameInParent
      wrapper.lastProposal = child.lastProposal
      wrapper.hasFrame = child.hasFrame
      inputs.adoption = Adoption([child])
    }
    removingNodes[ObjectIdentifier(wrapper)] = wrapper
    state.isRemoving = true
    state.isInserting = false
    state.removalCount += 1
    let removal = state.removalCount
    // The listener fires while an animator finishes; the erasure waits for the callbacks
    // after it, so no animator is torn down while it runs. The graph and the wrapper are
    // reached through their links, not weak captures (see `Link`).
    let graphLink = link
    let wrapperLink = wrapper.link
    let listener = AnimationListener(criteria: .removed) {
      guard let self = graphLink.graph, let wrapper = wrapperLink.node else { return }
      self.afterPass(wrapper, .change) {
        guard let self = graphLink.graph, let wrapper = wrapperLink.node else { return }
        self.finishRemoval(of: wrapper, removal: removal)
      }
    }
    enqueuePhaseChange(in: transaction, listener) { followUp in
      guard let wrapper = wrapperLink.node, !wrapper.isRemoved, state.isRemoving,
        state.removalCount == removal
      else { return nil }
      state.phase = .didDisappear
      state.phaseStart = self.time
      self.resolvedTransactions[ObjectIdentifier(wrapper)] = followUp
      wrapper.view = state.wrappedView
      return wrapper
    }
    return WorkItem(node: wrapper, view: state.wrappedView, inputs: inputs)
  }

  /// Queues `change`, which moves a transitioning view to its next phase, as a follow-up in
  /// `transaction` (the one the view has now) with `listener` first; `change` is given that
  /// transaction.
  ///
  /// The completions waiting on `transaction` wait for the follow-up too: the transition's
  /// animations start there. They are told after `listener`, so a removal that has nothing
  /// to wait for is finishing when they run.
  private func enqueuePhaseChange(
    in transaction: Transaction, _ listener: AnimationListener,
    _ change: @escaping (Transaction) -> ViewNode?
  ) {
    var followUp = transaction
    followUp.animationListeners.insert(listener, at: 0)
    enqueueFollowUp(followUp, awaiting: transaction.animationListeners) { change(followUp) }
  }

  /// Whether `child`'s transition animates its removal with an animation of its own, so that
  /// it leaves with it under a transaction that does not animate.
  func animatesItsRemoval(_ child: ViewNode) -> Bool {
    transition(of: child).animatesItself.removal
  }

  /// The transition `node` leaves with: the one it came with, else the one it states on its
  /// modifier chain or at the root of a custom view's body, through nested custom views.
  func transition(of node: ViewNode) -> AnyTransition {
    if let state = node.transition { return state.transition }
    if let parent = node.parent, let around = transitionStated(around: parent) {
      return resolved(around, environment: node.inputs.environment)
    }
    // The nodes hold their own environments: the one written along the way is not needed.
    var environment = node.inputs.environment
    var (stated, end) = statedTransition(of: node.view, environment: &environment)
    var holder = node
    var depth = 0
    while stated == nil, depth < Self.madeAheadLimit {
      // Below a custom view or modifier, its body; below a modifier's placeholder, the
      // modified view.
      let below: ChildKey
      if end is any ModifierContentPlaceholder {
        below = .content
      } else if hasBody(end) || isCustomModifier(end) {
        below = .body
      } else {
        break
      }
      guard let endNode = holder.chainNode(ofType: type(of: end)),
        let next = endNode.children.first(where: { $0.key == below })
      else { break }
      (stated, end) = statedTransition(of: next.view, environment: &environment)
      holder = next
      depth += 1
    }
    return resolved(stated, environment: node.inputs.environment)
  }

  /// The transition stated outside `parent`, if it is an `.id` view.
  ///
  /// An `.id` view's content is inserted and removed as its identity changes. SwiftUI passes
  /// the traits written around `.id` (on its modifiers, and at the root of the custom views
  /// whose body it is, and through outer `.id`s) to the views it makes. The outermost wins,
  /// over one stated inside too, as on a view's own chain.
  func transitionStated(around parent: ViewNode) -> AnyTransition? {
    guard parent.view is any IdentifyingView else { return nil }
    var found: AnyTransition?
    var node = parent
    for _ in 0..<Self.aroundLimit {
      guard let above = node.parent, above.children.count == 1 else { break }
      if let link = above.view as? any ModifierChainLink {
        if let transition = link.linkedTransition { found = transition }
      } else if !hasBody(above.view), !(above.view is any IdentifyingView),
        !(above.view is any ModifierContentPlaceholder)
      {
        break
      }
      node = above
    }
    return found
  }

  /// How many modifiers and custom views around an `.id` view are looked through for a
  /// transition.
  static let aroundLimit = 64

  /// Returns a node transitioning out to `.identity` (re-inserted while leaving), keeping its
  /// state.
  func reinsertIfRemoving(_ node: ViewNode) {
    guard let state = node.transition, state.isRemoving else { return }
    removingNodes[ObjectIdentifier(node)] = nil
    invalidateDrawing()
    state.isRemoving = false
    state.phase = .identity
    state.phaseStart = time
  }

  /// The node `item` stands for, made before (a removed view taken over by a removal wrapper,
  /// or a custom view made ahead of its insertion), if any.
  func adopt(for item: ChildList.Item, under parent: ViewNode) -> ViewNode? {
    guard let adoption = item.inputs.adoption,
      let index = adoption.nodes.firstIndex(where: { node in
        guard type(of: node.view) == type(of: item.view) else { return false }
        // A view made ahead is taken over by the view it was made for, not another of its
        // type on the way (inside a modifier's body that shows something else).
        guard adoption.isMadeAhead else { return true }
        guard let prepared = preparedBodies[ObjectIdentifier(node)] else { return false }
        // A custom modifier's body depends on the modifier, not on the view it modifies.
        if let made = prepared.view as? any CustomModifierView,
          let taking = item.view as? any CustomModifierView
        {
          return ViewComparison.isSameValue(made.appliedModifier, taking.appliedModifier)
        }
        return ViewComparison.isSame(prepared.view, item.view)
      })
    else { return nil }
    let node = adoption.nodes.remove(at: index)
    node.reparent(to: parent, key: item.key)
    return node
  }

  /// Erases a node whose removal animations have all finished, unless it was re-inserted.
  func finishRemoval(of node: ViewNode, removal: Int) {
    guard let state = node.transition, state.isRemoving, state.removalCount == removal,
      !node.isRemoved, node.parent != nil
    else { return }
    removingNodes[ObjectIdentifier(node)] = nil
    erase(node)
  }

  /// `kept` (nodes transitioning out) put back among `children` where they were in `old`:
  /// each right after the nearest earlier sibling that is still there.
  ///
  /// `kept` maps each old child to the node kept in its place (itself, or the wrapper that took
  /// it over).
  static func merging(
    _ kept: [ObjectIdentifier: ViewNode], into children: [ViewNode], orderedAs old: [ViewNode]
  ) -> [ViewNode] {
    var result = children
    var position = 0
    for node in old {
      if let keptNode = kept[ObjectIdentifier(node)] {
        result.insert(keptNode, at: position)
        position += 1
      } else if let index = result.firstIndex(where: { $0 === node }) {
        position = index + 1
      }
    }
    return result
  }
}

extension ViewNode {
  /// Whether `view` is this node's view again: the same type, or the content type of its
  /// transition.
  func isSameIdentity(as view: any View) -> Bool {
    if let transition { return transition.contentType == type(of: view) }
    return type(of: self.view) == type(of: view)
  }

  /// The node of type `type` down the chain that starts at this node, if it is on it: the
  /// node's only children, and the content of views with layers (not a background's).
  func chainNode(ofType type: any View.Type) -> ViewNode? {
    var node = self
    for _ in 0..<ViewGraph.aroundLimit {
      if Swift.type(of: node.view) == type { return node }
      guard let next = node.nextInChain else { return nil }
      node = next
    }
    return nil
  }

  /// The next node down the chain of a view's modifiers and bodies: the only child, or the
  /// content of a view with layers.
  var nextInChain: ViewNode? {
    children.count == 1 ? children[0] : children.first { $0.key == .content }
  }

  /// Whether the node was made before the current change (see `ViewGraph.changeStartPass`):
  /// only then are its children's own transition animations played without an animated
  /// transaction, as views that come with their parent just appear.
  var existedBeforeChange: Bool { madeInPass <= graph.changeStartPass }
}
