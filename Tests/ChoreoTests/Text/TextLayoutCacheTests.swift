import Choreo
import Foundation
import Testing

@Suite("The text layout cache forgets the least recently used layout")
struct TextLayoutCacheTests {
  let font = ResolvedFont(file: FreeTypeReference.sans, size: 12)

  /// A layout told apart by its width, made without measuring anything.
  func stamp(_ number: Int) -> TextLayout {
    var layout = TextLayout.empty
    layout.size.width = CGFloat(number)
    return layout
  }

  func request(_ number: Int) -> TextLayout.Request {
    TextLayout.Request(string: "text \(number)", font: font, width: nil, maxLines: nil)
  }

  @Test(arguments: [1, 2, 7, 64])
  func matchesAListKeptInOrderOfUse(capacity: Int) {
    let cache = TextLayoutCache(capacity: capacity, fonts: FontCache())
    // Most recently used last.
    var model: [Int] = []
    var hits = 0
    var generator = XorShift(seed: 0x9E37_79B9_7F4A_7C15)
    for step in 0..<20_000 {
      // Mostly recent numbers, some never seen, so entries are found, evicted and re-added.
      let number = Int(generator.next() % UInt64(3 * capacity + 5))
      var made = false
      let layout = cache.layout(for: request(number)) {
        made = true
        return stamp(number)
      }
      #expect(layout == stamp(number), "step \(step)")
      if let index = model.firstIndex(of: number) {
        #expect(!made, "step \(step): \(number) was cached")
        model.remove(at: index)
        hits += 1
      } else {
        #expect(made, "step \(step): \(number) was not cached")
        if model.count == capacity { model.removeFirst() }
      }
      model.append(number)
    }
    #expect(cache.statistics.hits == hits)
    #expect(cache.statistics.misses == 20_000 - hits)
    #expect(cache.count == capacity)
  }

  /// With strings of many lengths, the cache keeps the most recently used layouts whose
  /// strings fit the character budget together, and never one whose string alone exceeds it.
  @Test func aCharacterBudgetForgetsTheLeastRecentlyUsedUntilTheyFit() {
    let (capacity, budget) = (16, 400)
    let cache = TextLayoutCache(capacity: capacity, characterBudget: budget, fonts: FontCache())
    func request(_ number: Int) -> TextLayout.Request {
      // Lengths 1…450: a few longer than the whole budget.
      let length = 1 + number * 37 % 450
      return TextLayout.Request(
        string: String(repeating: "x", count: length - String(number).count) + String(number),
        font: font, width: nil, maxLines: nil)
    }
    var model: [(number: Int, length: Int)] = []
    var generator = XorShift(seed: 0x51_7CC1_B727_220A)
    for step in 0..<20_000 {
      let number = Int(generator.next() % 40)
      let length = request(number).string.utf8.count
      var made = false
      let layout = cache.layout(for: request(number)) {
        made = true
        return stamp(number)
      }
      #expect(layout == stamp(number), "step \(step)")
      if let index = model.firstIndex(where: { $0.number == number }) {
        #expect(!made, "step \(step): \(number) was cached")
        model.remove(at: index)
      } else {
        #expect(made, "step \(step): \(number) was not cached")
      }
      guard length <= budget else { continue }
      while !model.isEmpty,
        model.count == capacity || model.reduce(length, { $0 + $1.length }) > budget
      {
        model.removeFirst()
      }
      model.append((number, length))
      #expect(cache.count == model.count, "step \(step)")
      #expect(cache.characterCount == model.reduce(0) { $0 + $1.length }, "step \(step)")
    }
  }

  /// Layouts are forgotten once a font file is read again, and one made meanwhile is not
  /// kept. (The other tests give their caches fonts of their own, which no test reopens.)
  @Test func aFontFileReadAgainEmptiesTheCache() throws {
    let fonts = FontCache()
    let cache = TextLayoutCache(capacity: 16, fonts: fonts)
    _ = cache.layout(for: request(1)) { stamp(1) }
    #expect(cache.layout(for: request(1)) { stamp(-1) } == stamp(1))
    _ = try fonts.reopen(FreeTypeReference.sans)
    #expect(cache.layout(for: request(1)) { stamp(2) } == stamp(2))
    _ = cache.layout(for: request(3)) {
      _ = try? fonts.reopen(FreeTypeReference.sans)
      return stamp(3)
    }
    #expect(cache.layout(for: request(3)) { stamp(4) } == stamp(4))
    #expect(cache.count == 1)
  }

  @Test func requestsDifferingInAnyFieldAreDifferentEntries() {
    let cache = TextLayoutCache(capacity: 16, fonts: FontCache())
    let base = request(1)
    var variants = [base]
    for change in 0..<6 {
      var variant = base
      switch change {
      case 0: variant.string = "other"
      case 1: variant.font.file = FreeTypeReference.dejaVuDirectory + "/DejaVuSerif.ttf"
      case 2: variant.font.size = 13
      case 3: variant.width = 100
      case 4: variant.maxLines = 2
      default: variant.alignment = .center
      }
      variants.append(variant)
    }
    var rtl = base
    rtl.layoutDirection = .rightToLeft
    variants.append(rtl)
    for (number, variant) in variants.enumerated() {
      #expect(cache.layout(for: variant) { stamp(number) } == stamp(number))
    }
    for (number, variant) in variants.enumerated() {
      #expect(cache.layout(for: variant) { stamp(-1) } == stamp(number))
    }
    #expect(cache.statistics.hits == variants.count)
  }
}

/// Marsaglia's xorshift64: a fixed sequence from a seed.
private struct XorShift {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
}
