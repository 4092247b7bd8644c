// Mirrors: SwiftUI.EnvironmentValues (lineLimit, truncationMode, multilineTextAlignment),
//          SwiftUI.Text.TruncationMode
// Status: Complete

extension EnvironmentValues {
  /// The most lines text may take, or `nil` (the default) for no limit.
  ///
  /// Text that needs more lines shows the first `lineLimit` lines and ends the last one with
  /// "…". A limit below 1 counts as 1 and is reported once by the text that reads it.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// Where text that needs more lines than it may show is cut: at the end of its last line
  /// (`.tail`, the default), at its start, or in its middle.
  public var truncationMode: Text.TruncationMode {
    get { textSettings.truncationMode }
    set { textSettings.truncationMode = newValue }
  }

  /// The lines text takes room for however few it shows: set by `lineLimit(_:reservesSpace:)`
  /// and by a range's lower bound; 0 (none) by default.
  var reservedLines: Int {
    get { textSettings.reservedLines }
    set { textSettings.reservedLines = newValue }
  }

  /// The font modifiers the views around set for their text (`bold(_:)`, `italic(_:)`,
  /// `fontWeight(_:)`).
  var fontModifiers: FontModifiers {
    get { textSettings.fontModifiers }
    set { textSettings.fontModifiers = newValue }
  }

  /// The three settings above, kept as one value: text reads them with one look-up.
  var textSettings: TextSettings {
    get { self[TextSettingsKey.self] }
    set { self[TextSettingsKey.self] = newValue }
  }

  /// How the lines of multiline text line up; `.leading` by default.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
}

private struct LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

/// The text settings views set besides the font, the line limit and the alignment.
struct TextSettings: Equatable, Sendable {
  var truncationMode: Text.TruncationMode = .tail
  var reservedLines = 0
  var fontModifiers = FontModifiers()
}

private struct TextSettingsKey: EnvironmentKey {
  static var defaultValue: TextSettings { TextSettings() }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}

extension Text {
  /// Where text that does not fit is cut, for the ellipsis.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start of the last line shown: "…the end".
    case head
    /// At the end of the last line shown: "The start…".
    case tail
    /// In the middle of the last line shown: "The st…end".
    case middle
  }
}
