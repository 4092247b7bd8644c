import CPrefetch

/// Hints to the processor for layout's loops over many subviews (a grid's cells), and over
/// the many children whose units become them (a `ForEach`'s).
///
/// A first layout of a grid of 10,000 cells reads some 50,000 nodes that do not fit the
/// processor's caches, each cell's several nodes one after another (the cell, its
/// modifiers, the view they end in): each read waits for memory in turn, and that waiting,
/// more than the work, bounded a cell. While the loop works on one subview, these hints ask
/// for the nodes of the subviews a few positions on, one level of their chain of single
/// children at a time, so that by the time a subview is laid out its nodes have arrived.
extension LayoutSubviews {
  /// The subviews between the levels of the pipeline: the node of subview `index + stride ·
  /// levels` is hinted first, its child when the loop is `stride` subviews nearer, and so on.
  static let prefetchStride = 2
  /// How far down each subview's chain of single children nodes are hinted: a cell, its
  /// modifiers and the view they end in.
  static let prefetchLevels = 5
  /// The lines of each node hinted: those layout reads, from its kind and frame to its view
  /// and inputs, which `ViewNode` declares before the rest (320 bytes, which may start 48
  /// bytes into a line; `LayoutPrefetchTests`).
  static let prefetchedNodeLines = 6

  /// Hints the nodes that laying out the subviews after `index` will read (see above).
  ///
  /// Each level's node is reached through the nodes above it, hinted in earlier calls, so
  /// the walk reads what has arrived. Nodes are read unretained: these subviews hold them,
  /// and a node's children hold its chain.
  @MainActor package func prefetch(after index: Int) {
    // Nothing to hint near the end, or in a container of a few subviews (most of them).
    guard index + Self.prefetchStride < subviews.count else { return }
    for level in 0..<Self.prefetchLevels {
      let target = index + (Self.prefetchLevels - level) * Self.prefetchStride
      guard target < subviews.count else { continue }
      Self.prefetch(
        level: level, below: Unmanaged.passUnretained(subviews[target].unit.node),
        lines: Self.prefetchedNodeLines)
    }
  }

  /// `prefetch(after:)` for the children of a node whose units are being found (a
  /// `ForEach`'s), hinting only the first lines of each node: finding a unit reads a chain's
  /// kinds and links, not its layout cache.
  @MainActor static func prefetchChains(of children: [ViewNode], after index: Int) {
    guard index + prefetchStride < children.count else { return }
    for level in 0..<prefetchLevels {
      let target = index + (prefetchLevels - level) * prefetchStride
      guard target < children.count else { continue }
      prefetch(level: level, below: Unmanaged.passUnretained(children[target]), lines: 2)
    }
  }

  /// Hints `lines` lines of the node `level` single children below `node`, if the chain goes
  /// that far.
  ///
  /// `node` is passed unmanaged, and the walk steps through unmanaged references: passed or
  /// stepped to as a reference, each node would be retained.
  @inline(__always) @MainActor
  private static func prefetch(level: Int, below node: Unmanaged<ViewNode>, lines: Int) {
    var current = node
    for _ in 0..<level {
      guard let next = current.takeUnretainedValue().onlyChild else { return }
      current = next
    }
    Choreo.prefetch(address: current.toOpaque(), lines: lines)
  }
}

extension ViewNode {
  /// Hints the node's view value to the processor, where the node's existential keeps it (in
  /// a heap box, apart from the node, unless it is small), for layout to read it soon.
  @inline(__always)
  func prefetchView() {
    choreo_prefetch_indirect(&view, 2)
  }
}
