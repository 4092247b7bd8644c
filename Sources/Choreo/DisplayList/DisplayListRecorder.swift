import Foundation

/// Records a display list (`DisplayListRecording`) by walking the tree back to front, keeping
/// what ancestors give their descendants (effects, groups, masks) as it goes.
///
/// Not generic, unlike `ViewHost`: a walk inside a generic type would look up the metadata of
/// its visit records at every step.
@MainActor
struct DisplayListRecorder {
  private(set) var recording = DisplayListRecording()

  /// Records with room for `capacity` steps (the last recording's count, say: growing the
  /// array step by step copies it over and over).
  init(capacity: Int = 0) {
    recording.steps.reserveCapacity(capacity)
  }

  /// Records the items of `root`'s subtree.
  ///
  /// Complexity: O(n) in the number of nodes.
  mutating func add(_ root: ViewNode) {
    var stack = [Visit(node: root, parentOrigin: .zero)]
    while var visit = stack.popLast() {
      // An only child (the next view of a modifier chain, say) is visited straight away, as
      // it would be popped next.
      while self.visit(&visit, pushingChildrenOnto: &stack) {}
    }
  }

  /// Records `visit`'s node, if it draws or applies an effect; then makes `visit` the visit of
  /// its only child and returns `true`, or pushes its children on `stack`, back to front, and
  /// returns `false`.
  private mutating func visit(_ visit: inout Visit, pushingChildrenOnto stack: inout [Visit])
    -> Bool
  {
    let node = visit.node
    let flags = node.typeFlags
    // A hidden view keeps its place in layout and draws nothing.
    if flags.contains(.hides) { return false }
    let isGroup = flags.contains(.geometryGroup)
    let model = node.frameInParent.offsetBy(dx: visit.parentOrigin.x, dy: visit.parentOrigin.y)
    let isLeaf = node.layoutKind == .leaf
    let draws =
      isLeaf && !flags.contains(.drawsNothing)
      && !flags.isDisjoint(with: [.shapeLeaf, .text, .image])
    var drawing = visit.drawing
    if flags.contains(.effect), let effect = node.effectApplier {
      if let direct = DirectEffect(of: node) {
        recording.steps.append(.direct(direct, parent: drawing))
        recording.directAttributes.append(direct.attribute)
      } else {
        recording.steps.append(.effect(recording.effectSteps.count))
        recording.effectSteps.append(
          DisplayListRecording.EffectStep(
            node: node, apply: effect, parent: drawing, model: model,
            insideGroup: visit.insideGroup))
      }
      drawing = addDrawing()
    }
    let removing = visit.isRemoving || node.isTransitioningOut
    let identifier =
      node.accessibilityIdentifier ?? (visit.inheritsIdentifier ? visit.identifier : nil)
    if draws {
      recording.steps.append(.item(recording.itemSteps.count))
      recording.itemSteps.append(
        DisplayListRecording.ItemStep(
          node: node, shape: node.typeInfo.shape, flags: flags, model: model,
          leaf: ChainLeaf(of: node, model: model, insideGroup: visit.insideGroup),
          drawing: drawing, groups: visit.groups, mask: visit.mask, isRemoving: removing,
          identifier: identifier ?? node.identifierBelowInChain(), path: node.path,
          contentIsFixed: node.attributes?[.shape]?.isAnimating != true
            && node.attributes?[.color]?.isAnimating != true))
    }
    // A mask's content (the second child) draws into its own list, under the transforms
    // above it only; the rest of the node's content draws through it.
    var maskIndex: Int?
    if flags.contains(.masking) {
      recording.groups.append(DisplayList.Group(opacity: 1, mask: []))
      maskIndex = recording.groups.count - 1
    }
    var childGroups = visit.groups
    // A compositing group's content draws as one layer, at the opacity above it.
    if flags.contains(.compositingGroup) {
      recording.groups.append(DisplayList.Group(opacity: 1, mask: nil))
      let group = recording.groups.count - 1
      recording.steps.append(.compositingGroup(group: group, drawing: drawing))
      drawing = addDrawing()
      recording.groupLists.append(recording.groupLists[childGroups] + [group])
      childGroups = recording.groupLists.count - 1
    }
    var maskedGroups = childGroups
    var maskDrawing = drawing
    if let maskIndex {
      recording.groupLists.append(recording.groupLists[childGroups] + [maskIndex])
      maskedGroups = recording.groupLists.count - 1
      recording.steps.append(.maskLayer(drawing: drawing))
      maskDrawing = addDrawing()
    }
    // A single child continues the node's chain: the node's identifier is the one it
    // inherits.
    let children = node.children
    let isChain = children.count == 1
    let mask = visit.mask
    visit.parentOrigin = model.origin
    visit.drawing = drawing
    visit.isRemoving = removing
    visit.insideGroup = visit.insideGroup || isGroup
    visit.groups = childGroups
    visit.identifier = isChain ? identifier : nil
    visit.inheritsIdentifier = isChain
    if isChain, maskIndex == nil {
      visit.node = children[0]
      return true
    }
    var next = visit
    // Back to front: the first child in drawing order is visited first.
    // Room for all the children at once (a long list pushes thousands), growing as arrays
    // do, so that the stack is not copied at each doubling on the way.
    let needed = stack.count + children.count
    if needed > stack.capacity { stack.reserveCapacity(Swift.max(needed, 2 * stack.capacity)) }
    for child in children.sortedForDrawing().reversed() {
      next.node = child
      if let maskIndex {
        if child.isMaskLayer {
          next.drawing = maskDrawing
          next.groups = 0
          next.mask = maskIndex
        } else {
          next.drawing = drawing
          next.groups = maskedGroups
          next.mask = mask
        }
      }
      stack.append(next)
    }
    return false
  }

  /// Counts a drawing effect that the step just recorded appends, and returns its index.
  private mutating func addDrawing() -> Int {
    recording.drawingCount += 1
    return recording.drawingCount - 1
  }
}

extension DisplayListRecorder {
  /// A node to visit, with what its ancestors give it.
  private struct Visit {
    var node: ViewNode
    var parentOrigin: CGPoint
    /// The effects above, as an index into the recording's drawing effects.
    var drawing = 0
    var isRemoving = false
    var insideGroup = false
    /// The groups above, outermost first, as an index into the recording's group lists
    /// (whose entries are indices into the display list's groups).
    var groups = 0
    /// The mask whose content this is, if any: its items go there.
    var mask: Int?
    /// The accessibility identifier the parent has or inherits, for an only child.
    var identifier: String?
    /// Whether the node is its parent's only child, part of the chain `identifier` comes
    /// from.
    var inheritsIdentifier = false
  }
}
