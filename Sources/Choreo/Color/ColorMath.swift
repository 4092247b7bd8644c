import Foundation

/// Colour-space conversions and the clamps that keep colours finite.
enum ColorMath {
  /// `value` clamped to 0…1; NaN becomes 0.
  static func unitClamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// `value` clamped to 0…1; NaN becomes 0.
  static func unitClamped(_ value: Float) -> Float {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// A colour component: finite values stay as they are (extended range), NaN becomes 0,
  /// +∞ becomes 1 and −∞ becomes 0.
  static func component(_ value: Float) -> Float {
    if value.isFinite { return value }
    return value == .infinity ? 1 : 0
  }

  /// A colour component given as a `Double`, clamped as `component(_:)` does.
  static func component(_ value: Double) -> Float {
    if value.isFinite {
      return component(Float(value))
    }
    return value == .infinity ? 1 : 0
  }

  /// The sRGB transfer function decoded: a gamma-encoded component to linear light.
  ///
  /// Extended to negative values by symmetry, as extended sRGB is. Computed in `Double` so
  /// that 1 maps to exactly 1 and back.
  static func linear(fromEncoded encoded: Float) -> Float {
    let magnitude = Double(abs(encoded))
    let linear =
      magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return Float(encoded < 0 ? -linear : linear)
  }

  /// The sRGB transfer function: a linear-light component to its gamma encoding.
  static func encoded(fromLinear linear: Float) -> Float {
    let magnitude = Double(abs(linear))
    let encoded =
      magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return Float(linear < 0 ? -encoded : encoded)
  }

  /// Linear Display P3 to linear sRGB (the standard D65 matrix, as in CSS Color 4).
  static func linearSRGB(fromLinearDisplayP3 p3: (Float, Float, Float)) -> (Float, Float, Float) {
    (
      1.2249401 * p3.0 - 0.2249402 * p3.1,
      -0.0420570 * p3.0 + 1.0420570 * p3.1,
      -0.0196376 * p3.0 - 0.0786361 * p3.1 + 1.0982736 * p3.2
    )
  }

  /// Hue, saturation and brightness (each 0…1) to gamma-encoded RGB.
  static func rgb(hue: Double, saturation: Double, brightness: Double) -> (
    Double, Double, Double
  ) {
    let h = unitClamped(hue)
    let s = unitClamped(saturation)
    let v = unitClamped(brightness)
    let sector = h * 6
    let index = min(Int(sector), 5)
    let fraction = sector - Double(index)
    let p = v * (1 - s)
    let q = v * (1 - s * fraction)
    let t = v * (1 - s * (1 - fraction))
    switch index {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  /// Gamma-encoded RGB (each clamped to 0…1) to hue, saturation and lightness.
  static func hsl(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
    let r = unitClamped(red)
    let g = unitClamped(green)
    let b = unitClamped(blue)
    let high = max(r, g, b)
    let low = min(r, g, b)
    let lightness = (high + low) / 2
    let chroma = high - low
    guard chroma > 0 else { return (0, 0, lightness) }
    let saturation = chroma / (1 - abs(2 * lightness - 1))
    var hue: Double
    if high == r {
      hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
    } else if high == g {
      hue = (b - r) / chroma + 2
    } else {
      hue = (r - g) / chroma + 4
    }
    hue /= 6
    if hue < 0 { hue += 1 }
    return (hue, saturation, lightness)
  }

  /// Hue, saturation and lightness (each 0…1) to gamma-encoded RGB.
  static func rgb(hue: Double, saturation: Double, lightness: Double) -> (
    Double, Double, Double
  ) {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = unitClamped(hue) * 6
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double)
    switch min(Int(sector), 5) {
    case 0: (r, g, b) = (chroma, x, 0)
    case 1: (r, g, b) = (x, chroma, 0)
    case 2: (r, g, b) = (0, chroma, x)
    case 3: (r, g, b) = (0, x, chroma)
    case 4: (r, g, b) = (x, 0, chroma)
    default: (r, g, b) = (chroma, 0, x)
    }
    let m = lightness - chroma / 2
    return (r + m, g + m, b + m)
  }
}
