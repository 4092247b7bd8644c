// Mirrors: SwiftUI.Font, SwiftUI.Font.Weight, SwiftUI.Font.Design, SwiftUI.Font.TextStyle
// Status: Partial (text styles at iOS's default sizes, system and custom fonts, weight, italic,
//         design; no Dynamic Type, width, leading, small caps or platform font conversions)

/// A font: a text style, a system font of a given size, or a font file the user registered.
///
/// A `Font` is a description, resolved when text is measured: text styles and system fonts
/// become DejaVu files (Sans by default, Serif for `.serif`, Sans Mono for `.monospaced`, Sans
/// for `.rounded`), weights of `.semibold` and above pick the bold file, `.ultraLight` and
/// `.thin` the extra-light one where the family has it, and italic the oblique or italic file.
/// `custom(_:size:)` looks the name up in `FontRegistry`.
///
/// ```swift
/// Text("Title").font(.largeTitle)
/// Text("Code").font(.system(size: 13, design: .monospaced).bold())
/// ```
public struct Font: Hashable, Sendable {
  /// Where the font's family and size come from.
  package enum Base: Hashable, Sendable {
    /// A text style, sized as on iOS at the default content size.
    case textStyle(TextStyle)
    /// The system family at a size in points.
    case system(size: CGFloat)
    /// A registered font, by name, at a size in points.
    case custom(name: String, size: CGFloat)
  }

  package var base: Base
  /// The weight, or `nil` for the base's own (`.semibold` for `.headline`, else `.regular`).
  package var weight: Weight?
  /// The design of a system font, or `nil` for `.default`; custom fonts ignore it.
  package var design: Design?
  /// Whether the italic (oblique) variant is used.
  package var isItalic: Bool

  package init(_ base: Base, weight: Weight? = nil, design: Design? = nil, isItalic: Bool = false) {
    self.base = base
    self.weight = weight
    self.design = design
    self.isItalic = isItalic
  }

  /// The point size as given (not yet clamped; see `Font.resolved()`).
  package var size: CGFloat {
    switch base {
    case .textStyle(let style): style.size
    case .system(let size), .custom(_, let size): size
    }
  }

  /// The weight text in this font is drawn with.
  package var effectiveWeight: Weight {
    if let weight { return weight }
    if case .textStyle(.headline) = base { return .semibold }
    return .regular
  }

  // MARK: - Text styles

  /// The large title style: 34 pt.
  public static let largeTitle = Font(.textStyle(.largeTitle))
  /// The title style: 28 pt.
  public static let title = Font(.textStyle(.title))
  /// The second-level title style: 22 pt.
  public static let title2 = Font(.textStyle(.title2))
  /// The third-level title style: 20 pt.
  public static let title3 = Font(.textStyle(.title3))
  /// The headline style: 17 pt, semibold.
  public static let headline = Font(.textStyle(.headline))
  /// The subheadline style: 15 pt.
  public static let subheadline = Font(.textStyle(.subheadline))
  /// The body style, used when no font is set: 17 pt.
  public static let body = Font(.textStyle(.body))
  /// The callout style: 16 pt.
  public static let callout = Font(.textStyle(.callout))
  /// The footnote style: 13 pt.
  public static let footnote = Font(.textStyle(.footnote))
  /// The caption style: 12 pt.
  public static let caption = Font(.textStyle(.caption))
  /// The second-level caption style: 11 pt.
  public static let caption2 = Font(.textStyle(.caption2))

  // MARK: - Making fonts

