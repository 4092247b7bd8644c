// Mirrors: SwiftUI.Font
// Status: Partial (named text styles and system fonts; measurement comes with layout)

/// A font: a named text style or a system font of a given size.
///
/// ```swift
/// Text("Title").font(.largeTitle)
/// ```
public struct Font: Hashable, Sendable {
  /// The point size.
  package let size: Double
  /// The name of the style or family.
  package let name: String

  init(name: String, size: Double) {
    self.name = name
    self.size = size
  }

  /// 34 pt.
  public static let largeTitle = Font(name: "largeTitle", size: 34)
  /// 28 pt.
  public static let title = Font(name: "title", size: 28)
  /// 17 pt, semibold in SwiftUI.
  public static let headline = Font(name: "headline", size: 17)
  /// 17 pt.
  public static let body = Font(name: "body", size: 17)
  /// 12 pt.
  public static let caption = Font(name: "caption", size: 12)
}
