import Synchronization

/// The most recently used text layouts, keyed by everything a layout depends on.
///
/// Layout asks the same text for its size several times per pass (each parent probes with a
/// few proposals), and renderers ask again for the glyphs; the cache answers repeats without
/// shaping. Thread-safe; a layout is computed outside the lock, so two threads missing on the
/// same request may both compute it (with equal results).
package final class TextLayoutCache: Sendable {
  /// The cache `TextLayout.make` uses by default: 1,024 layouts.
  package static let shared = TextLayoutCache(capacity: 1024)

  private let storage: Mutex<LRU>

  /// A cache keeping the `capacity` most recently used layouts (at least 1).
  package init(capacity: Int) {
    storage = Mutex(LRU(capacity: max(1, capacity)))
  }

  /// The cached layout for `request`, else `make()`'s, which is then cached.
  ///
  /// O(1) besides `make`.
  package func layout(for request: TextLayout.Request, make: () -> TextLayout) -> TextLayout {
    let key = Key(request)
    if let cached = storage.withLock({ $0.value(for: key) }) { return cached }
    let layout = make()
    storage.withLock { $0.insert(layout, for: key) }
    return layout
  }

  /// How many lookups were answered from the cache, and how many were not.
  package var statistics: (hits: Int, misses: Int) {
    storage.withLock { ($0.hits, $0.misses) }
  }

  /// How many layouts are cached.
  package var count: Int {
    storage.withLock { $0.index.count }
  }
}

// MARK: - Least recently used

/// A request with its hash computed once, outside the lock, and not again as the table grows.
private struct Key: Hashable {
  let request: TextLayout.Request
  let hash: Int

  init(_ request: TextLayout.Request) {
    self.request = request
    hash = request.hashValue
  }

  static func == (lhs: Key, rhs: Key) -> Bool {
    lhs.hash == rhs.hash && lhs.request == rhs.request
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

/// A fixed-capacity map that forgets its least recently used entry: a dictionary into a
/// doubly linked list kept in an array.
private struct LRU {
  struct Entry {
    var key: Key
    var value: TextLayout
    var newer: Int?
    var older: Int?
  }

  let capacity: Int
  var index: [Key: Int] = [:]
  var entries: [Entry] = []
  var newest: Int?
  var oldest: Int?
  var hits = 0
  var misses = 0

  init(capacity: Int) {
    self.capacity = capacity
  }

  mutating func value(for key: Key) -> TextLayout? {
    guard let slot = index[key] else {
      misses += 1
      return nil
    }
    hits += 1
    moveToFront(slot)
    return entries[slot].value
  }

  mutating func insert(_ value: TextLayout, for key: Key) {
    if let slot = index[key] {
      entries[slot].value = value
      moveToFront(slot)
      return
    }
    let slot: Int
    if entries.count < capacity {
      slot = entries.count
      entries.append(Entry(key: key, value: value))
    } else if let evicted = oldest {
      unlink(evicted)
      index[entries[evicted].key] = nil
      entries[evicted] = Entry(key: key, value: value)
      slot = evicted
    } else {
      return
    }
    index[key] = slot
    linkAtFront(slot)
  }

  private mutating func moveToFront(_ slot: Int) {
    guard newest != slot else { return }
    unlink(slot)
    linkAtFront(slot)
  }

  private mutating func unlink(_ slot: Int) {
    let (newer, older) = (entries[slot].newer, entries[slot].older)
    if let newer { entries[newer].older = older } else { newest = older }
    if let older { entries[older].newer = newer } else { oldest = newer }
    entries[slot].newer = nil
    entries[slot].older = nil
  }

  private mutating func linkAtFront(_ slot: Int) {
    entries[slot].older = newest
    entries[slot].newer = nil
    if let newest { entries[newest].newer = slot }
    newest = slot
    if oldest == nil { oldest = slot }
  }
}
