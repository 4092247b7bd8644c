// Mirrors: SwiftUI.BackgroundStyle, ShapeStyle.background, EnvironmentValues.backgroundStyle,
//          View.backgroundStyle(_:)
// Status: Complete (iOS's base-level system background; no elevated background levels)

/// The background style in the environment: what `.backgroundStyle(_:)` set above, or the
/// system background (white in light mode, black in dark mode) when nothing did.
///
/// `background(in:fillStyle:)` and `background(ignoresSafeAreaEdges:)` fill with it. The
/// default is iOS's `systemBackground` at the base level; Choreo has no elevated levels.
///
/// ```swift
/// Image(systemName: "swift")
///   .padding()
///   .background(in: Circle())
///   .backgroundStyle(.blue.gradient)
/// ```
@frozen
public struct BackgroundStyle: Hashable, ShapeStyle, PaintStyle {
  /// The environment's background style.
  @inlinable
  public init() {}

  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    guard let style = context.environment.backgroundStyle else {
      return .color(Self.systemBackground(in: context.environment.colorScheme))
    }
    // A background style that mentions `.background` means the system background, not
    // itself: without this it would resolve forever.
    context.environment.backgroundStyle = nil
    defer { context.environment.backgroundStyle = style }
    return style.paint(in: &context)
  }

  /// iOS's `systemBackground` at the base level: white in light mode, black in dark mode.
  static func systemBackground(in scheme: ColorScheme) -> Color.Resolved {
    scheme == .dark
      ? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)
      : Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style in the current context.
  ///
  /// The environment's `backgroundStyle` if one is set; otherwise the system background, white
  /// in light mode and black in dark mode.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension EnvironmentValues {
  /// A style that replaces the system background for `.background` when set; `nil` (the
  /// default) means the system background.
  ///
  /// Inside this style, `.background` is the system background, so a style written in terms
  /// of it cannot refer to itself.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

private struct BackgroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

extension View {
  /// Sets the style that `.background` draws with inside this view.
  ///
  /// `background(in:fillStyle:)` and `background(ignoresSafeAreaEdges:)` fill with it.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }
}
