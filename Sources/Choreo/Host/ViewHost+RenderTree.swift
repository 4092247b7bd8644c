extension ViewHost {
  /// A stable text dump of the node tree, one node per line, indented by depth: the view's
  /// type, its identity (its key among its parent's children), its state values, and the
  /// animation of the transaction of its last change.
  ///
  /// Complexity: O(n) in the number of nodes.
  public func renderTree() -> String {
    var lines: [String] = []
    guard let root = graph.root else { return "" }
    var stack: [ViewNode] = [root]
    while let node = stack.popLast() {
      lines.append(String(repeating: "  ", count: node.depth) + Self.describe(node))
      stack.append(contentsOf: node.children.reversed())
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ node: ViewNode) -> String {
    var text = "\(node.typeName) [\(node.key)]"
    if let identifier = node.accessibilityIdentifier { text += " #\(identifier)" }
    let states = node.slots.compactMap { ($0 as? any StateDescribing)?.stateDescription }
    if !states.isEmpty { text += " state: \(states.joined(separator: ", "))" }
    if let animation = node.lastTransaction?.animation {
      text += " animation: \(animation)"
    }
    return text
  }
}

/// Storage that can describe its value for the render tree.
@MainActor
protocol StateDescribing {
  var stateDescription: String { get }
}

extension StateBox: StateDescribing {
  var stateDescription: String { String(describing: read()) }
}
