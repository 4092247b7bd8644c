/// A reference to an object that does not keep it alive: what a `weak` reference would be,
/// without its cost.
///
/// A `weak` reference gives its object a side table, after which every retain and release of
/// that object takes the runtime's slow path. Layout and the tick retain nodes and their graph
/// constantly, so nothing refers to either weakly: holders keep the object's link instead (a
/// binding's state its graph, a preference watcher and a transition's callbacks the graph and
/// their node), and the object clears it in its deinit.
///
/// Links are read only on the main actor, and nodes and graphs are released there (a graph's
/// last owner is its host, whose deinit runs on the main actor), so their deinits run before
/// any other main-actor code could read the link: a link never sees a freed object. Were a
/// graph's last release to happen elsewhere, its deinit would wait for the main actor, and
/// code running first could read a graph that is being freed.
final class Link<Object: AnyObject>: @unchecked Sendable {
  /// The object, until it is freed.
  fileprivate(set) unowned(unsafe) var object: Object?

  fileprivate init(_ object: Object) {
    self.object = object
  }
}

/// A node's link: its node until the node is freed.
typealias NodeLink = Link<ViewNode>
/// A graph's link: its graph until the graph is freed.
typealias GraphLink = Link<ViewGraph>

extension Link where Object == ViewNode {
  /// The node, until it is freed.
  var node: ViewNode? { object }
}

extension Link where Object == ViewGraph {
  /// The graph, until it is freed.
  var graph: ViewGraph? { object }
}

extension Link {
  /// The link kept in `storage`, made for `object` on first use.
  fileprivate static func kept(in storage: inout Link?, for object: Object) -> Link {
    if let existing = storage { return existing }
    let link = Link(object)
    storage = link
    return link
  }
}

extension ViewNode {
  /// The node's link, made on first use.
  var link: NodeLink { .kept(in: &linkStorage, for: self) }

  /// Clears what points back at this node as it is freed: its link, and its children's
  /// parent references (children can outlive their parent when something else retains them).
  func detachBackReferences() {
    linkStorage?.object = nil
    for child in children { child.clearParent() }
  }
}

extension ViewGraph {
  /// The graph's link, made on first use.
  var link: GraphLink { .kept(in: &linkStorage, for: self) }

  /// Clears the graph's link as the graph is freed.
  func detachLink() {
    linkStorage?.object = nil
  }
}
