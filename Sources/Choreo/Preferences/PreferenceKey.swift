// Mirrors: SwiftUI.PreferenceKey
// Status: Complete

/// A named value that views produce and their ancestors read, combined up the tree.
///
/// Values combine in tree order. Only views that actually produce the key take part: the first
/// producer's value is taken as it is, and each later one is folded in with `reduce`. An
/// ancestor that reads a key nobody produces sees `defaultValue`.
///
/// ```swift
/// struct IDsKey: PreferenceKey {
///   static let defaultValue: [Int] = []
///   static func reduce(value: inout [Int], nextValue: () -> [Int]) {
///     value.append(contentsOf: nextValue())
///   }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value

  /// The value seen when no view produces the key.
  static var defaultValue: Value { get }

  /// Folds the value of the next producer (in tree order) into `value`.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`.
  public static var defaultValue: Value { nil }
}
