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
    var stack = [GraphVisit(node: root, parentOrigin: .zero, drawing: DrawingEffect())]
    while var visit = stack.popLast() {
      let node = visit.node
      let model = node.frameInParent.offsetBy(dx: visit.parentOrigin.x, dy: visit.parentOrigin.y)
      var drawing = visit.drawing
      let isEffect = node.typeFlags.contains(.effect)
      let content = drawnContent(of: node)
      let shown =
        isEffect || content != nil
        ? presentedFrame(of: node, model: model, insideGroup: visit.insideGroup) : model
      if isEffect, let effect = node.view as? any RenderEffectView {
        effect.applyPresentedEffect(of: node, to: &drawing, in: shown)
      }
      let removing = visit.isRemoving || node.isTransitioningOut
      if let content = content?(shown.size) {
        var frame = shown
        if case .text = content {
          // Text keeps its laid-out lines (its model size), centred in its moving frame.
          frame = CGRect(
            x: shown.midX - model.width / 2, y: shown.midY - model.height / 2,
            width: model.width, height: model.height)
        }
        let item = DisplayList.Item(
          path: node.path, identifier: node.identifierOfChain(), frame: frame,
          transform: drawing.transform, opacity: drawing.opacity,
          blurRadius: drawing.blurRadius,
          shadows: drawing.shadows.map {
            DisplayList.Shadow(
              color: $0.color.resolve(in: node.inputs.environment), radius: $0.radius,
              offset: $0.offset)
          },
          isRemoving: removing, clips: drawing.clips, groups: visit.groups, content: content)
        if let mask = visit.mask {
          groups[mask].mask?.append(item)
        } else {
          items.append(item)
        }
      }
      // A mask's content (the second child) draws into its own list, under the transforms
      // above it only; the rest of the node's content draws through it.
      let maskIndex = node.typeFlags.contains(.masking) ? groups.count : nil
      if maskIndex != nil { groups.append(DisplayList.Group(opacity: 1, mask: [])) }
      // A compositing group's content draws as one layer, at the opacity above it.
      if node.typeFlags.contains(.compositingGroup) {
        groups.append(DisplayList.Group(opacity: drawing.opacity, mask: nil))
        drawing.opacity = 1
        visit.groups.append(groups.count - 1)
      }
      // Back to front: the first child in drawing order is visited first.
      for child in node.children.sortedForDrawing().reversed() {
        var next = GraphVisit(
          node: child, parentOrigin: model.origin, drawing: drawing, isRemoving: removing,
          insideGroup: visit.insideGroup || node.isGeometryGroup, groups: visit.groups,
          mask: visit.mask)
        if let maskIndex {
          if child.isMaskLayer {
            next.drawing = DrawingEffect(transform: drawing.transform)
            next.groups = []
            next.mask = maskIndex
          } else {
            next.groups.append(maskIndex)
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
    var drawing: DrawingEffect
    var isRemoving = false
    var insideGroup = false
    /// The groups above, outermost first (indices into the display list's groups).
    var groups: [Int] = []
    /// The mask whose content this is, if any: its items go there.
    var mask: Int?
  }

  /// `node`'s presented frame, given its model frame.
  ///
  /// That is the animated frame of the leaf it wraps, moved and resized alike. Views inside
  /// geometry groups take the general (slower) route. Drawing and hit testing both use it, so
  /// taps land where views are shown.
  func presentedFrame(of node: ViewNode, model: CGRect, insideGroup: Bool) -> CGRect {
    guard !insideGroup, !node.isGeometryGroup else { return node.presentedFrame }
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
    else { return model }
    var shown = CGRect.zero
    shown.animatableData = attribute.presentation(at: time)
    return model.moved(as: leafModel, movedTo: shown)
  }

  /// What a leaf view draws, for a given presented size; `nil` for views that draw nothing.
  private func drawnContent(of node: ViewNode) -> ((CGSize) -> DisplayList.Content)? {
    let flags = node.typeFlags
    guard node.layoutKind == .leaf, !flags.contains(.drawsNothing),
      !flags.isDisjoint(with: [.shapeLeaf, .text, .image])
    else { return nil }
    let environment = node.inputs.environment
    if flags.contains(.shapeLeaf), let leaf = node.view as? any ShapeDrawingLeaf {
      // Only shapes with animatable data of their own have a `.shape` attribute.
      let animated = node.attributes?[.shape] == nil ? nil : leaf as? any AnimatableShapeLeaf
      let leaf = animated?.presented(in: node) ?? leaf
      return { size in
        var drawing = leaf.drawing(in: CGRect(origin: .zero, size: size), environment: environment)
        drawing.paint = node.presentedPaint(drawing.paint)
        return .shape(drawing)
      }
    }
    if let text = node.view as? Text {
      // Text keeps the lines of its laid-out size while its frame animates, so a label
      // growing into a longer one is not truncated mid-way.
      let laidOut = node.frameInParent.size
      return { _ in
        .text(
          text.layout(for: ProposedViewSize(laidOut), in: environment),
          node.presentedPaint(text.foregroundPaint(in: environment)))
      }
    }
    if let image = node.view as? Image {
      return { size in
        image.content(in: CGRect(origin: .zero, size: size), environment: environment)
      }
    }
    return nil
  }
}
