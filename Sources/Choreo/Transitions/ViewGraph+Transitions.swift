import Foundation

/// Insertion and removal under animated transactions (§5.3).
extension ViewGraph {
  /// Inserts `item` as a node showing its transition at `.willAppear` without animation.
  ///
  /// A follow-up in the same transaction moves it to `.identity`, so the transaction's
  /// animation plays the insertion. The node counts as inserting until the animations that
  /// follow-up starts have finished.
  func insertWithTransition(_ item: ChildList.Item, under parent: ViewNode)
    -> (ViewNode, any View, NodeInputs)
  {
    let state = TransitionState(
      transition: transition(of: item.view, environment: item.inputs.environment),
      content: item.view, phase: .willAppear, time: time)
    var inputs = item.inputs
    inputs.transaction.animation = nil
    inputs.transaction.disablesAnimations = true
    let view = state.wrappedView
    let node = ViewNode(graph: self, parent: parent, key: item.key, view: view, inputs: inputs)
    node.transition = state
    state.isInserting = true
    var followUp = item.inputs.transaction
    followUp.animationListeners.append(
      AnimationListener(criteria: .removed) { [weak state] in state?.isInserting = false })
    let link = node.link
    enqueue(followUp) {
      guard let node = link.node, !node.isRemoved, state.phase == .willAppear else { return nil }
      state.phase = .identity
      state.phaseStart = self.time
      node.view = state.wrappedView
      return node
    }
    return (node, view, inputs)
  }

  /// Keeps `child` in the tree, transitioning out: under its transition's modifiers (a new
  /// wrapper that takes the child over, if it had none) at `.identity` now, and at
  /// `.didDisappear` in a follow-up in the same transaction, with a listener that erases it
  /// once every animation that starts has finished.
  func startRemoval(of child: ViewNode, under parent: ViewNode) -> WorkItem {
    let transaction = parent.inputs.transaction
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
        transition: transition(of: child.view, environment: child.inputs.environment),
        content: child.view, phase: .identity, time: time)
      wrapper = ViewNode(
        graph: self, parent: parent, key: child.key, view: state.wrappedView, inputs: inputs)
      wrapper.transition = state
      // The wrapper stands where the child stood; the child moves inside it.
      wrapper.frameInParent = child.frameInParent
      wrapper.lastProposal = child.lastProposal
      wrapper.hasFrame = child.hasFrame
      inputs.adoption = Adoption(child)
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
    var followUp = transaction
    followUp.animationListeners.append(listener)
    enqueue(followUp) {
      guard let wrapper = wrapperLink.node, !wrapper.isRemoved, state.isRemoving,
        state.removalCount == removal
      else { return nil }
      state.phase = .didDisappear
      state.phaseStart = self.time
      wrapper.view = state.wrappedView
      return wrapper
    }
    return WorkItem(node: wrapper, view: state.wrappedView, inputs: inputs)
  }

  /// Whether `child`'s transition animates its removal with an animation of its own, so that
  /// it leaves with it under a transaction that does not animate.
  func animatesItsRemoval(_ child: ViewNode) -> Bool {
    let transition =
      child.transition?.transition
      ?? Choreo.transition(of: child.view, environment: child.inputs.environment)
    return transition.animatesItself.removal
  }

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

  /// The removed node `item` stands for again, taken over by a removal wrapper, if any.
  func adopt(for item: ChildList.Item, under parent: ViewNode) -> ViewNode? {
    guard let adoption = item.inputs.adoption, let node = adoption.node,
      type(of: node.view) == type(of: item.view)
    else { return nil }
    adoption.node = nil
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

  /// Whether the node was made before the current change (see `ViewGraph.changeStartPass`):
  /// only then are its children's own transition animations played without an animated
  /// transaction, as views that come with their parent just appear.
  var existedBeforeChange: Bool { madeInPass <= graph.changeStartPass }
}
