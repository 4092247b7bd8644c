import Foundation

/// Leaf frames animate (§0): layout works on model values, and each leaf view animates its own
/// rectangle, in host coordinates, as a 4-vector.
extension ViewGraph {
  /// The data of a leaf frame.
  typealias FrameData = CGRect.AnimatableData

  /// Whether any leaf has a frame animator, so layouts must keep their models current.
  var hasFrameAnimations: Bool { frameAnimationCount > 0 }

  /// Gives the leaves below the nodes a layout moved their new frames: under an animated
  /// transaction a leaf animates from its old frame; a leaf already animating moves its model.
  ///
  /// `moved` lists each node whose frame in its parent changed, with the frame it had (`nil`
  /// if it was placed for the first time). A leaf's transaction is the one its nearest
  /// ancestor processed in the pass saw, else `passTransaction`.
  ///
  /// Complexity: O(size of the moved subtrees).
  func updateLeafFrames(moved: [(node: ViewNode, old: CGRect?)], passTransaction: Transaction) {
    guard !moved.isEmpty else { return }
    var oldFrames: [ObjectIdentifier: CGRect?] = [:]
    for move in moved where oldFrames[ObjectIdentifier(move.node)] == nil {
      oldFrames[ObjectIdentifier(move.node)] = .some(move.old)
    }
    for (node, _) in moved where !hasMovedAncestor(node, in: oldFrames) {
      let newOrigin = node.parent?.frame.origin ?? .zero
      let oldOrigin = node.parent.map { oldGlobalOrigin(of: $0, oldFrames) } ?? .zero
      visitLeaves(
        below: node, newParentOrigin: newOrigin, oldParentOrigin: oldOrigin, oldFrames: oldFrames,
        passTransaction: passTransaction)
    }
  }

  private func hasMovedAncestor(_ node: ViewNode, in oldFrames: [ObjectIdentifier: CGRect?])
    -> Bool
  {
    var ancestor = node.parent
    while let current = ancestor {
      if oldFrames[ObjectIdentifier(current)] != nil { return true }
      ancestor = current.parent
    }
    return false
  }

  /// Where `node`'s frame was in host coordinates before the layout; `nil` if it is new.
  private func oldGlobalOrigin(of node: ViewNode, _ oldFrames: [ObjectIdentifier: CGRect?])
    -> CGPoint?
  {
    var origin = CGPoint.zero
    var current: ViewNode? = node
    while let ancestor = current {
      let frame: CGRect?
      if let recorded = oldFrames[ObjectIdentifier(ancestor)] {
        frame = recorded
      } else {
        frame = ancestor.frameInParent
      }
      guard let frame else { return nil }
      origin.x += frame.minX
      origin.y += frame.minY
      current = ancestor.parent
    }
    return origin
  }

  private func visitLeaves(
    below top: ViewNode, newParentOrigin: CGPoint, oldParentOrigin: CGPoint?,
    oldFrames: [ObjectIdentifier: CGRect?], passTransaction: Transaction
  ) {
    var stack: [(ViewNode, CGPoint, CGPoint?)] = [(top, newParentOrigin, oldParentOrigin)]
    while let (node, newParent, oldParent) = stack.popLast() {
      let new = node.frameInParent.offsetBy(dx: newParent.x, dy: newParent.y)
      let oldLocal: CGRect? =
        if let recorded = oldFrames[ObjectIdentifier(node)] { recorded } else {
          node.frameInParent
        }
      let old = oldParent.flatMap { parent in
        oldLocal.map { $0.offsetBy(dx: parent.x, dy: parent.y) }
      }
      if node.layoutKind == .leaf {
        updateFrame(of: node, from: old, to: new, passTransaction: passTransaction)
      }
      for child in node.children { stack.append((child, new.origin, old?.origin)) }
    }
  }

  private func updateFrame(
    of leaf: ViewNode, from old: CGRect?, to new: CGRect, passTransaction: Transaction
  ) {
    if let attribute = leaf.attributes?[.frame] as? AnimatedAttribute<FrameData> {
      attribute.setModel(
        new.animatableData, transaction: transaction(forFrameOf: leaf, passTransaction),
        at: time, environment: leaf.inputs.environment)
      if attribute.isAnimating { noteAnimating(leaf) }
      return
    }
    guard let old, old != new else { return }
    let transaction = transaction(forFrameOf: leaf, passTransaction)
    guard transaction.animation != nil else { return }
    let attribute = AnimatedAttribute<FrameData>(old.animatableData)
    attribute.setModel(
      new.animatableData, transaction: transaction, at: time,
      environment: leaf.inputs.environment)
    var attributes = leaf.attributes ?? [:]
    attributes[.frame] = attribute
    leaf.attributes = attributes
    frameAnimationCount += 1
    noteAnimating(leaf)
  }

  /// The transaction a leaf's frame changed in: what its nearest ancestor processed in this
  /// pass saw (implicit animations included), else the pass's.
  private func transaction(forFrameOf leaf: ViewNode, _ passTransaction: Transaction)
    -> Transaction
  {
    var current: ViewNode? = leaf
    while let node = current {
      if node.processedPass == passCount { return node.inputs.transaction }
      current = node.parent
    }
    return passTransaction
  }

  /// Forgets `node`'s frame animator once it has finished (or the node left the tree).
  func dropFinishedFrameAnimation(of node: ViewNode) {
    guard let attribute = node.attributes?[.frame], node.isRemoved || !attribute.isAnimating
    else { return }
    node.attributes?[.frame] = nil
    frameAnimationCount -= 1
  }
}

extension ViewNode {
  /// The node's frame in host coordinates as shown now: a leaf's animated frame, or for a
  /// modifier wrapping a leaf, its frame moved and resized as the leaf's is.
  var presentedFrame: CGRect {
    let model = frame
    var leaf = self
    while leaf.layoutKind != .leaf, leaf.children.count == 1, let child = leaf.children.first {
      leaf = child
    }
    guard leaf.layoutKind == .leaf,
      let attribute = leaf.attributes?[.frame] as? AnimatedAttribute<ViewGraph.FrameData>
    else { return model }
    let leafModel = leaf === self ? model : leaf.frame
    var shown = CGRect.zero
    shown.animatableData = attribute.presentation(at: graph.time)
    return CGRect(
      x: model.minX + shown.minX - leafModel.minX, y: model.minY + shown.minY - leafModel.minY,
      width: max(0, model.width + shown.width - leafModel.width),
      height: max(0, model.height + shown.height - leafModel.height))
  }
}
