import Foundation

/// A small GIF89a decoder for tests: it reads what `GIFEncoder` writes (and a little more) and
/// composites the frames as a viewer would, so tests can compare what is shown to the input.
///
/// Written from the GIF89a specification, independently of the encoder: its own LZW decoder,
/// and disposal "restore to background" clears to transparent, as browsers do.
struct GIFTestDecoder {
  /// One frame as stored and as shown.
  struct Frame {
    /// The stored rectangle.
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    /// Hundredths of a second.
    var delay: Int
    var disposal: Int
    var transparentIndex: Int?
    /// The stored palette indices, row by row.
    var indices: [UInt8]
    /// The whole canvas after drawing this frame: straight RGBA, alpha 0 or 255.
    var canvas: [UInt8]
  }

  struct DecodeError: Error, CustomStringConvertible {
    var description: String
  }

  var width = 0
  var height = 0
  var globalTable: [UInt8] = []
  var loopCount: Int?
  var frames: [Frame] = []
  /// The number of clear codes seen in all image data.
  var clearCodes = 0

  init(_ data: Data) throws {
    let bytes = [UInt8](data)
    var reader = Reader(bytes: bytes)
    guard try reader.take(6) == Array("GIF89a".utf8) else {
      throw DecodeError(description: "bad header")
    }
    width = try reader.u16()
    height = try reader.u16()
    let packed = try reader.byte()
    _ = try reader.take(2)
    if packed & 0x80 != 0 {
      globalTable = try reader.take(3 << (Int(packed & 7) + 1))
    }
    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    var pending = (delay: 0, disposal: 0, transparent: Int?.none)
    var previous: Frame?
    while true {
      switch try reader.byte() {
      case 0x21:
        let label = try reader.byte()
        let blocks = try reader.subBlocks()
        if label == 0xF9, let block = blocks.first, block.count == 4 {
          pending.disposal = Int(block[0] >> 2) & 7
          pending.delay = Int(block[1]) | Int(block[2]) << 8
          pending.transparent = block[0] & 1 != 0 ? Int(block[3]) : nil
        } else if label == 0xFF, blocks.count >= 2, blocks[0] == Array("NETSCAPE2.0".utf8) {
          loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
        }
      case 0x2C:
        if let previous, previous.disposal == 2 {
          for y in previous.y..<(previous.y + previous.height) {
            for x in previous.x..<(previous.x + previous.width) {
              for c in 0..<4 { canvas[(y * width + x) * 4 + c] = 0 }
            }
          }
        }
        var frame = Frame(
          x: try reader.u16(), y: try reader.u16(), width: try reader.u16(),
          height: try reader.u16(), delay: pending.delay, disposal: pending.disposal,
          transparentIndex: pending.transparent, indices: [], canvas: [])
        let flags = try reader.byte()
        var table = globalTable
        if flags & 0x80 != 0 { table = try reader.take(3 << (Int(flags & 7) + 1)) }
        let minimumCodeSize = Int(try reader.byte())
        let data = try reader.subBlocks().flatMap { $0 }
        frame.indices = try decodeLZW(data, minimumCodeSize: minimumCodeSize)
        guard frame.indices.count >= frame.width * frame.height else {
          throw DecodeError(description: "frame \(frames.count) has too few pixels")
        }
        guard frame.x + frame.width <= width, frame.y + frame.height <= height else {
          throw DecodeError(description: "frame \(frames.count) lies outside the screen")
        }
        for y in 0..<frame.height {
          for x in 0..<frame.width {
            let index = Int(frame.indices[y * frame.width + x])
            if index == frame.transparentIndex { continue }
            let p = ((frame.y + y) * width + frame.x + x) * 4
            canvas[p] = table[index * 3]
            canvas[p + 1] = table[index * 3 + 1]
            canvas[p + 2] = table[index * 3 + 2]
            canvas[p + 3] = 255
          }
        }
        frame.canvas = canvas
        frames.append(frame)
        previous = frame
        pending = (0, 0, nil)
      case 0x3B:
        return
      case let other:
        throw DecodeError(description: "unexpected block \(other)")
      }
    }
  }

  /// GIF's LZW, decoded.
  private mutating func decodeLZW(_ data: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var prefixes: [Int] = []
    var suffixes: [UInt8] = []
    func resetTable() {
      prefixes = [Int](repeating: -1, count: clear + 2)
      suffixes = (0..<(clear + 2)).map { UInt8(truncatingIfNeeded: $0) }
    }
    func string(_ code: Int) -> [UInt8] {
      var out: [UInt8] = []
      var c = code
      while c >= 0 {
        out.append(suffixes[c])
        c = prefixes[c]
      }
      return out.reversed()
    }
    resetTable()
    var codeSize = minimumCodeSize + 1
    var out: [UInt8] = []
    var bitPosition = 0
    var old: Int?
    while bitPosition + codeSize <= data.count * 8 {
      var code = 0
      for bit in 0..<codeSize {
        let p = bitPosition + bit
        if data[p / 8] >> (p % 8) & 1 != 0 { code |= 1 << bit }
      }
      bitPosition += codeSize
      if code == clear {
        clearCodes += 1
        resetTable()
        codeSize = minimumCodeSize + 1
        old = nil
        continue
      }
      if code == end { return out }
      let entry: [UInt8]
      if code < prefixes.count {
        entry = string(code)
        if let old, prefixes.count < 4096 {
          prefixes.append(old)
          suffixes.append(entry[0])
        }
      } else if let old, code == prefixes.count {
        let previous = string(old)
        entry = previous + [previous[0]]
        prefixes.append(old)
        suffixes.append(previous[0])
      } else {
        throw DecodeError(description: "LZW code \(code) out of range")
      }
      out += entry
      old = code
      if prefixes.count == 1 << codeSize, codeSize < 12 { codeSize += 1 }
    }
    throw DecodeError(description: "LZW data ends without an end code")
  }

  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    mutating func byte() throws -> UInt8 {
      guard position < bytes.count else { throw DecodeError(description: "truncated") }
      defer { position += 1 }
      return bytes[position]
    }

    mutating func take(_ count: Int) throws -> [UInt8] {
      guard position + count <= bytes.count else { throw DecodeError(description: "truncated") }
      defer { position += count }
      return Array(bytes[position..<(position + count)])
    }

    mutating func u16() throws -> Int {
      let low = Int(try byte())
      return low | Int(try byte()) << 8
    }

    mutating func subBlocks() throws -> [[UInt8]] {
      var blocks: [[UInt8]] = []
      while true {
        let count = Int(try byte())
        if count == 0 { return blocks }
        blocks.append(try take(count))
      }
    }
  }
}
