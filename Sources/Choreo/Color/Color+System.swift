// Mirrors: SwiftUI.Color's system colours
// Status: Complete (iOS values)

extension Color {
  /// A context-dependent red.
  public static let red = Color(provider: .system(.red))
  /// A context-dependent orange.
  public static let orange = Color(provider: .system(.orange))
  /// A context-dependent yellow.
  public static let yellow = Color(provider: .system(.yellow))
  /// A context-dependent green.
  public static let green = Color(provider: .system(.green))
  /// A context-dependent mint.
  public static let mint = Color(provider: .system(.mint))
  /// A context-dependent teal.
  public static let teal = Color(provider: .system(.teal))
  /// A context-dependent cyan.
  public static let cyan = Color(provider: .system(.cyan))
  /// A context-dependent blue.
  public static let blue = Color(provider: .system(.blue))
  /// A context-dependent indigo.
  public static let indigo = Color(provider: .system(.indigo))
  /// A context-dependent purple.
  public static let purple = Color(provider: .system(.purple))
  /// A context-dependent pink.
  public static let pink = Color(provider: .system(.pink))
  /// A context-dependent brown.
  public static let brown = Color(provider: .system(.brown))
  /// White.
  public static let white = Color(provider: .system(.white))
  /// A context-dependent grey.
  public static let gray = Color(provider: .system(.gray))
  /// Black.
  public static let black = Color(provider: .system(.black))
  /// Fully transparent.
  public static let clear = Color(provider: .system(.clear))
  /// The colour of primary content: black in light mode, white in dark mode.
  public static let primary = Color(provider: .system(.primary))
  /// The colour of secondary content: a translucent grey.
  public static let secondary = Color(provider: .system(.secondary))
  /// The app's accent colour: system blue, as in an app that sets none.
  public static let accentColor = Color(provider: .system(.accentColor))
}

/// The system colours, with iOS's light and dark values.
///
/// Values are UIKit's standard colours on iOS 15–18 (Apple's Human Interface Guidelines colour
/// table before its June 2025 update; the same numbers are in Flutter's `CupertinoColors`):
/// `red` is `systemRed`, `gray` is `systemGray`, `primary` is `label`, `secondary` is
/// `secondaryLabel`.
package enum SystemColor: String, Hashable, Sendable, CaseIterable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
  case white, gray, black, clear, primary, secondary, accentColor

  /// The colour's values in `scheme`.
  package func resolved(in scheme: ColorScheme) -> Color.Resolved {
    // Only the scheme's entry is converted: each conversion to linear light costs a `pow`.
    let (light, dark) = Self.table(self)
    let entry = scheme == .dark ? dark : light
    return Color.Resolved(
      red: Float(entry.red) / 255, green: Float(entry.green) / 255,
      blue: Float(entry.blue) / 255, opacity: entry.opacity)
  }

  /// A colour's sRGB components, 0…255, and its opacity.
  private typealias Entry = (red: Int, green: Int, blue: Int, opacity: Float)

  private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ opacity: Float = 1) -> Entry {
    (red, green, blue, opacity)
  }

  private static func table(_ color: SystemColor) -> (light: Entry, dark: Entry) {
    switch color {
    case .red: return (rgb(255, 59, 48), rgb(255, 69, 58))
    case .orange: return (rgb(255, 149, 0), rgb(255, 159, 10))
    case .yellow: return (rgb(255, 204, 0), rgb(255, 214, 10))
    case .green: return (rgb(52, 199, 89), rgb(48, 209, 88))
    case .mint: return (rgb(0, 199, 190), rgb(99, 230, 226))
    case .teal: return (rgb(48, 176, 199), rgb(64, 200, 224))
    case .cyan: return (rgb(50, 173, 230), rgb(100, 210, 255))
    case .blue, .accentColor: return (rgb(0, 122, 255), rgb(10, 132, 255))
    case .indigo: return (rgb(88, 86, 214), rgb(94, 92, 230))
    case .purple: return (rgb(175, 82, 222), rgb(191, 90, 242))
    case .pink: return (rgb(255, 45, 85), rgb(255, 55, 95))
    case .brown: return (rgb(162, 132, 94), rgb(172, 142, 104))
    case .gray: return (rgb(142, 142, 147), rgb(142, 142, 147))
    case .white: return (rgb(255, 255, 255), rgb(255, 255, 255))
    case .black: return (rgb(0, 0, 0), rgb(0, 0, 0))
    case .clear: return (rgb(0, 0, 0, 0), rgb(0, 0, 0, 0))
    case .primary: return (rgb(0, 0, 0), rgb(255, 255, 255))
    case .secondary: return (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    }
  }
}

extension ShapeStyle where Self == Color {
  /// A context-dependent red.
  public static var red: Color { Color(provider: .system(.red)) }
  /// A context-dependent orange.
  public static var orange: Color { Color(provider: .system(.orange)) }
  /// A context-dependent yellow.
  public static var yellow: Color { Color(provider: .system(.yellow)) }
  /// A context-dependent green.
  public static var green: Color { Color(provider: .system(.green)) }
  /// A context-dependent mint.
  public static var mint: Color { Color(provider: .system(.mint)) }
  /// A context-dependent teal.
  public static var teal: Color { Color(provider: .system(.teal)) }
  /// A context-dependent cyan.
  public static var cyan: Color { Color(provider: .system(.cyan)) }
  /// A context-dependent blue.
  public static var blue: Color { Color(provider: .system(.blue)) }
  /// A context-dependent indigo.
  public static var indigo: Color { Color(provider: .system(.indigo)) }
  /// A context-dependent purple.
  public static var purple: Color { Color(provider: .system(.purple)) }
  /// A context-dependent pink.
  public static var pink: Color { Color(provider: .system(.pink)) }
  /// A context-dependent brown.
  public static var brown: Color { Color(provider: .system(.brown)) }
  /// White.
  public static var white: Color { Color(provider: .system(.white)) }
  /// A context-dependent grey.
  public static var gray: Color { Color(provider: .system(.gray)) }
  /// Black.
  public static var black: Color { Color(provider: .system(.black)) }
  /// Fully transparent.
  public static var clear: Color { Color(provider: .system(.clear)) }
}
