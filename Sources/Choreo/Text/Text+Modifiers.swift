// Mirrors: SwiftUI.Text.font(_:), fontWeight(_:), bold(), bold(_:), italic(), italic(_:)
// Status: Partial (foregroundStyle / foregroundColor are in Color/; no fontDesign, kerning,
//         tracking, underline or strikethrough)

extension Text {
  /// This text in `font`, which wins over the font in the environment; `nil` uses the
  /// environment's.
  public nonisolated func font(_ font: Font?) -> Text {
    var text = self
    text.font = font
    return text
  }

  /// This text at `weight`, whatever its font; `nil` removes an earlier `fontWeight(_:)`.
  ///
  /// Weights of `.semibold` and above draw DejaVu's bold files; `.ultraLight` and `.thin`
  /// DejaVu Sans ExtraLight.
  public nonisolated func fontWeight(_ weight: Font.Weight?) -> Text {
    var text = self
    text.fontWeight = weight
    return text
  }

  /// This text in bold.
  public nonisolated func bold() -> Text { bold(true) }

  /// This text in bold when `isActive`; `false` removes an earlier `bold()`.
  public nonisolated func bold(_ isActive: Bool) -> Text {
    var text = self
    text.isBold = isActive
    return text
  }

  /// This text in italic.
  public nonisolated func italic() -> Text { italic(true) }

  /// This text in italic when `isActive`; `false` removes an earlier `italic()`.
  public nonisolated func italic(_ isActive: Bool) -> Text {
    var text = self
    text.isItalic = isActive
    return text
  }
}
