import CZlib
import Foundation
import Testing

@testable import ChoreoRender

@Suite("APNG")
struct APNGEncoderTests {
  /// A 5 × 4 bitmap with a pixel lit at (`index`, `index`) over translucent blue.
  private func frame(_ index: Int) throws -> Bitmap {
    var bitmap = try Bitmap(width: 5, height: 4)
    for y in 0..<4 {
      for x in 0..<5 { bitmap[x, y] = Bitmap.Pixel(red: 0, green: 0, blue: 128, alpha: 128) }
    }
    bitmap[index, index] = Bitmap.Pixel(red: 255, green: 200, blue: 0, alpha: 255)
    return bitmap
  }

  private struct Chunk {
    var type: String
    var body: [UInt8]
  }

  private func chunks(_ data: Data) -> [Chunk] {
    let bytes = [UInt8](data)
    var result: [Chunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      result.append(Chunk(type: type, body: Array(bytes[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return result
  }

  /// A still PNG of one frame's image data, for the test decoder.
  private func still(header: [UInt8], data: [UInt8]) -> Data {
    var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    for (type, body) in [("IHDR", header), ("IDAT", data), ("IEND", [])] {
      let typed = Array(type.utf8) + body
      let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
      for value in [UInt32(body.count)] { file.append(contentsOf: bigEndian(value)) }
      file.append(contentsOf: typed)
      file.append(contentsOf: bigEndian(crc))
    }
    return file
  }

  private func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  @Test func everyFrameDecodesBackInOrder() throws {
    let frames = try (0..<4).map(frame)
    let data = try APNGEncoder(framesPerSecond: 25).encode(frames)
    let list = chunks(data)
    #expect(list.first?.type == "IHDR" && list.dropFirst().first?.type == "acTL")
    #expect(list.last?.type == "IEND")
    // Four frames, looping forever.
    #expect(list[1].body == [0, 0, 0, 4, 0, 0, 0, 0])
    let controls = list.filter { $0.type == "fcTL" }
    #expect(controls.count == 4)
    // Each lasts 100 / 2500 s = 1 / 25 s.
    #expect(controls.allSatisfy { Array($0.body[20..<24]) == [0, 100, 0x09, 0xC4] })
    // Sequence numbers run 0, 1, 2, … across fcTL and fdAT chunks.
    let sequenced = list.filter { $0.type == "fcTL" || $0.type == "fdAT" }
    #expect(
      sequenced.map { $0.body[0..<4].reduce(0) { $0 << 8 | Int($1) } }
        == Array(0..<sequenced.count))
    // Frame 0 is the default image; the others are the fdAT data after each fcTL.
    var images: [[UInt8]] = []
    for chunk in list {
      switch chunk.type {
      case "fcTL": images.append([])
      case "IDAT": images[images.count - 1] += chunk.body
      case "fdAT": images[images.count - 1] += chunk.body.dropFirst(4)
      default: break
      }
    }
    for (index, image) in images.enumerated() {
      let decoded = try PNGTestDecoder.decode(still(header: list[0].body, data: image))
      #expect(decoded.pixels == frames[index].straightBytes(), "frame \(index)")
    }
  }

  @Test func parallelAndSerialAreIdentical() throws {
    let frames = try (0..<4).map(frame)
    #expect(
      try APNGEncoder(isParallel: true).encode(frames)
        == APNGEncoder(isParallel: false).encode(frames))
  }

  @Test func badInputIsAClearError() throws {
    #expect(throws: APNGError.noFrames) { try APNGEncoder().encode([]) }
    let small = try Bitmap(width: 2, height: 2)
    #expect(throws: APNGError.frameSizeMismatch(index: 1)) {
      try APNGEncoder().encode([try frame(0), small])
    }
    #expect(throws: APNGError.invalidFrameRate(0)) {
      try APNGEncoder(framesPerSecond: 0).encode([small])
    }
  }
}
