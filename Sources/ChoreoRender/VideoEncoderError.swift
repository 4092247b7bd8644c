/// Why `VideoEncoder` could not write a video.
///
/// After any of these, no file is left at the destination or beside it.
public enum VideoEncoderError: Error, Equatable, CustomStringConvertible, Sendable {
  /// No frames were given.
  case noFrames
  /// A frame's size differs from the first frame's.
  case frameSizeMismatch(
    index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
  /// The frame rate is not a positive finite number.
  case invalidFrameRate(Double)
  /// No ffmpeg executable at the given path, or, for `nil`, in any folder on `PATH`.
  case ffmpegNotFound(path: String?)
  /// ffmpeg could not be started.
  case ffmpegLaunchFailed(path: String, reason: String)
  /// ffmpeg exited with a non-zero status; `standardError` holds its last lines of output.
  case ffmpegFailed(status: Int32, standardError: String)
  /// ffmpeg was ended by a signal; `standardError` holds its last lines of output.
  case ffmpegKilled(signal: Int32, standardError: String)
  /// ffmpeg exited successfully but stopped reading before frame `frame` was written.
  case ffmpegStoppedReading(frame: Int, standardError: String)
  /// The video file could not be created or put in place at `path`.
  case outputFailed(path: String, reason: String)

  public var description: String {
    switch self {
    case .noFrames:
      return "cannot encode a video without frames: pass at least one bitmap"
    case .frameSizeMismatch(let index, let width, let height, let expectedWidth, let expectedHeight):
      return
        "cannot encode a video from frames of different sizes: frame \(index) is \(width) × "
        + "\(height) pixels, the first is \(expectedWidth) × \(expectedHeight); render every "
        + "frame at one size"
    case .invalidFrameRate(let rate):
      return "cannot encode a video at \(rate) frames per second: use a positive, finite rate"
    case .ffmpegNotFound(nil):
      return
        "ffmpeg was not found on PATH; install Debian's ffmpeg package (apt-get install ffmpeg)"
    case .ffmpegNotFound(let path?):
      return
        "ffmpeg was not found at \(path) (no executable file there); pass the path of an ffmpeg "
        + "executable, or none to use the one on PATH (apt-get install ffmpeg installs it)"
    case .ffmpegLaunchFailed(let path, let reason):
      return "could not start ffmpeg at \(path): \(reason); check that it is an executable program"
    case .ffmpegFailed(let status, let standardError):
      return
        "ffmpeg failed with exit status \(status); check that the destination folder is "
        + "writable and that this ffmpeg has the libx264 (MP4) or libvpx-vp9 (WebM) encoder, as "
        + "Debian's ffmpeg package does" + Self.output(standardError)
    case .ffmpegKilled(let signal, let standardError):
      return
        "ffmpeg was ended by signal \(signal); encode again, and check that nothing else stops "
        + "it (a memory limit, a timeout)" + Self.output(standardError)
    case .ffmpegStoppedReading(let frame, let standardError):
      return
        "ffmpeg exited before reading frame \(frame); check that the program at the ffmpeg "
        + "path is ffmpeg" + Self.output(standardError)
    case .outputFailed(let path, let reason):
      return "could not write the video at \(path): \(reason)"
    }
  }

  // MARK: - Private

  private static func output(_ standardError: String) -> String {
    standardError.isEmpty
      ? " (ffmpeg printed nothing)" : "\nffmpeg's last output:\n\(standardError)"
  }
}
