import Synchronization

/// The most recently used text layouts, keyed by everything a layout depends on.
///
/// Layout asks the same text for its size several times per pass (each parent probes with a
/// few proposals), and renderers ask again for the glyphs; the cache answers repeats without
/// shaping. (Text that fits on one line in a readable font is sized without it: see
/// `TextLayout.size(of:cache:fonts:)`.)
/// Thread-safe; a layout is computed outside the lock, so two threads missing on the same
/// request may both compute it (with equal results).
package final class TextLayoutCache: Sendable {
  /// The cache `TextLayout.make` uses by default: 1,024 layouts, of a million characters in
  /// all.
  package static let shared = TextLayoutCache(capacity: 1024)

  /// How many characters (UTF-8 bytes) the cached layouts' strings may hold together.
  ///
  /// A layout takes some 30 bytes a character, so a million is about 30 MB. Counting layouts
  /// alone, a thousand long paragraphs measured at slightly different widths (as a resizing
  /// frame does) could take gigabytes.
  package static let defaultCharacterBudget = 1_000_000

  private let storage: Mutex<LRU>
  /// The fonts its layouts are measured in, whose `generation` it follows.
  private let fonts: FontCache

  /// A cache keeping the `capacity` most recently used layouts (at least 1) whose strings
  /// hold at most `characterBudget` UTF-8 bytes in all, measured in `fonts`; a layout of a
  /// longer string is not kept.
  package init(
    capacity: Int, characterBudget: Int = defaultCharacterBudget, fonts: FontCache = .shared
  ) {
    storage = Mutex(LRU(capacity: max(1, capacity), budget: max(0, characterBudget)))
    self.fonts = fonts
  }

  /// The cached layout for `request`, else `make()`'s, which is then cached.
  ///
  /// Layouts made before a font file was read again (`FontCache.generation` of its fonts) are
  /// forgotten, and one made while it was read again is not kept. O(1) besides `make`.
  package func layout(for request: TextLayout.Request, make: () -> TextLayout) -> TextLayout {
    let key = Key(request)
    let generation = fonts.generation
    if let cached = storage.withLock({ $0.value(for: key, generation: generation) }) {
      return cached
    }
    let layout = make()
    // Made while a file was read again, it may have read either: not kept.
    guard fonts.generation == generation else { return layout }
    storage.withLock { $0.insert(layout, for: key, generation: generation) }
    return layout
  }

  /// How many lookups were answered from the cache, and how many were not.
  package var statistics: (hits: Int, misses: Int) {
    storage.withLock { ($0.hits, $0.misses) }
  }

  /// How many layouts are cached.
  package var count: Int {
    storage.withLock { $0.entries.count - $0.free.count }
  }

  /// How many characters (UTF-8 bytes) the cached layouts' strings hold.
  package var characterCount: Int {
    storage.withLock { $0.weight }
  }
}

// MARK: - Least recently used

/// A request with its hash, computed once outside the lock.
private struct Key: Equatable {
  let request: TextLayout.Request
  let hash: Int

  init(_ request: TextLayout.Request) {
    self.request = request
    hash = request.hashValue
  }

  static func == (lhs: Key, rhs: Key) -> Bool {
    lhs.hash == rhs.hash && lhs.request == rhs.request
  }
}

/// A fixed-capacity map that forgets its least recently used entries, to keep at most
/// `capacity` of them and their strings within `budget` characters: entries in an array,
/// linked from newest to oldest, found through a hash table of their indices.
///
/// The table is open addressing with linear probing from each key's hash, which the key
/// carries: a `Dictionary` hashed the key again for each lookup, insertion and removal, and
/// those hashes cost more than the lookups themselves.
private struct LRU {
  struct Entry {
    var key: Key
    var value: TextLayout
    var newer: Int?
    var older: Int?
    /// Its string's UTF-8 length.
    var weight = 0
  }

  let capacity: Int
  /// The most characters the entries' strings hold together.
  let budget: Int
  var entries: [Entry] = []
  /// Entries forgotten to keep within the budget, ready for reuse.
  var free: [Int] = []
  /// The characters the entries' strings hold.
  var weight = 0
  /// The font generation the entries were made in (`FontCache.generation`).
  var generation = 0
  /// Indices into `entries`, or `nil` where free; a power of two in size, at least twice the
  /// entries, so probes stay short.
  var slots: [Int?] = Array(repeating: nil, count: 16)
  var newest: Int?
  var oldest: Int?
  var hits = 0
  var misses = 0

  init(capacity: Int, budget: Int) {
    self.capacity = capacity
    self.budget = budget
  }

