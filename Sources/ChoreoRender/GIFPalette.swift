/// The one colour table every GIF Choreo writes: a fixed 6 × 7 × 6 sRGB colour cube (252
/// colours) and a transparent entry, with ordered dithering.
///
/// A fixed palette is fast and deterministic: quantising a pixel is three table lookups, every
/// frame is quantised on its own (so frames quantise in parallel), and one global colour table
/// serves every frame, so no frame carries a local one. Green gets seven levels because the eye
/// tells green shades apart best. The levels are `round(k × 255 / 5)` for red and blue (0, 51,
/// 102, 153, 204, 255) and `round(k × 255 / 6)` for green (0, 43, 85, 128, 170, 213, 255); a
/// colour made of levels is reproduced exactly.
///
/// Other colours are dithered with an 8 × 8 Bayer matrix: each channel goes to the level below
/// or above it, the upper one where its fraction of the way between them exceeds the pixel's
/// threshold. The pattern depends only on the pixel's position, so a colour that does not
/// change between frames is quantised the same way in each, and frame differences stay small.
/// Without dithering each channel goes to its nearest level.
///
/// Pixels with alpha below 128 become the transparent entry; the others show their straight
/// (un-premultiplied) colour, fully opaque, since GIF has no partial transparency.
struct GIFPalette: Sendable {
  /// The transparent entry's index.
  static let transparentIndex: UInt8 = 252
  /// The number of entries in the colour table (a power of two, as GIF requires).
  static let tableSize = 256
  /// The levels of red and blue.
  static let redLevels: [UInt8] = [0, 51, 102, 153, 204, 255]
  /// The levels of green.
  static let greenLevels: [UInt8] = [0, 43, 85, 128, 170, 213, 255]
  /// The levels of blue.
  static let blueLevels = redLevels

  /// The colour table as GIF stores it: red, green, blue for each of the 256 entries.
  ///
  /// Entry `r × 42 + g × 6 + b` is the cube colour of levels r, g and b; the entries after the cube
  /// (the transparent one included) are black.
  static let colorTable: [UInt8] = {
    var table = [UInt8](repeating: 0, count: tableSize * 3)
    for r in 0..<6 {
      for g in 0..<7 {
        for b in 0..<6 {
          let index = (r * 42 + g * 6 + b) * 3
          table[index] = redLevels[r]
          table[index + 1] = greenLevels[g]
          table[index + 2] = blueLevels[b]
        }
      }
    }
    return table
  }()

  /// For each of 65 thresholds (the 64 of the Bayer matrix, then one half for no dithering)
  /// and each byte value, the channel's level index already multiplied by its weight in the
  /// palette index.
  let red: [UInt8]
  let green: [UInt8]
  let blue: [UInt8]
  /// The threshold row (0…63) of each pixel of an 8 × 8 tile, row by row.
  let bayer: [UInt8]

  /// The row of the tables used when not dithering.
  static let nearestRow = 64

  /// The palette's lookup tables.
  static let shared = GIFPalette()

  private init() {
    var matrix: [Int] = [0]
    var side = 1
    // The Bayer matrix of side 2n from that of side n: 4m, 4m + 2, 4m + 3 and 4m + 1 quadrants.
    while side < 8 {
      var next = [Int](repeating: 0, count: side * side * 4)
      for y in 0..<side {
        for x in 0..<side {
          let m = 4 * matrix[y * side + x]
          next[y * 2 * side + x] = m
          next[y * 2 * side + x + side] = m + 2
          next[(y + side) * 2 * side + x] = m + 3
          next[(y + side) * 2 * side + x + side] = m + 1
        }
      }
      matrix = next
      side *= 2
    }
    bayer = matrix.map { UInt8($0) }
    var thresholds = (0..<64).map { (Double($0) + 0.5) / 64 }
    thresholds.append(0.5)
    red = Self.table(levels: Self.redLevels, weight: 42, thresholds: thresholds)
    green = Self.table(levels: Self.greenLevels, weight: 6, thresholds: thresholds)
    blue = Self.table(levels: Self.blueLevels, weight: 1, thresholds: thresholds)
  }

  /// `levels.count - 1` steps per channel; a value goes up a level where its fraction past the
  /// level below is above the threshold, so a value on a level stays there at every threshold.
  private static func table(levels: [UInt8], weight: Int, thresholds: [Double]) -> [UInt8] {
    var table = [UInt8](repeating: 0, count: thresholds.count * 256)
    for (row, threshold) in thresholds.enumerated() {
      for value in 0..<256 {
        var lower = 0
        while lower + 2 < levels.count, Int(levels[lower + 1]) <= value { lower += 1 }
        let low = Double(levels[lower])
        let high = Double(levels[lower + 1])
        let fraction = (Double(value) - low) / (high - low)
        let level = fraction > threshold ? lower + 1 : lower
        table[row * 256 + value] = UInt8(level * weight)
      }
    }
    return table
  }
}

extension GIFPalette {
  /// The palette index of every pixel of `bitmap`, row by row.
  ///
  /// O(n) in the number of pixels: an alpha test and three table lookups each.
  func indices(of bitmap: Bitmap, dithers: Bool) -> [UInt8] {
    let width = bitmap.width
    let count = width * bitmap.height
    return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
      bitmap.bytes.withUnsafeBufferPointer { pixels in
        red.withUnsafeBufferPointer { red in
          green.withUnsafeBufferPointer { green in
            blue.withUnsafeBufferPointer { blue in
              for y in 0..<bitmap.height {
                let tile = (y & 7) * 8
                let row = y * width
                for x in 0..<width {
                  let offset = (Int(dithers ? bayer[tile + (x & 7)] : UInt8(Self.nearestRow))) << 8
                  let i = (row + x) * 4
                  let alpha = Int(pixels[i + 3])
                  guard alpha >= 128 else {
                    out[row + x] = Self.transparentIndex
                    continue
                  }
                  var r = Int(pixels[i])
                  var g = Int(pixels[i + 1])
                  var b = Int(pixels[i + 2])
                  if alpha != 255 {
                    r = min(255, (r * 255 + alpha / 2) / alpha)
                    g = min(255, (g * 255 + alpha / 2) / alpha)
                    b = min(255, (b * 255 + alpha / 2) / alpha)
                  }
                  out[row + x] = red[offset + r] &+ green[offset + g] &+ blue[offset + b]
                }
              }
            }
          }
        }
      }
      initialized = count
    }
  }
}
