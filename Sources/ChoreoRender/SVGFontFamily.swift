import CFreeType

/// What a `<text>` element says about its font: the family name the font file gives, and
/// whether the face is bold or italic.
///
/// Read with FreeType from the file itself (its `family_name` and style flags), so the name is
/// the one a viewer with the font installed matches. A file FreeType cannot read gives the
/// generic `sans-serif`, regular.
struct SVGFontFamily: Equatable {
  /// The family name, such as `DejaVu Sans`.
  var name: String?
  /// Whether the face is bold.
  var isBold = false
  /// Whether the face is italic or oblique.
  var isItalic = false

  /// The family of the face in `file`.
  init(fontFile file: String) {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return }
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    guard FT_New_Face(library, file, 0, &face) == 0, let face else { return }
    defer { FT_Done_Face(face) }
    if let family = face.pointee.family_name {
      name = String(cString: family)
    }
    let flags = face.pointee.style_flags
    isBold = flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
    isItalic = flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
  }

  /// The `font-family` value: the family quoted as a CSS string, then `sans-serif` for viewers
  /// without it.
  var cssValue: String {
    guard let name, !name.isEmpty else { return "sans-serif" }
    var quoted = "'"
    for scalar in name.unicodeScalars {
      if scalar == "'" || scalar == "\\" { quoted += "\\" }
      quoted.unicodeScalars.append(scalar)
    }
    return quoted + "', sans-serif"
  }
}
