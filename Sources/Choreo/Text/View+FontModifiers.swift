// Mirrors: SwiftUI.View.bold(_:), italic(_:), fontWeight(_:)
// Status: Complete

extension View {
  /// Sets the text in this view in bold when `isActive`; `false` undoes an enclosing `bold()`.
  ///
  /// The closest of `bold(_:)` and `fontWeight(_:)` sets the weight, and a text's own
  /// `bold()` or `fontWeight(_:)` wins over both.
  public func bold(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontModifiers) { modifiers in
      if isActive {
        modifiers.weight = .bold
      } else if modifiers.weight == .bold {
        modifiers.weight = nil
      }
    }
  }

  /// Sets the text in this view in italic when `isActive`, upright otherwise.
  public func italic(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontModifiers) { $0.isItalic = isActive }
  }

  /// Sets the text in this view at `weight`, whatever its font; `nil` undoes an enclosing
  /// weight.
  ///
  /// A text's own `bold()` or `fontWeight(_:)` wins.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    transformEnvironment(\.fontModifiers) { $0.weight = weight }
  }
}

/// The weight and slant that `bold(_:)`, `italic(_:)` and `fontWeight(_:)` set for the text
/// in a view, applied to whichever font it draws with.
struct FontModifiers: Equatable, Sendable {
  var weight: Font.Weight?
  var isItalic = false

  /// `font` with these modifiers.
  func apply(to font: Font) -> Font {
    var font = font
    if let weight { font = font.weight(weight) }
    if isItalic { font = font.italic() }
    return font
  }

  /// Whether they change no font.
  var isEmpty: Bool { weight == nil && !isItalic }
}
