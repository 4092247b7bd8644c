import Choreo
import Foundation

/// Prints numbers for SVG the same way on every platform: fixed-point, at most three decimals,
/// no exponent, no `-0`, no trailing zeros.
///
/// A thousandth of a point is finer than any display shows, and integer arithmetic on the
/// rounded value keeps the digits independent of the C library's `printf`. Magnitudes above
/// `limit` are clamped to it (no screen is 10¹⁵ points wide, and larger values would lose the
/// integer precision the printing relies on). Non-finite values have no SVG spelling:
/// `string(_:)` returns `nil` for them and callers drop what they belong to.
///
/// ```swift
/// SVGNumberFormatter.string(-0.0001)  // "0"
/// SVGNumberFormatter.string(2.5)      // "2.5"
/// SVGNumberFormatter.string(.nan)     // nil
/// ```
enum SVGNumberFormatter {
  /// The largest magnitude printed; larger finite values print as ±`limit`.
  static let limit: Double = 1e15
  /// Decimals kept.
  static let decimals = 3
  private static let unit: Int64 = 1000

  /// `value` printed, or `nil` if it is NaN or infinite.
  static func string(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    let clamped = min(max(value, -limit), limit)
    let scaled = Int64((clamped * Double(unit)).rounded())
    guard scaled != 0 else { return "0" }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(unit)
    var fraction = magnitude % UInt64(unit)
    var text = scaled < 0 ? "-" : ""
    text += String(whole)
    guard fraction != 0 else { return text }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
  }

  /// `value` printed, or `nil` if it is NaN or infinite.
  static func string(_ value: CGFloat) -> String? {
    string(Double(value))
  }

  /// `values` printed and separated by spaces, or `nil` if any is NaN or infinite.
  static func list(_ values: [Double]) -> String? {
    var words: [String] = []
    words.reserveCapacity(values.count)
    for value in values {
      guard let word = string(value) else { return nil }
      words.append(word)
    }
    return words.joined(separator: " ")
  }

  /// The `d` attribute of `path`: absolute commands, no separators where none are needed.
  ///
  /// Path elements are always finite (`Path` drops the others), but an element that prints
  /// without a number is dropped all the same, so the data is always valid.
  static func pathData(_ path: Path) -> String {
    var data = ""
    path.forEach { element in
      switch element {
      case .move(let point):
        append("M", [point], to: &data)
      case .line(let point):
        append("L", [point], to: &data)
      case .quadCurve(let point, let control):
        append("Q", [control, point], to: &data)
      case .curve(let point, let control1, let control2):
        append("C", [control1, control2, point], to: &data)
      case .closeSubpath:
        data += "Z"
      }
    }
    return data
  }

  /// Appends `command` and its points to `data`, unless a coordinate is not finite.
  static func append(_ command: String, _ points: [CGPoint], to data: inout String) {
    guard let numbers = list(points.flatMap { [Double($0.x), Double($0.y)] }) else { return }
    data += command + numbers
  }
}
