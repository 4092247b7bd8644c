/// Sizes and places the node tree with SwiftUI's proposal model.
///
/// Every node has a layout role: a *leaf* sizes itself (`LeafLayout`), a *container* lays out
/// the subviews its content flattens to with a `Layout` (stacks, grids, frames, padding), a
/// *list* (`TupleView`, `ForEach`, `Group`, conditionals) contributes its elements to the
/// container above it, and anything else is *transparent* and takes its child's layout.
///
/// Sizes are cached per node and proposal and forgotten along the path from a changed node to
/// the root, so a relayout recomputes only what a change affects. Frames are model values in
/// the host's (global) coordinates; animation interpolates them later.
@MainActor
package final class LayoutEngine {
  package unowned let graph: ViewGraph

  package init(graph: ViewGraph) {
    self.graph = graph
  }

  // MARK: - Roles and units

  typealias Role = LayoutRole

  /// `node`'s role, found once per view value (protocol casts are too slow to repeat).
  func role(of node: ViewNode) -> Role {
    if let cached = node.layoutRole { return cached }
    let view = node.view
    let role: Role
    if let leaf = view as? any LeafLayout {
      role = .leaf(leaf)
    } else if let container = view as? any LayoutContainer {
      role = .container(container.containerLayout)
    } else if view is any ListView {
      role = .list
    } else {
      role = .transparent
    }
    node.layoutRole = role
    return role
  }

  /// What the modifiers of `unit`'s transparent chain say about its layout, found once until
  /// something in the chain changes.
  private func traits(of unit: LayoutUnit) -> LayoutTraits {
    if let cached = unit.node.layoutTraits { return cached }
    var traits = LayoutTraits()
    var node: ViewNode? = unit.node
    var prioritySet = false
    var spacingSet = false
    while let current = node {
      let view = current.view
      if let guide = view as? any AlignmentGuideSetting { traits.guides.append(guide) }
      if !prioritySet, let priority = view as? any LayoutPrioritySetting {
        traits.priority = priority.layoutPriority
        prioritySet = true
      }
      if !spacingSet, let spacing = view as? any SpacingSetting {
        traits.spacing = spacing.viewSpacing
        spacingSet = true
      }
      if case .leaf(let leaf) = role(of: current) {
        traits.leaf = leaf
        traits.leafEnvironment = current.inputs.environment
      }
      guard case .transparent = role(of: current), current.children.count == 1 else { break }
      node = current.children.first
    }
    unit.node.layoutTraits = traits
    return traits
  }

  /// The layout units `node` contributes to the container above it: itself if its subtree is
  /// one view, else its elements.
  func units(of node: ViewNode) -> [ViewNode] {
    if let cached = node.layoutUnits { return cached }
    let result: [ViewNode]
    switch role(of: node) {
    case .leaf, .container: result = [node]
    case .list: result = node.children.flatMap { units(of: $0) }
    case .transparent:
      // Walk down single-child chains without recursion (deeply nested views).
      var current = node
      while case .transparent = role(of: current), current.children.count == 1,
        let child = current.children.first
      {
        current = child
      }
      if current.children.isEmpty, case .transparent = role(of: current) {
        result = []
      } else {
        let inner = current === node ? node.children.flatMap { units(of: $0) } : units(of: current)
        result = inner.count == 1 ? [node] : inner
      }
    }
    node.layoutUnits = result
    return result
  }

  /// `node`'s content as one unit: its only view, or its views in an implicit vertical stack.
  func contentUnit(of node: ViewNode) -> LayoutUnit {
    let inner = units(of: node)
    if inner.count == 1, let only = inner.first { return LayoutUnit(node: only, grouped: false) }
    return LayoutUnit(node: node, grouped: true)
  }

  /// The subviews of a container node: the units of its children.
  func subviews(of node: ViewNode) -> LayoutSubviews {
    if let cached = node.layoutSubviews { return cached }
    let subviews = LayoutSubviews(
      subviews: subviewNodes(of: node).map {
        LayoutSubview(unit: LayoutUnit(node: $0, grouped: false), engine: self)
      })
    node.layoutSubviews = subviews
    return subviews
  }

  private func subviewNodes(of node: ViewNode) -> [ViewNode] {
    if let layered = node.view as? any LayeredContent {
      return layered.layerKeys.compactMap { key in
        node.children.first { $0.key == key }.map { contentUnit(of: $0).node }
      }
    }
    return node.children.flatMap { units(of: $0) }
  }

  // MARK: - Sizing

  /// The size `unit` takes for `proposal`; cached until the unit's subtree changes.
  func size(of unit: LayoutUnit, proposal: ProposedViewSize) -> CGSize {
    let proposal = proposal.sanitized
    let node = unit.node
    if let cached = node.sizeCache?.size(for: proposal, grouped: unit.grouped) { return cached }
    let size = computeSize(of: unit, proposal: proposal).sanitized(reportingTo: graph, at: node)
    var cache = node.sizeCache ?? SizeCache()
    cache.store(size, for: proposal, grouped: unit.grouped)
    node.sizeCache = cache
    return size
  }

  private func computeSize(of unit: LayoutUnit, proposal: ProposedViewSize) -> CGSize {
    let node = unit.node
    if unit.grouped {
      var cache: Void = ()
      return VStackLayout().sizeThatFits(
        proposal: proposal, subviews: groupSubviews(of: node), cache: &cache)
    }
    switch role(of: node) {
    case .leaf(let leaf):
      return leaf.sizeThatFits(proposal, environment: node.inputs.environment)
    case .container(let layout):
      return sizeOf(layout, proposal: proposal, subviews: subviews(of: node))
    case .list:
      return size(of: LayoutUnit(node: node, grouped: true), proposal: proposal)
    case .transparent:
      guard let child = node.children.first else { return .zero }
      return size(of: contentUnit(of: child), proposal: proposal)
    }
  }

  private func sizeOf<L: Layout>(
    _ layout: L, proposal: ProposedViewSize, subviews: LayoutSubviews
  ) -> CGSize {
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func groupSubviews(of node: ViewNode) -> LayoutSubviews {
    LayoutSubviews(
      subviews: units(of: node).map {
        LayoutSubview(unit: LayoutUnit(node: $0, grouped: false), engine: self)
      })
  }

  func dimensions(of unit: LayoutUnit, proposal: ProposedViewSize) -> ViewDimensions {
    let size = size(of: unit, proposal: proposal)
    return ViewDimensions(size: size, explicitGuides: explicitGuides(of: unit, size: size))
  }

  /// Guides set by `alignmentGuide` on the unit or inside its transparent chain, and text
  /// baselines.
  private func explicitGuides(of unit: LayoutUnit, size: CGSize) -> [ObjectIdentifier: CGFloat] {
    let traits = traits(of: unit)
    guard !traits.guides.isEmpty || traits.leaf != nil else { return [:] }
    var guides: [ObjectIdentifier: CGFloat] = [:]
    for guide in traits.guides { guide.apply(to: &guides, size: size) }
    if let leaf = traits.leaf, let environment = traits.leafEnvironment {
      for guide in [VerticalAlignment.firstTextBaseline, .lastTextBaseline]
      where guides[guide.id] == nil {
        if let value = leaf.explicitAlignment(of: guide, size: size, environment: environment) {
          guides[guide.id] = value
        }
      }
    }
    return guides
  }

  func priority(of unit: LayoutUnit) -> Double {
    traits(of: unit).priority
  }

  func spacing(of unit: LayoutUnit) -> ViewSpacing {
    traits(of: unit).spacing
  }

  // MARK: - Placement

  private var placements: [LayoutUnit: (CGPoint, UnitPoint, ProposedViewSize)] = [:]

  func recordPlacement(
    of unit: LayoutUnit, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize
  ) {
    placements[unit] = (position, anchor, proposal)
  }

  /// Lays out the whole tree for a host of `size`: the root is proposed the host's size and
  /// centred in it, as a hosting window does.
  package func layout(root: ViewNode, in size: CGSize) {
    let unit = contentUnit(of: root)
    let proposal = ProposedViewSize(size)
    var rootSize = self.size(of: unit, proposal: proposal)
    if !rootSize.width.isFinite { rootSize.width = size.width.isFinite ? size.width : 0 }
    if !rootSize.height.isFinite { rootSize.height = size.height.isFinite ? size.height : 0 }
    let origin = CGPoint(
      x: ((size.width - rootSize.width) / 2).rounded(),
      y: ((size.height - rootSize.height) / 2).rounded())
    setFrame(
      CGRect(origin: origin, size: size), onChainFrom: root, to: unit.node, proposal: proposal)
    place(unit, in: CGRect(origin: origin, size: rootSize), proposal: proposal)
  }

  /// Gives `frame` to every node from `top` down to `bottom` (pass-through nodes).
  private func setFrame(
    _ frame: CGRect, onChainFrom top: ViewNode, to bottom: ViewNode, proposal: ProposedViewSize
  ) {
    var node: ViewNode? = top
    while let current = node, current !== bottom {
      current.frame = frame
      current.lastProposal = proposal
      node = current.children.count == 1 ? current.children.first : nil
    }
  }

  private func place(_ unit: LayoutUnit, in frame: CGRect, proposal: ProposedViewSize) {
    let node = unit.node
    let frame = placeable(frame, for: node)
    node.frame = frame
    node.lastProposal = proposal
    let bounds = frame
    let subviews: LayoutSubviews
    if unit.grouped {
      subviews = groupSubviews(of: node)
      var cache: Void = ()
      placements = [:]
      VStackLayout().placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      markPassThrough(below: node, frame: frame, stoppingAt: subviews)
    } else {
      switch role(of: node) {
      case .leaf:
        for child in node.children { markAll(child, frame: frame) }
        return
      case .container(let layout):
        subviews = self.subviews(of: node)
        placements = [:]
        placeWith(layout, in: bounds, proposal: proposal, subviews: subviews)
        markPassThrough(below: node, frame: frame, stoppingAt: subviews)
      case .list:
        place(LayoutUnit(node: node, grouped: true), in: frame, proposal: proposal)
        return
      case .transparent:
        guard let child = node.children.first else { return }
        let inner = contentUnit(of: child)
        setFrame(frame, onChainFrom: child, to: inner.node, proposal: proposal)
        place(inner, in: frame, proposal: proposal)
        return
      }
    }
    let recorded = placements
    for subview in subviews {
      let (position, anchor, subProposal) =
        recorded[subview.unit] ?? (
          bounds.origin, UnitPoint.topLeading, ProposedViewSize(bounds.size)
        )
      let size = self.size(of: subview.unit, proposal: subProposal)
      let origin = CGPoint(
        x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
      place(subview.unit, in: CGRect(origin: origin, size: size), proposal: subProposal)
    }
  }

  /// `frame` made finite: a view cannot be drawn at an infinite size (it answered infinity
  /// to a finite proposal, or sits in an infinite one), so such a size becomes zero, once
  /// reported; NaN positions become zero.
  private func placeable(_ frame: CGRect, for node: ViewNode) -> CGRect {
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    guard values.contains(where: { !$0.isFinite }) else { return frame }
    if !frame.width.isFinite || !frame.height.isFinite {
      graph.diagnostics.report(
        "A view was placed with a non-finite size (\(frame.width) × \(frame.height)); it is "
          + "laid out at zero size there", at: node)
    }
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    return CGRect(
      x: clean(frame.minX), y: clean(frame.minY), width: clean(frame.width),
      height: clean(frame.height))
  }

  private func placeWith<L: Layout>(
    _ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
  ) {
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Nodes between a container and its subviews (lists, pass-through wrappers) share the
  /// container's frame.
  private func markPassThrough(
    below node: ViewNode, frame: CGRect, stoppingAt subviews: LayoutSubviews
  ) {
    let stops = Set(subviews.map { ObjectIdentifier($0.unit.node) })
    var stack = node.children
    while let current = stack.popLast() {
      if stops.contains(ObjectIdentifier(current)) { continue }
      current.frame = frame
      stack.append(contentsOf: current.children)
    }
  }

  /// A leaf's descendants (none normally) share its frame.
  private func markAll(_ node: ViewNode, frame: CGRect) {
    var stack = [node]
    while let current = stack.popLast() {
      current.frame = frame
      stack.append(contentsOf: current.children)
    }
  }
}

/// A node's part in layout.
enum LayoutRole {
  case leaf(any LeafLayout)
  case container(any Layout)
  case list
  case transparent
}

/// What a unit's chain of modifiers says about its layout.
struct LayoutTraits {
  var guides: [any AlignmentGuideSetting] = []
  var priority: Double = 0
  var spacing = ViewSpacing()
  var leaf: (any LeafLayout)?
  var leafEnvironment: EnvironmentValues?
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

/// The few most recent sizes a node answered, by proposal.
struct SizeCache {
  private var entries: [(ProposedViewSize, Bool, CGSize)] = []

  func size(for proposal: ProposedViewSize, grouped: Bool) -> CGSize? {
    entries.first { $0.0 == proposal && $0.1 == grouped }?.2
  }

  mutating func store(_ size: CGSize, for proposal: ProposedViewSize, grouped: Bool) {
    if entries.count >= 4 { entries.removeFirst() }
    entries.append((proposal, grouped, size))
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
  /// The size with NaN or negative dimensions made zero, reported once.
  ///
  /// Infinity is allowed: a flexible view offered infinite space answers with it.
  @MainActor
  func sanitized(reportingTo graph: ViewGraph, at node: ViewNode) -> CGSize {
    guard width.isNaN || height.isNaN || width < 0 || height < 0 else { return self }
    graph.diagnostics.report(
      "A view answered an invalid size (\(width) × \(height)); it is treated as zero where "
        + "invalid", at: node)
    func clean(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : max(0, value) }
    return CGSize(width: clean(width), height: clean(height))
  }
}
