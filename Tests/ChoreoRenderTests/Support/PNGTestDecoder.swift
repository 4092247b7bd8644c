import CZlib
import Foundation

/// A PNG file's pixels as straight RGBA bytes, row by row.
struct DecodedPNG: Equatable {
  var width: Int
  var height: Int
  var pixels: [UInt8]
}

/// Why a PNG could not be read.
struct PNGDecodingError: Error, CustomStringConvertible {
  var description: String
}

/// Reads the PNG files Choreo writes, for tests: 8-bit RGBA, not interlaced, every filter
/// type; checks each chunk's CRC and the chunk order.
///
/// It is a test's independent reading of the format (zlib's inflate aside), not a general
/// decoder: other bit depths and colour types are refused.
enum PNGTestDecoder {
  static func decode(_ data: Data, allowsAncillaryChunks: Bool = false) throws -> DecodedPNG {
    let bytes = [UInt8](data)
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw PNGDecodingError(description: "no PNG signature")
    }
    var offset = 8
    var chunkTypes: [String] = []
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 12 <= bytes.count {
      let length = Int(readUInt32(bytes, offset))
      guard offset + 12 + length <= bytes.count else {
        throw PNGDecodingError(description: "chunk at \(offset) runs past the end")
      }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let body = Array(bytes[offset + 8..<offset + 8 + length])
      let stored = readUInt32(bytes, offset + 8 + length)
      let computed = bytes[offset + 4..<offset + 8 + length].withContiguousStorageIfAvailable {
        UInt32(crc32(0, $0.baseAddress, uInt($0.count)))
      }
      guard stored == computed else {
        throw PNGDecodingError(description: "\(type) chunk has a bad CRC")
      }
      // Ancillary chunks (a lowercase first letter, such as another writer's bKGD) carry
      // nothing this reader needs; Choreo writes none.
      if type.first?.isLowercase != true || !allowsAncillaryChunks { chunkTypes.append(type) }
      switch type {
      case "IHDR": header = body
      case "IDAT": compressed += body
      default: break
      }
      offset += 12 + length
    }
    guard offset == bytes.count else { throw PNGDecodingError(description: "bytes after IEND") }
    guard chunkTypes.first == "IHDR", chunkTypes.last == "IEND",
      chunkTypes.dropFirst().dropLast().allSatisfy({ $0 == "IDAT" })
    else {
      throw PNGDecodingError(description: "unexpected chunks \(chunkTypes)")
    }
    // Choreo writes RGBA (colour type 6); other writers' RGB (type 2) is read as opaque RGBA.
    guard header.count == 13, [[8, 6, 0, 0, 0], [8, 2, 0, 0, 0]].contains(Array(header[8...]))
    else {
      throw PNGDecodingError(description: "not 8-bit RGB(A) without interlacing: \(header)")
    }
    let channels = header[9] == 6 ? 4 : 3
    let width = Int(readUInt32(header, 0))
    let height = Int(readUInt32(header, 4))
    let rowBytes = width * channels
    var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
    var rawLength = uLong(raw.count)
    let status = uncompress(&raw, &rawLength, compressed, uLong(compressed.count))
    guard status == Z_OK, rawLength == uLong(raw.count) else {
      throw PNGDecodingError(description: "zlib status \(status), \(rawLength) bytes")
    }
    let pixels = try unfilter(raw, width: width, height: height, channels: channels)
    guard channels == 3 else { return DecodedPNG(width: width, height: height, pixels: pixels) }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for pixel in 0..<width * height {
      rgba[pixel * 4..<pixel * 4 + 3] = pixels[pixel * 3..<pixel * 3 + 3]
    }
    return DecodedPNG(width: width, height: height, pixels: rgba)
  }

  private static func unfilter(
    _ raw: [UInt8], width: Int, height: Int, channels: Int
  ) throws -> [UInt8] {
    let rowBytes = width * channels
    var pixels = [UInt8](repeating: 0, count: height * rowBytes)
    for y in 0..<height {
      let filter = raw[y * (rowBytes + 1)]
      for i in 0..<rowBytes {
        let value = raw[y * (rowBytes + 1) + 1 + i]
        let left = i >= channels ? Int(pixels[y * rowBytes + i - channels]) : 0
        let up = y > 0 ? Int(pixels[(y - 1) * rowBytes + i]) : 0
        let upLeft = i >= channels && y > 0 ? Int(pixels[(y - 1) * rowBytes + i - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4: predictor = paeth(left, up, upLeft)
        default: throw PNGDecodingError(description: "filter type \(filter) in row \(y)")
        }
        pixels[y * rowBytes + i] = value &+ UInt8(truncatingIfNeeded: predictor)
      }
    }
    return pixels
  }

  private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  private static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
  }
}
