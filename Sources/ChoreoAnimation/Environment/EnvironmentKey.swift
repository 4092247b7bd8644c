// Mirrors: SwiftUI.EnvironmentKey
// Status: Complete

/// A key for a value in `EnvironmentValues`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = 0.5
/// }
/// extension EnvironmentValues {
///   var accent: Double {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value

  /// The value seen by views for which no ancestor wrote the key.
  static var defaultValue: Value { get }
}
