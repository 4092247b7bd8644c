import Foundation

extension ViewHost {
  /// What the host shows at its current time: every drawing view back to front, at its
  /// presented frame, under the presented effects above it, views transitioning out included.
  ///
  /// Complexity: O(n) in the number of nodes.
  public var displayList: DisplayList {
    layoutIfNeeded()
    return graph.displayList(size: size)
  }
}

// Not generic, unlike `ViewHost`: a walk inside a generic type would look up the metadata of
// its visit records at every step.
extension ViewGraph {
  /// The display list of the tree at the graph's time, for a host of `size` points; the tree
  /// must be laid out.
  func displayList(size: CGSize) -> DisplayList {
    var items: [DisplayList.Item] = []
    var groups: [DisplayList.Group] = []
    guard let root else { return DisplayList(size: size, items: []) }
    // What the ancestors give a node is shared, not copied into each visit: the effects above
    // it and the groups around it are indices into these, which a node appends to only when
    // it changes them.
    var drawings = [DrawingEffect()]
    var groupLists: [[Int]] = [[]]
    var stack = [GraphVisit(node: root, parentOrigin: .zero)]
    while let visit = stack.popLast() {
      let node = visit.node
      let info = node.typeInfo
      let flags = info.flags
      let model = node.frameInParent.offsetBy(dx: visit.parentOrigin.x, dy: visit.parentOrigin.y)
      let draws = drawsContent(node, flags: flags)
      var shown = model
      var leaf = visit.chainLeaf
      if info.effect != nil || draws {
        let found = leaf ?? chainLeaf(of: node, model: model, insideGroup: visit.insideGroup)
        shown = found.frame(for: node, model: model)
        leaf = found
      }
      var drawing = visit.drawing
      if let effect = info.effect {
        var applied = drawings[drawing]
        effect(node, &applied, shown)
        drawings.append(applied)
        drawing = drawings.count - 1
      }
      let removing = visit.isRemoving || node.isTransitioningOut
      let identifier =
        node.accessibilityIdentifier ?? (visit.inheritsIdentifier ? visit.identifier : nil)
      if draws, let content = content(of: node, flags: flags, in: shown) {
        var frame = shown
        if case .text = content {
          // Text keeps its laid-out lines (its model size), centred in its moving frame.
          frame = CGRect(
            x: shown.midX - model.width / 2, y: shown.midY - model.height / 2,
            width: model.width, height: model.height)
        }
        let effects = drawings[drawing]
        let environment = node.inputs.environment
        let item = DisplayList.Item(
          path: node.path, identifier: identifier ?? node.identifierBelowInChain(),
          frame: frame, transform: effects.transform, opacity: effects.opacity,
          blurRadius: effects.blurRadius,
          shadows: effects.shadows.isEmpty
            ? []
            : effects.shadows.map {
              DisplayList.Shadow(
                color: $0.color.resolve(in: environment), radius: $0.radius, offset: $0.offset)
            },
          isRemoving: removing, clips: effects.clips, groups: groupLists[visit.groups],
          content: content)
        if let mask = visit.mask {
          groups[mask].mask?.append(item)
        } else {
          items.append(item)
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
      let children = node.children
      // A single child continues the node's chain: the leaf found for the node is its leaf
      // too, and the node's identifier is the one it inherits.
      let isChain = children.count == 1
      let passesLeaf =
        isChain && node.layoutKind != .leaf && !node.isGeometryGroup && !visit.insideGroup
      let insideGroup = visit.insideGroup || node.isGeometryGroup
      // Back to front: the first child in drawing order is visited first.
      for child in children.sortedForDrawing().reversed() {
        var next = GraphVisit(
          node: child, parentOrigin: model.origin, drawing: drawing, isRemoving: removing,
          insideGroup: insideGroup, groups: childGroups, mask: visit.mask,
          chainLeaf: passesLeaf && !child.isGeometryGroup ? leaf : nil,
          identifier: isChain ? identifier : nil, inheritsIdentifier: isChain)
        if let maskIndex {
          if child.isMaskLayer {
            next.drawing = maskDrawing
            next.groups = 0
            next.mask = maskIndex
          } else {
            next.groups = maskedGroups
          }
        }
        stack.append(next)
      }
    }
    return DisplayList(size: size, items: items, groups: groups)
  }

  /// A node to visit while building the display list, with what its ancestors give it.
  private struct GraphVisit {
    var node: ViewNode
    var parentOrigin: CGPoint
    /// The effects above, as an index into the walk's drawings.
    var drawing = 0
    var isRemoving = false
    var insideGroup = false
    /// The groups above, outermost first, as an index into the walk's group lists (whose
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
  /// single-child chain (see `presentedFrame(of:model:insideGroup:)`).
  private enum ChainLeaf {
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

  /// `node`'s presented frame, given its model frame.
  ///
  /// That is the animated frame of the leaf it wraps, moved and resized alike. Views inside
  /// geometry groups take the general (slower) route. Drawing and hit testing both use it, so
  /// taps land where views are shown.
  func presentedFrame(of node: ViewNode, model: CGRect, insideGroup: Bool) -> CGRect {
    chainLeaf(of: node, model: model, insideGroup: insideGroup).frame(for: node, model: model)
  }

  /// The leaf whose animated frame `node`'s presented frame follows.
  private func chainLeaf(of node: ViewNode, model: CGRect, insideGroup: Bool) -> ChainLeaf {
    guard !insideGroup, !node.isGeometryGroup else { return .group }
    var leaf = node
    var leafModel = model
    while leaf.layoutKind != .leaf, !leaf.isGeometryGroup, leaf.children.count == 1,
      let child = leaf.children.first
    {
      leaf = child
      leafModel = child.frameInParent.offsetBy(dx: leafModel.minX, dy: leafModel.minY)
    }
    guard leaf.layoutKind == .leaf,
      let attribute = leaf.attributes?.typed(.frame, ViewGraph.FrameData.self)
    else { return .model }
    var shown = CGRect.zero
    shown.animatableData = attribute.presentation(at: time)
    return .leaf(model: leafModel, shown: shown)
  }

  /// Whether `node` is a leaf that draws something.
  private func drawsContent(_ node: ViewNode, flags: ViewTypeFlags) -> Bool {
    node.layoutKind == .leaf && !flags.contains(.drawsNothing)
      && !flags.isDisjoint(with: [.shapeLeaf, .text, .image])
  }

  /// What the leaf `node` draws at its presented frame `shown`.
  private func content(of node: ViewNode, flags: ViewTypeFlags, in shown: CGRect)
    -> DisplayList.Content?
  {
    let bounds = CGRect(origin: .zero, size: shown.size)
    if let drawer = node.typeInfo.shape {
      guard var drawing = drawer(node, bounds) else { return nil }
      drawing.paint = node.presentedPaint(drawing.paint)
      return .shape(drawing)
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
