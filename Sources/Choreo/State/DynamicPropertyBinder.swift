@_spi(Reflection) import Swift

/// Binds the dynamic properties of a view (or modifier) value to its node before `body` runs.
///
/// Stored properties are found once per type with the standard library's field reflection,
/// which gives their offsets; binding then writes each property in place.
@MainActor
enum DynamicPropertyBinder {
  /// Binds every dynamic property of `value` to `node`.
  static func bind<Value>(_ value: inout Value, to node: ViewNode) {
    let fields = fields(of: Value.self)
    guard !fields.isEmpty else { return }
    var slot = 0
    withUnsafeMutableBytes(of: &value) { buffer in
      guard let base = buffer.baseAddress else { return }
      for field in fields { field.bind(base + field.offset, node, &slot) }
    }
  }

  // MARK: - Fields

  private struct Field {
    var offset: Int
    var bind: (UnsafeMutableRawPointer, ViewNode, inout Int) -> Void
  }

  private static var cache: [ObjectIdentifier: [Field]] = [:]

  private static func fields(of type: Any.Type) -> [Field] {
    if let cached = cache[ObjectIdentifier(type)] { return cached }
    var fields: [Field] = []
    _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      if let property = fieldType as? any DynamicProperty.Type {
        fields.append(Field(offset: offset, bind: binder(for: property)))
      }
      return true
    }
    cache[ObjectIdentifier(type)] = fields
    return fields
  }

  private static func binder<P: DynamicProperty>(for type: P.Type)
    -> (UnsafeMutableRawPointer, ViewNode, inout Int) -> Void
  {
    if let bound = type as? any NodeBoundProperty.Type {
      return linker(for: bound)
    }
    // A property of the user's own: bind what it contains, then let it update itself.
    let inner = fields(of: type)
    return { pointer, node, slot in
      for field in inner { field.bind(pointer + field.offset, node, &slot) }
      pointer.assumingMemoryBound(to: P.self).pointee.update()
    }
  }

  private static func linker<P: NodeBoundProperty>(for type: P.Type)
    -> (UnsafeMutableRawPointer, ViewNode, inout Int) -> Void
  {
    { pointer, node, slot in
      pointer.assumingMemoryBound(to: P.self).pointee.link(to: node, slot: &slot)
    }
  }
}

extension ViewNode {
  /// The storage in `slot`, made by `make` the first time.
  func slot<Storage: AnyObject>(_ slot: Int, make: () -> Storage) -> Storage {
    if slot < slots.count, let existing = slots[slot] as? Storage { return existing }
    let storage = make()
    if slot < slots.count {
      slots[slot] = storage
    } else {
      slots.append(storage)
    }
    return storage
  }
}
