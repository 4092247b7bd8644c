import CFreeType
import Foundation

/// Measurements taken with raw FreeType calls, independently of Choreo's font code: glyph
/// advances from `FT_Load_Glyph` (not `FT_Get_Advance`), line spacing from the `hhea` table
/// (not `FT_Face.height`).
final class FreeTypeReference {
  static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
  static let sans = dejaVuDirectory + "/DejaVuSans.ttf"

  private var library: FT_Library?
  private var face: FT_Face?

  init(file: String) {
    FT_Init_FreeType(&library)
    FT_New_Face(library, file, 0, &face)
  }

  deinit {
    if let face { FT_Done_Face(face) }
    if let library { FT_Done_FreeType(library) }
  }

  var unitsPerEm: Int { Int(face?.pointee.units_per_EM ?? 0) }

  /// Ascender − descender + line gap from the `hhea` table, in font units.
  var hheaLineSpacing: Int {
    guard let face, let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else { return 0 }
    let hhea = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
    return Int(hhea.Ascender) - Int(hhea.Descender) + Int(hhea.Line_Gap)
  }

  /// The `hhea` ascender in font units.
  var hheaAscender: Int {
    guard let face, let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else { return 0 }
    return Int(table.assumingMemoryBound(to: TT_HoriHeader.self).pointee.Ascender)
  }

  func glyph(_ scalar: Unicode.Scalar) -> UInt32 {
    UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
  }

  func advance(of glyph: UInt32) -> Int {
    guard let face, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 else { return 0 }
    return Int(face.pointee.glyph.pointee.metrics.horiAdvance)
  }

  func kerning(_ left: UInt32, _ right: UInt32) -> Int {
    var vector = FT_Vector()
    FT_Get_Kerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &vector)
    return Int(vector.x)
  }

  /// The width of `string` on one line in font units: advances plus pair kerning.
  func width(of string: String) -> Int {
    let glyphs = string.unicodeScalars.map(glyph)
    var total = 0
    for (index, glyph) in glyphs.enumerated() {
      total += advance(of: glyph)
      if index > 0 { total += kerning(glyphs[index - 1], glyph) }
    }
    return total
  }

  /// `units` at `size` points, as Choreo converts them.
  func points(_ units: Int, size: CGFloat) -> CGFloat {
    CGFloat(units) * (size / CGFloat(unitsPerEm))
  }
}
