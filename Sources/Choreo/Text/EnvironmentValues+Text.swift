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

  /// The lines text takes room for however few it shows: set by `lineLimit(_:reservesSpace:)`
  /// and by a range's lower bound; 0 (none) by default.
  var reservedLines: Int {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }

  /// Where text that needs more lines than it may show is cut: at the end of its last line
  /// (`.tail`, the default), at its start, or in its middle.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
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

private struct TruncationModeKey: EnvironmentKey {
  static var defaultValue: Text.TruncationMode { .tail }
}

private struct ReservedLinesKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
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
