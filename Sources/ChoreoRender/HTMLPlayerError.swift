/// Why `HTMLPlayer` could not write a page.
public enum HTMLPlayerError: Error, Equatable, CustomStringConvertible, Sendable {
  /// No frames were given.
  case noFrames
  /// The frame rate is not positive, or above `HTMLPlayer.maximumFrameRate`.
  case invalidFrameRate(Double)
  /// The size is not positive and finite on both sides.
  case invalidSize(width: Double, height: Double)
  /// A raster frame's bytes do not start with the PNG signature.
  case notPNG(index: Int)

  public var description: String {
    switch self {
    case .noFrames:
      return "cannot write an HTML player without frames: pass at least one frame"
    case .invalidFrameRate(let rate):
      return
        "cannot write an HTML player at \(rate) frames per second: use a rate above 0 and at "
        + "most \(Int(HTMLPlayer.maximumFrameRate))"
    case .invalidSize(let width, let height):
      return
        "cannot write an HTML player \(width) × \(height) pixels in size: both sides must be "
        + "positive and finite"
    case .notPNG(let index):
      return
        "frame \(index) is not a PNG file (its first bytes are not the PNG signature): pass "
        + "PNG-encoded bytes, not raw pixels"
    }
  }
}
