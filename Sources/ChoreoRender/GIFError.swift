/// Why `GIFEncoder` could not encode an animation.
public enum GIFError: Error, Equatable, CustomStringConvertible, Sendable {
  /// No frames were given.
  case noFrames
  /// A frame's size differs from the first frame's.
  case frameSizeMismatch(
    index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
  /// The frame rate is not a positive finite number.
  case invalidFrameRate(Double)

  public var description: String {
    switch self {
    case .noFrames:
      return "cannot encode a GIF without frames: pass at least one bitmap"
    case .frameSizeMismatch(let index, let width, let height, let expectedWidth, let expectedHeight):
      return
        "cannot encode a GIF from frames of different sizes: frame \(index) is \(width) × "
        + "\(height) pixels, the first is \(expectedWidth) × \(expectedHeight); render every "
        + "frame at one size"
    case .invalidFrameRate(let rate):
      return "cannot encode a GIF at \(rate) frames per second: use a positive, finite rate"
    }
  }
}
