// Mirrors: SwiftUI.EnvironmentValues (lineLimit, multilineTextAlignment)
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

  /// How the lines of multiline text line up; `.leading` by default.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
}

private struct LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

private struct ReservedLinesKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}
