// Mirrors: SwiftUI.Color.Resolved
// Status: Complete (no cgColor and no Codable)

import Foundation

extension Color {
  /// A concrete colour: red, green, blue and opacity values that can be drawn.
  ///
  /// Values are stored in linear-light extended sRGB with straight (not premultiplied) alpha,
  /// as SwiftUI's are. `red`, `green` and `blue` are the gamma-encoded sRGB components, which
  /// may lie outside 0…1 for colours outside sRGB; `linearRed` and friends are the linear-light
  /// ones. Clamps: NaN components become 0, +∞ becomes 1 and −∞ becomes 0; opacity is clamped
  /// to 0…1 (NaN becomes 0).
  ///
  /// Its animatable data is (linearRed, linearGreen, linearBlue, opacity), each multiplied by
  /// 128, so colours animate in linear light, as SwiftUI's do for apps built with the iOS 18
  /// SDK (shared/reference/swiftui-semantics.md §3).
  ///
  /// ```swift
  /// let orange = Color.Resolved(red: 1, green: 0.5, blue: 0)
  /// orange.linearGreen  // ≈ 0.214
  /// ```
  public struct Resolved: Hashable, Sendable {
    private var storedLinearRed: Float
    private var storedLinearGreen: Float
    private var storedLinearBlue: Float
    private var storedOpacity: Float

    /// Creates a resolved colour from components in `colorSpace` (sRGB by default).
    public init(
      colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
      opacity: Float = 1
    ) {
      var r = ColorMath.component(red)
      var g = ColorMath.component(green)
      var b = ColorMath.component(blue)
      switch colorSpace {
      case .sRGB:
        (r, g, b) = (
          ColorMath.linear(fromEncoded: r), ColorMath.linear(fromEncoded: g),
          ColorMath.linear(fromEncoded: b)
        )
      case .sRGBLinear:
        break
      case .displayP3:
        (r, g, b) = ColorMath.linearSRGB(
          fromLinearDisplayP3: (
            ColorMath.linear(fromEncoded: r), ColorMath.linear(fromEncoded: g),
            ColorMath.linear(fromEncoded: b)
          ))
      }
      self.init(linearRed: r, linearGreen: g, linearBlue: b, opacity: opacity)
    }

    /// Creates a resolved colour from linear-light sRGB components.
    package init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float) {
      storedLinearRed = ColorMath.component(linearRed)
      storedLinearGreen = ColorMath.component(linearGreen)
      storedLinearBlue = ColorMath.component(linearBlue)
      storedOpacity = ColorMath.unitClamped(opacity)
    }

    /// The amount of red in linear-light sRGB.
    public var linearRed: Float {
      get { storedLinearRed }
      set { storedLinearRed = ColorMath.component(newValue) }
    }

    /// The amount of green in linear-light sRGB.
    public var linearGreen: Float {
      get { storedLinearGreen }
      set { storedLinearGreen = ColorMath.component(newValue) }
    }

    /// The amount of blue in linear-light sRGB.
    public var linearBlue: Float {
      get { storedLinearBlue }
      set { storedLinearBlue = ColorMath.component(newValue) }
    }

    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var opacity: Float {
      get { storedOpacity }
      set { storedOpacity = ColorMath.unitClamped(newValue) }
    }

    /// The amount of red in gamma-encoded sRGB.
    public var red: Float {
      get { ColorMath.encoded(fromLinear: storedLinearRed) }
      set { linearRed = ColorMath.linear(fromEncoded: ColorMath.component(newValue)) }
    }

    /// The amount of green in gamma-encoded sRGB.
    public var green: Float {
      get { ColorMath.encoded(fromLinear: storedLinearGreen) }
      set { linearGreen = ColorMath.linear(fromEncoded: ColorMath.component(newValue)) }
    }

    /// The amount of blue in gamma-encoded sRGB.
    public var blue: Float {
      get { ColorMath.encoded(fromLinear: storedLinearBlue) }
      set { linearBlue = ColorMath.linear(fromEncoded: ColorMath.component(newValue)) }
    }

    /// This colour with its opacity multiplied by `factor` (assumed in 0…1).
    func multiplyingOpacity(by factor: Float) -> Resolved {
      var result = self
      result.opacity = storedOpacity * factor
      return result
    }
  }
}

extension Color.Resolved: Animatable {
  /// Linear red, green, blue and opacity, each multiplied by 128 (§3).
  public var animatableData:
    AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>
  {
    get {
      let scale = Float(UnitPoint.unitScale)
      return AnimatablePair(
        storedLinearRed * scale,
        AnimatablePair(
          storedLinearGreen * scale,
          AnimatablePair(storedLinearBlue * scale, storedOpacity * scale)))
    }
    set {
      let scale = Float(UnitPoint.unitScale)
      linearRed = newValue.first / scale
      linearGreen = newValue.second.first / scale
      linearBlue = newValue.second.second.first / scale
      opacity = newValue.second.second.second / scale
    }
  }
}

extension Color.Resolved: ShapeStyle, PaintStyle {
  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    .color(self)
  }
}

extension Color.Resolved: CustomStringConvertible {
  /// The colour as `#RRGGBBAA` in gamma-encoded sRGB, components clamped to 0…1.
  public var description: String {
    func hex(_ value: Float) -> String {
      let byte = Int((ColorMath.unitClamped(value) * 255).rounded())
      return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
  }
}

extension Color.Resolved {
  /// Transparent black.
  static let clearResolved = Color.Resolved(
    linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0)
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
