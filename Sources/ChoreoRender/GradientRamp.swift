import Choreo
import Foundation

/// A gradient's colours along 0…1, ready to look up as premultiplied pixels.
///
/// Stops are interpolated in gamma-encoded sRGB with straight alpha, then premultiplied, the
/// way SwiftUI draws gradients (a red-to-clear gradient darkens on the way). Any list of stops
/// works: locations are clamped to 0…1 (NaN counts as 0) and sorted, keeping the given order
/// among equal ones (a hard edge); one stop draws solid and none draws nothing. Past the ends
/// the end colours continue.
struct GradientRamp {
  /// One stop: straight sRGB components and opacity, each 0…1.
  struct Stop {
    var location: Double
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
  }

  /// The stops, sorted by location.
  private(set) var stops: [Stop]

  /// The number of entries in `table()`: colours at 0, 1/255, 2/255, …, 1.
  static let tableSize = 256

  /// A ramp for `gradient`'s stops, each colour's opacity multiplied by `opacity` (0…1).
  init(_ gradient: ResolvedGradient, opacity: Double) {
    func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let stops = gradient.stops.enumerated().map { index, stop in
      (
        index: index,
        stop: Stop(
          location: unit(Double(stop.location)), red: unit(Double(stop.color.red)),
          green: unit(Double(stop.color.green)), blue: unit(Double(stop.color.blue)),
          alpha: unit(Double(stop.color.opacity)) * unit(opacity))
      )
    }
    self.stops = stops.sorted { ($0.stop.location, $0.index) < ($1.stop.location, $1.index) }
      .map(\.stop)
  }

  /// Whether every colour is fully transparent (or there are none).
  var isInvisible: Bool { stops.allSatisfy { $0.alpha == 0 } }

  /// The premultiplied colour at `t` (clamped to 0…1; NaN counts as 0).
  func color(at t: Double) -> UInt32 {
    guard let first = stops.first, let last = stops.last else { return 0 }
    let t = t.isNaN ? 0 : t
    guard t > first.location else { return Self.pixel(first) }
    guard t < last.location else { return Self.pixel(last) }
    // The last stop at or before t, and the one after it.
    var upper = 1
    while upper < stops.count - 1, stops[upper].location <= t { upper += 1 }
    let from = stops[upper - 1]
    let to = stops[upper]
    let span = to.location - from.location
    guard span > 0 else { return Self.pixel(to) }
    let f = (t - from.location) / span
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
    return Blend.premultiplied(
      red: mix(from.red, to.red), green: mix(from.green, to.green),
      blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha))
  }

  /// The colours at `tableSize` evenly spaced points from 0 to 1.
  func table() -> [UInt32] {
    let last = Double(Self.tableSize - 1)
    return (0..<Self.tableSize).map { color(at: Double($0) / last) }
  }

  /// The table index nearest to `t`, clamped into the table (NaN counts as 0).
  @inline(__always)
  static func index(_ t: Double) -> Int {
    let scaled = t * Double(tableSize - 1) + 0.5
    guard scaled > 0 else { return 0 }
    return scaled < Double(tableSize - 1) ? Int(scaled) : tableSize - 1
  }

  private static func pixel(_ stop: Stop) -> UInt32 {
    Blend.premultiplied(red: stop.red, green: stop.green, blue: stop.blue, alpha: stop.alpha)
  }
}
