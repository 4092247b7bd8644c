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

extension ViewGraph {
  /// The display list of the tree at the graph's time, for a host of `size` points; the tree
  /// must be laid out.
  func displayList(size: CGSize) -> DisplayList {
    guard let root else { return DisplayList(size: size, items: []) }
    var builder = DisplayListBuilder(time: time, capacity: displayListCapacity)
    builder.add(root)
    displayListCapacity = builder.capacity
    return DisplayList(size: size, items: builder.items, groups: builder.groups)
  }

  /// `node`'s presented frame, given its model frame.
  ///
  /// That is the animated frame of the leaf it wraps, moved and resized alike. Views inside
  /// geometry groups take the general (slower) route. Drawing and hit testing both use it, so
  /// taps land where views are shown.
  func presentedFrame(of node: ViewNode, model: CGRect, insideGroup: Bool) -> CGRect {
    DisplayListBuilder.chainLeaf(of: node, model: model, insideGroup: insideGroup, at: time)
      .frame(for: node, model: model)
  }
}
