import Choreo
import Foundation
import Synchronization

/// Glyph outlines flattened to lines, kept per font file, glyph and size band, so text is read
/// from FreeType and flattened once.
///
/// Lines are in font units, y up, relative to the glyph's baseline origin. A size band is a
/// quarter of an octave of pixels per em; a glyph is flattened for the top of its band, so
/// within 0.1 pixel at every size in it. The cache is shared by every render on every
/// thread; what it returns depends only on its key, so sharing never changes output. Past
/// `capacity` glyphs it starts again empty, as it does when a font file is read again
/// (`FontCache.generation`).
final class GlyphCache: Sendable {
  /// One glyph's contours as lines: x0, y0, x1, y1 for each, in font units.
  struct Glyph: Sendable {
    var lines: [Double]
    var unitsPerEm: Int
    var usesEvenOddFill: Bool
  }

  private struct Key: Hashable {
    var file: String
    var glyph: UInt32
    var band: Int
  }

  /// The cache every rasterizer uses.
  static let shared = GlyphCache()

  /// The most glyphs kept.
  static let capacity = 8_192

  /// The glyphs, and the font generation they were read in.
  private let glyphs = Mutex<(generation: Int, glyphs: [Key: Glyph?])>((0, [:]))

  /// The lines of `glyph` in `fontFile` for drawing at `pixelsPerEm`, or `nil` if the font or
  /// the glyph has no outline.
  func glyph(_ glyph: UInt32, fontFile: String, pixelsPerEm: Double) -> Glyph? {
    let band = Self.band(pixelsPerEm)
    let key = Key(file: fontFile, glyph: glyph, band: band)
    let generation = FontCache.shared.generation
    let found = glyphs.withLock { cache -> Glyph?? in
      guard cache.generation == generation else { return nil }
      return cache.glyphs[key]
    }
    if let found { return found }
    let made = FontCache.shared.outline(of: glyph, fontFile: fontFile).map {
      Self.flatten($0, pixelsPerEm: pow(2, Double(band) / 4))
    }
    // One read while a file was read again may be of either: not kept.
    guard FontCache.shared.generation == generation else { return made }
    glyphs.withLock { cache in
      // Outlines read before a file was read again are dropped.
      if generation > cache.generation { cache = (generation, [:]) }
      guard generation == cache.generation else { return }
      if cache.glyphs.count >= Self.capacity { cache.glyphs.removeAll(keepingCapacity: true) }
      cache.glyphs[key] = made
    }
    return made
  }

  /// The quarter-octave band of a size: the smallest n with 2^(n/4) ≥ `pixelsPerEm`.
  private static func band(_ pixelsPerEm: Double) -> Int {
    guard pixelsPerEm.isFinite, pixelsPerEm > 0 else { return 0 }
    return Int(min(max((log2(pixelsPerEm) * 4).rounded(.up), -64), 160))
  }

  private static func flatten(_ outline: GlyphOutline, pixelsPerEm: Double) -> Glyph {
    let tolerance = 0.1 * Double(outline.unitsPerEm) / pixelsPerEm
    var flattener = Flattener(tolerance: tolerance, bounds: nil)
    var list = LineList()
    for element in outline.elements {
      switch element {
      case .move(let p): flattener.move(Double(p.x), Double(p.y), &list)
      case .line(let p): flattener.line(Double(p.x), Double(p.y), &list)
      case .quadCurve(let p, let c):
        flattener.quad(Double(c.x), Double(c.y), Double(p.x), Double(p.y), &list)
      case .curve(let p, let c1, let c2):
        flattener.cubic(
          Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y),
          &list)
      case .closeSubpath: flattener.close(&list)
      }
    }
    flattener.close(&list)
    return Glyph(
      lines: list.lines, unitsPerEm: outline.unitsPerEm,
      usesEvenOddFill: outline.usesEvenOddFill)
  }
}

/// Collects lines as they are made.
private struct LineList: LineSink {
  var lines: [Double] = []

  mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    lines.append(x0)
    lines.append(y0)
    lines.append(x1)
    lines.append(y1)
  }
}
