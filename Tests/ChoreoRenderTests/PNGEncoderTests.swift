import Foundation
import Testing

@testable import ChoreoRender

@Suite struct PNGEncoderTests {
  /// A bitmap of every kind of pixel: opaque, transparent and translucent, premultiplied.
  static func sample(width: Int, height: Int, seed: UInt64) throws -> Bitmap {
    var bitmap = try Bitmap(width: width, height: height)
    var state = seed
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    for y in 0..<height {
      for x in 0..<width {
        // A third opaque, some transparent, the rest translucent; smooth in places so both
        // filters get chosen.
        let kind = next() % 3
        let alpha: UInt8 = kind == 0 ? 255 : (kind == 1 ? next() % 4 * 85 : next())
        func channel(_ value: UInt8) -> UInt8 { UInt8(Int(value) * Int(alpha) / 255) }
        bitmap[x, y] = Bitmap.Pixel(
          red: channel(UInt8(truncatingIfNeeded: x * 3)), green: channel(next()),
          blue: channel(UInt8(truncatingIfNeeded: y * 5)), alpha: alpha)
      }
    }
    return bitmap
  }

  @Test(arguments: [(1, 1), (3, 2), (17, 40), (64, 33)])
  func decodesToTheStraightPixels(width: Int, height: Int) throws {
    let bitmap = try Self.sample(width: width, height: height, seed: UInt64(width * 1000 + height))
    let decoded = try PNGTestDecoder.decode(try bitmap.pngData())
    #expect(decoded.width == width)
    #expect(decoded.height == height)
    #expect(decoded.pixels == bitmap.straightBytes())
  }

  @Test func headerSaysEightBitRGBA() throws {
    let data = try Bitmap(width: 300, height: 2).pngData()
    let bytes = [UInt8](data)
    #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // Length 13, "IHDR", width 300 and height 2 big-endian, depth 8, colour type 6.
    #expect(Array(bytes[8..<16]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    #expect(Array(bytes[16..<29]) == [0, 0, 1, 44, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    #expect(
      Array(bytes.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }

  @Test func flatImagesCompressSmall() throws {
    var bitmap = try Bitmap(width: 512, height: 512)
    for y in 0..<512 {
      for x in 0..<512 {
        bitmap[x, y] = Bitmap.Pixel(red: 10, green: 200, blue: UInt8(y / 2), alpha: 255)
      }
    }
    let data = try bitmap.pngData()
    // 1 MiB of pixels.
    #expect(data.count < 16_384, "\(data.count) bytes for a 512 × 512 gradient")
    #expect(try PNGTestDecoder.decode(data).pixels == bitmap.straightBytes())
  }

  @Test func pythonsZlibReadsTheSamePixels() throws {
    let bitmap = try Self.sample(width: 23, height: 19, seed: 7)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-png-\(UUID().uuidString).png")
    try bitmap.pngData().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    // An independent reader: Python's zlib and struct, every filter type, every CRC.
    let script = """
      import struct, sys, zlib
      data = open(sys.argv[1], 'rb').read()
      assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
      pos, idat, header = 8, b'', None
      while pos < len(data):
          length, kind = struct.unpack('>I4s', data[pos:pos + 8])
          body = data[pos + 8:pos + 8 + length]
          crc, = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])
          assert zlib.crc32(kind + body) == crc, kind
          if kind == b'IHDR': header = struct.unpack('>IIBBBBB', body)
          if kind == b'IDAT': idat += body
          pos += 12 + length
      width, height, depth, color, _, _, interlace = header
      assert (depth, color, interlace) == (8, 6, 0)
      raw, stride, rows, prev = zlib.decompress(idat), width * 4, [], bytearray(width * 4)
      for y in range(height):
          kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
          for i in range(stride):
              a = line[i - 4] if i >= 4 else 0
              b, c = prev[i], (prev[i - 4] if i >= 4 else 0)
              if kind == 1: line[i] = (line[i] + a) & 255
              elif kind == 2: line[i] = (line[i] + b) & 255
              elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
              elif kind == 4:
                  p = a + b - c
                  pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                  line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
              else: assert kind == 0, kind
          rows.append(bytes(line)); prev = line
      sys.stdout.write(b''.join(rows).hex())
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let hex = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let expected = bitmap.straightBytes().map { String(format: "%02x", $0) }.joined()
    #expect(hex == expected)
  }
}
