/// Premultiplied RGBA pixels packed in a `UInt32` as they lie in memory (red first), and
/// source-over blending of them with exact integer rounding.
///
/// Every product of two 8-bit values is divided by 255 rounding to nearest,
/// `(x + 128 + ((x + 128) >> 8)) >> 8`, done on two channels at once in 16-bit lanes
/// (red and blue, green and alpha), so no channel's rounding depends on another's.
enum Blend {
  /// The packed pixel for premultiplied channels, each 0…255 with colour ≤ alpha.
  @inline(__always)
  static func pack(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int) -> UInt32 {
    let value = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    return value.littleEndian
  }

  /// The channels of a packed pixel: red, green, blue, alpha.
  @inline(__always)
  static func unpack(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
    let value = UInt32(littleEndian: pixel)
    return (
      UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8),
      UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 24)
    )
  }

  /// The alpha of a packed pixel.
  @inline(__always)
  static func alpha(_ pixel: UInt32) -> UInt32 {
    UInt32(littleEndian: pixel) >> 24
  }

  /// The premultiplied packed pixel for a colour with straight components, each 0…1
  /// (clamped; NaN counts as 0).
  static func premultiplied(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
    func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let a = unit(alpha)
    // Truncating x + 0.5 rounds these non-negative values without a call into libm.
    func channel(_ value: Double) -> Int { Int(unit(value) * a * 255 + 0.5) }
    return pack(channel(red), channel(green), channel(blue), Int(a * 255 + 0.5))
  }

  /// `pixel` with every channel multiplied by `factor`/255.
  @inline(__always)
  static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var greenAlpha = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return redBlue | greenAlpha
  }

  /// `source` over `destination`: source + destination × (255 − source alpha)/255.
  @inline(__always)
  static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    source &+ scale(destination, by: 255 &- alpha(source))
  }

  /// Draws one colour over `count` pixels.
  @inline(__always)
  static func over(_ source: UInt32, _ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
    let inverse = 255 &- alpha(source)
    if inverse == 0 {
      pixels.update(repeating: source, count: count)
    } else if inverse != 255 {
      for i in 0..<count { pixels[i] = source &+ scale(pixels[i], by: inverse) }
    }
  }

  /// Draws `count` colours over as many pixels, each colour scaled by `coverage`/255 first.
  @inline(__always)
  static func over(
    _ sources: UnsafePointer<UInt32>, coverage: UInt32, _ pixels: UnsafeMutablePointer<UInt32>,
    count: Int
  ) {
    if coverage == 255 {
      for i in 0..<count { pixels[i] = over(sources[i], pixels[i]) }
    } else {
      for i in 0..<count { pixels[i] = over(scale(sources[i], by: coverage), pixels[i]) }
    }
  }
}
