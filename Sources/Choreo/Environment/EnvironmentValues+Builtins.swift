// Mirrors: SwiftUI.EnvironmentValues (colorScheme, isEnabled, accessibilityReduceMotion,
//          layoutDirection, font)
// Status: Partial (the entries the seeds use)

extension EnvironmentValues {
  /// The colour scheme views draw in; `.light` by default.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether controls respond; `.disabled(true)` anywhere above makes it `false`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Whether the user asked for less motion: transitions with motion become fades.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// The direction of writing; `.leftToRight` by default.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The font text uses when none is set on it; `nil` means the body font.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct ReduceMotionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}

private struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

/// The light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}

/// The direction of writing.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic.
  case rightToLeft
}
