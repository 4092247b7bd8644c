// Mirrors: SwiftUI.LayoutSubviews, SwiftUI.LayoutSubview, SwiftUI.ViewSpacing
// Status: Complete

/// The subviews a `Layout` sizes and places.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
  let subviews: [LayoutSubview]

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }

  /// The subview at `position`.
  public subscript(position: Int) -> LayoutSubview { subviews[position] }

  /// Places the subviews at `indices` where they were last placed, moved by `offset`, with
  /// the proposals they had then.
  ///
  /// For a layout that knows those subviews are unchanged (`areUnchangedSinceLastPlacement`)
  /// and would be placed the same way relative to a point that moved by `offset`. Their
  /// content keeps its frames, so moving a view costs no more than an assignment. A subview
  /// that has changed after all is placed there anew.
  @MainActor package func placeAsBefore(_ indices: Range<Int>, movedBy offset: CGSize) {
    guard let engine = subviews.first?.engine else { return }
    engine.recordPlacementAsBefore(of: self, at: indices, movedBy: offset)
  }

  /// Whether nothing in the subviews at `indices` has changed since they were last placed:
  /// placed again with the same proposals, they would take the same sizes and lay out their
  /// content the same way (`ViewNode.hasCurrentPlacement`; a subview is never a grouped unit).
  ///
  /// The nodes are read without being retained: a grid asks this of each of its lines after
  /// any change, and these subviews hold the nodes.
  @MainActor package func areUnchangedSinceLastPlacement(_ indices: Range<Int>) -> Bool {
    for index in indices {
      let node = subviews[index].unit.node
      if !node.hasCurrentPlacement { return false }
    }
    return true
  }

  /// Whether these are the same subviews as `other`, in the same order.
  ///
  /// Layout keeps a container's subviews until its children change, so the same list is
  /// usually the same storage, found without comparing elements.
  func isSame(as other: LayoutSubviews) -> Bool {
    guard subviews.count == other.subviews.count else { return false }
    let sameStorage = subviews.withUnsafeBufferPointer { mine in
      other.subviews.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
    }
    return sameStorage || subviews == other.subviews
  }
}

/// A proxy for one subview of a `Layout`.
public struct LayoutSubview: Equatable, Sendable {
  let unit: LayoutUnit
  let engine: LayoutEngine
  /// The subview's position in its container's subviews.
  let index: Int

  /// The subview's layout priority (`layoutPriority(_:)`); 0 by default.
  @MainActor public var priority: Double { engine.priority(of: unit) }

  /// The subview's spacing preferences.
  @MainActor public var spacing: ViewSpacing { engine.spacing(of: unit) }

  /// The size the subview takes for `proposal`.
  @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    engine.size(of: unit, proposal: proposal)
  }

  /// The subview's size and alignment guides for `proposal`.
  @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    engine.dimensions(of: unit, proposal: proposal)
  }

  /// The subview's dimensions for `proposal`, computing only the guides `alignment` uses.
  @MainActor func dimensions(in proposal: ProposedViewSize, aligning alignment: Alignment)
    -> ViewDimensions
  {
    engine.dimensions(of: unit, proposal: proposal, aligning: alignment)
  }

  /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
  ///
  /// `position` is in the coordinate space of the `bounds` given to `placeSubviews`.
  @MainActor public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    engine.placeSubview(self, at: position, anchor: anchor, proposal: proposal)
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.unit == rhs.unit
  }
}

/// How much space a view wants between itself and its neighbours.
public struct ViewSpacing: Sendable, Equatable {
  /// Preferred distances on each edge; `nil` means no preference.
  var edges: [Edge: CGFloat] = [:]

  /// No preferences: neighbours get the default distance.
  public init() {}

  /// Zero on every edge.
  public static let zero = ViewSpacing(edges: [.top: 0, .leading: 0, .bottom: 0, .trailing: 0])

  init(edges: [Edge: CGFloat]) {
    self.edges = edges
  }

  /// The default distance between two views that state no preference: 8 points (§9.2).
  static let defaultDistance: CGFloat = 8

  /// The distance between this view and `next`, placed after it along `axis` (§9.2): the larger
  /// of the two stated preferences, or the default if neither states one.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let mine = axis == .horizontal ? edges[.trailing] : edges[.bottom]
    let theirs = axis == .horizontal ? next.edges[.leading] : next.edges[.top]
    switch (mine, theirs) {
    case (nil, nil): return Self.defaultDistance
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (let a?, let b?): return max(a, b)
    }
  }

  /// Merges `other`'s preferences into these on `edges`: the larger wins per edge.
  ///
  /// No preference counts as the default distance (what `ViewSpacing()` has on every edge):
  /// merged with a smaller stated one (a `Spacer`'s zero), it stays no preference.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      let (mine, theirs) = (self.edges[edge], other.edges[edge])
      let larger = max(mine ?? Self.defaultDistance, theirs ?? Self.defaultDistance)
      let isDefault = (mine == nil || theirs == nil) && larger <= Self.defaultDistance
      self.edges[edge] = isDefault ? nil : larger
    }
  }

  /// These preferences merged with `other`'s.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
}
