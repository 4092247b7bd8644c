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
      // Inside a geometry group, frames animate relative to the group.
      let group = node.enclosingGeometryGroup
      let newSpace = group?.frame.origin ?? .zero
      let oldSpace = group.map { oldGlobalOrigin(of: $0, oldFrames) } ?? .zero
      visitLeaves(
        below: node,
        from: Origins(
          newParent: newOrigin, oldParent: oldOrigin,
          newSpace: newSpace, oldSpace: oldSpace),
        oldFrames: oldFrames, passTransaction: passTransaction)
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

  /// Where a node's parent is, before and after a layout, and the origin of the space its
  /// frame animates in (the enclosing geometry group's, or the host's).
  private struct Origins {
    var newParent: CGPoint
    var oldParent: CGPoint?
    var newSpace: CGPoint
    var oldSpace: CGPoint?
    /// Whether the node is in a view being removed.
    var isInRemoval = false
  }

  private func visitLeaves(
    below top: ViewNode, from origins: Origins, oldFrames: [ObjectIdentifier: CGRect?],
    passTransaction: Transaction
  ) {
    var stack: [(ViewNode, Origins)] = [(top, origins)]
    while let (node, origins) = stack.popLast() {
      let new = node.frameInParent.offsetBy(dx: origins.newParent.x, dy: origins.newParent.y)
      // A view being removed keeps its frames in its parent; only the nodes of its transition
      // are new in it, and they stand where its content stood, which now sits in them.
      let isInRemoval = origins.isInRemoval || node.transition?.isRemoving == true
      let oldLocal: CGRect? =
        if !isInRemoval, let recorded = oldFrames[ObjectIdentifier(node)] { recorded } else {
          node.frameInParent
        }
      let old = origins.oldParent.flatMap { parent in
        oldLocal.map { $0.offsetBy(dx: parent.x, dy: parent.y) }
      }
      var childOrigins = Origins(
        newParent: new.origin, oldParent: old?.origin, newSpace: origins.newSpace,
        oldSpace: origins.oldSpace, isInRemoval: isInRemoval)
      if node.layoutKind == .leaf || node.isGeometryGroup {
        let newInSpace = new.offsetBy(dx: -origins.newSpace.x, dy: -origins.newSpace.y)
        let oldInSpace = old.flatMap { old in
          origins.oldSpace.map { old.offsetBy(dx: -$0.x, dy: -$0.y) }
        }
        updateFrame(of: node, from: oldInSpace, to: newInSpace, passTransaction: passTransaction)
        if node.isGeometryGroup {
          childOrigins.newSpace = new.origin
          childOrigins.oldSpace = old?.origin
        }
      }
      for child in node.children { stack.append((child, childOrigins)) }
    }
  }

  private func updateFrame(
    of leaf: ViewNode, from old: CGRect?, to new: CGRect, passTransaction: Transaction
  ) {
    if let attribute = leaf.attributes?.typed(.frame, FrameData.self) {
      attribute.setModel(
        new.animatableData, transaction: transaction(forFrameOf: leaf, passTransaction),
        at: time, environment: leaf.inputs.environment)
      if attribute.isAnimating { noteAnimating(attribute, .frame, of: leaf) }
      return
    }
    guard let old, old != new else { return }
    let transaction = transaction(forFrameOf: leaf, passTransaction)
    guard transaction.effectiveAnimation != nil else { return }
    let attribute = AnimatedAttribute<FrameData>(old.animatableData)
    attribute.setModel(
      new.animatableData, transaction: transaction, at: time,
      environment: leaf.inputs.environment)
    leaf.setAttribute(attribute, for: .frame)
    frameAnimationCount += 1
    noteAnimating(attribute, .frame, of: leaf)
  }

  /// The transaction a leaf's frame changed in: what its nearest ancestor processed in this
  /// pass saw (implicit animations included), else the pass's.
  ///
  /// A view whose removal was processed in this pass was updated without animation, so that
  /// its transition starts at identity: its leaves move in the transaction of the container
  /// it leaves. Changes inside a view being removed, in later passes, keep their own
  /// transactions (an implicit animation inside it still animates).
  func transaction(forFrameOf leaf: ViewNode, _ passTransaction: Transaction)
    -> Transaction
  {
    var found: Transaction?
    var current: ViewNode? = leaf
    while let node = current {
      if node.transition?.isRemoving == true, node.processedPass == passCount {
        found = nil
      } else if found == nil, node.processedPass == passCount {
        found = node.inputs.transaction
        // Only a view being removed looks further up.
        if removingNodes.isEmpty { break }
      }
      current = node.parent
    }
    return found ?? passTransaction
  }

  /// Forgets `node`'s frame animator once it has finished (or the node left the tree).
  func dropFinishedFrameAnimation(of node: ViewNode) {
    guard let attribute = node.attributes?[.frame], node.isRemoved || !attribute.isAnimating
    else { return }
    node.attributes?[.frame] = nil
    frameAnimationCount -= 1
  }
}

extension CGRect {
  /// This rectangle moved and resized by as much as `model` is to become `shown` (a view
  /// wrapping an animated leaf follows the leaf); sizes stay non-negative.
  ///
  /// The change is found first: added first, two large sizes would overflow.
  func moved(as model: CGRect, movedTo shown: CGRect) -> CGRect {
    CGRect(
      x: minX + (shown.minX - model.minX), y: minY + (shown.minY - model.minY),
      width: Swift.max(0, width + (shown.width - model.width)),
      height: Swift.max(0, height + (shown.height - model.height)))
  }
}

extension ViewNode {
  /// The node's frame in host coordinates as shown now: a leaf's animated frame, or for a
  /// modifier wrapping a leaf, its frame moved and resized as the leaf's is; any other view
  /// moves with the geometry group around it.
  var presentedFrame: CGRect {
    let model = frame
    var animated = self
    while animated.layoutKind != .leaf, !animated.isGeometryGroup, animated.children.count == 1,
      let child = animated.children.first
    {
      animated = child
    }
    guard animated.layoutKind == .leaf || animated.isGeometryGroup else {
      guard let group = enclosingGeometryGroup else { return model }
      let shown = group.shownFrame
      let groupModel = group.frame
      return model.offsetBy(dx: shown.minX - groupModel.minX, dy: shown.minY - groupModel.minY)
    }
    let animatedModel = animated === self ? model : animated.frame
    return model.moved(as: animatedModel, movedTo: animated.shownFrame)
  }

  /// Where a leaf or geometry group is shown, in host coordinates: its frame animator's value
  /// (kept relative to the enclosing group, if any) moved with that group.
  private var shownFrame: CGRect {
    let group = enclosingGeometryGroup
    let modelSpace = group?.frame.origin ?? .zero
    let shownSpace = group?.shownFrame.origin ?? .zero
    var inSpace = frame.offsetBy(dx: -modelSpace.x, dy: -modelSpace.y)
    if let attribute = attributes?.typed(.frame, ViewGraph.FrameData.self) {
      inSpace.animatableData = attribute.presentation(at: clock.time)
    }
    return inSpace.offsetBy(dx: shownSpace.x, dy: shownSpace.y)
  }
}
