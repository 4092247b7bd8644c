// Mirrors: SwiftUI.RoundedCornerStyle
// Status: Complete (`.continuous` is drawn as `.circular`)

/// How the corners of a rounded rectangle are drawn.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16, style: .circular)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter-circle (or quarter-ellipse) corners.
  case circular
  /// Corners whose curvature changes smoothly into the straight edges.
  ///
  /// Choreo draws these as `.circular`: Apple has not published the continuous curve, and a
  /// guessed one would differ from SwiftUI's anyway.
  case continuous
}
