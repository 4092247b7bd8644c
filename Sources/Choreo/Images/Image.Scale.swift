// Mirrors: SwiftUI.Image.Scale, SwiftUI.View.imageScale(_:),
//          SwiftUI.EnvironmentValues.imageScale
// Status: Complete

import Foundation

extension Image {
  /// How large symbols are drawn beside text in the same font.
  ///
  /// Apple describes the small scale as about 20% smaller than the medium one and the large
  /// as about 30% larger; Choreo uses those ratios exactly.
  public enum Scale: Hashable, Sendable {
    /// About 20% smaller than `medium`.
    case small
    /// The default: a symbol the size of the text around it.
    case medium
    /// About 30% larger than `medium`.
    case large

    /// The symbol's side relative to the medium scale's.
    var factor: CGFloat {
      switch self {
      case .small: 0.8
      case .medium: 1
      case .large: 1.3
      }
    }
  }
}

private struct ImageScaleKey: EnvironmentKey {
  static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
  /// The scale symbols in this environment are drawn at; `medium` by default.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Draws the symbols in this view smaller or larger than the text beside them.
  ///
  /// ```swift
  /// Image(systemName: "heart.fill").imageScale(.large)
  /// ```
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
