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
  ///
  /// Holds no references (effects and items are in `effectSteps` and `itemSteps`, by index;
  /// direct effects hold their attributes unretained): playing copies each step out of the
  /// array, and a step with references would retain and release them all at every one.
  enum Step {
    /// Applies effect step `effectSteps[index]`.
    case effect(Int)
    /// Appends a copy of drawing effect `parent` with `effect` applied to it (its attribute is
    /// kept alive by `directAttributes`).
    case direct(DirectEffect, parent: Int)
    /// Sets group `group`'s opacity to that of drawing effect `drawing`, and appends a copy
    /// of that effect at opacity 1 for the group's content.
    case compositingGroup(group: Int, drawing: Int)
    /// Appends the drawing effect of a mask's content: drawing effect `drawing`'s transform
    /// only.
    case maskLayer(drawing: Int)
    /// Adds the item `itemSteps[index]` draws.
    case item(Int)
  }

  /// What the walk found of a view that applies an effect: playing appends a copy of drawing
  /// effect `parent` with `node`'s effect applied to it.
  ///
  /// A class, as `ItemStep` is: playing takes a step out of its array with one retain.
  final class EffectStep {
    let node: ViewNode
    let apply: EffectApplier
    /// The drawing effect above it.
    let parent: Int
    /// Its layout frame, in host coordinates.
    let model: CGRect
    /// Whether it is inside a geometry group.
    let insideGroup: Bool

    init(
      node: ViewNode, apply: @escaping EffectApplier, parent: Int, model: CGRect, insideGroup: Bool
    ) {
      self.node = node
      self.apply = apply
      self.parent = parent
      self.model = model
      self.insideGroup = insideGroup
    }
  }

  /// What the walk found of a drawing view.
  ///
  /// A class: playing takes a step out of its array with one retain, where a struct's copy
  /// would retain each of its references.
  final class ItemStep {
    // What a frame reads comes first, within 128 bytes of the object's start (the lines the
    // prefetch table lists); what only a new walk or a redrawn content reads follows.

    let flags: ViewTypeFlags
    /// Whether what the view draws depends on its size alone while the recording lasts: its
    /// shape's data and its colour were not animating when the walk recorded it, and an
    /// animation can only start in an update, which drops the recording.
    let contentIsFixed: Bool
    /// The drawing effect above it.
    let drawing: Int
    /// The group whose mask it is in, if any.
    let mask: Int?
    /// Its layout frame, in host coordinates.
    let model: CGRect
    /// What its presented frame follows.
    let leaf: ChainLeaf
    /// How the node's view draws, if it is a shape leaf (its type's, kept here so that a
    /// frame that resizes the shape need not reach the node).
    let shape: ShapeLeafDrawer?
    let node: ViewNode
    /// The groups it draws in, as an index into `groupLists`.
    let groups: Int
    let isRemoving: Bool
    let identifier: String?
    let path: String
    /// Whether its content is text (read from its flags: matching the content's case would
    /// copy the content).
    var drawsText: Bool { flags.contains(.text) }

    init(
      node: ViewNode, shape: ShapeLeafDrawer?, flags: ViewTypeFlags, model: CGRect,
      leaf: ChainLeaf, drawing: Int, groups: Int, mask: Int?, isRemoving: Bool,
      identifier: String?, path: String, contentIsFixed: Bool
    ) {
      self.node = node
      self.shape = shape
      self.flags = flags
      self.model = model
      self.leaf = leaf
      self.drawing = drawing
      self.groups = groups
      self.mask = mask
      self.isRemoving = isRemoving
      self.identifier = identifier
      self.path = path
      self.contentIsFixed = contentIsFixed
    }
  }

  /// The steps, in walk order.
  var steps: [Step] = []
  /// The effect steps, in walk order (`Step.effect`).
  var effectSteps: [EffectStep] = []
  /// The item steps, in walk order (`Step.item`).
  var itemSteps: [ItemStep] = []
  /// The attributes of the direct effect steps, which hold them unretained (`Step.direct`).
  var directAttributes: [AnyAnimatedAttribute] = []
  /// The groups, with the opacities they were recorded with (compositing groups' are set as
  /// the recording plays) and empty masks.
  var groups: [DisplayList.Group] = []
  /// The lists of groups items draw in, outermost first (`ItemStep.groups`).
  var groupLists: [[Int]] = [[]]
  /// How many drawing effects playing makes.
  var drawingCount = 1

  /// The display list the recording last played, which the next play changes in place.
  private var played: (items: [DisplayList.Item], groups: [DisplayList.Group])?
  /// Where each item step's item is in `played`: its index among the items, or among its
  /// mask's items; `nil` if it drew nothing.
  private var slots: [Int?] = []
  /// The drawing effects of the last play: their storage is used again.
  private var drawings: [DrawingEffect] = []
  /// The cache lines each step reads, listed on the first play.
  private var prefetchTable = PrefetchTable()

  /// The items and groups of the display list at `time`, the graph's time (views inside
  /// geometry groups show their nodes' presented frames, which are at the graph's time).
  ///
  /// The first play builds the list; later ones present its items at the new time in place,
  /// setting only what changes with time (a step's path, identifier and groups stay, and so
  /// does an item's content while its size stays and its colour and shape do not animate; a
  /// shape resized under those conditions keeps its paint, and only its path is laid out
  /// again). A list the caller still holds is copied first, so it does not change.
  ///
  /// Complexity: O(n) in the number of steps.
  mutating func play(at time: TimeInterval) -> (
    items: [DisplayList.Item], groups: [DisplayList.Group]
  ) {
    // Taken, so that the arrays are not shared while they change.
    if var list = played.take(), present(&list, at: time, building: false) {
      played = list
      return list
    }
    var list = (items: [DisplayList.Item](), groups: groups)
    list.items.reserveCapacity(itemSteps.count)
    slots = Array(repeating: nil, count: itemSteps.count)
    _ = present(&list, at: time, building: true)
    played = list
    return list
  }

  /// Presents `list` at `time`.
  ///
  /// Adds the items if `building` (and records where they go), or sets what changes with
  /// time on those it has. Returns `false` if a step's item appeared or vanished since `list`
  /// was built (it must be built again).
  private mutating func present(
    _ list: inout (items: [DisplayList.Item], groups: [DisplayList.Group]),
    at time: TimeInterval, building: Bool
  ) -> Bool {
    var drawings: [DrawingEffect] = []
    swap(&drawings, &self.drawings)
    drawings.removeAll(keepingCapacity: true)
    drawings.reserveCapacity(drawingCount)
    drawings.append(DrawingEffect())
    defer { self.drawings = drawings }
    if prefetchTable.stepCount != steps.count {
      prefetchTable = PrefetchTable(steps: steps, effectSteps: effectSteps, itemSteps: itemSteps)
    }
    for position in steps.indices {
      prefetchTable.prefetch(step: position + PrefetchTable.lookahead)
      switch steps[position] {
      case .effect(let index):
        let step = effectSteps[index]
        // Applied in place: a copy in a local would be copied again into the array.
        drawings.append(drawings[step.parent])
        // The presented frame is found only if the effect asks for it: for a view wrapping a
        // leaf it is the leaf's animated frame, levels below, and most effects (opacity,
        // offset) never ask.
        step.apply(step.node, &drawings[drawings.count - 1], .presented) {
          ChainLeaf(of: step.node, model: step.model, insideGroup: step.insideGroup)
            .frame(for: step.node, model: step.model, at: time)
        }
      case .direct(let effect, let parent):
        drawings.append(drawings[parent])
        effect.apply(to: &drawings[drawings.count - 1], at: time)
      case .compositingGroup(let group, let drawing):
        list.groups[group].opacity = drawings[drawing].opacity
        var inside = drawings[drawing]
        inside.opacity = 1
        drawings.append(inside)
      case .maskLayer(let drawing):
        drawings.append(DrawingEffect(transform: drawings[drawing].transform))
      case .item(let index):
        let step = itemSteps[index]
        let shown = step.leaf.frame(for: step.node, model: step.model, at: time)
        guard building else {
          guard let slot = slots[index] else {
            // It drew nothing: the list holds while it still draws nothing.
            if Self.content(of: step.node, flags: step.flags, in: shown) == nil { continue }
            return false
          }
          let presented = Self.changeItem(at: slot, inMask: step.mask, of: &list) { item in
            Self.presentAgain(&item, of: step, at: shown, under: drawings)
          }
          if !presented { return false }
          continue
        }
        guard let content = Self.content(of: step.node, flags: step.flags, in: shown) else {
          continue
        }
        var item = DisplayList.Item(
          path: step.path, identifier: step.identifier, frame: shown, transform: .identity,
          opacity: 1, blurRadius: 0, shadows: [], isRemoving: step.isRemoving,
          groups: groupLists[step.groups], content: content)
        Self.present(&item, of: step, at: shown, under: drawings)
        if let mask = step.mask {
          slots[index] = list.groups[mask].mask?.count
          list.groups[mask].mask?.append(item)
        } else {
          slots[index] = list.items.count
          list.items.append(item)
        }
      }
    }
    return true
  }

  /// Runs `change` on the item in `slot` of `list`: among its items, or among mask `mask`'s.
  private static func changeItem(
    at slot: Int, inMask mask: Int?,
    of list: inout (items: [DisplayList.Item], groups: [DisplayList.Group]),
    _ change: (inout DisplayList.Item) -> Bool
  ) -> Bool {
    guard let mask else { return change(&list.items[slot]) }
    // Taken out while it changes, so that the mask's items are not copied.
    var items = list.groups[mask].mask.take() ?? []
    defer { list.groups[mask].mask = items }
    return change(&items[slot])
  }

  /// Presents `item`, the item of `step` in the last list, at the new time; returns `false` if
  /// it now draws nothing.
  ///
  /// Its content is drawn again unless it depends on its size alone (`ItemStep.contentIsFixed`)
  /// and its size stays; a shape that depends on its size alone and is resized keeps its
  /// paint, and only its path is laid out again.
  private static func presentAgain(
    _ item: inout DisplayList.Item, of step: ItemStep, at shown: CGRect,
    under drawings: [DrawingEffect]
  ) -> Bool {
    // Text keeps the lines of its laid-out size whatever its frame; other items fill theirs.
    let isResized = !step.drawsText && item.frame.size != shown.size
    let isDrawn =
      step.contentIsFixed && (!isResized || reshape(&item.content, of: step, in: shown))
    if !isDrawn {
      guard var content = content(of: step.node, flags: step.flags, in: shown) else {
        return false
      }
      // Moved, not copied: a path's elements, a paint.
      swap(&item.content, &content)
    }
    present(&item, of: step, at: shown, under: drawings)
    return true
  }

  /// Lays `content`, a shape item's, out again at the size of `shown`, keeping its paint;
  /// returns `false` (and leaves it) if the item's view is not a shape leaf.
  private static func reshape(
    _ content: inout DisplayList.Content, of step: ItemStep, in shown: CGRect
  ) -> Bool {
    guard let drawer = step.shape else { return false }
    let rect = CGRect(origin: .zero, size: shown.size)
    return content.changeShapeDrawing { drawing in
      // A colour or a rectangle is its new rectangle, filled as before.
      if drawer.fillsItsRect, case .fill(_, let style) = drawing.geometry {
        drawing.geometry = .fill(Path(rect), style)
        drawing.paintBounds = rect
        return true
      }
      return drawer.reshape(step.node, rect, &drawing)
    }
  }

  /// Sets what changes with time on `item`, the item of `step`, but its content: its frame,
  /// for its view presented at `shown`, and the drawing effect above it, one of `drawings`.
  private static func present(
    _ item: inout DisplayList.Item, of step: ItemStep, at shown: CGRect,
    under drawings: [DrawingEffect]
  ) {
    item.frame = shown
    if step.drawsText {
      // Text keeps its laid-out lines (its model size), centred in its moving frame.
      item.frame = CGRect(
        x: shown.midX - step.model.width / 2, y: shown.midY - step.model.height / 2,
        width: step.model.width, height: step.model.height)
    }
    // Read field by field: a copy of the effect would retain its extras (shadows and clips),
    // if any.
    item.transform = drawings[step.drawing].transform
    item.opacity = drawings[step.drawing].opacity
    item.blurRadius = drawings[step.drawing].blurRadius
    if !drawings[step.drawing].shadows.isEmpty || !item.shadows.isEmpty {
      let environment = step.node.inputs.environment
      item.shadows = drawings[step.drawing].shadows.map {
        DisplayList.Shadow(
          color: $0.color.resolve(in: environment), radius: $0.radius, offset: $0.offset)
      }
    }
    if !drawings[step.drawing].clips.isEmpty || !item.clips.isEmpty {
      item.clips = drawings[step.drawing].clips
    }
  }

  /// What the leaf `node` draws at its presented frame `shown`.
  private static func content(of node: ViewNode, flags: ViewTypeFlags, in shown: CGRect)
    -> DisplayList.Content?
  {
    let bounds = CGRect(origin: .zero, size: shown.size)
    if let drawer = node.typeInfo.shape {
      return drawer.draw(node, bounds).map(DisplayList.Content.shape)
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

/// What a node's presented frame follows: the animated frame of the leaf (or geometry group)
/// at the end of its single-child chain (see `ViewGraph.presentedFrame(of:model:insideGroup:)`).
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
    // A geometry group down the chain animates its frame as a leaf does.
    guard isLeaf || leaf.isGeometryGroup,
      let attribute = leaf.attributes?.typed(.frame, ViewGraph.FrameData.self)
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

extension DisplayList.Content {
  /// Runs `change` on the drawing of a shape's content, in place, and returns what it
  /// returns; `false` for other content.
  ///
  /// The content is consumed and made again around the drawing: reading the drawing out and
  /// assigning a new content would copy the whole content and destroy the old one, at every
  /// frame of every resized shape.
  fileprivate mutating func changeShapeDrawing(_ change: (inout ShapeDrawing) -> Bool) -> Bool {
    switch consume self {
    case .shape(var drawing):
      let changed = change(&drawing)
      self = .shape(drawing)
      return changed
    case let other:
      self = other
      return false
    }
  }
}
