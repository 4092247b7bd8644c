import Foundation

/// The named colours `Color("name")` draws: Choreo's stand-in for an asset catalog.
///
/// Register each name with a light value and, optionally, a dark one; views read the registry
/// in their environment (`\.colorRegistry`, `ColorRegistry.shared` by default), so a host or a
/// test can use its own. A name that is not registered draws magenta, and the host reports it
/// once. Registering a name again replaces it. Safe to use from any thread.
///
/// ```swift
/// ColorRegistry.shared.register("color/selectionBackground", light: .blue.opacity(0.2),
///                               dark: .cyan.opacity(0.3))
/// ```
public final class ColorRegistry: @unchecked Sendable {
  /// The registry views use unless their environment names another.
  public static let shared = ColorRegistry()

  private struct Entry {
    var light: Color.Resolved
    var dark: Color.Resolved
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Registers `name` with resolved values for light and dark mode (`dark` defaults to
  /// `light`).
  public func register(_ name: String, light: Color.Resolved, dark: Color.Resolved? = nil) {
    let entry = Entry(light: light, dark: dark ?? light)
    lock.withLock { entries[name] = entry }
  }

  /// Registers `name` as `light` in light mode and `dark` (default: `light`) in dark mode.
  ///
  /// The colours are resolved now, in their scheme, against this registry (so a name may
  /// alias one registered before it).
  public func register(_ name: String, light: Color, dark: Color? = nil) {
    var environment = EnvironmentValues()
    environment.colorRegistry = self
    environment.colorScheme = .light
    let lightValue = light.resolve(in: environment)
    environment.colorScheme = .dark
    let darkValue = (dark ?? light).resolve(in: environment)
    register(name, light: lightValue, dark: darkValue)
  }

  /// Removes `name`; later lookups of it draw the missing-colour fallback.
  public func unregister(_ name: String) {
    lock.withLock { _ = entries.removeValue(forKey: name) }
  }

  /// The registered names, sorted.
  public var names: [String] {
    lock.withLock { entries.keys.sorted() }
  }

  /// The value of `name` in `scheme`, or `nil` if it is not registered.
  package func resolved(named name: String, in scheme: ColorScheme) -> Color.Resolved? {
    lock.withLock {
      guard let entry = entries[name] else { return nil }
      return scheme == .dark ? entry.dark : entry.light
    }
  }
}

extension EnvironmentValues {
  /// The registry that `Color("name")` looks names up in; `ColorRegistry.shared` by default.
  ///
  /// A Choreo addition: SwiftUI reads named colours from asset catalogs instead.
  public var colorRegistry: ColorRegistry {
    get { self[ColorRegistryKey.self] }
    set { self[ColorRegistryKey.self] = newValue }
  }
}

private struct ColorRegistryKey: EnvironmentKey {
  static var defaultValue: ColorRegistry { .shared }
}
