// Mirrors: SwiftUI.View.font(_:), lineLimit(_:), lineLimit(_:reservesSpace:), the range forms
//          of lineLimit(_:), truncationMode(_:), multilineTextAlignment(_:)
// Status: Complete

extension View {
  /// Sets the font of the text in this view; `nil` restores the default (`.body`).
  ///
  /// A font set on a `Text` itself wins over this one.
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Limits the text in this view to `number` lines; `nil` removes the limit.
  ///
  /// Text that needs more lines ends its last line with "…". A number below 1 counts as 1.
  public func lineLimit(_ number: Int?) -> some View {
    lineLimit(number, reserving: 0)
  }

  /// Limits the text in this view to `limit` lines and, if `reservesSpace`, makes it as tall
  /// as `limit` lines however few it shows (as many of them as a proposed height holds, at
  /// least one).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimit(limit, reserving: reservesSpace ? limit : 0)
  }

  /// Limits the text in this view to `limits.upperBound` lines, and makes it as tall as
  /// `limits.lowerBound` lines however few it shows.
  public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
    lineLimit(limits.upperBound, reserving: limits.lowerBound)
  }

  /// Makes the text in this view as tall as `limits.lowerBound` lines however few it shows,
  /// with no limit on its lines.
  public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
    lineLimit(nil, reserving: limits.lowerBound)
  }

  /// Limits the text in this view to `limits.upperBound` lines.
  public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
    lineLimit(limits.upperBound, reserving: 0)
  }

  /// Sets both the line limit and the lines reserved: each `lineLimit` sets them together.
  private func lineLimit(_ number: Int?, reserving reserved: Int) -> some View {
    environment(\.lineLimit, number).environment(\.reservedLines, reserved)
  }

  /// Sets where the text in this view is cut when it needs more lines than it may show.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Sets how the lines of multiline text in this view line up with each other.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
}
