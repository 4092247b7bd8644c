/// Hints to the processor for layout's loops over many subviews (a grid's cells).
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
  /// The lines of each node hinted: those layout reads, its layout cache and its parent,
  /// proposal and view among them.
  static let prefetchedNodeLines = 8

  /// Hints the nodes that laying out the subviews after `index` will read (see above).
  ///
  /// Each level's node is reached through the nodes above it, hinted in earlier calls, so
  /// the walk reads what has arrived. Nodes are read unretained: these subviews hold them,
  /// and a node's children hold its chain.
  @MainActor package func prefetch(after index: Int) {
    // No call is made while a node is read (one would retain it): the walk is inline.
    for level in 0..<Self.prefetchLevels {
      let target = index + (Self.prefetchLevels - level) * Self.prefetchStride
      guard target < subviews.count else { continue }
      unowned(unsafe) var current = subviews[target].unit.node
      var reached = true
      for _ in 0..<level {
        guard let next = current.onlyChild else {
          reached = false
          break
        }
        current = next.takeUnretainedValue()
      }
      if reached {
        Choreo.prefetch(
          address: Unmanaged.passUnretained(current).toOpaque(), lines: Self.prefetchedNodeLines)
      }
    }
  }
}
