// Mirrors: SwiftUI.Text.foregroundStyle(_:), Text.foregroundColor(_:)
// Status: Complete

extension Text {
  /// This text drawn with `style`, which wins over the environment's foreground style.
  ///
  /// The style is kept in the text value, so it chains with the other `Text` modifiers.
  /// Semantic styles resolve where the text is drawn: `.secondary` fades the environment's
  /// foreground style, and `.foreground` is that style itself.
  ///
  /// ```swift
  /// Text("Red").foregroundStyle(.red).bold()
  /// ```
  public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var text = self
    text.foregroundStyle = AnyShapeStyle(style)
    return text
  }

  /// This text drawn in `color`, which wins over the environment's foreground style; `nil`
  /// removes a colour or style set on the text earlier, so the environment's applies.
  public nonisolated func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.foregroundStyle = color.map(AnyShapeStyle.init)
    return text
  }

  /// The style this text draws with: its own, or else the environment's foreground style.
  package nonisolated var foregroundShapeStyle: AnyShapeStyle {
    foregroundStyle ?? AnyShapeStyle(ForegroundStyle())
  }

  /// The paint this text's glyphs are drawn with in `environment`.
  package nonisolated func foregroundPaint(in environment: EnvironmentValues) -> ResolvedPaint {
    foregroundShapeStyle.resolvePaint(in: environment)
  }
}
