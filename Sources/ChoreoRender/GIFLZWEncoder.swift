/// GIF's variable-length LZW compression (GIF89a, appendix F), for 8-bit palette indices.
///
/// Codes start one bit wider than the minimum code size (9 bits for 8-bit indices) and widen as
/// the table grows, up to 12 bits; when the table holds 4,096 codes a clear code starts it
/// again. The stream starts with a clear code and ends with the end-of-information code, and is
/// packed least significant bit first into sub-blocks of at most 255 bytes.
///
/// The string table is a direct array, code × 256 + next index, stamped with a generation
/// number: a clear code costs one increment rather than wiping 4 MB, and a lookup is one load.
struct GIFLZWEncoder {
  /// Bits per index; GIF's minimum code size.
  static let minimumCodeSize = 8
  private static let clearCode = 1 << minimumCodeSize
  private static let endCode = clearCode + 1
  private static let largestCodeSize = 12
  private static let tableLimit = 1 << largestCodeSize

  /// Entries: generation << 12 | code, or an older generation for none.
  private var table: [UInt32]
  private var generation: UInt32 = 0

  init() {
    table = [UInt32](repeating: 0, count: Self.tableLimit << 8)
  }

  /// `indices` compressed: the minimum code size byte, the data sub-blocks and the block
  /// terminator, as they follow an image descriptor.
  ///
  /// O(n) in the number of indices. Every index must be below 256.
  mutating func encode(_ indices: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.bytes.reserveCapacity(indices.count / 2 + 16)
    var codeSize = Self.minimumCodeSize + 1
    var next = Self.endCode + 1
    reset()
    writer.write(Self.clearCode, bits: codeSize)
    guard let first = indices.first else {
      writer.write(Self.endCode, bits: codeSize)
      return Self.blocks(writer.finish())
    }
    var generation = self.generation
    table.withUnsafeMutableBufferPointer { table in
      indices.withUnsafeBufferPointer { indices in
        var prefix = Int(first)
        for position in 1..<indices.count {
          let index = Int(indices[position])
          let slot = prefix << 8 | index
          let entry = table[slot]
          if entry >> 12 == generation {
            prefix = Int(entry & 0xFFF)
            continue
          }
          writer.write(prefix, bits: codeSize)
          table[slot] = generation << 12 | UInt32(next)
          next += 1
          if next > 1 << codeSize, codeSize < Self.largestCodeSize {
            codeSize += 1
          } else if next == Self.tableLimit {
            writer.write(Self.clearCode, bits: codeSize)
            generation += 1
            codeSize = Self.minimumCodeSize + 1
            next = Self.endCode + 1
          }
          prefix = index
        }
        writer.write(prefix, bits: codeSize)
      }
    }
    self.generation = generation
    writer.write(Self.endCode, bits: codeSize)
    return Self.blocks(writer.finish())
  }

  // MARK: - Private

  /// Starts a new generation of the table; wipes it when generations run out.
  private mutating func reset() {
    // Generations fit in 20 bits; a frame needs at most one per 3,838 indices.
    if generation >= (1 << 20) - (1 << 18) {
      table.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      generation = 0
    }
    generation += 1
  }

  /// The minimum code size, then `data` in sub-blocks of up to 255 bytes, then a terminator.
  private static func blocks(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [UInt8(minimumCodeSize)]
    out.reserveCapacity(data.count + data.count / 255 + 3)
    var start = 0
    while start < data.count {
      let end = min(start + 255, data.count)
      out.append(UInt8(end - start))
      out += data[start..<end]
      start = end
    }
    out.append(0)
    return out
  }

  /// Packs codes least significant bit first.
  private struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    mutating func write(_ code: Int, bits: Int) {
      buffer |= UInt64(code) << count
      count += bits
      while count >= 8 {
        bytes.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        count -= 8
      }
    }

    mutating func finish() -> [UInt8] {
      if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
      buffer = 0
      count = 0
      return bytes
    }
  }
}
