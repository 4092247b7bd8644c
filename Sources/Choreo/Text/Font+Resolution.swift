/// A font reduced to what measurement and drawing need: a font file and a size.
package struct ResolvedFont: Hashable, Sendable {
  /// The path of the font file.
  package var file: String
  /// The size in points: finite and non-negative.
  package var size: CGFloat

  package init(file: String, size: CGFloat) {
    self.file = file
    self.size = size
  }
}

/// The outcome of resolving a `Font`: the font to use, and what went wrong on the way.
package struct FontResolution: Hashable, Sendable {
  /// The font to measure and draw with; the fallback when `error` is set.
  package var font: ResolvedFont
  /// Why `font` is DejaVu Sans instead of the font asked for, if it is.
  package var error: FontError?
  /// The messages views report once: the error, and a size that had to be clamped.
  package var problems: [String]
}

extension Font {
  /// The largest font size drawn, in points: a million, far beyond any screen, and small
  /// enough that no text's lines, widths or glyph positions overflow.
  package static let largestSize: CGFloat = 1_000_000

  /// The file every missing font falls back to.
  package static let fallbackFileName = "DejaVuSans"

  /// The file and size this font draws with.
  ///
  /// System fonts and text styles map to DejaVu files (see `Font`); custom fonts to
  /// `FontRegistry`. A font whose file cannot be used falls back to DejaVu Sans, with `error`
  /// naming the paths looked at. A negative, NaN or infinite size becomes 0; a size above
  /// `largestSize` becomes that.
  package func resolved() -> FontResolution {
    FontRegistry.resolution(of: self) { $0.resolvingNow() }
  }

  private func resolvingNow() -> FontResolution {
    var problems: [String] = []
    var size = self.size
    if !size.isFinite || size < 0 {
      problems.append("Invalid font size \(size): the text is drawn at size 0")
      size = 0
    } else if size > Self.largestSize {
      problems.append(
        "Font size \(size) is larger than \(Self.largestSize): the text is drawn at that size")
      size = Self.largestSize
    }
    let lookup: Result<String, FontError>
    switch base {
    case .custom(let name, _):
      lookup = FontRegistry.file(named: name, isRegistrable: true)
    case .textStyle, .system:
      lookup = FontRegistry.file(named: systemFileName, isRegistrable: false)
    }
    switch lookup {
    case .success(let file):
      return FontResolution(
        font: ResolvedFont(file: file, size: size), error: nil, problems: problems)
    case .failure(let error):
      problems.append("\(error); showing DejaVu Sans instead")
      return FontResolution(
        font: ResolvedFont(file: Self.fallbackFile, size: size), error: error,
        problems: problems)
    }
  }

  /// The DejaVu file name, without extension, for this system font's design, weight and slant.
  package var systemFileName: String {
    let isBold = effectiveWeight.value >= Weight.semibold.value
    let isExtraLight = effectiveWeight.value <= Weight.thin.value
    switch design ?? .default {
    case .default, .rounded:
      switch (isBold, isItalic) {
      case (true, true): return "DejaVuSans-BoldOblique"
      case (true, false): return "DejaVuSans-Bold"
      case (false, true): return "DejaVuSans-Oblique"
      case (false, false): return isExtraLight ? "DejaVuSans-ExtraLight" : "DejaVuSans"
      }
    case .monospaced:
      switch (isBold, isItalic) {
      case (true, true): return "DejaVuSansMono-BoldOblique"
      case (true, false): return "DejaVuSansMono-Bold"
      case (false, true): return "DejaVuSansMono-Oblique"
      case (false, false): return "DejaVuSansMono"
      }
    case .serif:
      switch (isBold, isItalic) {
      case (true, true): return "DejaVuSerif-BoldItalic"
      case (true, false): return "DejaVuSerif-Bold"
      case (false, true): return "DejaVuSerif-Italic"
      case (false, false): return "DejaVuSerif"
      }
    }
  }

  /// DejaVu Sans's path; if even it is missing, the path in the first font directory, which
  /// layout measures with estimated metrics and renderers cannot draw.
  private static var fallbackFile: String {
    switch FontRegistry.file(named: fallbackFileName, isRegistrable: false) {
    case .success(let file): return file
    case .failure:
      let directory = FontRegistry.systemFontDirectories.first ?? "."
      return directory + "/" + fallbackFileName + ".ttf"
    }
  }
}
