// Mirrors: SwiftUI.FillStyle
// Status: Complete

/// How a shape's path is filled: which points count as inside, and whether edges are smoothed.
///
/// ```swift
/// star.fill(.yellow, style: FillStyle(eoFill: true))
/// ```
@frozen
public struct FillStyle: Hashable, Sendable {
  /// Whether points are inside by the even-odd rule (`true`) or the non-zero winding rule
  /// (`false`, the default).
  public var isEOFilled: Bool
  /// Whether edges are antialiased; `true` by default.
  public var isAntialiased: Bool

  /// Creates a fill style: non-zero winding and antialiased unless told otherwise.
  @inlinable
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}
