import Dispatch
import Foundation

/// Encodes bitmaps of one size as an animated GIF89a that loops forever.
///
/// Every frame is quantised to one fixed palette (a 6 × 7 × 6 colour cube with ordered
/// dithering, see `GIFPalette`); pixels with alpha below 128 are transparent. After the first
/// frame, each frame stores only the rectangle of pixels that changed (see `GIFFramePlan`).
/// Frames are quantised, compared and LZW-compressed in parallel across cores, then put in
/// order: the bytes are the same as a serial run's.
///
/// GIF delays are whole hundredths of a second. Frame k (from 0) ends at
/// `round(100 × (k + 1) / framesPerSecond)` hundredths, so rounding errors do not add up:
/// 60 frames at 30 fps last exactly 2 s (delays 3, 4, 3, 3, 4, 3, …). Browsers show delays of
/// 0 or 1 hundredth as 10, so rates above 50 fps play slower there than they should.
///
/// ```swift
/// let gif = try GIFEncoder(framesPerSecond: 30).encode(frames)
/// try gif.write(to: URL(fileURLWithPath: "scene.gif"))
/// ```
public struct GIFEncoder: Sendable {
  /// Frames per second, positive and finite.
  public var framesPerSecond: Double
  /// Whether colours between palette levels are dithered (the default) or rounded to the
  /// nearest level.
  public var dithers: Bool
  /// Whether frames are encoded on all cores (the default) or one after another; the output is
  /// the same either way.
  public var isParallel: Bool

  /// An encoder at `framesPerSecond`.
  public init(framesPerSecond: Double = 30, dithers: Bool = true, isParallel: Bool = true) {
    self.framesPerSecond = framesPerSecond
    self.dithers = dithers
    self.isParallel = isParallel
  }

  /// The GIF of `frames`, shown in order, each for one frame's time.
  ///
  /// - Throws: `GIFError.noFrames`, `GIFError.frameSizeMismatch` when a frame's size differs
  ///   from the first's, `GIFError.invalidFrameRate` for a rate that is not positive and
  ///   finite.
  ///
  /// Complexity: O(n) in the total number of pixels.
  public func encode(_ frames: [Bitmap]) throws(GIFError) -> Data {
    guard let first = frames.first else { throw .noFrames }
    for (index, frame) in frames.enumerated()
    where frame.width != first.width || frame.height != first.height {
      throw .frameSizeMismatch(
        index: index, width: frame.width, height: frame.height, expectedWidth: first.width,
        expectedHeight: first.height)
    }
    let delays = try Self.delays(frameCount: frames.count, framesPerSecond: framesPerSecond)
    let width = first.width
    let palette = GIFPalette.shared
    let dithers = dithers
    let indices = map(frames.count) { palette.indices(of: frames[$0], dithers: dithers) }
    let changes = map(frames.count) { index in
      index == 0
        ? (changed: nil, cleared: nil)
        : GIFFramePlan.changes(from: indices[index - 1], to: indices[index], width: width)
    }
    let plans = GIFFramePlan.plans(width: width, height: first.height, changes: changes)
    let blocks = map(frames.count) { index in
      let previous = index == 0 ? nil : (indices: indices[index - 1], plan: plans[index - 1])
      let stored = plans[index].storedIndices(of: indices[index], width: width, previous: previous)
      var encoder = GIFLZWEncoder()
      return Self.frameHeader(plan: plans[index], delay: delays[index]) + encoder.encode(stored)
    }
    var out = Self.header(width: width, height: first.height)
    out.reserveCapacity(out.count + blocks.reduce(1) { $0 + $1.count })
    for block in blocks { out += block }
    out.append(0x3B)
    return Data(out)
  }

  /// The delay of each of `frameCount` frames at `framesPerSecond`, in hundredths of a second.
  ///
  /// Frame k ends at `round(100 × (k + 1) / framesPerSecond)`, halves rounding up, so the
  /// delays add up to the whole animation's duration rounded once. Delays above 65,535 (GIF's
  /// largest) are clamped.
  ///
  /// - Throws: `GIFError.invalidFrameRate` for a rate that is not positive and finite.
  public static func delays(frameCount: Int, framesPerSecond: Double) throws(GIFError) -> [Int] {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw .invalidFrameRate(framesPerSecond)
    }
    var delays: [Int] = []
    delays.reserveCapacity(max(0, frameCount))
    var previousEnd = 0.0
    for frame in 0..<max(0, frameCount) {
      let end = (100 * Double(frame + 1) / framesPerSecond).rounded(.toNearestOrAwayFromZero)
      delays.append(Int(min(65_535, end - previousEnd)))
      previousEnd = end
    }
    return delays
  }

  // MARK: - Private

  /// `transform` of 0..<count, in parallel when the encoder is, in order.
  private func map<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    parallelMap(count, isParallel: isParallel, transform)
  }

  /// The header, logical screen descriptor, global colour table and looping extension.
  private static func header(width: Int, height: Int) -> [UInt8] {
    var out = Array("GIF89a".utf8)
    out += littleEndian(width) + littleEndian(height)
    // A global colour table of 2^(7 + 1) entries, 8 bits a primary; transparent background.
    out += [0xF7, GIFPalette.transparentIndex, 0]
    out += GIFPalette.colorTable
    // NETSCAPE2.0 application extension: loop forever (count 0).
    out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    return out
  }

  /// The graphic control extension and image descriptor of a frame.
  private static func frameHeader(plan: GIFFramePlan, delay: Int) -> [UInt8] {
    // Disposal in bits 2–4, transparency flag in bit 0.
    var out: [UInt8] = [0x21, 0xF9, 0x04, plan.disposal.rawValue << 2 | 1]
    out += littleEndian(delay) + [GIFPalette.transparentIndex, 0]
    out.append(0x2C)
    out += littleEndian(plan.rect.x) + littleEndian(plan.rect.y)
    out += littleEndian(plan.rect.width) + littleEndian(plan.rect.height)
    out.append(0)
    return out
  }

  private static func littleEndian(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
  }
}
