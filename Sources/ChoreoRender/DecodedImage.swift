import CZlib
import Foundation

/// A PNG file's pixels, premultiplied, for drawing images: read once per file and kept.
///
/// Reads 8-bit grey, grey with alpha, RGB, RGBA and palette images (with `tRNS`
/// transparency), not interlaced: what image editors and Choreo itself write. Other PNGs
/// (16-bit, interlaced) and unreadable files give `nil`, and the image draws nothing.
struct DecodedImage: Sendable {
  let width: Int
  let height: Int
  /// Premultiplied pixels in `Blend`'s packing, row by row.
  let pixels: [UInt32]

  /// The image in the PNG file at `path`, read at most once per process.
  static func image(atPath path: String) -> DecodedImage? {
    cache.lock.lock()
    defer { cache.lock.unlock() }
    if let known = cache.images[path] { return known }
    let image = FileManager.default.contents(atPath: path).flatMap(decode)
    cache.images[path] = .some(image)
    return image
  }

  /// Bilinear sample at (`u`, `v`) in pixel units (pixel centres at half-integers), edges
  /// extended.
  @inline(__always)
  func sample(_ u: Double, _ v: Double) -> UInt32 {
    let x = min(max(u - 0.5, 0), Double(width - 1))
    let y = min(max(v - 0.5, 0), Double(height - 1))
    let (x0, y0) = (Int(x), Int(y))
    let (x1, y1) = (min(x0 + 1, width - 1), min(y0 + 1, height - 1))
    let fx = UInt32(((x - Double(x0)) * 256).rounded())
    let fy = UInt32(((y - Double(y0)) * 256).rounded())
    func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
      let (ar, ag, ab, aa) = Blend.unpack(a)
      let (br, bg, bb, ba) = Blend.unpack(b)
      func channel(_ p: UInt8, _ q: UInt8) -> Int {
        Int((UInt32(p) * (256 - f) + UInt32(q) * f + 128) >> 8)
      }
      return Blend.pack(channel(ar, br), channel(ag, bg), channel(ab, bb), channel(aa, ba))
    }
    let top = mix(pixels[y0 * width + x0], pixels[y0 * width + x1], fx)
    let bottom = mix(pixels[y1 * width + x0], pixels[y1 * width + x1], fx)
    return mix(top, bottom, fy)
  }

  // MARK: - Private

  /// Decoded files by path, shared by every thread that draws.
  private final class Cache: @unchecked Sendable {
    // Only touched with `lock` held.
    let lock = NSLock()
    var images: [String: DecodedImage?] = [:]
  }

  private static let cache = Cache()

  /// Decodes a PNG file's bytes.
  static func decode(_ data: Data) -> DecodedImage? {
    let bytes = [UInt8](data)
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    var header: [UInt8] = []
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var compressed: [UInt8] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard length >= 0, offset + 12 + length <= bytes.count else { return nil }
      let body = bytes[offset + 8..<offset + 8 + length]
      switch String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) {
      case "IHDR": header = Array(body)
      case "PLTE": palette = Array(body)
      case "tRNS": transparency = Array(body)
      case "IDAT": compressed += body
      default: break
      }
      offset += 12 + length
    }
    guard header.count == 13, header[8] == 8, header[10] == 0, header[11] == 0, header[12] == 0
    else { return nil }
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let channels: Int
    switch header[9] {
    case 0: channels = 1
    case 2: channels = 3
    case 3: channels = 1
    case 4: channels = 2
    case 6: channels = 4
    default: return nil
    }
    guard width > 0, height > 0, width <= Bitmap.maximumSide, height <= Bitmap.maximumSide
    else { return nil }
    let rowBytes = width * channels
    // The header alone must not make the decoder allocate: a few bytes can claim 16,384 ×
    // 16,384 pixels. Data that could not inflate to the rows is refused before they are made.
    guard Self.canInflate(compressed.count, to: height * (rowBytes + 1)) else { return nil }
    var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
    var rawLength = uLong(raw.count)
    guard uncompress(&raw, &rawLength, compressed, uLong(compressed.count)) == Z_OK,
      rawLength == uLong(raw.count),
      let samples = unfilter(raw, rowBytes: rowBytes, height: height, channels: channels)
    else { return nil }
    var pixels = [UInt32](repeating: 0, count: width * height)
    for index in 0..<width * height {
      let s = index * channels
      let (r, g, b, a): (UInt8, UInt8, UInt8, UInt8)
      switch header[9] {
      case 0: (r, g, b, a) = (samples[s], samples[s], samples[s], 255)
      case 2: (r, g, b, a) = (samples[s], samples[s + 1], samples[s + 2], 255)
      case 3:
        let entry = Int(samples[s])
        guard entry * 3 + 2 < palette.count else { return nil }
        let alpha = entry < transparency.count ? transparency[entry] : 255
        (r, g, b, a) = (palette[entry * 3], palette[entry * 3 + 1], palette[entry * 3 + 2], alpha)
      case 4: (r, g, b, a) = (samples[s], samples[s], samples[s], samples[s + 1])
      default: (r, g, b, a) = (samples[s], samples[s + 1], samples[s + 2], samples[s + 3])
      }
      pixels[index] = Blend.scale(
        Blend.pack(Int(r), Int(g), Int(b), 255), by: UInt32(a))
    }
    return DecodedImage(width: width, height: height, pixels: pixels)
  }

  /// Deflate's largest ratio: a compressed block of 258-byte repeats codes each in at most
  /// two bits, so no stream inflates to more than 1,032 times its size.
  static let largestInflationRatio = 1_032

  /// Whether `compressedCount` bytes of zlib data can inflate to `count` bytes.
  static func canInflate(_ compressedCount: Int, to count: Int) -> Bool {
    count / largestInflationRatio <= compressedCount
  }

  /// Undoes the per-row filters; `nil` for an unknown filter type.
  private static func unfilter(
    _ raw: [UInt8], rowBytes: Int, height: Int, channels: Int
  ) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
      let filter = raw[y * (rowBytes + 1)]
      let row = y * rowBytes
      for i in 0..<rowBytes {
        let value = raw[y * (rowBytes + 1) + 1 + i]
        let left = i >= channels ? Int(out[row + i - channels]) : 0
        let up = y > 0 ? Int(out[row - rowBytes + i]) : 0
        let upLeft = i >= channels && y > 0 ? Int(out[row - rowBytes + i - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
          predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
        default: return nil
        }
        out[row + i] = value &+ UInt8(truncatingIfNeeded: predictor)
      }
    }
    return out
  }
}
