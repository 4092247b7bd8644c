import Foundation

/// Builds a display list by walking the tree back to front, keeping what ancestors give their
/// descendants (effects, groups, masks, the leaf a chain's frame follows) as it goes.
///
/// Not generic, unlike `ViewHost`: a walk inside a generic type would look up the metadata of
/// its visit records at every step.
@MainActor
struct DisplayListBuilder {
  /// The graph's time: presented values are taken there.
  let time: TimeInterval
  private(set) var items: [DisplayList.Item] = []
  private(set) var groups: [DisplayList.Group] = []
  // What the ancestors give a node is shared, not copied into each visit: the effects above it
  // and the groups around it are indices into these, which a node appends to only when it
  // changes them.
  private var drawings = [DrawingEffect()]
  private var groupLists: [[Int]] = [[]]

  /// Builds at `time`, with room for `capacity` (the last display list's sizes, say: frames
  /// of an animation draw the same views, and growing these arrays item by item copies them
  /// over and over).
  init(time: TimeInterval, capacity: Capacity = Capacity()) {
    self.time = time
    items.reserveCapacity(capacity.items)
    drawings.reserveCapacity(capacity.drawings)
  }

  /// How many items and effect drawings a display list has.
  struct Capacity {
    var items = 0
    var drawings = 0
  }

  /// The sizes of what was built.
  var capacity: Capacity { Capacity(items: items.count, drawings: drawings.count) }

  /// Adds the items of `root`'s subtree.
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

  /// Adds `visit`'s node, if it draws; then makes `visit` the visit of its only child and
  /// returns `true`, or pushes its children on `stack`, back to front, and returns `false`.
  private mutating func visit(_ visit: inout Visit, pushingChildrenOnto stack: inout [Visit])
    -> Bool
  {
    let node = visit.node
    let flags = node.typeFlags
    let isGroup = flags.contains(.geometryGroup)
    let model = node.frameInParent.offsetBy(dx: visit.parentOrigin.x, dy: visit.parentOrigin.y)
    let isLeaf = node.layoutKind == .leaf
    let draws =
      isLeaf && !flags.contains(.drawsNothing)
      && !flags.isDisjoint(with: [.shapeLeaf, .text, .image])
    // A geometry group does not follow the leaf its parent found.
    var leaf = isGroup ? nil : visit.chainLeaf
    var drawing = visit.drawing
    if flags.contains(.effect), let effect = node.effectApplier {
      // Applied in place: a copy in a local would be copied again into the array.
      drawings.append(drawings[drawing])
      drawing = drawings.count - 1
      // The presented frame is found only if the effect asks for it: for a view wrapping a
      // leaf it is the leaf's animated frame, levels below, and most effects (opacity, offset)
      // never ask.
      let inherited = leaf
      let time = self.time
      let insideGroup = visit.insideGroup
      effect(node, &drawings[drawing]) {
        (inherited ?? Self.chainLeaf(of: node, model: model, insideGroup: insideGroup, at: time))
          .frame(for: node, model: model)
      }
    }
    let removing = visit.isRemoving || node.isTransitioningOut
    let identifier =
      node.accessibilityIdentifier ?? (visit.inheritsIdentifier ? visit.identifier : nil)
    if draws {
      let found =
        leaf ?? Self.chainLeaf(of: node, model: model, insideGroup: visit.insideGroup, at: time)
      leaf = found
      let shown = found.frame(for: node, model: model)
      if let content = content(of: node, flags: flags, in: shown) {
        // Consumed: the content (a path's elements, a paint) moves into the item uncopied.
        addItem(
          of: node, model: model, shown: shown, drawing: drawing, groups: visit.groups,
          mask: visit.mask, isRemoving: removing, identifier: identifier,
          content: consume content)
      }
    }
    // A mask's content (the second child) draws into its own list, under the transforms
    // above it only; the rest of the node's content draws through it.
    var maskIndex: Int?
    if flags.contains(.masking) {
      groups.append(DisplayList.Group(opacity: 1, mask: []))
      maskIndex = groups.count - 1
    }
    var childGroups = visit.groups
    // A compositing group's content draws as one layer, at the opacity above it.
    if flags.contains(.compositingGroup) {
      groups.append(DisplayList.Group(opacity: drawings[drawing].opacity, mask: nil))
      var inside = drawings[drawing]
      inside.opacity = 1
      drawings.append(inside)
      drawing = drawings.count - 1
      groupLists.append(groupLists[childGroups] + [groups.count - 1])
      childGroups = groupLists.count - 1
    }
    var maskedGroups = childGroups
    var maskDrawing = drawing
    if let maskIndex {
      groupLists.append(groupLists[childGroups] + [maskIndex])
      maskedGroups = groupLists.count - 1
      drawings.append(DrawingEffect(transform: drawings[drawing].transform))
      maskDrawing = drawings.count - 1
    }
    // A single child continues the node's chain: the leaf found for the node is its leaf too
    // (the walk to it went through the child), and the node's identifier is the one it
    // inherits.
    let children = node.children
    let isChain = children.count == 1
    let passesLeaf = isChain && !isLeaf && !isGroup && !visit.insideGroup
    let mask = visit.mask
    visit.parentOrigin = model.origin
    visit.drawing = drawing
    visit.isRemoving = removing
    visit.insideGroup = visit.insideGroup || isGroup
    visit.groups = childGroups
    visit.chainLeaf = passesLeaf ? leaf : nil
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

  /// Adds the item `node` draws, under the effects and in the groups at those indices, into
  /// `mask`'s list if it is inside a mask.
  private mutating func addItem(
    of node: ViewNode, model: CGRect, shown: CGRect, drawing: Int, groups groupList: Int,
    mask: Int?, isRemoving: Bool, identifier: String?, content: consuming DisplayList.Content
  ) {
    var frame = shown
    if case .text = content {
      // Text keeps its laid-out lines (its model size), centred in its moving frame.
      frame = CGRect(
        x: shown.midX - model.width / 2, y: shown.midY - model.height / 2,
        width: model.width, height: model.height)
    }
    let shadows = drawings[drawing].shadows
    let environment = node.inputs.environment
    let item = DisplayList.Item(
      path: node.path, identifier: identifier ?? node.identifierBelowInChain(),
      frame: frame, transform: drawings[drawing].transform, opacity: drawings[drawing].opacity,
      blurRadius: drawings[drawing].blurRadius,
      shadows: shadows.isEmpty
        ? []
        : shadows.map {
          DisplayList.Shadow(
            color: $0.color.resolve(in: environment), radius: $0.radius, offset: $0.offset)
        },
      isRemoving: isRemoving, clips: drawings[drawing].clips, groups: groupLists[groupList],
      content: content)
    if let mask {
      groups[mask].mask?.append(item)
    } else {
      items.append(item)
    }
  }

  /// What the leaf `node` draws at its presented frame `shown`.
  private func content(of node: ViewNode, flags: ViewTypeFlags, in shown: CGRect)
    -> DisplayList.Content?
  {
    let bounds = CGRect(origin: .zero, size: shown.size)
    if let drawer = node.typeInfo.shape {
      return drawer(node, bounds).map(DisplayList.Content.shape)
    }
    let environment = node.inputs.environment
    if flags.contains(.text), let text = node.view as? Text {
      // Text keeps the lines of its laid-out size while its frame animates, so a label
      // growing into a longer one is not truncated mid-way.
      let laidOut = node.frameInParent.size
      return .text(
        text.layout(for: ProposedViewSize(laidOut), in: environment),
        node.presentedPaint(text.foregroundPaint(in: environment)))
    }
    if flags.contains(.image), let image = node.view as? Image {
      return image.content(in: bounds, environment: environment)
    }
    return nil
  }
}

// MARK: - Chains

extension DisplayListBuilder {
  /// A node to visit, with what its ancestors give it.
  private struct Visit {
    var node: ViewNode
    var parentOrigin: CGPoint
    /// The effects above, as an index into the builder's drawings.
    var drawing = 0
    var isRemoving = false
    var insideGroup = false
    /// The groups above, outermost first, as an index into the builder's group lists (whose
    /// entries are indices into the display list's groups).
    var groups = 0
    /// The mask whose content this is, if any: its items go there.
    var mask: Int?
    /// The leaf the parent's presented frame follows, when the node is on the way to it.
    var chainLeaf: ChainLeaf?
    /// The accessibility identifier the parent has or inherits, for an only child.
    var identifier: String?
    /// Whether the node is its parent's only child, part of the chain `identifier` comes
    /// from.
    var inheritsIdentifier = false
  }