  /// The system font at `size` points, with an optional weight and design.
  ///
  /// A negative, NaN or infinite size counts as 0 (the text takes no space) and is reported
  /// once by the views that use it.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(.system(size: size), weight: weight, design: design)
  }

  /// The system font of a text style, with an optional design and weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(.textStyle(style), weight: weight, design: design)
  }

  /// The font registered as `name` in `FontRegistry`, at `size` points.
  ///
  /// A name that is neither registered nor the name of a file in
  /// `FontRegistry.systemFontDirectories` shows DejaVu Sans instead, and views using it report
  /// the paths that were looked at once.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.custom(name: name, size: size))
  }

  /// The font registered as `name`, at `size` points; Choreo has no Dynamic Type, so
  /// `textStyle` does not scale it.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    custom(name, size: size)
  }

  /// The font registered as `name`, at `fixedSize` points.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    custom(name, size: fixedSize)
  }

  // MARK: - Variants

  /// This font in bold.
  ///
  /// Matches SwiftUI's "emphasized" treatment: the bold file for every DejaVu family. Custom
  /// fonts are drawn from their registered file unchanged; register the bold file under its
  /// own name.
  public func bold() -> Font { weight(.bold) }

  /// This font in bold when `isActive`, else at the base's own weight.
  public func bold(_ isActive: Bool) -> Font {
    var font = self
    font.weight = isActive ? .bold : nil
    return font
  }

  /// This font in italic (DejaVu's oblique faces for Sans and Sans Mono).
  public func italic() -> Font { italic(true) }

  /// This font in italic when `isActive`, upright otherwise.
  public func italic(_ isActive: Bool) -> Font {
    var font = self
    font.isItalic = isActive
    return font
  }

  /// This font at `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font in the monospaced design (DejaVu Sans Mono).
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// This font with digits of equal width; DejaVu's digits already are, so it is unchanged.
  public func monospacedDigit() -> Font { self }
}

extension Font {
  /// A font weight, from `.ultraLight` to `.black`.
  ///
  /// ```swift
  /// Text("Total").font(.system(size: 15, weight: .semibold))
  /// ```
  public struct Weight: Hashable, Sendable {
    /// The weight on SwiftUI's scale: -0.8 (ultra light) … 0 (regular) … 0.62 (black).
    package let value: Double

    package init(value: Double) {
      self.value = value
    }

    /// The lightest weight.
    public static let ultraLight = Weight(value: -0.8)
    /// Thin.
    public static let thin = Weight(value: -0.6)
    /// Light.
    public static let light = Weight(value: -0.4)
    /// The default weight.
    public static let regular = Weight(value: 0)
    /// Medium.
    public static let medium = Weight(value: 0.23)
    /// Semibold, `.headline`'s weight; DejaVu draws it with its bold file.
    public static let semibold = Weight(value: 0.3)
    /// Bold.
    public static let bold = Weight(value: 0.4)
    /// Heavy.
    public static let heavy = Weight(value: 0.56)
    /// The heaviest weight.
    public static let black = Weight(value: 0.62)
  }

  /// The design of a system font.
  ///
  /// ```swift
  /// Text("let x = 1").font(.system(.body, design: .monospaced))
  /// ```
  public enum Design: Hashable, Sendable {
    /// The default sans-serif design (DejaVu Sans).
    case `default`
    /// A serif design (DejaVu Serif).
    case serif
    /// A rounded design; DejaVu has none, so it is DejaVu Sans.
    case rounded
    /// A fixed-width design (DejaVu Sans Mono).
    case monospaced
  }

  /// The named text styles, sized as on iOS at the default content size.
  ///
  /// ```swift
  /// Text("Notes").font(.system(.title2, design: .serif))
  /// ```
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// 34 pt.
    case largeTitle
    /// 28 pt.
    case title
    /// 22 pt.
    case title2
    /// 20 pt.
    case title3
    /// 17 pt, semibold.
    case headline
    /// 15 pt.
    case subheadline
    /// 17 pt.
    case body
    /// 16 pt.
    case callout
    /// 13 pt.
    case footnote
    /// 12 pt.
    case caption
    /// 11 pt.
    case caption2

    /// The point size at iOS's default ("Large") content size.
    package var size: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline: 17
      case .subheadline: 15
      case .body: 17
      case .callout: 16
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }
  }
}
