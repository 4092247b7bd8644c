/// The preference values a subtree produces, keyed by preference key type.
package struct PreferenceValues {
  private struct Entry {
    var key: any PreferenceKey.Type
    var value: Any
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Keys in the order they were first produced, so combining is deterministic.
  private var order: [ObjectIdentifier] = []

  package init() {}

  /// The value produced for `key`, or `nil` if nothing in the subtree produces it.
  package subscript<K: PreferenceKey>(key: K.Type) -> K.Value? {
    get { entries[ObjectIdentifier(key)]?.value as? K.Value }
    set {
      let id = ObjectIdentifier(key)
      if let newValue {
        if entries[id] == nil { order.append(id) }
        entries[id] = Entry(key: key, value: newValue)
      } else if entries.removeValue(forKey: id) != nil {
        order.removeAll { $0 == id }
      }
    }
  }

  /// Folds the values of the next sibling subtree into these, key by key, as `reduce` says.
  package mutating func combine(with next: PreferenceValues) {
    for id in next.order {
      guard let incoming = next.entries[id] else { continue }
      if let existing = entries[id] {
        entries[id]?.value = Self.reduce(incoming.key, existing.value, incoming.value)
      } else {
        order.append(id)
        entries[id] = incoming
      }
    }
  }

  private static func reduce(_ key: any PreferenceKey.Type, _ value: Any, _ next: Any) -> Any {
    func typed<K: PreferenceKey>(_: K.Type) -> Any {
      guard var value = value as? K.Value, let next = next as? K.Value else { return next }
      K.reduce(value: &value, nextValue: { next })
      return value
    }
    return typed(key)
  }
}

/// What a preference modifier does to the values its content produces.
@MainActor
package struct PreferenceTransform {
  let apply: (inout PreferenceValues) -> Void
}

extension ViewGraph {
  /// The preferences `node`'s subtree produces, computed bottom-up (without recursion) and
  /// cached until something below changes.
  package func preferences(of node: ViewNode) -> PreferenceValues {
    if let cached = node.cachedPreferences { return cached }
    var stack: [(ViewNode, Bool)] = [(node, false)]
    while let (current, childrenDone) = stack.popLast() {
      if current.cachedPreferences != nil { continue }
      if childrenDone {
        var combined = PreferenceValues()
        for child in current.children {
          combined.combine(with: child.cachedPreferences ?? PreferenceValues())
        }
        current.preferenceTransform?.apply(&combined)
        current.cachedPreferences = combined
      } else {
        stack.append((current, true))
        for child in current.children.reversed() where child.cachedPreferences == nil {
          stack.append((child, false))
        }
      }
    }
    return node.cachedPreferences ?? PreferenceValues()
  }
}
