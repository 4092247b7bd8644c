import Foundation

extension ViewHost {
  /// A stable text dump of the node tree, one node per line, indented by depth: the view's
  /// type, its identity (its key among its parent's children), its state values, and the
  /// transaction of its last change (its animation and flags).
  ///
  /// A view in a transition is marked `inserting` while its insertion animates and `removing`
  /// while it is kept for its removal, with its phase and how long it has been in it: during
  /// an animated `if`/`else` swap or `.id` change, both views show, one of each.
  ///
  /// Complexity: O(n) in the number of nodes.
  public func renderTree() -> String {
    var lines: [String] = []
    guard let root = graph.root else { return "" }
    var stack: [ViewNode] = [root]
    while let node = stack.popLast() {
      lines.append(String(repeating: "  ", count: node.depth) + describe(node))
      stack.append(contentsOf: node.children.reversed())
    }
    return lines.joined(separator: "\n")
  }

  private func describe(_ node: ViewNode) -> String {
    var text = "\(node.typeName) [\(node.key)]"
    if let transition = node.transition,
      transition.isRemoving || transition.isInserting || !transition.phase.isIdentity
    {
      let elapsed = String(format: "%.3f", max(0, time - transition.phaseStart))
      text +=
        " (\(transition.isRemoving ? "removing" : "inserting"), \(transition.phase) for "
        + "\(elapsed) s)"
    }
    if let identifier = node.accessibilityIdentifier { text += " #\(identifier)" }
    let states = node.slots.compactMap { ($0 as? any StateDescribing)?.stateDescription }
    if !states.isEmpty { text += " state: \(states.joined(separator: ", "))" }
    if let transaction = node.lastTransaction {
      var parts: [String] = []
      if let animation = transaction.animation { parts.append("animation: \(animation)") }
      if transaction.disablesAnimations { parts.append("disablesAnimations") }
      if transaction.isContinuous { parts.append("continuous") }
      if transaction.tracksVelocity { parts.append("tracksVelocity") }
      if !parts.isEmpty { text += " transaction: " + parts.joined(separator: ", ") }
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
  var stateDescription: String { stableDescription(read()) }
}

/// A description that does not depend on hashing order: dictionary and set elements sorted.
func stableDescription(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .dictionary:
    let pairs = mirror.children.map { child -> String in
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { return stableDescription(child.value) }
      return "\(stableDescription(pair[0].value)): \(stableDescription(pair[1].value))"
    }
    return "[" + pairs.sorted().joined(separator: ", ") + "]"
  case .set:
    return "["
      + mirror.children.map { stableDescription($0.value) }.sorted().joined(separator: ", ") + "]"
  default:
    return String(describing: value)
  }
}
