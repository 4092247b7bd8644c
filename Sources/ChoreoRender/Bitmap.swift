import Foundation

/// A grid of pixels in 8-bit sRGB with premultiplied alpha, row by row from the top.
///
/// Renderers draw into bitmaps and encoders read them. Every pixel is four bytes, red, green,
/// blue and alpha, each colour channel already multiplied by alpha.
///
/// ```swift
/// var bitmap = try Bitmap(width: 2, height: 1)
/// bitmap[0, 0] = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
/// ```
public struct Bitmap: Sendable, Equatable {
  /// The largest width or height a bitmap may have, in pixels.
  ///
  /// Larger sizes are refused with `RenderError.sizeTooLarge`: 16,384 pixels a side keeps one
  /// bitmap under a gigabyte.
  public static let maximumSide = 16_384

  /// One premultiplied pixel.
  public struct Pixel: Sendable, Equatable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// A fully transparent pixel.
    public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
  }

  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels' bytes, `width × 4` per row, premultiplied RGBA.
  ///
  /// Read-only outside the renderers, which rely on there being `width × height × 4` of
  /// them; set pixels through the subscript.
  public internal(set) var bytes: [UInt8]

  /// A transparent bitmap of `width` × `height` pixels.
  ///
  /// - Throws: `RenderError.invalidSize` for a side of zero or less,
  ///   `RenderError.sizeTooLarge` for a side above `maximumSide`.
  public init(width: Int, height: Int) throws {
    try Self.validate(width: width, height: height)
    self.width = width
    self.height = height
    bytes = [UInt8](repeating: 0, count: width * height * 4)
  }

  /// Checks that a bitmap of `width` × `height` pixels can be made.
  public static func validate(width: Int, height: Int) throws {
    guard width > 0, height > 0 else { throw RenderError.invalidSize(width: width, height: height) }
    guard width <= maximumSide, height <= maximumSide else {
      throw RenderError.sizeTooLarge(width: width, height: height, limit: maximumSide)
    }
  }

  /// The pixel in column `x`, row `y`; both must be inside the bitmap.
  public subscript(x: Int, y: Int) -> Pixel {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the bitmap")
      let i = (y * width + x) * 4
      return Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the bitmap")
      let i = (y * width + x) * 4
      bytes[i] = newValue.red
      bytes[i + 1] = newValue.green
      bytes[i + 2] = newValue.blue
      bytes[i + 3] = newValue.alpha
    }
  }

  /// The pixels with alpha divided out (straight RGBA), as PNG and GIF store them.
  ///
  /// A colour channel is `round(channel × 255 / alpha)`, clamped to 255; a transparent
  /// pixel becomes (0, 0, 0, 0).
  public func straightBytes() -> [UInt8] {
    var out = bytes
    for i in stride(from: 0, to: out.count, by: 4) {
      let alpha = Int(out[i + 3])
      guard alpha != 255 else { continue }
      guard alpha != 0 else {
        out[i] = 0
        out[i + 1] = 0
        out[i + 2] = 0
        continue
      }
      for c in 0..<3 {
        out[i + c] = UInt8(min(255, (Int(out[i + c]) * 255 + alpha / 2) / alpha))
      }
    }
    return out
  }
}

/// Why a renderer or encoder could not make its output.
public enum RenderError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A width or height of zero or less.
  case invalidSize(width: Int, height: Int)
  /// A width or height above the limit.
  case sizeTooLarge(width: Int, height: Int, limit: Int)
  /// A scale (pixels per point) that is not finite and positive.
  case invalidScale(Double)
  /// zlib refused to compress an image; `code` is its error code.
  case compressionFailed(code: Int)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      return "cannot render at \(width) × \(height) pixels: both sides must be at least 1"
    case .sizeTooLarge(let width, let height, let limit):
      return
        "cannot render at \(width) × \(height) pixels: the largest side Choreo renders is \(limit)"
    case .invalidScale(let scale):
      return "cannot render at a scale of \(scale) pixels per point: use a finite scale above 0"
    case .compressionFailed(let code):
      return "zlib could not compress the image (error \(code)); check that memory is available"
    }
  }
}
