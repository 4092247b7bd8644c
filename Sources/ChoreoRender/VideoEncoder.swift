import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Encodes bitmaps of one size as an MP4 (H.264) or WebM (VP9) video with the `ffmpeg`
/// program.
///
/// Frames stream to ffmpeg's standard input as raw RGBA, one after another, so a lazy sequence
/// that renders each frame when asked for it never holds more than one in memory. Video has no
/// transparency: each frame is composited over `background` first. Both formats store colour
/// as 4:2:0 YUV, which needs an even width and height, so a frame with an odd side gets one
/// more column or row of `background` on its right or bottom edge.
///
/// ffmpeg writes to a hidden temporary file beside the destination, which is renamed over the
/// destination only when ffmpeg succeeds; on any failure it is removed, so the destination is
/// either the whole new video or untouched. ffmpeg is `ffmpegPath`, or the first executable
/// named `ffmpeg` in a folder on `PATH`. MP4 uses ffmpeg's `libx264` encoder with its `+faststart`
/// layout (the index first, so browsers can play while downloading); WebM uses `libvpx-vp9`
/// at constant quality. Debian's `ffmpeg` package has both.
///
/// Encoding sets SIGPIPE to be ignored for the whole process, once, so that an ffmpeg that
/// exits early makes encoding throw rather than end the program (see `FFmpegProcess`).
///
/// ```swift
/// let frames: [Bitmap] = …  // one bitmap per frame, all of one size
/// try VideoEncoder(format: .mp4, framesPerSecond: 30)
///   .encode(frames, to: URL(fileURLWithPath: "scene.mp4"))
/// ```
public struct VideoEncoder: Sendable {
  /// A container and the codec ffmpeg fills it with.
  public enum Format: String, Sendable, CaseIterable {
    /// H.264 in an MPEG-4 file, the format every browser and player opens.
    case mp4
    /// VP9 in a WebM file, smaller at the same quality but slower to encode.
    case webm
  }

  /// The container and codec.
  public var format: Format
  /// Frames per second, positive and finite.
  public var framesPerSecond: Double
  /// The colour frames are composited over, white by default.
  ///
  /// Its alpha is ignored: the background is always opaque.
  public var background: Bitmap.Pixel
  /// The ffmpeg executable, or `nil` (the default) for the first `ffmpeg` on `PATH`.
  public var ffmpegPath: String?

