// Mirrors: SwiftUI.TransactionKey
// Status: Complete

/// A key for a custom value carried by a `Transaction`.
///
/// ```swift
/// private struct SourceKey: TransactionKey {
///   static let defaultValue = "unknown"
/// }
/// extension Transaction {
///   var source: String {
///     get { self[SourceKey.self] }
///     set { self[SourceKey.self] = newValue }
///   }
/// }
/// ```
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value

  /// The value of a transaction that never set the key.
  static var defaultValue: Value { get }
}
