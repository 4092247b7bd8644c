// Mirrors: SwiftUI.HierarchicalShapeStyle
// Status: Partial (four levels; the fading of custom styles is an estimate)

/// A level of the current foreground style: `.primary`, `.secondary`, `.tertiary` or
/// `.quaternary`.
///
/// With the default foreground, the levels are iOS's label colours (`label`,
/// `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`). With a foreground style set, they
/// are that style at opacity 1, 0.6, 0.3 and 0.18, the label colours' opacities; Apple does not
/// document how it fades custom styles.
///
/// ```swift
/// Text("Detail").foregroundStyle(.secondary)
/// ```
public struct HierarchicalShapeStyle: Hashable, ShapeStyle, PaintStyle {
  /// 0 for primary, 1 for secondary, and so on.
  let level: Int

  /// The first level: the foreground style itself.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    if context.environment.foregroundStyle == nil {
      let scheme = context.environment.colorScheme
      return .color(Self.labelColor(level: level, scheme: scheme))
    }
    let opacities: [Double] = [1, 0.6, 0.3, 0.18]
    return ForegroundStyle().paint(in: &context)
      .multiplyingOpacity(by: opacities[min(max(level, 0), 3)])
  }

  /// iOS's label colours for `level` (same values as Flutter's `CupertinoColors`).
  private static func labelColor(level: Int, scheme: ColorScheme) -> Color.Resolved {
    switch (level, scheme) {
    case (0, _): return SystemColor.primary.resolved(in: scheme)
    case (1, _): return SystemColor.secondary.resolved(in: scheme)
    case (2, .dark):
      return Color.Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)
    case (2, _): return Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    case (_, .dark):
      return Color.Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.16)
    default:
      return Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18)
    }
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the foreground style.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level of the foreground style.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level of the foreground style.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level of the foreground style.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}
