import CZlib
import Foundation

/// Writes bitmaps as an animated PNG (APNG) that loops forever.
///
/// Each frame is compressed as `Bitmap.pngData()` compresses a still, on every core when
/// `isParallel`, and the frames are assembled in order: the first frame is the file's default
/// image (what viewers without APNG support show), the others follow as frame data chunks.
/// Every frame covers the whole canvas and replaces the one before. Delays are exact: each
/// frame lasts 100 / (100 × fps) seconds, fps rounded to hundredths.
///
/// ```swift
/// let data = try APNGEncoder(framesPerSecond: 30).encode(bitmaps)
/// ```
public struct APNGEncoder: Sendable {
  /// Frames per second, 1…120.
  public var framesPerSecond: Double
  /// Whether frames are compressed on every core (the output is the same either way).
  public var isParallel: Bool

  /// An encoder at `framesPerSecond`.
  public init(framesPerSecond: Double = 30, isParallel: Bool = true) {
    self.framesPerSecond = framesPerSecond
    self.isParallel = isParallel
  }

  /// The APNG file of `frames`, which must all have the first one's size.
  ///
  /// - Throws: `APNGError` for no frames, frames of different sizes or a frame rate outside
  ///   1…120; `RenderError.compressionFailed` if zlib fails.
  public func encode(_ frames: [Bitmap]) throws -> Data {
    guard let first = frames.first else { throw APNGError.noFrames }
    guard framesPerSecond.isFinite, framesPerSecond >= 1, framesPerSecond <= 120 else {
      throw APNGError.invalidFrameRate(framesPerSecond)
    }
    if let index = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }
    ) {
      throw APNGError.frameSizeMismatch(index: index)
    }
    let stills = try parallelMap(frames.count, isParallel: isParallel) { index in
      Result { try frames[index].pngData() }
    }.map { try $0.get() }
    var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let firstChunks = Self.chunks(of: stills[0])
    for chunk in firstChunks where chunk.type == "IHDR" {
      Self.append(chunk.type, chunk.body, to: &file)
    }
    Self.append("acTL", Self.uint32(frames.count) + Self.uint32(0), to: &file)
    var sequence = 0
    let delayDenominator = UInt16((framesPerSecond * 100).rounded())
    for (index, still) in stills.enumerated() {
      var control = Self.uint32(sequence) + Self.uint32(first.width) + Self.uint32(first.height)
      control += Self.uint32(0) + Self.uint32(0)
      control += [0, 100, UInt8(delayDenominator >> 8), UInt8(delayDenominator & 0xFF)]
      // Dispose: none; blend: source (the frame replaces the canvas).
      control += [0, 0]
      Self.append("fcTL", control, to: &file)
      sequence += 1
      for chunk in (index == 0 ? firstChunks : Self.chunks(of: still)) where chunk.type == "IDAT" {
        if index == 0 {
          Self.append("IDAT", chunk.body, to: &file)
        } else {
          Self.append("fdAT", Self.uint32(sequence) + chunk.body, to: &file)
          sequence += 1
        }
      }
    }
    Self.append("IEND", [], to: &file)
    return file
  }

  // MARK: - Private

  /// The chunks of a PNG file Choreo wrote: its type and body, in order.
  private static func chunks(of png: Data) -> [(type: String, body: [UInt8])] {
    let bytes = [UInt8](png)
    var result: [(String, [UInt8])] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= bytes.count else { break }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      result.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return result
  }

  private static func append(_ type: String, _ body: [UInt8], to file: inout Data) {
    let typed = Array(type.utf8) + body
    file.append(contentsOf: uint32(body.count))
    file.append(contentsOf: typed)
    let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    file.append(contentsOf: uint32(Int(crc)))
  }

  private static func uint32(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}

/// Why an APNG could not be made.
public enum APNGError: Error, Equatable, CustomStringConvertible, Sendable {
  /// There were no frames.
  case noFrames
  /// The frame at this index has a different size from the first.
  case frameSizeMismatch(index: Int)
  /// A frame rate outside 1…120 or not a number.
  case invalidFrameRate(Double)

  public var description: String {
    switch self {
    case .noFrames: return "an APNG needs at least one frame"
    case .frameSizeMismatch(let index):
      return "frame \(index) is not the size of the first; every frame must be the same size"
    case .invalidFrameRate(let fps):
      return "the frame rate \(fps) is not usable: give 1 to 120 frames a second"
    }
  }
}
