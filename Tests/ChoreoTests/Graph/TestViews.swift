import Choreo

/// A counter with its own state; `perform(id)` increments it.
struct Counter: View {
  let id: String
  @State private var count = 0

  var body: some View {
    Button("\(id): \(count)") { count += 1 }
      .accessibilityIdentifier(id)
  }
}

/// The text of every `Text` in the tree, in order, read from the render tree's nodes.
@MainActor
func texts<Content: View>(in host: ViewHost<Content>) -> [String] {
  var found: [String] = []
  host.forEachNode { node in
    if let text = node.view as? Text { found.append(text.content) }
  }
  return found
}

/// The state values shown in the render tree for nodes with `identifier`.
@MainActor
func line<Content: View>(containing fragment: String, in host: ViewHost<Content>) -> String? {
  host.renderTree().split(separator: "\n").map(String.init).first { $0.contains(fragment) }
}
