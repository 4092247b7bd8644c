// Mirrors: SwiftUI.Color
// Status: Partial (no platform-colour bridges, no mix(with:by:in:), no Codable)

import Foundation

/// A colour that adapts to its environment: a system colour with light and dark variants, a
/// colour you register by name, or a constant.
///
/// A `Color` is also a view that fills the space it is offered, and a `ShapeStyle`. Resolve it
/// for one environment with `resolve(in:)`. Constructors clamp as `Color.Resolved` does: no
/// NaN or ∞ reaches a drawn colour.
///
/// ```swift
/// Circle().fill(Color(hue: 0.6, saturation: 0.8, brightness: 0.9))
/// Color.red.opacity(0.5)
/// Color("brand")  // from ColorRegistry
/// ```
public struct Color: Hashable, Sendable {
  /// Where the colour's values come from.
  package let provider: Provider

  /// Where a colour's values come from; resolved against an environment.
  package indirect enum Provider: Hashable, Sendable {
    /// The same values everywhere.
    case constant(Resolved)
    /// A system colour with light and dark values.
    case system(SystemColor)
    /// A colour registered by name in the environment's `ColorRegistry`.
    case named(String)
    /// Another colour with its opacity multiplied.
    case opacity(Provider, Double)
    /// Another colour made lighter by an amount of HSL lightness (for `gradient`).
    case lightened(Provider, Double)
  }

  package init(provider: Provider) {
    self.provider = provider
  }

  /// The colour spaces colour components can be given in.
  public enum RGBColorSpace: Hashable, Sendable {
    /// Gamma-encoded sRGB, extended beyond 0…1 for wider colours.
    case sRGB
    /// Linear-light sRGB.
    case sRGBLinear
    /// Gamma-encoded Display P3 (converted to extended sRGB).
    case displayP3
  }

  /// A constant colour from red, green and blue components in `colorSpace`.
  ///
  /// Components outside 0…1 are kept (extended range); NaN becomes 0 and ±∞ becomes 1 or 0.
  /// Opacity is clamped to 0…1.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    self.init(
      Resolved(
        colorSpace: colorSpace, red: ColorMath.component(red), green: ColorMath.component(green),
        blue: ColorMath.component(blue), opacity: Float(ColorMath.unitClamped(opacity))))
  }

  /// A constant grey: `white` for each of red, green and blue in `colorSpace`.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A constant colour from hue, saturation and brightness, each 0…1, in sRGB.
  ///
  /// Values outside 0…1 are clamped (NaN becomes 0), so a hue of 1 is red again. Matches the
  /// HSB model of `UIColor(hue:saturation:brightness:alpha:)`.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (red, green, blue) = ColorMath.rgb(
      hue: hue, saturation: saturation, brightness: brightness)
    self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
  }

  /// The colour registered as `name` in the environment's `ColorRegistry`.
  ///
  /// `bundle` is ignored: Choreo has no asset catalogs. A name that is not registered draws
  /// magenta, and the host reports it once.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(provider: .named(name))
  }

  /// A constant colour with the values of `resolved`.
  public init(_ resolved: Resolved) {
    self.init(provider: .constant(resolved))
  }

  /// This colour with its opacity multiplied by `opacity` (clamped to 0…1; NaN becomes 0).
  public func opacity(_ opacity: Double) -> Color {
    Color(provider: .opacity(provider, ColorMath.unitClamped(opacity)))
  }

  /// The colour's values in `environment`: its colour scheme picks light or dark values, and
  /// its colour registry supplies named colours.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    var context = PaintContext(environment: environment)
    return resolve(provider, in: &context)
  }

  /// Resolves `provider`, recording missing names in `context`.
  package func resolve(_ provider: Provider, in context: inout PaintContext) -> Resolved {
    switch provider {
    case .constant(let resolved):
      return resolved
    case .system(let system):
      return system.resolved(in: context.environment.colorScheme)
    case .named(let name):
      let registry = context.environment.colorRegistry
      if let resolved = registry.resolved(named: name, in: context.environment.colorScheme) {
        return resolved
      }
      if !context.missingColorNames.contains(name) { context.missingColorNames.append(name) }
      return Self.missingNamedColor
    case .opacity(let base, let factor):
      return resolve(base, in: &context).multiplyingOpacity(by: Float(factor))
    case .lightened(let base, let amount):
      return Self.lightened(resolve(base, in: &context), by: amount)
    }
  }

  /// What a colour name missing from the registry draws: opaque magenta, hard to miss.
  package static let missingNamedColor = Resolved(red: 1, green: 0, blue: 1)

  private static func lightened(_ color: Resolved, by amount: Double) -> Resolved {
    let (hue, saturation, lightness) = ColorMath.hsl(
      red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
    let (r, g, b) = ColorMath.rgb(
      hue: hue, saturation: saturation, lightness: min(1, lightness + amount))
    return Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: color.opacity)
  }
}

extension Color: ShapeStyle, PaintStyle {
  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    .color(resolve(provider, in: &context))
  }
}

extension Color: CustomStringConvertible {
  /// The system colour's name (`red`), the registered name, or `#RRGGBBAA` for a constant.
  public var description: String {
    Self.describe(provider)
  }

  private static func describe(_ provider: Provider) -> String {
    switch provider {
    case .constant(let resolved): return resolved.description
    case .system(let system): return system.rawValue
    case .named(let name): return "NamedColor(\(name))"
    case .opacity(let base, let factor):
      // A whole percentage, as SwiftUI prints it (bounded, so that any factor converts).
      let percent = min(max(factor * 100 + 0.5, -1e15), 1e15).rounded(.down)
      return "\(percent.isNaN ? 0 : Int(percent))% \(describe(base))"
    case .lightened(let base, _): return "lightened \(describe(base))"
    }
  }
}

extension Color {
  /// A standard gradient for this colour: from a lighter version of it at the top to the
  /// colour itself at the bottom.
  ///
  /// The lighter end adds 0.15 of HSL lightness, hue and saturation held. Apple does not
  /// document the derivation; 0.15 is the single-parameter fit a third party measured from
  /// SwiftUI's rendering, so the exact colours are an approximation.
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [Color(provider: .lightened(provider, 0.15)), self]))
  }
}
