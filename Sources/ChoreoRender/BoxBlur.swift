/// A Gaussian blur approximated by three box blurs, on interleaved 8-bit channels.
///
/// The boxes' widths are the odd integers whose three passes have the Gaussian's variance as
/// nearly as odd widths can (the variance of a box of width w is (w² − 1)/12), so each pass
/// is centred and the result is symmetric. Pixels outside the buffer count as transparent.
/// Sums are integers, so the result is exact and the same on every run.
struct BoxBlur {
  /// The half-widths of the three passes, in pixels.
  let radii: (Int, Int, Int)

  /// The largest standard deviation blurred, in pixels; larger ones are clamped to it.
  static let maximumSigma = 250.0

  /// Three boxes for a Gaussian of standard deviation `sigma` pixels (clamped to
  /// 0…`maximumSigma`; NaN counts as 0).
  init(sigma: Double) {
    let sigma = sigma.isNaN ? 0 : min(max(sigma, 0), Self.maximumSigma)
    let variance = sigma * sigma
    // The widest odd width w with 3 boxes of it not above the variance, then how many of the
    // three to widen to w + 2 to come nearest to it.
    var lower = Int((4 * variance + 1).squareRoot())
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let w = Double(lower)
    let widened = Int(((12 * variance - 3 * w * w + 3) / (4 * w + 4)).rounded())
    let count = min(max(widened, 0), 3)
    func radius(_ pass: Int) -> Int { (pass < 3 - count ? lower : lower + 2) / 2 }
    radii = (radius(0), radius(1), radius(2))
  }

  /// How far the blur spreads a pixel, in pixels.
  var reach: Int { radii.0 + radii.1 + radii.2 }

  /// Blurs `width` × `height` pixels of `channels` interleaved bytes each, in place.
  func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int) {
    guard reach > 0, width > 0, height > 0 else { return }
    var line = [UInt8](repeating: 0, count: max(width, height) * channels)
    var sums = [Int](repeating: 0, count: channels)
    line.withUnsafeMutableBufferPointer { line in
      guard let line = line.baseAddress else { return }
      sums.withUnsafeMutableBufferPointer { sums in
        for radius in [radii.0, radii.1, radii.2] where radius > 0 {
          for row in 0..<height {
            Self.pass(
              pixels + row * width * channels, stride: channels, count: width,
              channels: channels, radius: radius, line: line, sums: sums)
          }
        }
        for radius in [radii.0, radii.1, radii.2] where radius > 0 {
          for column in 0..<width {
            Self.pass(
              pixels + column * channels, stride: width * channels, count: height,
              channels: channels, radius: radius, line: line, sums: sums)
          }
        }
      }
    }
  }

  /// One box pass along a line of `count` pixels `stride` bytes apart.
  private static func pass(
    _ start: UnsafeMutablePointer<UInt8>, stride: Int, count: Int, channels: Int, radius: Int,
    line: UnsafeMutablePointer<UInt8>, sums: UnsafeMutableBufferPointer<Int>
  ) {
    for i in 0..<count {
      for c in 0..<channels { line[i * channels + c] = start[i * stride + c] }
    }
    let width = 2 * radius + 1
    // Divides by `width`, rounding to nearest, by a multiply and a shift.
    let reciprocal = ((1 << 32) + width / 2) / width
    for c in 0..<channels { sums[c] = 0 }
    for i in 0..<min(radius, count) {
      for c in 0..<channels { sums[c] += Int(line[i * channels + c]) }
    }
    for i in 0..<count {
      let entering = i + radius
      let leaving = i - radius - 1
      for c in 0..<channels {
        if entering < count { sums[c] += Int(line[entering * channels + c]) }
        if leaving >= 0 { sums[c] -= Int(line[leaving * channels + c]) }
        start[i * stride + c] = UInt8(truncatingIfNeeded: (sums[c] * reciprocal + (1 << 31)) >> 32)
      }
    }
  }
}
