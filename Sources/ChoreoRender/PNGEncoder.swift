import CZlib
import Foundation

/// Writes bitmaps as PNG files: 8-bit straight RGBA (colour type 6), not interlaced, the image
/// data filtered row by row and compressed with the system's zlib.
///
/// Each row takes the filter, Sub or Up, whose output looks cheaper to compress (the smaller
/// sum of bytes read as signed values, the usual heuristic); flat and vertically smooth images
/// then compress well at zlib's fast levels.
struct PNGEncoder {
  /// The zlib compression level, 0…9.
  var level: Int32 = 2
  /// zlib's strategy (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`, …).
  var strategy: Int32 = Z_DEFAULT_STRATEGY

  /// The PNG file for `bitmap`.
  ///
  /// Rows are straightened, filtered and compressed a batch at a time, straight into the
  /// file's one IDAT chunk, so no whole-image copy is made.
  ///
  /// - Throws: `RenderError.compressionFailed` if zlib reports an error.
  func encode(_ bitmap: Bitmap) throws -> Data {
    let (width, height) = (bitmap.width, bitmap.height)
    let rowBytes = width * 4
    var stream = z_stream()
    let status = choreo_deflateInit2(&stream, level, 15, 8, strategy)
    guard status == Z_OK else { throw RenderError.compressionFailed(code: Int(status)) }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(height * (rowBytes + 1))))
    // Signature, IHDR chunk, then IDAT's length and type before its data.
    let dataStart = 8 + 25 + 8
    var failure: Int32?
    let file = [UInt8](unsafeUninitializedCapacity: dataStart + bound + 4 + 12) {
      file, count in
      guard let base = file.baseAddress else { return }
      var header = Writer(base)
      header.bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      header.uint32(13)
      header.bytes(Array("IHDR".utf8))
      header.uint32(UInt32(width))
      header.uint32(UInt32(height))
      // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
      header.bytes([8, 6, 0, 0, 0])
      header.uint32(UInt32(crc32(0, base + 12, 17)))
      header.uint32(0)
      header.bytes(Array("IDAT".utf8))
      stream.next_out = base + dataStart
      stream.avail_out = uInt(bound)
      failure = Self.deflateRows(of: bitmap, into: &stream)
      let written = bound - Int(stream.avail_out)
      var trailer = Writer(base + dataStart - 8)
      trailer.uint32(UInt32(written))
      trailer = Writer(base + dataStart + written)
      trailer.uint32(UInt32(crc32(0, base + dataStart - 4, uInt(written + 4))))
      trailer.uint32(0)
      trailer.bytes(Array("IEND".utf8))
      trailer.uint32(UInt32(crc32(0, base + dataStart + written + 8, 4)))
      count = dataStart + written + 16
    }
    if let failure { throw RenderError.compressionFailed(code: Int(failure)) }
    return Data(file)
  }

  // MARK: - Private

  /// The rows filtered in one batch before zlib takes them.
  private static let batchRows = 16

  /// Straightens, filters and compresses every row; returns zlib's error code if it fails.
  private static func deflateRows(of bitmap: Bitmap, into stream: inout z_stream) -> Int32? {
    let (width, height) = (bitmap.width, bitmap.height)
    let rowBytes = width * 4
    var batch = [UInt8](repeating: 0, count: batchRows * (rowBytes + 1))
    var rows = [UInt8](repeating: 0, count: 2 * rowBytes)
    return bitmap.bytes.withUnsafeBufferPointer { source -> Int32? in
      batch.withUnsafeMutableBufferPointer { batch -> Int32? in
        rows.withUnsafeMutableBufferPointer { rows -> Int32? in
          guard let source = source.baseAddress, let batch = batch.baseAddress,
            var current = rows.baseAddress
          else { return nil }
          var previous = current + rowBytes
          var y = 0
          while y < height {
            let count = min(batchRows, height - y)
            for i in 0..<count {
              swap(&previous, &current)
              straighten(source + (y + i) * rowBytes, count: rowBytes, into: current)
              filter(
                current, above: previous, first: y + i == 0, count: rowBytes,
                into: batch + i * (rowBytes + 1))
            }
            y += count
            stream.next_in = batch
            stream.avail_in = uInt(count * (rowBytes + 1))
            let status = deflate(&stream, y == height ? Z_FINISH : Z_NO_FLUSH)
            let expected = y == height ? Z_STREAM_END : Z_OK
            guard status == expected, stream.avail_in == 0 else { return status }
          }
          return nil
        }
      }
    }
  }

  /// Divides alpha out of `count` premultiplied bytes, as `Bitmap.straightBytes()` does.
  @inline(__always)
  private static func straighten(
    _ source: UnsafePointer<UInt8>, count: Int, into row: UnsafeMutablePointer<UInt8>
  ) {
    // Opaque rows, the common case, are copied as they are.
    var all = UInt32.max
    UnsafeRawPointer(source).withMemoryRebound(to: UInt32.self, capacity: count / 4) { words in
      for i in 0..<count / 4 { all &= words[i] }
    }
    row.update(from: source, count: count)
    guard UInt32(littleEndian: all) >> 24 != 255 else { return }
    for i in stride(from: 0, to: count, by: 4) {
      let alpha = Int(source[i + 3])
      guard alpha != 255 else { continue }
      for c in 0..<3 {
        row[i + c] =
          alpha == 0 ? 0 : UInt8(min(255, (Int(source[i + c]) * 255 + alpha / 2) / alpha))
      }
    }
  }

  /// Writes `row` filtered by Sub or Up, whichever looks cheaper, after its filter byte.
  @inline(__always)
  private static func filter(
    _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, first: Bool, count: Int,
    into output: UnsafeMutablePointer<UInt8>
  ) {
    // Wrapping sums vectorize; a row's cost is far below 2³².
    var subCost: UInt32 = 0
    var upCost: UInt32 = 0
    for i in 0..<min(4, count) { subCost &+= cost(row[i]) }
    for i in 4..<max(4, count) { subCost &+= cost(row[i] &- row[i - 4]) }
    if !first {
      for i in 0..<count { upCost &+= cost(row[i] &- above[i]) }
    }
    if !first, upCost < subCost {
      output[0] = 2
      for i in 0..<count { output[1 + i] = row[i] &- above[i] }
    } else {
      output[0] = 1
      for i in 0..<min(4, count) { output[1 + i] = row[i] }
      for i in 4..<max(4, count) { output[1 + i] = row[i] &- row[i - 4] }
    }
  }

  /// A filtered byte's size as a signed value, the usual estimate of how well it compresses.
  @inline(__always)
  private static func cost(_ byte: UInt8) -> UInt32 {
    UInt32(Int8(bitPattern: byte).magnitude)
  }
}

/// Writes big-endian numbers and bytes forward from a pointer.
private struct Writer {
  var pointer: UnsafeMutablePointer<UInt8>

  init(_ pointer: UnsafeMutablePointer<UInt8>) {
    self.pointer = pointer
  }

  mutating func bytes(_ values: [UInt8]) {
    pointer.update(from: values, count: values.count)
    pointer += values.count
  }

  mutating func uint32(_ value: UInt32) {
    bytes([
      UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ])
  }
}

extension Bitmap {
  /// The bitmap as a PNG file: straight (un-premultiplied) 8-bit RGBA.
  ///
  /// Colour channels are divided by alpha as `straightBytes()` does. Compression uses the
  /// system's zlib at a fast level; decoders read it as any PNG.
  ///
  /// - Throws: `RenderError.compressionFailed` if zlib reports an error (it does not for any
  ///   bitmap that fits in memory).
  public func pngData() throws -> Data {
    try PNGEncoder().encode(self)
  }
}
