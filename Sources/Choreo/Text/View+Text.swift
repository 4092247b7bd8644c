// Mirrors: SwiftUI.View.font(_:), lineLimit(_:), multilineTextAlignment(_:)
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
    environment(\.lineLimit, number)
  }

  /// Sets how the lines of multiline text in this view line up with each other.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
}
