/// The persistent counterpart of one view identity.
///
/// View values come and go with every `body`; the node stays as long as its identity does. It
/// keeps the last view value (with its dynamic properties bound), the storage of its `@State`
/// and `@Namespace` properties, the environment values it read, its children, and whatever its
/// modifier needs to remember between updates.
@MainActor
package final class ViewNode {
  // The first properties are those that drawing, layout and the tick read for every node:
  // declared in this order, those a frame's display list reads share the object's first
  // 64-byte cache line (after its header) and the next, so that a walk over thousands of
  // nodes loads two lines of each rather than four or five. (Swift lays out a class's stored
  // properties in declaration order.)
  //
  // Properties marked `@exclusivity(unchecked)` are read on every layout step or every frame;
  // checking each access at run time cost a third of a relayout, and a tenth of a frame's
  // display list. Nodes belong to the main actor, and these are read, assigned whole or
  // changed in place by one call (`children.removeAll`, whose observer then runs): no access
  // to them spans a call that could reach the same property.

  /// The flags of the node's view type, kept out of `typeInfo`: drawing reads them for every
  /// node of every frame.
  let typeFlags: ViewTypeFlags
  /// The node's kind of part in layout, kept out of `typeInfo` for the same reason.
  let layoutKind: LayoutKind
  // These two Bools fill the bytes before `frameInParent`, so that a relayout that moves
  // thousands of unchanged subviews reads one cache line of each.
  /// Whether the node has been placed by a layout.
  @exclusivity(unchecked) var hasFrame = false
  /// Whether the frames below this node still hold for its last placement: nothing in its
  /// subtree has changed since.
  @exclusivity(unchecked) var placementIsCurrent = false
  /// Whether the node was placed and nothing in its subtree has changed since: placed again
  /// with its last proposal, it would take the same size and lay out its subtree the same way.
  var hasCurrentPlacement: Bool { hasFrame && placementIsCurrent }
  /// The node's frame from the last layout, in its parent's coordinates (model values).
  ///
  /// Relative, so that moving a subtree moves one frame; `frame` adds up the path to the root.
  @exclusivity(unchecked) package var frameInParent: CGRect = .zero
  /// The node's children, in order.
  @exclusivity(unchecked) package var children: [ViewNode] = [] {
    didSet { onlyChild = children.count == 1 ? Unmanaged.passUnretained(children[0]) : nil }
  }
  /// The node's child if it has exactly one, unretained (`children` holds it).
  ///
  /// Layout walks chains of single children (a view's modifiers) for every cell of a grid, and
  /// reading `children` at each step retains and releases the array and the child: most of
  /// what such a walk costs. Stepped through from a local `unowned(unsafe)` variable, this
  /// costs no retain in an optimized build.
  @exclusivity(unchecked) private(set) var onlyChild: Unmanaged<ViewNode>?
  /// The node's animatable attributes (its effect's data, its frame as a leaf, …), once it
  /// has any.
  @exclusivity(unchecked) var attributes: NodeAttributes?
  /// The node's transition, if it was inserted or removed under an animated transaction.
  @exclusivity(unchecked) var transition: TransitionState?
  /// The identifier set by `.accessibilityIdentifier(_:)` on this node, if any.
  @exclusivity(unchecked) package var accessibilityIdentifier: String?
  /// What updates, layout, drawing and hit testing need to know of the node's view type
  /// (which never changes for a node).
  let typeInfo: ViewTypeInfo
  /// Layout's caches for this node; forgotten (with the ancestors') when the node changes.
  @exclusivity(unchecked) var layoutCache = NodeLayoutCache()
  @exclusivity(unchecked) var layoutInvalidatedPass = -1
  /// The node's parent, until the node leaves the tree.
  ///
  /// Unretained, not weak (see `Link`): the parent holds its children, and clears this
  /// reference in each of them when it is freed or torn down, and a removed node clears its own.
  package private(set) var parent: ViewNode? {
    get { parentReference?.takeUnretainedValue() }
    set { parentReference = Self.unretained(newValue) }
  }
  /// `parent`, unretained.
  ///
  /// Held as `Unmanaged` rather than `unowned(unsafe)`: reading a stored `unowned(unsafe)`
  /// property retains the object and releases it after, where an `Unmanaged` one is read as it
  /// is (layout reads the parents of thousands of subviews). A local `unowned(unsafe)` variable
  /// stepped along `Unmanaged` references, as layout's chain walks do, costs no retain.
  ///
  /// Not checked for exclusive access at run time, as the stored properties above (layout
  /// walks up parents at every step).
  @exclusivity(unchecked) private var parentReference: Unmanaged<ViewNode>?
  /// `node`, unretained; without `map`, for the reason given in `parentIdentifier`.
  private static func unretained(_ node: ViewNode?) -> Unmanaged<ViewNode>? {
    guard let node else { return nil }
    return Unmanaged.passUnretained(node)
  }
  /// `parent`, unretained, for walks up the tree that retain nothing (see `parentReference`).
  var unretainedParent: Unmanaged<ViewNode>? { parentReference }
  /// The identity of `parent`, read without retaining it.
  var parentIdentifier: ObjectIdentifier? {
    // Not `map`: in main-actor code a closure checks at run time that it runs on the main
    // actor, and layout asks this of thousands of subviews.
    guard let parentReference else { return nil }
    return ObjectIdentifier(parentReference.takeUnretainedValue())
  }
  /// The proposal the node was last placed with.
  @exclusivity(unchecked) package var lastProposal: ProposedViewSize = .unspecified
  // The view and inputs follow the layout state: a layout reads a container's layout and a
  // leaf's size from its view, and text its environment, from the same lines.
  /// The latest view value; for views with a body, the copy whose properties are bound.
  @exclusivity(unchecked) package var view: any View
  /// The inputs this node was last updated with.
  @exclusivity(unchecked) package var inputs: NodeInputs

  package unowned let graph: ViewGraph
  /// The graph's clock: presenting animated values reads the time from it (see `GraphClock`).
  let clock: GraphClock
  /// This node's place among its parent's children.
  package private(set) var key: ChildKey {
    didSet {
      keyName = nil
      pathName = nil
    }
  }
  /// `key.description`, kept: paths are spelled every frame, and describing an id is slow.
  private var keyName: String?
  /// `path`, kept once spelled; cleared when the node moves.
  private var pathName: String?
  /// The distance from the root (0 for the root).
  package private(set) var depth: Int

  /// Whether the node must re-evaluate in the next update (its state or an observed object
  /// changed).
  package var isDirty = false
  /// Whether the update running now is for the node's own change (its state or an observed
  /// object), rather than for new inputs.
  package var isUpdatingForOwnChange = false
  /// Whether the update running now brings the node a view from its parent (which may carry
  /// new animatable data), even if its own state changed too.
  package var hasViewFromParent = false
  /// The last update pass that processed this node.
  var processedPass = -1
  /// The update pass the node was made in.
  let madeInPass: Int
  /// Whether the node has not been updated yet.
  package var isNew = true
  /// Whether the node has left the tree.
  @exclusivity(unchecked) package private(set) var isRemoved = false
  /// Whether the node is a list of views leaving (or the custom views and modifiers around
  /// one), kept while its views transition out, each with its own transition; it is erased
  /// with the last of them. (Here, beside the flags, it takes no room of its own.)
  var isDissolving = false
  /// Whether the node, new in this pass, stands in for its parent in inserting its children:
  /// a list of views inserted, whose views each come with their own transition.
  var passesInsertionDown = false
  /// How many taps in a row run `primaryAction` from `ViewHost.tap(at:)`: an
  /// `onTapGesture(count:)`'s count, 1 for buttons and toggles. (Here, beside the flags, it
  /// takes no room of its own.)
  var tapCount: Int32 = 1

  /// Storage of dynamic properties (`@State` boxes, `@Namespace` ids), in declaration order.
  package var slots: [AnyObject] = []
  /// The environment values the last `body` read, to tell whether a new environment matters.
  package var environmentReads: [EnvironmentRead] = []
  /// What the node's modifier remembers between updates (`onChange`'s last value, …).
  package var memory: Any?
  /// The transaction of the latest update that changed this node.
  package var lastTransaction: Transaction?
  /// What `ViewHost.perform(_:)` runs for this node (a button's action, a toggle's flip, …).
  package var primaryAction: (() -> Void)?
  /// The drag gesture attached by this node's `.gesture` modifier, if any.
  var dragHandlers: DragHandlers?
  /// What this node's own modifier does to the preferences of its content.
  package var preferenceTransform: PreferenceTransform?
  /// The observer of the `@Observable` properties the last body read.
  var observer: NodeObserver?
  /// The preferences of this subtree, if computed since it last changed.
  package var cachedPreferences: PreferenceValues?
  /// The node's link, once something has asked for it.
  var linkStorage: NodeLink?

  init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, inputs: NodeInputs) {
    self.graph = graph
    clock = graph.clock
    madeInPass = graph.passCount
    parentReference = Self.unretained(parent)
    self.key = key
    self.depth = (parent?.depth ?? -1) + 1
    self.view = view
    self.inputs = inputs
    let typeInfo = ViewTypeInfo.of(view)
    self.typeInfo = typeInfo
    typeFlags = typeInfo.flags
    layoutKind = typeInfo.layout.kind
  }

  isolated deinit {
    detachBackReferences()
  }

  /// The node's key as a path component.
  package var keyDescription: String {
    if let keyName { return keyName }
    let name = key.description
    keyName = name
    return name
  }

  /// The identity path from the root, such as `body/0/[3]/content`.
  package var path: String {
    if let pathName { return pathName }
    let name = parent.map { $0.path + "/" + keyDescription } ?? keyDescription
    pathName = name
    return name
  }

  /// Whether this node comes before `other` in tree order (pre-order: parents before children,
  /// earlier siblings before later ones).
  func precedesInTreeOrder(_ other: ViewNode) -> Bool {
    if self === other { return false }
    var a: ViewNode = self
    var b: ViewNode = other
    while a.depth > b.depth, let parent = a.parent {
      if parent === b { return false }
      a = parent
    }
    while b.depth > a.depth, let parent = b.parent {
      if parent === a { return true }
      b = parent
    }
    while let pa = a.parent, let pb = b.parent, pa !== pb {
      a = pa
      b = pb
    }
    guard let parent = a.parent,
      let ia = parent.children.firstIndex(where: { $0 === a }),
      let ib = parent.children.firstIndex(where: { $0 === b })
    else { return depth < other.depth }
    return ia < ib
  }

  /// The node's frame from the last layout, in the host's coordinates (model values).
  ///
  /// Complexity: O(depth).
  package var frame: CGRect {
    var frame = frameInParent
    var node = parent
    while let current = node {
      frame.origin.x += current.frameInParent.minX
      frame.origin.y += current.frameInParent.minY
      node = current.parent
    }
    return frame
  }

  /// The name of the view's type, without module prefixes.
  package var typeName: String { String(describing: type(of: view)) }

  /// Marks the node removed; its storage no longer accepts writes.
  func markRemoved() {
    isRemoved = true
    parent = nil
    pathName = nil
  }

  /// Whether the node has been removed and is transitioning out.
  var isTransitioningOut: Bool { transition?.isRemoving ?? false }

  /// Whether the node is leaving: transitioning out, or a list of views doing so view by view.
  var isLeaving: Bool { isDissolving || isTransitioningOut }

  /// Moves the node under `parent` with `key` (a removed view kept under its transition's
  /// modifiers); the depths of its subtree follow.
  func reparent(to parent: ViewNode, key: ChildKey) {
    self.parent = parent
    self.key = key
    var stack = [(self, parent.depth + 1)]
    while let (node, depth) = stack.popLast() {
      node.depth = depth
      node.pathName = nil
      for child in node.children { stack.append((child, depth + 1)) }
    }
  }

  /// Forgets the parent, which is leaving the tree or being freed.
  func clearParent() {
    parent = nil
    pathName = nil
  }

  /// Forgets the sizes and placement of this node and its ancestors (once per update pass: a
  /// node already cleared in this pass has cleared its ancestors too).
  ///
  /// With `structure`, the node's children changed, so the subviews that containers see may
  /// have too: those lists are forgotten up to the first container or leaf, whose own place in
  /// its parent's subviews does not depend on what is inside it.
  func invalidateLayout(structure: Bool = false) {
    let pass = graph.passCount
    var structural = structure
    var node: ViewNode? = self
    while let current = node {
      if structural {
        current.layoutCache.forgetStructure()
        switch current.layoutKind {
        case .container, .layeredContainer, .leaf: structural = false
        case .list, .transparent: break
        }
      } else if current.layoutInvalidatedPass == pass {
        break
      }
      current.layoutInvalidatedPass = pass
      current.layoutCache.forgetSizes()
      current.placementIsCurrent = false
      node = current.parent
    }
  }

  /// Forgets the cached preferences of this node and its ancestors.
  func invalidatePreferences() {
    var node: ViewNode? = self
    while let current = node, current.cachedPreferences != nil {
      current.cachedPreferences = nil
      node = current.parent
    }
  }
}

/// One environment value a `body` read, with a check of whether another environment differs.
@MainActor
package struct EnvironmentRead {
  /// Whether `environment` holds a different value than the one read.
  let hasChanged: (EnvironmentValues) -> Bool
}
