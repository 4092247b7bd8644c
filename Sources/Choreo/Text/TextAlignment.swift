// Mirrors: SwiftUI.TextAlignment
// Status: Complete

/// How the lines of multiline text line up with each other.
///
/// Leading and trailing follow the layout direction: in `.rightToLeft`, `.leading` is the right
/// edge.
///
/// ```swift
/// Text("Two\nlines").multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Lines start at the leading edge (the default).
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing

  /// The fraction of a line's spare width placed before it: 0 (left) … 1 (right).
  package func fraction(in direction: LayoutDirection) -> CGFloat {
    switch (self, direction) {
    case (.center, _): 0.5
    case (.leading, .leftToRight), (.trailing, .rightToLeft): 0
    case (.leading, .rightToLeft), (.trailing, .leftToRight): 1
    }
  }
}
