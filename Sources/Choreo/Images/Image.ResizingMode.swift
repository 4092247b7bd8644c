// Mirrors: SwiftUI.Image.ResizingMode
// Status: Complete

extension Image {
  /// How a resizable image fills a frame of another size.
  ///
  /// ```swift
  /// Image("checker").resizable(resizingMode: .tile)
  /// ```
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image at its own size as many times as the frame needs.
    case tile
    /// Scales the image up or down to fill the frame; the default.
    case stretch
  }
}
