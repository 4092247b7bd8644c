/// A reference to a node that does not keep it alive: what `weak var node: ViewNode?` would
/// be, without its cost.
///
/// A `weak` reference gives its object a side table, after which every retain and release of
/// that object takes the runtime's slow path. Layout retains nodes constantly, so nothing
/// refers to a node weakly: holders keep the node's link instead, and the node clears it when
/// it is freed. Nodes live and die on the main actor, and the link is only read there, so it
/// never sees a freed node.
final class NodeLink: @unchecked Sendable {
  /// The node, until it is freed.
  fileprivate(set) unowned(unsafe) var node: ViewNode?

  fileprivate init(_ node: ViewNode) {
    self.node = node
  }
}

extension ViewNode {
  /// The node's link, made on first use.
  var link: NodeLink {
    if let existing = linkStorage { return existing }
    let link = NodeLink(self)
    linkStorage = link
    return link
  }

  /// Clears what points back at this node as it is freed: its link, and its children's
  /// parent references (children can outlive their parent when something else retains them).
  func detachBackReferences() {
    linkStorage?.node = nil
    for child in children { child.clearParent() }
  }
}