  /// What a node's presented frame follows: the animated frame of the leaf at the end of its
  /// single-child chain (see `ViewGraph.presentedFrame(of:model:insideGroup:)`).
  enum ChainLeaf {
    /// Inside a geometry group: the node's own presented frame.
    case group
    /// No animated leaf: the node shows its model frame.
    case model
    /// A leaf laid out at `model` and shown at `shown` (host coordinates).
    case leaf(model: CGRect, shown: CGRect)

    /// The presented frame of `node`, laid out at `model`.
    @MainActor
    func frame(for node: ViewNode, model: CGRect) -> CGRect {
      switch self {
      case .group: node.presentedFrame
      case .model: model
      case .leaf(let leafModel, let shown): model.moved(as: leafModel, movedTo: shown)
      }
    }
  }

  /// The leaf whose animated frame the presented frame of `node`, laid out at `model`, follows
  /// at `time`.
  static func chainLeaf(
    of node: ViewNode, model: CGRect, insideGroup: Bool, at time: TimeInterval
  ) -> ChainLeaf {
    guard !insideGroup, !node.isGeometryGroup else { return .group }
    var leaf = node
    var leafModel = model
    var isLeaf = leaf.layoutKind == .leaf
    while !isLeaf, !leaf.isGeometryGroup {
      let children = leaf.children
      guard children.count == 1 else { break }
      leaf = children[0]
      leafModel = leaf.frameInParent.offsetBy(dx: leafModel.minX, dy: leafModel.minY)
      isLeaf = leaf.layoutKind == .leaf
    }
    guard isLeaf, let attribute = leaf.attributes?.typed(.frame, ViewGraph.FrameData.self)
    else { return .model }
    var shown = CGRect.zero
    shown.animatableData = attribute.presentation(at: time)
    return .leaf(model: leafModel, shown: shown)
  }
}
