// Mirrors: SwiftUI.View.preference(key:value:), transformPreference(_:_:),
//          onPreferenceChange(_:perform:)
// Status: Complete

extension View {
  /// Sets `key`'s value for this view, replacing whatever its content produced for the key.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWritingModifier<K>(value: value))
  }

  /// Changes the combined value of `key` that this view's content produces (starting from the
  /// default if nothing produces it).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformModifier<K>(transform: callback))
  }

  /// Calls `action` after an update with the combined value of `key` produced inside this view:
  /// once with the first value, then whenever it changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceActionModifier<K>(action: action))
  }
}

struct PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let value: K.Value

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    if let previous = node.remembered(K.Value.self), ViewComparison.isSameValue(previous, value) {
      // An equal value leaves the cached preferences valid.
    } else {
      node.invalidatePreferences()
    }
    node.remember(value)
    let value = value
    node.preferenceTransform = PreferenceTransform { $0[K.self] = value }
    children.append(content, key: .content)
  }
}

struct PreferenceTransformModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let transform: (inout K.Value) -> Void

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    // The closure may capture anything, so its effect counts as changed on every update.
    node.invalidatePreferences()
    let transform = transform
    node.preferenceTransform = PreferenceTransform { values in
      var value = values[K.self] ?? K.defaultValue
      transform(&value)
      values[K.self] = value
    }
    children.append(content, key: .content)
  }
}

struct PreferenceActionModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier
where K.Value: Equatable {
  let action: (K.Value) -> Void

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    node.graph.watchPreference(of: node, key: String(describing: K.self)) { values in
      let value = values[K.self] ?? K.defaultValue
      if let last = node.remembered(K.Value.self), last == value { return nil }
      node.remember(value)
      let action = action
      return { action(value) }
    }
    children.append(content, key: .content, inputs: children.inputs)
  }
}
