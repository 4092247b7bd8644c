import Foundation

/// A display list without its time: the steps that make it, recorded by one walk of the tree
/// (`DisplayListRecorder`), which play at any time to the display list a new walk would build.
///
/// Frames of an animation change presented values, not the tree. Between changes to the
/// tree, a frame plays the recording: it applies the effects and draws the views at their
/// presented values without visiting the nodes in between (stacks, lists, modifiers that do
/// not draw), and without deciding again what the walk decided (order, groups, identifiers).
/// The graph forgets its recording whenever the tree or its layout changes (see
/// `ViewGraph.invalidateDrawing()`).
@MainActor
struct DisplayListRecording {
  /// One step, in walk order.
  ///
  /// Steps that make drawing effects append them in that order, so an effect's index is fixed
  /// by the steps before it and is not stored.
  enum Step {
    /// Appends a copy of drawing effect `parent` with `node`'s effect applied to it.
    case effect(node: ViewNode, apply: EffectApplier, parent: Int, model: CGRect, insideGroup: Bool)
    /// Sets group `group`'s opacity to that of drawing effect `drawing`, and appends a copy
    /// of that effect at opacity 1 for the group's content.
    case compositingGroup(group: Int, drawing: Int)
    /// Appends the drawing effect of a mask's content: drawing effect `drawing`'s transform
    /// only.
    case maskLayer(drawing: Int)
    /// Adds the item a drawing view draws.
    case item(ItemStep)
  }

  /// What the walk found of a drawing view.
  struct ItemStep {
    let node: ViewNode
    let flags: ViewTypeFlags
    /// Its layout frame, in host coordinates.
    let model: CGRect
    /// What its presented frame follows.
    let leaf: ChainLeaf
    /// The drawing effect above it.
    let drawing: Int
    /// The groups it draws in, as an index into `groupLists`.
    let groups: Int
    /// The group whose mask it is in, if any.
    let mask: Int?
    let isRemoving: Bool
    let identifier: String?
    let path: String
  }

  /// The steps, in walk order.
  var steps: [Step] = []
  /// The groups, with the opacities they were recorded with (compositing groups' are set as
  /// the recording plays) and empty masks.
  var groups: [DisplayList.Group] = []
  /// The lists of groups items draw in, outermost first (`ItemStep.groups`).
  var groupLists: [[Int]] = [[]]
  /// How many drawing effects and items playing makes.
  var drawingCount = 1
  var itemCount = 0

  /// The items and groups of the display list at `time`, the graph's time (views inside
  /// geometry groups show their nodes' presented frames, which are at the graph's time).
  ///
  /// Complexity: O(n) in the number of steps.
  func play(at time: TimeInterval) -> (items: [DisplayList.Item], groups: [DisplayList.Group]) {
    var drawings = [DrawingEffect()]
    drawings.reserveCapacity(drawingCount)
    var items: [DisplayList.Item] = []
    items.reserveCapacity(itemCount)
    var groups = self.groups
    for step in steps {
      switch step {
      case .effect(let node, let apply, let parent, let model, let insideGroup):
        // Applied in place: a copy in a local would be copied again into the array.
        drawings.append(drawings[parent])
        // The presented frame is found only if the effect asks for it: for a view wrapping a
        // leaf it is the leaf's animated frame, levels below, and most effects (opacity,
        // offset) never ask.
        apply(node, &drawings[drawings.count - 1]) {
          ChainLeaf(of: node, model: model, insideGroup: insideGroup)
            .frame(for: node, model: model, at: time)
        }
      case .compositingGroup(let group, let drawing):
        groups[group].opacity = drawings[drawing].opacity
        var inside = drawings[drawing]
        inside.opacity = 1
        drawings.append(inside)
      case .maskLayer(let drawing):
        drawings.append(DrawingEffect(transform: drawings[drawing].transform))
      case .item(let step):
        let shown = step.leaf.frame(for: step.node, model: step.model, at: time)
        guard let content = Self.content(of: step.node, flags: step.flags, in: shown) else {
          continue
        }
        // Consumed: the content (a path's elements, a paint) moves into the item uncopied.
        let item = Self.item(
          step, shown: shown, drawing: drawings[step.drawing],
          groups: groupLists[step.groups], content: consume content)
        if let mask = step.mask {
          groups[mask].mask?.append(item)
        } else {
          items.append(item)
        }
      }
    }
    return (items, groups)
  }

  /// The item `step` draws at its presented frame `shown`, under `drawing`.
  private static func item(
    _ step: ItemStep, shown: CGRect, drawing: DrawingEffect, groups: [Int],
    content: consuming DisplayList.Content
  ) -> DisplayList.Item {
    var frame = shown
    if case .text = content {
      // Text keeps its laid-out lines (its model size), centred in its moving frame.
      frame = CGRect(
        x: shown.midX - step.model.width / 2, y: shown.midY - step.model.height / 2,
        width: step.model.width, height: step.model.height)
    }
    let environment = step.node.inputs.environment
    return DisplayList.Item(
      path: step.path, identifier: step.identifier, frame: frame, transform: drawing.transform,
      opacity: drawing.opacity, blurRadius: drawing.blurRadius,
      shadows: drawing.shadows.isEmpty
        ? []
        : drawing.shadows.map {
          DisplayList.Shadow(
            color: $0.color.resolve(in: environment), radius: $0.radius, offset: $0.offset)
        },
      isRemoving: step.isRemoving, clips: drawing.clips, groups: groups, content: content)
  }

  /// What the leaf `node` draws at its presented frame `shown`.
  private static func content(of node: ViewNode, flags: ViewTypeFlags, in shown: CGRect)
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

/// What a node's presented frame follows: the animated frame of the leaf at the end of its
/// single-child chain (see `ViewGraph.presentedFrame(of:model:insideGroup:)`).
///
/// Found from the tree, and kept by a recording: it holds the leaf's frame attribute, not a
/// frame, so it gives the presented frame at any time.
@MainActor
enum ChainLeaf {
  /// Inside a geometry group: the node's own presented frame.
  case group
  /// No animated leaf: the node shows its model frame.
  case model
  /// A leaf laid out at `model` (host coordinates), whose frame animates.
  case leaf(model: CGRect, frame: AnimatedAttribute<ViewGraph.FrameData>)

  /// What the presented frame of `node`, laid out at `model`, follows.
  init(of node: ViewNode, model: CGRect, insideGroup: Bool) {
    guard !insideGroup, !node.isGeometryGroup else {
      self = .group
      return
    }
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
    else {
      self = .model
      return
    }
    self = .leaf(model: leafModel, frame: attribute)
  }

  /// The presented frame at `time` of `node`, laid out at `model`.
  func frame(for node: ViewNode, model: CGRect, at time: TimeInterval) -> CGRect {
    switch self {
    case .group: return node.presentedFrame
    case .model: return model
    case .leaf(let leafModel, let attribute):
      var shown = CGRect.zero
      shown.animatableData = attribute.presentation(at: time)
      return model.moved(as: leafModel, movedTo: shown)
    }
  }
}