  /// An encoder writing `format` at `framesPerSecond`, over `background`.
  public init(
    format: Format = .mp4, framesPerSecond: Double = 30,
    background: Bitmap.Pixel = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255),
    ffmpegPath: String? = nil
  ) {
    self.format = format
    self.framesPerSecond = framesPerSecond
    self.background = background
    self.ffmpegPath = ffmpegPath
  }

  /// Writes `frames`, in order, each shown for one frame's time, as a video file at `url`.
  ///
  /// Blocks until ffmpeg has finished. An existing file at `url` is replaced only when the new
  /// video is complete.
  ///
  /// - Throws: `VideoEncoderError.noFrames`, `.frameSizeMismatch` when a frame's size differs
  ///   from the first's, `.invalidFrameRate`, `.ffmpegNotFound`, `.ffmpegLaunchFailed`,
  ///   `.ffmpegFailed`, `.ffmpegKilled` or `.ffmpegStoppedReading` when ffmpeg fails, and
  ///   `.outputFailed` when the file cannot be created or put in place.
  ///
  /// Complexity: O(n) in the total number of pixels, plus ffmpeg's encoding time.
  public func encode(_ frames: some Sequence<Bitmap>, to url: URL) throws(VideoEncoderError) {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw .invalidFrameRate(framesPerSecond)
    }
    var iterator = frames.makeIterator()
    guard let first = iterator.next() else { throw .noFrames }
    let executable = try Self.locateFFmpeg(
      ffmpegPath, searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
    let temporary = try Self.createTemporaryFile(for: url)
    do {
      try stream(first: first, rest: &iterator, executable: executable, output: temporary)
      try Self.moveIntoPlace(temporary, url)
    } catch {
      _ = unlink(temporary.path)
      throw error
    }
  }

  /// The arguments ffmpeg runs with to encode `width` × `height` RGBA frames into `output`.
  ///
  /// `width` and `height` must be even.
  func arguments(width: Int, height: Int, output: String) -> [String] {
    var arguments = [
      "-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s",
      "\(width)x\(height)", "-r", Self.rate(framesPerSecond), "-i", "-", "-an",
    ]
    switch format {
    case .mp4:
      arguments += ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
      arguments += ["-f", "mp4"]
    case .webm:
      // Constant quality: libvpx's default bit rate is too low for sharp vector edges.
      arguments += ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "32", "-b:v", "0"]
      arguments += ["-f", "webm"]
    }
    return arguments + ["-y", output]
  }

  /// `bitmap` composited over `background` as straight, opaque RGBA, `width` × `height`
  /// pixels with `background` right of and below the bitmap.
  ///
  /// A colour channel is `c + round(b × (255 − a) / 255)` for premultiplied channel `c`,
  /// alpha `a` and background channel `b`, at most 255.
  static func opaqueBytes(
    of bitmap: Bitmap, over background: Bitmap.Pixel, width: Int, height: Int
  ) -> [UInt8] {
    let fill = [background.red, background.green, background.blue, 255]
    var out = [UInt8](repeating: 0, count: width * height * 4)
    out.withUnsafeMutableBufferPointer { out in
      bitmap.bytes.withUnsafeBufferPointer { source in
        for y in 0..<height {
          for x in 0..<width {
            let target = (y * width + x) * 4
            guard x < bitmap.width, y < bitmap.height else {
              for channel in 0..<4 { out[target + channel] = fill[channel] }
              continue
            }
            let pixel = (y * bitmap.width + x) * 4
            let uncovered = 255 - Int(source[pixel + 3])
            for channel in 0..<3 {
              let value =
                Int(source[pixel + channel]) + (Int(fill[channel]) * uncovered + 127) / 255
              out[target + channel] = UInt8(min(255, value))
            }
            out[target + 3] = 255
          }
        }
      }
    }
    return out
  }

  /// `path` if it names an executable file, or for `nil` the first executable `ffmpeg` in the
  /// colon-separated folders of `searchPath` (an empty folder is the current one).
  static func locateFFmpeg(_ path: String?, searchPath: String) throws(VideoEncoderError)
    -> String
  {
    let manager = FileManager.default
    func isProgram(_ path: String) -> Bool {
      var isDirectory: ObjCBool = false
      return manager.fileExists(atPath: path, isDirectory: &isDirectory)
        && !isDirectory.boolValue && manager.isExecutableFile(atPath: path)
    }
    if let path {
      guard isProgram(path) else { throw .ffmpegNotFound(path: path) }
      return path
    }
    for folder in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
      let candidate = (folder.isEmpty ? "." : String(folder)) + "/ffmpeg"
      if isProgram(candidate) { return candidate }
    }
    throw .ffmpegNotFound(path: nil)
  }

  // MARK: - Private

  /// Starts ffmpeg and writes every frame to it, ending it and throwing on any failure.
  private func stream(
    first: Bitmap, rest: inout some IteratorProtocol<Bitmap>, executable: String,
    output: URL
  ) throws(VideoEncoderError) {
    let width = first.width + first.width % 2
    let height = first.height + first.height % 2
    let ffmpeg = try FFmpegProcess(
      executable: executable,
      arguments: arguments(width: width, height: height, output: output.path))
    var frame: Bitmap? = first
    var index = 0
    while let bitmap = frame {
      guard bitmap.width == first.width, bitmap.height == first.height else {
        ffmpeg.cancel()
        throw .frameSizeMismatch(
          index: index, width: bitmap.width, height: bitmap.height, expectedWidth: first.width,
          expectedHeight: first.height)
      }
      let bytes = Self.opaqueBytes(of: bitmap, over: background, width: width, height: height)
      guard ffmpeg.write(bytes) else { break }
      index += 1
      frame = rest.next()
    }
    let stoppedReading = frame != nil
    let (ending, standardError) = ffmpeg.finish()
    switch ending {
    case .exited(let status) where status != 0:
      throw .ffmpegFailed(status: status, standardError: standardError)
    case .killed(let signal):
      throw .ffmpegKilled(signal: signal, standardError: standardError)
    case .exited:
      if stoppedReading { throw .ffmpegStoppedReading(frame: index, standardError: standardError) }
    }
  }

  /// A new, empty, hidden file beside `destination` for ffmpeg to write.
  ///
  /// Making it here, rather than letting ffmpeg make it, reports a missing or read-only
  /// folder before ffmpeg starts.
  private static func createTemporaryFile(for destination: URL) throws(VideoEncoderError) -> URL {
    // Within the longest file name, however long the destination's.
    let temporary = AtomicWriter.sibling(of: destination, marked: "partial")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      throw .outputFailed(path: destination.path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
    return temporary
  }

  /// Renames `temporary` over `destination`, refusing an empty file.
  private static func moveIntoPlace(_ temporary: URL, _ destination: URL) throws(VideoEncoderError)
  {
    var status = stat()
    guard stat(temporary.path, &status) == 0, status.st_size > 0 else {
      throw .outputFailed(
        path: destination.path, reason: "ffmpeg exited successfully but wrote nothing")
    }
    guard rename(temporary.path, destination.path) == 0 else {
      throw .outputFailed(path: destination.path, reason: String(cString: strerror(errno)))
    }
  }

  /// The frame rate as ffmpeg reads it: whole rates without a fraction.
  private static func rate(_ value: Double) -> String {
    value == value.rounded() && value < 1e15 ? String(Int64(value)) : String(value)
  }
}
