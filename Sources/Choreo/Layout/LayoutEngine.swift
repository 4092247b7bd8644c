/// Sizes and places the node tree with SwiftUI's proposal model.
///
/// Every node has a layout role: a *leaf* sizes itself (`LeafLayout`), a *container* lays out
/// the subviews its content flattens to with a `Layout` (stacks, grids, frames, padding), a
/// *list* (`TupleView`, `ForEach`, `Group`, conditionals) contributes its elements to the
/// container above it, and anything else is *transparent* and takes its child's layout.
///
/// Sizes are cached per node and proposal and forgotten along the path from a changed node to
/// the root, so a relayout recomputes only what a change affects. Frames are model values,
/// each in its parent's coordinates, and a subtree that has not changed is not placed again;
/// a layout that knows an unchanged subview only moves (a lazy grid's lines after a grown
/// cell) places it as before, moved (`LayoutSubviews.placeAsBefore(_:movedBy:)`). Animation
/// interpolates frames later.
@MainActor
package final class LayoutEngine {
  package unowned let graph: ViewGraph

  package init(graph: ViewGraph) {
    self.graph = graph
  }

  // MARK: - Roles and units

  /// What the modifiers of `unit`'s transparent chain say about its layout, found once until
  /// something in the chain changes.
  func traits(of unit: LayoutUnit) -> LayoutTraits {
    if let cached = unit.node.layoutCache.traits { return cached }
    var found: LayoutTraits?
    var prioritySet = false
    var spacingSet = false
    // Stepped through unretained references, which the chain's parents keep alive (see
    // `ViewNode.onlyChild`): every cell of a grid is walked here.
    unowned(unsafe) var current = unit.node
    while true {
      // Not `let facts = current.typeInfo.layout`: a copy of the facts retains their functions.
      if current.typeInfo.layout.setsTraits {
        let traits = found ?? LayoutTraits()
        found = traits
        let view = current.view
        if let guide = view as? any AlignmentGuideSetting { traits.guides.append(guide) }
        if !spacingSet, let spacing = view as? any SpacingSetting {
          traits.spacing = spacing.viewSpacing
          traits.statesSpacing = true
          spacingSet = true
        }
        addViewTraits(of: view, to: traits, prioritySet: &prioritySet)
      }
      if current.layoutKind == .leaf {
        let traits = found ?? LayoutTraits()
        found = traits
        traits.leaf = current
      }
      let isContainer = current.layoutKind == .container || current.layoutKind == .layeredContainer
      if isContainer, !current.typeInfo.layout.mergesGuidesOnly {
        let traits = found ?? LayoutTraits()
        found = traits
        traits.userContainer = current
      }
      // A list of one view (such as a custom view's `Group { … }` of one view) passes its
      // view's traits up as a transparent view does.
      guard current.layoutKind == .transparent || current.layoutKind == .list else { break }
      if let next = current.onlyChild {
        assert(current.children.count == 1 && current.children[0] === next.takeUnretainedValue())
        current = next.takeUnretainedValue()
      } else if current.layoutKind == .transparent, let next = onlyStayingChild(of: current) {
        // Its other children are transitioning out (an `id` changed under an animation):
        // its content is the one that stays, as for its size.
        current = next
      } else {
        break
      }
    }
    if current.typeInfo.layout.passesTraits {
      addTraits(inside: current, to: &found, prioritySet: prioritySet)
    }
    let traits = found ?? LayoutTraits.none
    unit.node.layoutCache.traits = traits
    return traits
  }

  /// Adds to `found` the priority, grid cell and layout value traits written inside
  /// `modifier`.
  ///
  /// `modifier` is a layout modifier the unit's chain ends in (`.layoutPriority(1).padding()`):
  /// SwiftUI keeps a view's traits through the modifiers applied after it. Guides and spacing
  /// stay the modifier layout's business.
  private func addTraits(
    inside modifier: ViewNode, to found: inout LayoutTraits?, prioritySet: Bool
  ) {
    var prioritySet = prioritySet
    unowned(unsafe) var current = modifier
    // Stepped through unretained references, as in `traits(of:)`.
    for _ in 0..<ViewGraph.aroundLimit {
      switch current.layoutKind {
      case .transparent, .list:
        guard let next = current.onlyChild else { return }
        current = next.takeUnretainedValue()
      case .container, .layeredContainer:
        guard current.typeInfo.layout.passesTraits else { return }
        if let next = current.onlyChild {
          current = next.takeUnretainedValue()
        } else if let next = current.nextInChain {
          // An overlay or background: its first layer is the view it modifies.
          current = next
        } else {
          return
        }
      case .leaf: return
      }
      // Modifiers only: a leaf's own traits (a spacer's priority) stay inside the modifier.
      guard current.typeInfo.layout.setsTraits, current.typeFlags.contains(.modifier) else {
        continue
      }
      let traits = found ?? LayoutTraits()
      found = traits
      addViewTraits(of: current.view, to: traits, prioritySet: &prioritySet)
    }
  }

  /// Adds the view traits `view` writes (its priority, unless one outside it is set; grid
  /// cell settings; layout values) to `traits`, walking outermost first.
  private func addViewTraits(
    of view: any View, to traits: LayoutTraits, prioritySet: inout Bool
  ) {
    if !prioritySet, let priority = view as? any LayoutPrioritySetting {
      traits.priority = priority.layoutPriority
      prioritySet = true
    }
    if let cell = view as? any GridCellSetting { cell.apply(to: &traits.gridCell) }
    if let value = view as? any LayoutValueSetting { value.apply(to: &traits.values) }
  }

  /// The layout units `node` contributes to the container above it: itself if its subtree is
  /// one view, else its elements.
  func units(of node: ViewNode) -> [ViewNode] {
    var units: [ViewNode] = []
    appendUnits(of: node, to: &units)
    return units
  }

  /// The end of the chain of single-child transparent nodes that starts at `node`.
  ///
  /// That is the first node on it that lays out for itself, or has no child or several. Walked
  /// without recursion (views can nest deeply), through unretained references that the
  /// chain's parents keep alive (see `ViewNode.onlyChild`).
  private func chainEnd(below node: ViewNode) -> ViewNode {
    unowned(unsafe) var end = node
    while end.layoutKind == .transparent, let next = end.onlyChild {
      assert(end.children.count == 1 && end.children[0] === next.takeUnretainedValue())
      end = next.takeUnretainedValue()
    }
    return end
  }

  /// Whether `node`'s units are exactly itself (what `appendUnits` would append alone),
  /// found without building the list.
  private func isOwnUnit(_ node: ViewNode) -> Bool {
    if node.isTransitioningOut { return false }
    switch node.layoutKind {
    case .leaf, .container, .layeredContainer: return true
    case .list: return false
    case .transparent:
      let bottom = chainEnd(below: node)
      if bottom !== node, bottom.isTransitioningOut { return false }
      switch bottom.layoutKind {
      case .leaf, .container, .layeredContainer: return true
      case .list, .transparent: return false
      }
    }
  }

  /// Appends the layout units of `node` to `units`, without building a list for each node.
  private func appendUnits(of node: ViewNode, to units: inout [ViewNode]) {
    // A view transitioning out keeps its last frame and takes no space.
    if node.isTransitioningOut { return }
    switch node.layoutKind {
    case .leaf, .container, .layeredContainer: units.append(node)
    case .list: units.append(contentsOf: elementUnits(of: node))
    case .transparent:
      let bottom = chainEnd(below: node)
      if bottom !== node, bottom.isTransitioningOut { return }
      switch bottom.layoutKind {
      case .leaf, .container, .layeredContainer: units.append(node)
      case .list, .transparent:
        // A transparent bottom has no child or several: its units are its children's.
        let inner = elementUnits(of: bottom)
        if inner.count == 1 { units.append(node) } else { units.append(contentsOf: inner) }
      }
    }
  }

  /// The units of `node`'s children, in order; cached until its structure changes.
  private func elementUnits(of node: ViewNode) -> [ViewNode] {
    if let cached = node.layoutCache.units { return cached }
    var units: [ViewNode] = []
    let children = node.children
    for index in children.indices {
      // A `ForEach`'s thousands of children: hint the chains of those to come.
      LayoutSubviews.prefetchChains(of: children, after: index)
      appendUnits(of: children[index], to: &units)
    }
    node.layoutCache.units = units
    return units
  }

  /// `node`'s content as one unit: its only view, or its views in an implicit vertical stack.
  func contentUnit(of node: ViewNode) -> LayoutUnit {
    if isOwnUnit(node) { return LayoutUnit(node: node, grouped: false) }
    let inner = units(of: node)
    if inner.count == 1, let only = inner.first { return LayoutUnit(node: only, grouped: false) }
    return LayoutUnit(node: node, grouped: true)
  }

  /// The subviews of a container node: the units of its children.
  func subviews(of node: ViewNode) -> LayoutSubviews {
    if let cached = node.layoutCache.subviews { return cached }
    var subviews: [LayoutSubview] = []
    if node.layoutKind == .layeredContainer, let layered = node.view as? any LayeredContent {
      // The primary view, then each view of the secondary layer: several are a `ZStack`
      // (§9.3), each aligned on the primary by the layer's layout, as the stack would align
      // them and be aligned as a whole.
      for (index, key) in layered.layerKeys.enumerated() {
        guard let child = node.children.first(where: { $0.key == key }) else { continue }
        if index == 0 {
          append(contentUnit(of: child).node, to: &subviews)
        } else {
          for unit in units(of: child) { append(unit, to: &subviews) }
        }
      }
    } else {
      // Built here rather than from `elementUnits(of:)`: most children are their own unit (a
      // padded view's content, a stack's views), and a container's units are wanted only as
      // subviews, so neither a list of nodes nor its cache is made for each container.
      subviews.reserveCapacity(node.children.count)
      for child in node.children {
        if isOwnUnit(child) {
          append(child, to: &subviews)
        } else {
          for unit in units(of: child) { append(unit, to: &subviews) }
        }
      }
    }
    let made = LayoutSubviews(subviews: subviews)
    node.layoutCache.subviews = made
    return made
  }

  /// The unit of a container's one subview, when its one child is that unit (as for a view a
  /// modifier modifies), found without making the container's list of subviews; else `nil`.
  private func singleSubview(of node: ViewNode) -> LayoutUnit? {
    guard node.layoutKind == .container, let only = node.onlyChild?.takeUnretainedValue(),
      isOwnUnit(only)
    else { return nil }
    return LayoutUnit(node: only, grouped: false)
  }

  /// Appends `node`, as a unit of its own, to a container's `subviews`.
  private func append(_ node: ViewNode, to subviews: inout [LayoutSubview]) {
    subviews.append(
      LayoutSubview(
        unit: LayoutUnit(node: node, grouped: false), engine: self, index: subviews.count))
  }

  /// The unit a transparent node takes its layout from: its first child's content, or `nil`
  /// if it has no child.
  ///
  /// A child transitioning out takes no space: the first child that is not is taken (an `id`
  /// that changed under an animation keeps its old view beside the new one until the old
  /// one's removal ends).
  ///
  /// Cached until the node's structure changes.
  private func transparentContent(of node: ViewNode) -> LayoutUnit? {
    if let cached = node.layoutCache.content { return cached }
    if let only = node.onlyChild, let end = staying(chainEndingAt: only.takeUnretainedValue()) {
      let content = LayoutUnit(node: end, grouped: false)
      node.layoutCache.content = content
      return content
    }
    guard let child = contentChild(of: node) else { return nil }
    var content = contentUnit(of: child)
    // A chain of transparent nodes lays out as its end: skip to it, so the nodes between
    // keep no sizes of their own (placing this node gives them their frames).
    while !content.grouped, content.node.layoutKind == .transparent,
      let next = contentChild(of: content.node)
    {
      content = contentUnit(of: next)
    }
    node.layoutCache.content = content
    return content
  }

  /// The leaf or container that the chain of single transparent children from `node` ends
  /// in, if neither it nor any node on the way is transitioning out; else `nil`.
  ///
  /// What `transparentContent` finds for such a chain (a view's modifiers, down to its
  /// padding or text), found in one walk that retains nothing, as in `chainEnd(below:)`.
  private func staying(chainEndingAt node: ViewNode) -> ViewNode? {
    unowned(unsafe) var end = node
    while !end.isTransitioningOut {
      switch end.layoutKind {
      case .leaf, .container, .layeredContainer: return end
      case .list: return nil
      case .transparent:
        guard let next = end.onlyChild else { return nil }
        end = next.takeUnretainedValue()
      }
    }
    return nil
  }

  /// The child a transparent node takes its layout from: its first that is not transitioning
  /// out, or its first.
  ///
  /// A loop, not `first(where:)`: the closure would check at run time that it runs on the main
  /// actor, for every cell of a grid.
  private func contentChild(of node: ViewNode) -> ViewNode? {
    // Most nodes have one child: read without retaining the list of children.
    if let only = node.onlyChild, !only.takeUnretainedValue().isTransitioningOut {
      return only.takeUnretainedValue()
    }
    let children = node.children
    for child in children where !child.isTransitioningOut { return child }
    return children.first
  }

  /// The one child of `node` that is not transitioning out, if all its others are.
  private func onlyStayingChild(of node: ViewNode) -> ViewNode? {
    var staying: ViewNode?
    for child in node.children where !child.isTransitioningOut {
      if staying != nil { return nil }
      staying = child
    }
    return staying
  }

  // MARK: - Sizing

  /// The size `unit` takes for `proposal`; cached until the unit's subtree changes.
  func size(of unit: LayoutUnit, proposal: ProposedViewSize) -> CGSize {
    let proposal = proposal.sanitized
    if let cached = unit.node.layoutCache.size(for: proposal, grouped: unit.grouped) {
      return cached
    }
    var size = computeSize(of: unit, proposal: proposal)
    // Checked before the graph is read: reading an unowned reference retains it.
    if !size.isValidAnswer { size = size.sanitized(reportingTo: graph, at: unit.node) }
    unit.node.layoutCache.store(size, for: proposal, grouped: unit.grouped)
    return size
  }

  private func computeSize(of unit: LayoutUnit, proposal: ProposedViewSize) -> CGSize {
    let node = unit.node
    if unit.grouped {
      var cache: Void = ()
      return VStackLayout().sizeThatFits(
        proposal: proposal, subviews: groupSubviews(of: node), cache: &cache)
    }
    switch node.layoutKind {
    case .leaf:
      return node.typeInfo.layout.leafSize(node, proposal)
    case .container, .layeredContainer:
      if let size = node.typeInfo.layout.singleSubviewSize, let subview = singleSubview(of: node) {
        return size(self, node, proposal, subview)
      }
      return node.typeInfo.layout.containerSize(self, node, proposal, subviews(of: node))
    case .list:
      return size(of: LayoutUnit(node: node, grouped: true), proposal: proposal)
    case .transparent:
      guard let content = transparentContent(of: node) else { return .zero }
      // The content's view is read next (a container's layout, a leaf's size): hinted now,
      // it loads while the content's cache is checked.
      content.node.prefetchView()
      return size(of: content, proposal: proposal)
    }
  }

  /// The size `layout`, the layout of container `node`, gives its subviews for `proposal`.
  fileprivate func sizeOf<L: Layout>(
    _ layout: L, of node: ViewNode, proposal: ProposedViewSize, subviews: LayoutSubviews
  ) -> CGSize {
    withCache(of: layout, at: node, subviews: subviews) { cache in
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Runs `body` with the cache `layout` keeps at `node`, as SwiftUI keeps it: made once, and
  /// updated (`updateCache`) when the container or anything in its subviews has changed.
  private func withCache<L: Layout, Result>(
    of layout: L, at node: ViewNode, subviews: LayoutSubviews,
    _ body: (inout L.Cache) -> Result
  ) -> Result {
    // Most layouts keep nothing: skip the store, whose typed look-up costs more than sizing.
    // The cache is then `Void`, and `()` is reinterpreted as it (`as?` would look up the
    // metadata of `L.Cache?` and run a runtime cast every time).
    if L.Cache.self == Void.self {
      var nothing = unsafeBitCast((), to: L.Cache.self)
      return body(&nothing)
    }
    return withStoredCache(of: layout, at: node, subviews: subviews, body)
  }

  /// Runs `body` with the cache a layout that keeps one has at `node`.
  ///
  /// Not inlined: the metadata it needs (of `L.Cache?`) would be looked up on entry to
  /// `withCache`, for layouts without a cache too.
  @inline(never)
  private func withStoredCache<L: Layout, Result>(
    of layout: L, at node: ViewNode, subviews: LayoutSubviews,
    _ body: (inout L.Cache) -> Result
  ) -> Result {
    var cache: L.Cache
    if let kept = node.layoutCache.containerCache as? L.Cache {
      cache = kept
      if node.layoutCache.containerCacheIsStale { layout.updateCache(&cache, subviews: subviews) }
    } else {
      cache = layout.makeCache(subviews: subviews)
    }
    // A placement made only to find guides works on a copy: a layout may remember in its
    // cache where it last placed its subviews (a lazy grid does), which that placement must
    // not change.
    if isFindingGuides { return body(&cache) }
    // Not held twice while `body` changes it (a copy would be made on every write).
    node.layoutCache.containerCache = nil
    node.layoutCache.containerCacheIsStale = false
    let result = body(&cache)
    node.layoutCache.containerCache = cache
    return result
  }

  func groupSubviews(of node: ViewNode) -> LayoutSubviews {
    var subviews: [LayoutSubview] = []
    for unit in units(of: node) { append(unit, to: &subviews) }
    return LayoutSubviews(subviews: subviews)
  }

  func dimensions(of unit: LayoutUnit, proposal: ProposedViewSize) -> ViewDimensions {
    dimensions(of: unit, proposal: proposal, asking: AlignmentQuery.standard)
  }

  /// `unit`'s dimensions for `proposal`, with its explicit guides only if `alignment` can
  /// see them: the built-in edge and centre guides are explicit only where `alignmentGuide`
  /// or a user's layout sets them, so most views skip computing their guides (text
  /// baselines, their subviews') to be aligned.
  func dimensions(
    of unit: LayoutUnit, proposal: ProposedViewSize, aligning alignment: Alignment
  ) -> ViewDimensions {
    let traits = traits(of: unit)
    guard alignment.horizontal.edgeFraction != nil, alignment.vertical.edgeFraction != nil,
      traits.guides.isEmpty, !traits.placesOwnGuides
    else {
      let asking = [
        AlignmentQuery.horizontal(alignment.horizontal), .vertical(alignment.vertical),
      ]
      return dimensions(of: unit, proposal: proposal, asking: asking)
    }
    return ViewDimensions(size: size(of: unit, proposal: proposal))
  }

  /// `unit`'s dimensions for `proposal`, with the guides its container's layout is asked for
  /// (`asking`) besides those it merges from its subviews.
  private func dimensions(
    of unit: LayoutUnit, proposal: ProposedViewSize, asking: [AlignmentQuery]
  ) -> ViewDimensions {
    let size = size(of: unit, proposal: proposal)
    var guides: [GuideKey: CGFloat] = [:]
    if let container = guideContainer(of: unit) {
      guides = containerGuides(
        of: container, size: size, proposal: proposal, asking: asking)
    }
    return ViewDimensions(
      size: size, explicitGuides: explicitGuides(of: unit, size: size, over: guides))
  }

  /// Guides set by `alignmentGuide` on the unit or inside its transparent chain, text
  /// baselines, and `inner`: the guides of the container the chain ends in.
  ///
  /// An `alignmentGuide` sees the guides inside it and replaces the one it sets; the
  /// outermost one of a guide wins.
  private func explicitGuides(
    of unit: LayoutUnit, size: CGSize, over inner: [GuideKey: CGFloat]
  ) -> [GuideKey: CGFloat] {
    let traits = traits(of: unit)
    guard !traits.guides.isEmpty || traits.leaf != nil else { return inner }
    // Kept for leaves' chains (text in a grid asked again and again); a container's depend
    // on its proposal as well, and are made each time.
    let isCached = inner.isEmpty
    if isCached, let (lastSize, guides) = traits.lastGuides, lastSize == size { return guides }
    var guides = inner
    if let leaf = traits.leaf {
      for guide in [VerticalAlignment.firstTextBaseline, .lastTextBaseline]
      where guides[guide.key] == nil {
        if let value = leaf.typeInfo.layout.leafAlignment(leaf, guide, size) {
          guides[guide.key] = value
        }
      }
    }
    var set: Set<GuideKey> = []
    for guide in traits.guides where !set.contains(guide.guideKey) {
      set.insert(guide.guideKey)
      let value = guide.guideValue(in: ViewDimensions(size: size, explicitGuides: guides))
      if !value.isFinite {
        graph.diagnostics.report(
          "An alignment guide computed a non-finite value (\(value)); it counts as 0",
          at: unit.node)
      }
      guides[guide.guideKey] = value.finite(or: 0)
    }
    if isCached {
      // The shared empty traits must never change: they have neither guides nor a leaf.
      assert(traits !== LayoutTraits.none, "Guides kept on the shared empty traits")
      traits.lastGuides = (size, guides)
    }
    return guides
  }

  /// The container whose guides `unit` has, if its chain ends in one: its node, or the
  /// group's for a grouped unit.
  private func guideContainer(of unit: LayoutUnit) -> GuideContainer? {
    if unit.grouped { return GuideContainer(node: unit.node, grouped: true) }
    let end = chainEnd(below: unit.node)
    guard end.layoutKind == .container || end.layoutKind == .layeredContainer else { return nil }
    return GuideContainer(node: end, grouped: false)
  }

  /// The guides of `container`, laid out at `size` for `proposal`: its subviews' explicit
  /// guides, where its layout places them, merged (§9: the average of their values, the
  /// first baseline the highest, the last the lowest; edges and centres are not passed up),
  /// then its layout's own value (`Layout.explicitAlignment`) for each guide in `asking`.
  ///
  /// The subviews' layouts are asked for the guides in `asking` that can pass up, so a
  /// custom layout's baseline reaches the stack around it.
  private func containerGuides(
    of container: GuideContainer, size: CGSize, proposal: ProposedViewSize,
    asking: [AlignmentQuery]
  ) -> [GuideKey: CGFloat] {
    let node = container.node
    let bounds = CGRect(origin: .zero, size: size)
    let subviews: LayoutSubviews
    let recorded: [Placement?]
    let outer = isFindingGuides
    isFindingGuides = true
    defer { isFindingGuides = outer }
    subviews = container.grouped ? groupSubviews(of: node) : self.subviews(of: node)
    recorded = recordedPlacements(
      of: node, grouped: container.grouped, subviews: subviews, in: bounds, proposal: proposal)
    var merged = GuideMerger()
    let passingUp = asking.filter { !$0.key.isEdge }
    for index in subviews.indices {
      let unit = subviews.subviews[index].unit
      let (origin, childProposal) = origin(of: unit, placed: recorded[index], in: bounds)
      let dimensions = self.dimensions(of: unit, proposal: childProposal, asking: passingUp)
      for (key, value) in dimensions.explicitGuides {
        merged.add(value + (key.isVertical ? origin.y : origin.x), for: key)
      }
    }
    var guides = merged.guides
    if !container.grouped {
      let alignment = node.typeInfo.layout.containerAlignment
      for query in asking {
        if let value = alignment(self, node, query, bounds, proposal, subviews), value.isFinite {
          guides[query.key] = value
        }
      }
    }
    return guides
  }

  /// Where a layout put a subview (its origin in the container) and what it proposed it.
  private func origin(of unit: LayoutUnit, placed placement: Placement?, in bounds: CGRect) -> (
    CGPoint, ProposedViewSize
  ) {
    switch placement {
    case .at(let position, let anchor, let proposal)?:
      let size = size(of: unit, proposal: proposal)
      return (
        CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height),
        proposal
      )
    case .placed?:
      return (unit.node.frameInParent.origin, unit.node.lastProposal)
    case .asBefore(let offset)?:
      let frame = unit.node.frameInParent
      return (
        CGPoint(x: frame.minX + offset.width, y: frame.minY + offset.height),
        unit.node.lastProposal
      )
    case nil:
      return (bounds.origin, ProposedViewSize(bounds.size))
    }
  }

  func priority(of unit: LayoutUnit) -> Double {
    traits(of: unit).priority
  }

  /// `unit`'s spacing preferences: those its chain states (a `Spacer`'s), else those of the
  /// user's layout it ends in (`Layout.spacing`), else none.
  ///
  /// Choreo's own layouts state none: they would merge their subviews' preferences, and
  /// those (none, or a `Spacer`'s zero) always merge to none, so they are not asked.
  func spacing(of unit: LayoutUnit) -> ViewSpacing {
    let traits = traits(of: unit)
    guard !traits.statesSpacing, let container = traits.userContainer else {
      return traits.spacing
    }
    if let cached = container.layoutCache.spacing { return cached }
    let spacing = container.typeInfo.layout.containerSpacing(
      self, container, subviews(of: container))
    container.layoutCache.spacing = spacing
    return spacing
  }

  func gridCellTraits(of unit: LayoutUnit) -> GridCellTraits {
    traits(of: unit).gridCell
  }

  // MARK: - Placement

  /// Whether placement records the nodes whose frames change (for animating leaf frames).
  @exclusivity(unchecked) package var recordsMoves = false
  /// The nodes whose frames changed in the last layout, with the frame each had before (`nil`
  /// for a node placed for the first time); only while `recordsMoves` is on.
  @exclusivity(unchecked) package private(set) var moves: [(node: ViewNode, old: CGRect?)] = []

  /// Gives `node` its frame in its parent, recording the move if it is one.
  private func assign(_ frame: CGRect, to node: ViewNode) {
    if recordsMoves, !node.hasFrame || node.frameInParent != frame {
      moves.append((node, node.hasFrame ? node.frameInParent : nil))
    }
    node.frameInParent = frame
    node.hasFrame = true
  }

  /// Whether placement runs only to find a container's guides (see `containerGuides`).
  @exclusivity(unchecked) private var isFindingGuides = false

  /// Where the container being placed now put each of its subviews, by subview index.
  @exclusivity(unchecked) private var placements: [Placement?] = []
  @exclusivity(unchecked) private var placing: LayoutSubviews?
  /// Storage for the placements of the next container placed, given back by the last one
  /// once its subviews were placed: placing thousands of containers (a grid's cells) then
  /// allocates their lists once, not once each.
  @exclusivity(unchecked) private var sparePlacements: [Placement?] = []
  /// The longest list of placements kept for reuse: filling a long one (a grid's) again
  /// element by element costs more than allocating it.
  private static let sparePlacementsLimit = 16

  private enum Placement {
    /// Placed by its `anchor` at `position`, for `proposal`.
    case at(CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    /// Where it was last placed, moved by an offset, for the proposal it had then.
    case asBefore(movedBy: CGSize)
    /// Placed already, when its layout placed it (see `placeSubview`).
    case placed
  }

  /// Places `subview` as its container's layout asks (`LayoutSubview.place(at:anchor:proposal:)`),
  /// or records where, in a placement made only to find guides.
  func placeSubview(
    _ subview: LayoutSubview, at position: CGPoint, anchor: UnitPoint,
    proposal: ProposedViewSize
  ) {
    // A subview of another container (one a layout kept from elsewhere) is not placed here.
    guard let placing, placements.indices.contains(subview.index),
      placing[subview.index].unit == subview.unit
    else { return }
    guard !isFindingGuides else {
      placements[subview.index] = .at(position, anchor: anchor, proposal: proposal)
      return
    }
    // Placed at once, while what its layout read of it (its size, its guides) is still in
    // the processor's caches: a grid aligns and places each of thousands of cells in turn.
    // A subview placed again is placed where it was placed last, as SwiftUI does.
    placements[subview.index] = .placed
    place(subview.unit, at: position, anchor: anchor, proposal: proposal)
  }

  /// Places `unit` by its `anchor` at `position`, at the size it takes for `proposal`.
  private func place(
    _ unit: LayoutUnit, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize
  ) {
    let size = self.size(of: unit, proposal: proposal)
    let origin = CGPoint(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    place(unit, in: CGRect(origin: origin, size: size), proposal: proposal)
  }

  /// Records that the subviews at `indices` go where they were last placed, moved by `offset`
  /// (see `LayoutSubviews.placeAsBefore(_:movedBy:)`).
  func recordPlacementAsBefore(
    of subviews: LayoutSubviews, at indices: Range<Int>, movedBy offset: CGSize
  ) {
    // Subviews of another container (ones a layout kept from elsewhere) are not placed here.
    guard let placing, placing.isSame(as: subviews) else { return }
    for index in indices.clamped(to: placements.indices) {
      placements[index] = .asBefore(movedBy: offset)
    }
  }

  /// Lays out the whole tree for a host of `size`: the root is proposed the host's size and
  /// centred in it, as a hosting window does.
  package func layout(root: ViewNode, in size: CGSize) {
    moves = []
    let unit = contentUnit(of: root)
    let proposal = ProposedViewSize(size)
    var rootSize = self.size(of: unit, proposal: proposal)
    if !rootSize.width.isFinite { rootSize.width = size.width.isFinite ? size.width : 0 }
    if !rootSize.height.isFinite { rootSize.height = size.height.isFinite ? size.height : 0 }
    let origin = CGPoint(
      x: ((size.width - rootSize.width) / 2).rounded(),
      y: ((size.height - rootSize.height) / 2).rounded())
    if unit.node === root {
      place(unit, in: CGRect(origin: origin, size: rootSize), proposal: proposal)
    } else {
      assign(CGRect(origin: origin, size: size), to: root)
      root.lastProposal = proposal
      markPath(above: unit.node, below: root, size: size, proposal: proposal)
      place(unit, in: CGRect(origin: .zero, size: rootSize), proposal: proposal)
    }
  }

  /// Places the subtree of a node that takes no space (a view transitioning out) inside the
  /// frame it keeps.
  package func placeDetached(_ node: ViewNode) {
    guard !node.isRemoved else { return }
    let end = chainEnd(below: node)
    // As `appendUnits` finds them: a list, or a transparent node with several children.
    let isPassThrough =
      end.layoutKind == .list || (end.layoutKind == .transparent && elementUnits(of: end).count > 1)
    guard isPassThrough else {
      let unit = LayoutUnit(node: node, grouped: false)
      place(unit, in: detachedFrame(of: unit), proposal: node.lastProposal)
      return
    }
    // A list (an `if` or `switch` removed whole) had its elements placed by the container
    // around it, not as a group: they stay where that container put them. The list and the
    // nodes above it share the kept frame, as a container's pass-through nodes do.
    let size = node.frameInParent.size
    let proposal = node.lastProposal
    if end !== node {
      markPath(above: end, below: node, size: size, proposal: proposal)
      assign(CGRect(origin: .zero, size: size), to: end)
      end.lastProposal = proposal
    }
    for element in elementUnits(of: end) {
      let unit = LayoutUnit(node: element, grouped: false)
      let elementProposal = element.hasFrame ? element.lastProposal : proposal
      place(unit, in: detachedFrame(of: unit, proposal: elementProposal), proposal: elementProposal)
    }
  }

  /// Where a view that takes no space stands: where it was last placed, at the size
  /// `proposal` (its last, by default) gives it now, as its content may change while it
  /// leaves; one never placed (inserted and removed before any layout) at its parent's origin.
  ///
  /// The view keeps its top-leading corner as it resizes: the container that would align it
  /// no longer lays it out.
  private func detachedFrame(of unit: LayoutUnit, proposal: ProposedViewSize? = nil)
    -> CGRect
  {
    let node = unit.node
    let origin = node.hasFrame ? node.frameInParent.origin : .zero
    return CGRect(origin: origin, size: size(of: unit, proposal: proposal ?? node.lastProposal))
  }

  /// Gives a frame of `size` at its parent's origin to every node between `top` and its
  /// descendant `bottom` (pass-through nodes), so `bottom`'s frame is relative to `top`'s.
  private func markPath(
    above bottom: ViewNode, below top: ViewNode, size: CGSize, proposal: ProposedViewSize
  ) {
    // Stepped through unretained references, which the nodes' parents keep alive (a grid's
    // cells each have a path to mark).
    var next = bottom.unretainedParent
    while let reference = next {
      unowned(unsafe) let current = reference.takeUnretainedValue()
      if current === top { return }
      assign(CGRect(origin: .zero, size: size), to: current)
      current.lastProposal = proposal
      next = current.unretainedParent
    }
  }

  /// Places `unit` at `frame`, in the coordinates of its node's parent, and its subtree inside
  /// it.
  ///
  /// Frames below a node are relative to it, so a node whose subtree has not changed and
  /// whose size and proposal are the same keeps them all: moving it is one assignment.
  private func place(_ unit: LayoutUnit, in frame: CGRect, proposal: ProposedViewSize) {
    let node = unit.node
    let frame = placeable(frame, for: node)
    let unchanged =
      node.placementIsCurrent && node.frameInParent.size == frame.size
      && node.lastProposal == proposal
    assign(frame, to: node)
    node.lastProposal = proposal
    if unchanged { return }
    node.placementIsCurrent = true
    let bounds = CGRect(origin: .zero, size: frame.size)
    let kind = unit.grouped ? nil : node.layoutKind
    switch kind {
    case nil, .container?, .layeredContainer?:
      if let placement = node.typeInfo.layout.singleSubviewPlacement, !unit.grouped,
        let subview = singleSubview(of: node)
      {
        // Placed by its top-leading corner, as the layout's `placeSubviews` places it.
        let (position, subviewProposal) = placement(self, node, bounds, proposal, subview)
        place(subview, at: position, anchor: .topLeading, proposal: subviewProposal)
        return
      }
      let subviews = unit.grouped ? groupSubviews(of: node) : self.subviews(of: node)
      let recorded = recordedPlacements(
        of: node, grouped: unit.grouped, subviews: subviews, in: bounds, proposal: proposal)
      markPassThrough(below: node, size: frame.size, proposal: proposal, stoppingAt: subviews)
      placeAll(subviews, recorded, in: bounds)
      recycle(recorded)
    case .leaf?:
      // Checked first: reading the children to loop over them retains the array.
      if !node.children.isEmpty {
        for child in node.children { markAll(child, size: frame.size) }
      }
    case .list?:
      // The node itself is placed; its elements are placed as a group inside it.
      node.placementIsCurrent = false
      place(LayoutUnit(node: node, grouped: true), in: frame, proposal: proposal)
    case .transparent?:
      guard let inner = transparentContent(of: node) else { return }
      // Placing a container reads its layout from its view: hinted now, it loads while the
      // path down to it is marked.
      inner.node.prefetchView()
      markPath(above: inner.node, below: node, size: frame.size, proposal: proposal)
      place(inner, in: bounds, proposal: proposal)
    }
  }

  /// Runs the `placeSubviews` of container `node`'s layout (of a vertical stack, if
  /// `grouped`) on `subviews`, and returns where it put each.
  ///
  /// No closure runs the layout: one would retain what it captures on every call, and a
  /// grid places thousands of containers. The state of a placement around this one is
  /// swapped out and back in, not copied.
  private func recordedPlacements(
    of node: ViewNode, grouped: Bool, subviews: LayoutSubviews, in bounds: CGRect,
    proposal: ProposedViewSize
  ) -> [Placement?] {
    var outerSubviews: LayoutSubviews? = subviews
    swap(&outerSubviews, &placing)
    var outerPlacements = emptyPlacements(count: subviews.count)
    swap(&outerPlacements, &placements)
    if grouped {
      var cache: Void = ()
      VStackLayout().placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    } else {
      node.typeInfo.layout.containerPlace(self, node, bounds, proposal, subviews)
    }
    swap(&outerSubviews, &placing)
    swap(&outerPlacements, &placements)
    return outerPlacements
  }

  /// `count` placements, none made yet: in the storage `recycle` kept, if it has room.
  private func emptyPlacements(count: Int) -> [Placement?] {
    guard count <= sparePlacements.capacity else { return Array(repeating: nil, count: count) }
    // Moved, not copied, so that it stays unique and keeps its storage.
    var made: [Placement?] = []
    swap(&made, &sparePlacements)
    // Cleared and resized element by element: for the one or few subviews of most
    // containers, `removeAll` and `append(contentsOf:)` cost several times more.
    if made.count > count { made.removeLast(made.count - count) }
    for index in made.indices { made[index] = nil }
    while made.count < count { made.append(nil) }
    return made
  }

  /// Keeps `recorded`'s storage for the next container placed, unless it is long.
  private func recycle(_ recorded: [Placement?]) {
    if recorded.count <= Self.sparePlacementsLimit { sparePlacements = recorded }
  }

  /// Places each subview where its layout put it; one the layout left out goes at the
  /// container's origin, proposed the container's size (SwiftUI centres it; see Divergences).
  ///
  /// A subview placed as before that is unchanged only moves: its subtree keeps its frames.
  private func placeAll(_ subviews: LayoutSubviews, _ recorded: [Placement?], in bounds: CGRect) {
    let farthest = Self.farthestPosition
    for index in subviews.indices {
      let position: CGPoint
      let anchor: UnitPoint
      let proposal: ProposedViewSize
      switch recorded[index] {
      case .placed?:
        continue
      case .at(let point, let pointAnchor, let pointProposal)?:
        // Recorded rather than placed only while finding guides, where nothing is placed.
        (position, anchor, proposal) = (point, pointAnchor, pointProposal)
      case .asBefore(let offset)?:
        let (dx, dy) = (offset.width.finite(or: 0), offset.height.finite(or: 0))
        // Unchanged, it only moves. After one cell of a grid grows, thousands of cells move
        // here, so unless moves are recorded the node is read from the subviews (which hold
        // it) with no call made while it is read: that costs no retain. (A move past the
        // farthest position is clamped below, as placing it anew would clamp it.)
        if !recordsMoves, subviews.subviews[index].unit.node.hasCurrentPlacement,
          abs(subviews.subviews[index].unit.node.frameInParent.minX + dx) <= farthest,
          abs(subviews.subviews[index].unit.node.frameInParent.minY + dy) <= farthest
        {
          subviews.subviews[index].unit.node.frameInParent.origin.x += dx
          subviews.subviews[index].unit.node.frameInParent.origin.y += dy
          continue
        }
        let node = subviews.subviews[index].unit.node
        let moved = node.frameInParent.offsetBy(dx: dx, dy: dy)
        if node.hasCurrentPlacement {
          assign(placeable(moved, for: node), to: node)
          continue
        }
        // Changed after all: where it was, with the proposal it had.
        (position, anchor, proposal) = (moved.origin, .topLeading, node.lastProposal)
      case nil:
        (position, anchor, proposal) = (bounds.origin, .topLeading, ProposedViewSize(bounds.size))
      }
      place(subviews.subviews[index].unit, at: position, anchor: anchor, proposal: proposal)
    }
  }

  /// `frame` made finite: a view cannot be drawn at an infinite size (it answered infinity
  /// to a finite proposal, or sits in an infinite one), so such a size becomes zero, once
  /// reported; NaN positions become zero.
  ///
  /// A position further than `farthestPosition` from its parent's origin is moved there, once
  /// reported: frames in host coordinates add up their ancestors' positions, which would
  /// otherwise overflow to infinity (two `position`s near the largest `CGFloat`).
  private func placeable(_ frame: CGRect, for node: ViewNode) -> CGRect {
    let limit = Self.farthestPosition
    // `!(… <= limit)` so that NaN, which compares false, counts as out of bounds too.
    guard
      !(abs(frame.minX) <= limit) || !(abs(frame.minY) <= limit) || !frame.width.isFinite
        || !frame.height.isFinite
    else { return frame }
    if !frame.width.isFinite || !frame.height.isFinite {
      graph.diagnostics.report(
        "A view was placed with a non-finite size (\(frame.width) × \(frame.height)); it is "
          + "laid out at zero size there", at: node)
    }
    func isFar(_ value: CGFloat) -> Bool { value.isFinite && abs(value) > limit }
    if isFar(frame.minX) || isFar(frame.minY) {
      graph.diagnostics.report(
        "A view was placed beyond ±10¹⁵ points from its parent; it is placed at that limit",
        at: node)
    }
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    func position(_ value: CGFloat) -> CGFloat { min(max(clean(value), -limit), limit) }
    return CGRect(
      x: position(frame.minX), y: position(frame.minY), width: clean(frame.width),
      height: clean(frame.height))
  }

  /// The farthest a view is placed from its parent's origin, in points: 10¹⁵.
  static let farthestPosition: CGFloat = 1e15

  /// `layout`'s own value for `query`'s guide, the layout of container `node`.
  fileprivate func explicitAlignment<L: Layout>(
    _ layout: L, of node: ViewNode, _ query: AlignmentQuery, in bounds: CGRect,
    proposal: ProposedViewSize, subviews: LayoutSubviews
  ) -> CGFloat? {
    withCache(of: layout, at: node, subviews: subviews) { cache in
      switch query {
      case .horizontal(let guide):
        layout.explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      case .vertical(let guide):
        layout.explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
  }

  /// The spacing preferences `layout`, the layout of container `node`, gives its subviews.
  fileprivate func spacingOf<L: Layout>(
    _ layout: L, of node: ViewNode, subviews: LayoutSubviews
  ) -> ViewSpacing {
    withCache(of: layout, at: node, subviews: subviews) { cache in
      layout.spacing(subviews: subviews, cache: &cache)
    }
  }

  /// Places the subviews of container `node` with `layout`, its layout.
  fileprivate func placeWith<L: Layout>(
    _ layout: L, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews
  ) {
    withCache(of: layout, at: node, subviews: subviews) { cache in
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Nodes between a container and its subviews (lists, pass-through wrappers) share the
  /// container's frame.
  private func markPassThrough(
    below node: ViewNode, size: CGSize, proposal: ProposedViewSize,
    stoppingAt subviews: LayoutSubviews
  ) {
    // Siblings share the path above them (a `ForEach`'s elements): mark it once.
    //
    // A grid visits its thousands of cells here on every relayout, so the check retains
    // nothing: parents are compared by identity, and each node is read from the subviews
    // (which hold it) with no call made while it is read.
    var marked: ObjectIdentifier?
    for index in subviews.indices {
      guard let parent = subviews.subviews[index].unit.node.parentIdentifier,
        parent != ObjectIdentifier(node), parent != marked
      else { continue }
      markPath(
        above: subviews.subviews[index].unit.node, below: node, size: size, proposal: proposal)
      marked = parent
    }
  }

  /// A leaf's descendants (none normally) share its frame.
  private func markAll(_ node: ViewNode, size: CGSize) {
    var stack = [node]
    while let current = stack.popLast() {
      assign(CGRect(origin: .zero, size: size), to: current)
      stack.append(contentsOf: current.children)
    }
  }
}

/// What layout needs to know of a view type, found once per type (with the rest of its
/// `ViewTypeInfo`): protocol casts are too slow to repeat for every node.
///
/// Leaves and containers are sized and placed through functions made where the type is known:
/// they read a node's view value as that type, so layout neither casts it nor boxes its leaf
/// or layout into an existential (an allocation per node).
@MainActor
struct LayoutFacts {
  let kind: LayoutKind
  /// Whether the type sets an alignment guide, a layout priority, spacing, a grid cell trait
  /// or a layout value.
  let setsTraits: Bool
  /// Whether the type is a layout modifier (a frame, padding, an overlay): a container of the
  /// view it modifies, which keeps that view's priority, grid cell and layout value traits.
  let passesTraits: Bool
  /// The size a leaf node of this type takes for a proposal (leaves only).
  let leafSize: @MainActor (ViewNode, ProposedViewSize) -> CGSize
  /// A leaf node's own value for a guide at a size (text baselines), or `nil` (leaves only).
  let leafAlignment: @MainActor (ViewNode, VerticalAlignment, CGSize) -> CGFloat?
  /// The size a container node of this type takes for a proposal, given its subviews, with
  /// the layout of its current view value (containers only).
  let containerSize: @MainActor (LayoutEngine, ViewNode, ProposedViewSize, LayoutSubviews) -> CGSize
  /// Places a container node's subviews in its bounds for a proposal, with the layout of its
  /// current view value (containers only).
  let containerPlace:
    @MainActor (LayoutEngine, ViewNode, CGRect, ProposedViewSize, LayoutSubviews) -> Void
  /// A container node's spacing preferences, from its layout (containers only).
  let containerSpacing: @MainActor (LayoutEngine, ViewNode, LayoutSubviews) -> ViewSpacing
  /// A container node's layout's own value for a guide in its bounds for a proposal
  /// (`Layout.explicitAlignment`), or `nil` (containers only).
  let containerAlignment:
    @MainActor (LayoutEngine, ViewNode, AlignmentQuery, CGRect, ProposedViewSize, LayoutSubviews)
      -> CGFloat?
  /// Whether a container's guides are only those merged from its subviews (Choreo's own
  /// layouts): a user's layout may place any guide itself, edges included.
  let mergesGuidesOnly: Bool
  /// For a container whose layout is a `SingleSubviewLayout`, sized with the unit of its one
  /// subview (`LayoutEngine.singleSubview(of:)`): its size for a proposal.
  let singleSubviewSize:
    (@MainActor (LayoutEngine, ViewNode, ProposedViewSize, LayoutUnit) -> CGSize)?
  /// For the same containers: where its one subview's top-leading corner goes in its bounds
  /// for a proposal, and the proposal the subview gets.
  let singleSubviewPlacement:
    (
      @MainActor (LayoutEngine, ViewNode, CGRect, ProposedViewSize, LayoutUnit) -> (
        CGPoint, ProposedViewSize
      )
    )?

  /// The facts of `type` (read from the type: see `ViewTypeInfo.init(of:)`).
  init(of type: any View.Type) {
    var leafFunctions = (
      { node, _ in Self.wrongKind(node) } as @MainActor (ViewNode, ProposedViewSize) -> CGSize,
      { node, _, _ in Self.wrongKind(node) }
        as @MainActor (ViewNode, VerticalAlignment, CGSize) -> CGFloat?
    )
    var containerFunctions = (
      { _, node, _, _ in Self.wrongKind(node) }
        as @MainActor (LayoutEngine, ViewNode, ProposedViewSize, LayoutSubviews) -> CGSize,
      { _, node, _, _, _ in Self.wrongKind(node) }
        as @MainActor (LayoutEngine, ViewNode, CGRect, ProposedViewSize, LayoutSubviews) -> Void,
      { _, node, _ in Self.wrongKind(node) }
        as @MainActor (LayoutEngine, ViewNode, LayoutSubviews) -> ViewSpacing,
      { _, node, _, _, _, _ in Self.wrongKind(node) }
        as @MainActor (
          LayoutEngine, ViewNode, AlignmentQuery, CGRect, ProposedViewSize, LayoutSubviews
        ) -> CGFloat?,
      true
    )
    var singleSubviewFunctions: SingleSubviewFunctions?
    if let leaf = type as? any LeafLayout.Type {
      kind = .leaf
      leafFunctions = Self.leafFunctions(of: leaf)
    } else if let container = type as? any LayoutContainer.Type {
      kind = type is any LayeredContent.Type ? .layeredContainer : .container
      containerFunctions = Self.containerFunctions(of: container)
      singleSubviewFunctions = Self.singleSubviewFunctions(of: container)
    } else if type is any ListView.Type {
      kind = .list
    } else {
      kind = .transparent
    }
    (leafSize, leafAlignment) = leafFunctions
    (containerSize, containerPlace, containerSpacing, containerAlignment, mergesGuidesOnly) =
      containerFunctions
    (singleSubviewSize, singleSubviewPlacement) = (
      singleSubviewFunctions?.size, singleSubviewFunctions?.placement
    )
    setsTraits =
      type is any AlignmentGuideSetting.Type || type is any LayoutPrioritySetting.Type
      || type is any SpacingSetting.Type || type is any GridCellSetting.Type
      || type is any LayoutValueSetting.Type
    passesTraits =
      (kind == .container || kind == .layeredContainer) && type is any ModifierNodeView.Type
  }

  /// Stops on a node laid out as a kind its type is not: an engine defect.
  private static func wrongKind(_ node: ViewNode) -> Never {
    preconditionFailure("\(type(of: node.view)) was laid out as a kind it is not")
  }

  /// What `read` finds in `node`'s view value, read in place as `Value`, the type these facts
  /// are for.
  ///
  /// A copy of the value would copy all of it (a text's string, font and style; a modifier's
  /// content), where layout reads a part: a container's layout, or a leaf's size.
  /// The view's type is compared and its address reinterpreted, where `as? Value` would look
  /// up the metadata of `Value?` and run the runtime's general cast. The value is opened
  /// `inout`, to have its address: the node's box is made unique first, if an update left it
  /// shared. It reaches `read` `inout` too: in this generic code a member read through
  /// `pointee` would copy the whole value first. (The standard library's `withUnsafePointer`
  /// would check at run time that its closure runs on the main actor.)
  private static func read<Value, Result>(
    _ node: ViewNode, as _: Value.Type, _ read: (inout Value) -> Result
  ) -> Result {
    func open<Opened: View>(_ opened: inout Opened) -> Result {
      precondition(
        Opened.self == Value.self, "A node of \(Opened.self) has the facts of \(Value.self)")
      return reinterpret(&opened)
    }
    func reinterpret<Opened>(_ pointer: UnsafeMutablePointer<Opened>) -> Result {
      read(&UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Value.self).pointee)
    }
    return open(&node.view)
  }

  /// How leaves of `Leaf`'s type size themselves and find their guides.
  private static func leafFunctions<Leaf: LeafLayout>(of _: Leaf.Type) -> (
    @MainActor (ViewNode, ProposedViewSize) -> CGSize,
    @MainActor (ViewNode, VerticalAlignment, CGSize) -> CGFloat?
  ) {
    (
      { node, proposal in
        read(node, as: Leaf.self) {
          $0.sizeThatFits(proposal, environment: node.inputs.environment)
        }
      },
      { node, guide, size in
        read(node, as: Leaf.self) {
          $0.explicitAlignment(of: guide, size: size, environment: node.inputs.environment)
        }
      }
    )
  }

  /// The layout of a container node of `Container`'s type, as its animations present it.
  private static func layout<Container: LayoutContainer>(
    of node: ViewNode, as _: Container.Type
  ) -> Container.ContainerLayout {
    node.presentedLayout(read(node, as: Container.self) { $0.containerLayout })
  }

  /// How containers of `Container`'s type size and place their subviews and find their
  /// guides, and whether their guides are only their subviews'.
  private static func containerFunctions<Container: LayoutContainer>(of _: Container.Type) -> (
    @MainActor (LayoutEngine, ViewNode, ProposedViewSize, LayoutSubviews) -> CGSize,
    @MainActor (LayoutEngine, ViewNode, CGRect, ProposedViewSize, LayoutSubviews) -> Void,
    @MainActor (LayoutEngine, ViewNode, LayoutSubviews) -> ViewSpacing,
    @MainActor (LayoutEngine, ViewNode, AlignmentQuery, CGRect, ProposedViewSize, LayoutSubviews)
      -> CGFloat?,
    Bool
  ) {
    (
      { engine, node, proposal, subviews in
        engine.sizeOf(
          layout(of: node, as: Container.self), of: node,
          proposal: proposal,
          subviews: subviews)
      },
      { engine, node, bounds, proposal, subviews in
        engine.placeWith(
          layout(of: node, as: Container.self), of: node,
          in: bounds,
          proposal: proposal, subviews: subviews)
      },
      { engine, node, subviews in
        engine.spacingOf(
          layout(of: node, as: Container.self), of: node,
          subviews: subviews)
      },
      { engine, node, query, bounds, proposal, subviews in
        engine.explicitAlignment(
          layout(of: node, as: Container.self), of: node,
          query, in: bounds,
          proposal: proposal, subviews: subviews)
      },
      Container.ContainerLayout.self is any MergedGuidesLayout.Type
    )
  }
}

extension LayoutFacts {
  fileprivate typealias SingleSubviewFunctions = (
    size: @MainActor (LayoutEngine, ViewNode, ProposedViewSize, LayoutUnit) -> CGSize,
    placement:
      @MainActor (LayoutEngine, ViewNode, CGRect, ProposedViewSize, LayoutUnit) -> (
        CGPoint, ProposedViewSize
      )
  )

  /// How containers of `Container`'s type size and place their one subview, if their layout
  /// is a `SingleSubviewLayout`.
  fileprivate static func singleSubviewFunctions<Container: LayoutContainer>(
    of _: Container.Type
  ) -> SingleSubviewFunctions? {
    guard let single = Container.ContainerLayout.self as? any SingleSubviewLayout.Type else {
      return nil
    }
    return singleSubviewFunctions(of: Container.self, layout: single)
  }

  /// `singleSubviewFunctions(of:)` for `Container`, whose layout is of type `Single`.
  ///
  /// As `Single`'s `Layout` methods do (see `SingleSubviewLayout`), without a list of
  /// subviews or a placement recorded: the subview is sized and aligned through the engine.
  private static func singleSubviewFunctions<
    Container: LayoutContainer, Single: SingleSubviewLayout
  >(of _: Container.Type, layout _: Single.Type) -> SingleSubviewFunctions {
    precondition(Container.ContainerLayout.self == Single.self)
    func layout(of node: ViewNode) -> Single {
      unsafeBitCast(Self.layout(of: node, as: Container.self), to: Single.self)
    }
    return (
      { engine, node, proposal, subview in
        // The subview's view is read next: hinted now, it loads while this layout is read.
        subview.node.prefetchView()
        let layout = layout(of: node)
        let subviewSize = engine.size(of: subview, proposal: layout.subviewProposal(for: proposal))
        return layout.size(for: proposal, subviewSize: subviewSize)
      },
      { engine, node, bounds, proposal, subview in
        let layout = layout(of: node)
        let subviewProposal = layout.subviewProposal(for: proposal)
        let area = layout.subviewArea(in: bounds)
        guard let alignment = layout.subviewAlignment else {
          return (area.origin, subviewProposal)
        }
        let dimensions = engine.dimensions(
          of: subview, proposal: subviewProposal, aligning: alignment)
        return (alignedOrigin(of: dimensions, in: area, alignment: alignment), subviewProposal)
      }
    )
  }
}

/// The kind of part a view type plays in layout.
enum LayoutKind: UInt8 {
  case leaf
  case container
  /// A container whose subviews are particular children (`LayeredContent`).
  case layeredContainer
  case list
  case transparent
}

/// What a unit's chain of modifiers says about its layout.
///
/// A class: layout asks for a unit's traits once per subview per pass, and a copy of the
/// value would copy its guides and leaf. Its properties are not checked for exclusive
/// access at run time (see `ViewNode.children`): they are read for every subview placed, and
/// no access to them spans a call that could reach the same property.
final class LayoutTraits {
  /// The traits of a chain that sets none and ends in no leaf.
  ///
  /// Most units have them: one object is shared rather than one allocated for each, and a
  /// node's cache keeps them as a flag (see `NodeLayoutCache.traits`). It never changes
  /// (`lastGuides` is only kept for units with guides or a leaf).
  @MainActor static let none = LayoutTraits()

  @exclusivity(unchecked) var guides: [any AlignmentGuideSetting] = []
  @exclusivity(unchecked) var priority: Double = 0
  @exclusivity(unchecked) var spacing = ViewSpacing()
  /// Whether the chain states `spacing` (a `Spacer` does), rather than leaving it to the
  /// container or leaf it ends in.
  @exclusivity(unchecked) var statesSpacing = false
  /// The container the chain ends in, if its layout is a user's (see
  /// `LayoutFacts.mergesGuidesOnly`).
  @exclusivity(unchecked) var userContainer: ViewNode?
  @exclusivity(unchecked) var gridCell = GridCellTraits()
  /// The layout values set (`layoutValue(key:value:)`), by key.
  @exclusivity(unchecked) var values: [ObjectIdentifier: Any] = [:]
  /// The leaf at the end of the chain, if it ends in one (its guides are the unit's).
  @exclusivity(unchecked) var leaf: ViewNode?
  /// Whether the chain ends in a container whose layout may place any guide itself, edges
  /// included: a user's `Layout`.
  var placesOwnGuides: Bool { userContainer != nil }
  /// The guides found for the last size asked about.
  @exclusivity(unchecked) var lastGuides: (CGSize, [GuideKey: CGFloat])?
}

/// One thing a layout sizes and places: a node, or a node's elements stacked vertically (a
/// list where one view is expected).
package struct LayoutUnit: Hashable, Sendable {
  let node: ViewNode
  let grouped: Bool

  package static func == (lhs: LayoutUnit, rhs: LayoutUnit) -> Bool {
    lhs.node === rhs.node && lhs.grouped == rhs.grouped
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(node))
    hasher.combine(grouped)
  }
}

/// What layout remembers of one node, until the node or something below it changes.
///
/// Held in the node (`ViewNode.layoutCache`), and small, as every node carries it, laid out
/// or not: inline are what a first layout of a grid keeps for each cell's nodes (the first
/// size each answered, a transparent node's content, a container's subviews, and whether a
/// unit's traits are none); the rest is in an object made the first time something of it
/// is kept (more sizes, set traits, a list's units, a user layout's cache and spacing).
@MainActor
struct NodeLayoutCache {
  /// The first answer's proposal, an unspecified dimension stored as NaN (the proposals
  /// layout sizes with are sanitized: never NaN), and its size.
  private var firstWidth = CGFloat.nan
  private var firstHeight = CGFloat.nan
  private var firstSize = CGSize.zero
  /// The node of `content`.
  private var contentNode: ViewNode?
  /// The node's subviews (containers).
  var subviews: LayoutSubviews?
  /// Everything else, once something of it is kept.
  private var more: More?
  private var firstKind = FirstAnswer.none
  /// Whether `content` is its node's elements as a group.
  private var contentIsGrouped = false
  /// Whether the unit's traits are `LayoutTraits.none`, kept without a reference.
  private var hasNoTraits = false

  private enum FirstAnswer: UInt8 {
    case none
    case ofNode
    case ofGroup
  }

  /// The rest of the cache.
  ///
  /// Its properties are not checked for exclusive access at run time (see
  /// `ViewNode.children`).
  private final class More {
    /// The answers after the first, the most recent last.
    @exclusivity(unchecked) var sizes: [(proposal: ProposedViewSize, grouped: Bool, size: CGSize)] =
      []
    @exclusivity(unchecked) var traits: LayoutTraits?
    @exclusivity(unchecked) var units: [ViewNode]?
    @exclusivity(unchecked) var spacing: ViewSpacing?
    @exclusivity(unchecked) var containerCache: Any?
    @exclusivity(unchecked) var containerCacheIsStale = false
  }

  /// The most answers kept besides the first.
  private static let otherSizesCapacity = 3

  /// `more`, made if it is not yet.
  @inline(never) private mutating func madeMore() -> More {
    if let more { return more }
    let made = More()
    more = made
    return made
  }

  /// The size the node answered for `proposal` (as a group of its elements, if `grouped`),
  /// if it is kept.
  ///
  /// Reads, like the getters below, are `mutating`: so they read the node's cache in place,
  /// where a read that is not would first copy the whole cache out of the node.
  @inline(__always) mutating func size(for proposal: ProposedViewSize, grouped: Bool) -> CGSize? {
    if firstKind == (grouped ? .ofGroup : .ofNode),
      Self.matches(proposal.width, firstWidth), Self.matches(proposal.height, firstHeight)
    {
      return firstSize
    }
    guard let more else { return nil }
    for entry in more.sizes where entry.proposal == proposal && entry.grouped == grouped {
      return entry.size
    }
    return nil
  }

  /// Keeps `size` as the answer for `proposal`.
  @inline(__always) mutating func store(
    _ size: CGSize, for proposal: ProposedViewSize, grouped: Bool
  ) {
    // A NaN dimension would read as unspecified: such a proposal is kept in full.
    if firstKind == .none, !(proposal.width?.isNaN ?? false), !(proposal.height?.isNaN ?? false) {
      (firstWidth, firstHeight, firstSize) = (proposal.width ?? .nan, proposal.height ?? .nan, size)
      firstKind = grouped ? .ofGroup : .ofNode
      return
    }
    let more = madeMore()
    if more.sizes.count >= Self.otherSizesCapacity { more.sizes.removeFirst() }
    more.sizes.append((proposal, grouped, size))
  }

  /// Whether a proposed dimension is the one kept (NaN for unspecified).
  @inline(__always) private static func matches(_ proposed: CGFloat?, _ kept: CGFloat) -> Bool {
    guard let proposed else { return kept.isNaN }
    return proposed == kept
  }

  /// The unit a transparent node takes its layout from.
  var content: LayoutUnit? {
    @inline(__always) mutating get {
      guard let contentNode else { return nil }
      return LayoutUnit(node: contentNode, grouped: contentIsGrouped)
    }
    @inline(__always) set {
      contentNode = newValue?.node
      contentIsGrouped = newValue?.grouped ?? false
    }
  }
  /// What the node's transparent chain says about its layout.
  var traits: LayoutTraits? {
    @inline(__always) mutating get { hasNoTraits ? LayoutTraits.none : more?.traits }
    @inline(__always) set {
      hasNoTraits = newValue === LayoutTraits.none
      let kept = hasNoTraits ? nil : newValue
      if kept != nil || more != nil { madeMore().traits = kept }
    }
  }
  /// The units of the node's children (lists and transparent nodes).
  var units: [ViewNode]? {
    @inline(__always) mutating get { more?.units }
    @inline(__always) set { if newValue != nil || more != nil { madeMore().units = newValue } }
  }
  /// A user layout's container's spacing preferences.
  var spacing: ViewSpacing? {
    @inline(__always) mutating get { more?.spacing }
    @inline(__always) set { if newValue != nil || more != nil { madeMore().spacing = newValue } }
  }
  /// A container's `Layout.Cache`, kept between passes.
  var containerCache: Any? {
    @inline(__always) mutating get { more?.containerCache }
    @inline(__always) set {
      if newValue != nil || more != nil { madeMore().containerCache = newValue }
    }
  }
  /// Whether the container or its subviews changed since `containerCache` was made or
  /// updated.
  var containerCacheIsStale: Bool {
    @inline(__always) mutating get { more?.containerCacheIsStale ?? false }
    @inline(__always) set {
      if newValue || more != nil { madeMore().containerCacheIsStale = newValue }
    }
  }

  /// Forgets the sizes and traits: something in the subtree changed.
  mutating func forgetSizes() {
    firstKind = .none
    hasNoTraits = false
    guard let more else { return }
    more.sizes = []
    more.traits = nil
    more.spacing = nil
    more.containerCacheIsStale = true
  }

  /// Forgets what the node's children contribute: they changed.
  mutating func forgetStructure() {
    contentNode = nil
    subviews = nil
    guard let more else { return }
    more.units = nil
    more.containerCacheIsStale = true
  }
}

/// Views whose elements join the container above them.
@MainActor
protocol ListView {}

extension TupleView: ListView {}
extension ForEach: ListView {}
extension Group: ListView {}
extension Optional: ListView {}
extension _ConditionalContent: ListView {}
extension EmptyView: ListView {}

/// A container whose subviews are particular children (overlay and background layers), in
/// order, rather than everything its children flatten to.
@MainActor
protocol LayeredContent {
  var layerKeys: [ChildKey] { get }
}

extension ProposedViewSize {
  /// The proposal with NaN and negative dimensions made zero (∞ stays: "as large as you like").
  var sanitized: ProposedViewSize {
    func clean(_ value: CGFloat?) -> CGFloat? {
      guard let value else { return nil }
      return value.isNaN ? 0 : max(0, value)
    }
    return ProposedViewSize(width: clean(width), height: clean(height))
  }
}

extension CGSize {
  /// Whether a view may answer this size: neither dimension NaN or negative.
  var isValidAnswer: Bool { !(width.isNaN || height.isNaN || width < 0 || height < 0) }

  /// The size with NaN or negative dimensions made zero, reported once.
  ///
  /// Infinity is allowed: a flexible view offered infinite space answers with it.
  @MainActor
  func sanitized(reportingTo graph: ViewGraph, at node: ViewNode) -> CGSize {
    guard !isValidAnswer else { return self }
    graph.diagnostics.report(
      "A view answered an invalid size (\(width) × \(height)); it is treated as zero where "
        + "invalid", at: node)
    func clean(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : max(0, value) }
    return CGSize(width: clean(width), height: clean(height))
  }
}

/// A guide asked of a container's layout (`Layout.explicitAlignment`).
enum AlignmentQuery {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)

  /// The guides a layout is asked for when its dimensions are wanted whole: the edges, the
  /// centres and the text baselines.
  static let standard: [AlignmentQuery] = [
    .horizontal(.leading), .horizontal(.center), .horizontal(.trailing), .vertical(.top),
    .vertical(.center), .vertical(.bottom), .vertical(.firstTextBaseline),
    .vertical(.lastTextBaseline),
  ]

  var key: GuideKey {
    switch self {
    case .horizontal(let guide): guide.key
    case .vertical(let guide): guide.key
    }
  }
}

/// A container whose guides a unit has (see `LayoutEngine.guideContainer(of:)`).
struct GuideContainer {
  let node: ViewNode
  /// Whether it is a list's elements stacked as a group, rather than the node's layout.
  let grouped: Bool
}

/// A layout of Choreo's whose guides are only those merged from its subviews: it does not
/// implement `explicitAlignment`, so aligning it by an edge or its centre needs no guides.
protocol MergedGuidesLayout {}

/// Merges the explicit values subviews give a guide into their container's, as SwiftUI does:
/// the first text baseline is the highest, the last the lowest, other guides the average;
/// the edges and centres are not passed up (a view's leading guide set with `alignmentGuide`
/// aligns it inside its stack, not the stack).
struct GuideMerger {
  private var sums: [GuideKey: (value: CGFloat, count: Int)] = [:]

  mutating func add(_ value: CGFloat, for key: GuideKey) {
    guard value.isFinite, !key.isEdge else { return }
    guard let (current, count) = sums[key] else {
      sums[key] = (value, 1)
      return
    }
    switch key {
    case VerticalAlignment.firstTextBaseline.key: sums[key] = (min(current, value), 1)
    case VerticalAlignment.lastTextBaseline.key: sums[key] = (max(current, value), 1)
    default: sums[key] = (current + value, count + 1)
    }
  }

  var guides: [GuideKey: CGFloat] {
    sums.mapValues { $0.value / CGFloat($0.count) }
  }
}

extension GuideKey {
  /// Whether this is an edge or a centre: a guide a container never takes from its subviews.
  var isEdge: Bool { Self.edges.contains(self) }

  private static let edges: Set<GuideKey> = [
    HorizontalAlignment.leading.key, HorizontalAlignment.center.key,
    HorizontalAlignment.trailing.key, VerticalAlignment.top.key, VerticalAlignment.center.key,
    VerticalAlignment.bottom.key,
  ]
}

extension VStackLayout: MergedGuidesLayout {}
extension HStackLayout: MergedGuidesLayout {}
extension ZStackLayout: MergedGuidesLayout {}
extension LazyGridLayout: MergedGuidesLayout {}
extension GridLayout: MergedGuidesLayout {}
extension FixedFrameLayout: MergedGuidesLayout {}
extension FlexibleFrameLayout: MergedGuidesLayout {}
extension PaddingLayout: MergedGuidesLayout {}
extension PositionLayout: MergedGuidesLayout {}
extension FixedSizeLayout: MergedGuidesLayout {}
extension GeometryReaderLayout: MergedGuidesLayout {}
extension SecondaryLayerLayout: MergedGuidesLayout {}
extension AspectRatioLayout: MergedGuidesLayout {}