  /// Forgets every entry if the fonts are of a later generation than they were made in;
  /// returns whether entries of `generation` belong here (it is not an earlier one).
  private mutating func adopt(_ generation: Int) -> Bool {
    if generation > self.generation {
      let (hits, misses) = (self.hits, self.misses)
      self = LRU(capacity: capacity, budget: budget)
      (self.hits, self.misses, self.generation) = (hits, misses, generation)
    }
    return generation == self.generation
  }

  mutating func value(for key: Key, generation: Int) -> TextLayout? {
    guard adopt(generation), let entry = find(key) else {
      misses += 1
      return nil
    }
    hits += 1
    moveToFront(entry)
    return entries[entry].value
  }

  mutating func insert(_ value: TextLayout, for key: Key, generation: Int) {
    guard adopt(generation) else { return }
    if let entry = find(key) {
      entries[entry].value = value
      moveToFront(entry)
      return
    }
    let added = key.request.string.utf8.count
    guard added <= budget else { return }
    while weight + added > budget, let evicted = oldest { forget(evicted) }
    let entry: Int
    if let reused = free.popLast() {
      entry = reused
      entries[entry] = Entry(key: key, value: value, weight: added)
    } else if entries.count < capacity {
      // Grown before the entry is added: the entry goes into the table once, below.
      if 2 * (entries.count + 1) > slots.count { grow() }
      entry = entries.count
      entries.append(Entry(key: key, value: value, weight: added))
    } else if let evicted = oldest {
      forget(evicted)
      entry = free.removeLast()
      entries[entry] = Entry(key: key, value: value, weight: added)
    } else {
      return
    }
    weight += added
    slots[freeSlot(from: key.hash)] = entry
    linkAtFront(entry)
  }

  /// The key a forgotten entry holds in place of its own, whose string it frees.
  private static let forgottenKey = Key(
    TextLayout.Request(string: "", font: ResolvedFont(file: "", size: 0), width: nil, maxLines: nil)
  )

  /// Takes `entry` out of the table and the recency list, frees its layout and string, and
  /// keeps its place for reuse.
  private mutating func forget(_ entry: Int) {
    unlink(entry)
    freeSlot(of: entry)
    weight -= entries[entry].weight
    entries[entry].value = .empty
    entries[entry].key = Self.forgottenKey
    entries[entry].weight = 0
    free.append(entry)
  }

  // MARK: - Table

  private var mask: Int { slots.count - 1 }

  /// The index of `key`'s entry, if it has one.
  private func find(_ key: Key) -> Int? {
    var slot = key.hash & mask
    while let entry = slots[slot] {
      if entries[entry].key == key { return entry }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The first free slot probing from `hash`.
  private func freeSlot(from hash: Int) -> Int {
    var slot = hash & mask
    while slots[slot] != nil { slot = (slot + 1) & mask }
    return slot
  }

  /// Frees the slot of `entry`, moving entries probed past it back so that each stays
  /// reachable from its hash.
  private mutating func freeSlot(of entry: Int) {
    var hole = entries[entry].key.hash & mask
    while slots[hole] != entry { hole = (hole + 1) & mask }
    var slot = (hole + 1) & mask
    while let moving = slots[slot] {
      // It may move back into the hole if the hole is on its probe path: no further from
      // where the probe for it starts than its slot is.
      let home = entries[moving].key.hash & mask
      if (slot - home) & mask >= (slot - hole) & mask {
        slots[hole] = moving
        hole = slot
      }
      slot = (slot + 1) & mask
    }
    slots[hole] = nil
  }

  /// Called before an entry is appended, which happens only while no forgotten entry waits
  /// for reuse: every entry is in the table.
  private mutating func grow() {
    slots = Array(repeating: nil, count: 2 * slots.count)
    for entry in entries.indices {
      slots[freeSlot(from: entries[entry].key.hash)] = entry
    }
  }

  // MARK: - Recency

  private mutating func moveToFront(_ entry: Int) {
    guard newest != entry else { return }
    unlink(entry)
    linkAtFront(entry)
  }

  private mutating func unlink(_ entry: Int) {
    let (newer, older) = (entries[entry].newer, entries[entry].older)
    if let newer { entries[newer].older = older } else { newest = older }
    if let older { entries[older].newer = newer } else { oldest = newer }
    entries[entry].newer = nil
    entries[entry].older = nil
  }

  private mutating func linkAtFront(_ entry: Int) {
    entries[entry].older = newest
    entries[entry].newer = nil
    if let newest { entries[newest].newer = entry }
    newest = entry
    if oldest == nil { oldest = entry }
  }
}
