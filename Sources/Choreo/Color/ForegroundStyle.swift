// Mirrors: SwiftUI.ForegroundStyle, View.foregroundStyle(_:), View.foregroundColor(_:)
// Status: Partial (one level; no foregroundStyle(_:_:) or (_:_:_:))

/// The foreground style in the environment: what `.foregroundStyle(_:)` set above, or the
/// primary colour (black in light mode, white in dark mode) when nothing did.
///
/// Shapes used as views fill with it, as in SwiftUI.
///
/// ```swift
/// Circle().fill(.foreground)
/// ```
@frozen
public struct ForegroundStyle: Hashable, ShapeStyle, PaintStyle {
  /// The environment's foreground style.
  public init() {}

  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    guard let style = context.environment.foregroundStyle else {
      return Color.primary.paint(in: &context)
    }
    return style.paint(in: &context)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension EnvironmentValues {
  /// The style `ForegroundStyle` draws; `nil` means the primary colour.
  ///
  /// Written by `foregroundStyle(_:)` and `foregroundColor(_:)`. A written style is scoped: it
  /// resolves against the foreground style that was in effect where it was written, so
  /// `.foregroundStyle(.secondary)` inside `.foregroundStyle(.red)` is a faded red.
  package var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
}

private struct ForegroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

/// A foreground style together with the one it was written over, which it resolves against.
struct ScopedForegroundStyle: Equatable, ShapeStyle, PaintStyle {
  let style: AnyShapeStyle
  let outer: AnyShapeStyle?

  func paint(in context: inout PaintContext) -> ResolvedPaint {
    let inner = context.environment.foregroundStyle
    context.environment.foregroundStyle = outer
    defer { context.environment.foregroundStyle = inner }
    return style.paint(in: &context)
  }
}

extension View {
  /// Sets the style that shapes, text and other foreground elements inside draw with.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let style = AnyShapeStyle(style)
    return transformEnvironment(\.foregroundStyle) { outer in
      outer = AnyShapeStyle(ScopedForegroundStyle(style: style, outer: outer))
    }
  }

  /// Sets the colour foreground elements inside draw with; `nil` restores the default
  /// (primary) colour.
  public func foregroundColor(_ color: Color?) -> some View {
    transformEnvironment(\.foregroundStyle) { outer in
      outer = color.map(AnyShapeStyle.init)
    }
  }
}
