// Mirrors: SwiftUI.EnvironmentValues
// Status: Partial (the keyed store; view-specific entries are added by the Choreo target)

/// A collection of values that flow down the view tree, each addressed by an `EnvironmentKey`.
///
/// It lives in ChoreoAnimation so that `AnimationContext.environment` can hand a custom
/// animation the environment of the view that started it. Higher targets add their entries as
/// extensions, as SwiftUI's frameworks do.
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment[AccentKey.self] = 0.8
/// ```
public struct EnvironmentValues: CustomStringConvertible {
  package var store = PropertyStore()

  /// Creates an environment in which every key has its default value.
  public init() {}

  /// Reads or writes the value for `key`; reading an unwritten key gives `K.defaultValue`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { store.value(for: key, default: K.defaultValue) }
    set { store.set(newValue, for: key) }
  }

  /// Changes whenever a value is written; equal versions mean equal contents.
  package var version: UInt64 { store.version }

  /// A summary naming how many values were written.
  public var description: String { "EnvironmentValues(\(store.count) values set)" }
}
