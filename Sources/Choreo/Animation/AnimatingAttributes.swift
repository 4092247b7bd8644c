import Foundation

/// The attributes with running animators, in the order a frame advances them: by when their
/// node started animating, then in the node's listing order (`NodeAttributes.keys`).
///
/// A flat list of attributes rather than of nodes: a frame's tick reads each attribute without
/// going through its node and the node's slots, which for thousands of views cost more in cache
/// misses than the animators themselves. The node is read only when its attribute needs it.
@MainActor
struct AnimatingAttributes {
  /// One listed attribute.
  struct Entry {
    let attribute: AnyAnimatedAttribute
    let node: ViewNode
    /// When the node started animating (`NodeAttributes.animatingSequence`).
    let sequence: Int
  }

  /// The listed attributes; only `order()` and a tick's compaction reorder them.
  private(set) var entries: [Entry] = []
  /// Whether a tick is advancing the entries.
  var isTicking = false
  /// The sequence number the next node to start animating gets.
  private var nextSequence = 0
  /// Whether an attribute was listed after some of a later node's (a node that was already
  /// animating started animating another attribute): `order()` must sort.
  private var isOutOfOrder = false

  /// Lists `attribute`, the `key` attribute of `node`, unless it is listed already.
  ///
  /// A node keeps its place while any of its attributes is listed; a node none of whose
  /// attributes is listed goes last.
  mutating func list(_ attribute: AnyAnimatedAttribute, key: AttributeKey, of node: ViewNode) {
    guard !attribute.isListed else { return }
    guard let attributes = node.attributes else {
      preconditionFailure("\(node.path) animates without animatable attributes")
    }
    if attributes.listedCount == 0 {
      attributes.animatingSequence = nextSequence
      nextSequence += 1
    }
    attributes.listedCount += 1
    attribute.isListed = true
    attribute.listedKey = key
    let entry = Entry(attribute: attribute, node: node, sequence: attributes.animatingSequence)
    if let last = entries.last, Self.precedes(entry, last) { isOutOfOrder = true }
    entries.append(entry)
  }

  /// Sorts the entries into advancing order, if an attribute was listed out of it.
  ///
  /// Complexity: O(n log n) when it sorts, else O(1).
  mutating func order() {
    guard isOutOfOrder else { return }
    isOutOfOrder = false
    entries.sort(by: Self.precedes)
  }

  /// Moves entry `index` to `position` (below it, over an entry already unlisted), while a
  /// tick compacts the list.
  mutating func move(from index: Int, to position: Int) {
    entries[position] = entries[index]
  }

  /// Ends a tick that advanced the first `advanced` entries and kept `kept` of them at the
  /// front: entries listed during the tick follow those, and the rest are dropped.
  ///
  /// Complexity: O(entries listed during the tick).
  mutating func finishTick(kept: Int, advanced: Int) {
    var end = kept
    for index in advanced..<entries.count {
      entries[end] = entries[index]
      end += 1
    }
    entries.removeLast(entries.count - end)
  }

  /// Takes entry `index` out of its node's count, when a tick drops it.
  func unlist(at index: Int) {
    unlist(entries[index])
  }

  private func unlist(_ entry: Entry) {
    entry.attribute.isListed = false
    guard let attributes = entry.node.attributes else { return }
    attributes.listedCount -= 1
    if attributes.listedCount == 0 { attributes.animatingSequence = -1 }
  }

  private static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
    lhs.sequence != rhs.sequence
      ? lhs.sequence < rhs.sequence
      : NodeAttributes.rank(of: lhs.attribute.listedKey)
        < NodeAttributes.rank(of: rhs.attribute.listedKey)
  }
}
