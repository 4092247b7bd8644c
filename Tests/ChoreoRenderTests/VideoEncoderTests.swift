import Foundation
import Testing

@testable import ChoreoRender

/// A folder of its own under the system's temporary folder, removed by `remove()`.
private struct Scratch {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-video-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
  }

  /// Writes an executable `/bin/sh` script named `name` whose body is `body`.
  func script(_ name: String, _ body: String) throws -> String {
    try executable(name, Array(("#!/bin/sh\n" + body + "\n").utf8))
  }

  /// Writes `bytes` to a new executable file named `name`.
  ///
  /// The file is opened close-on-exec: a process another test starts meanwhile must not
  /// inherit it open for writing, or running it fails with "Text file busy".
  func executable(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = folder.appendingPathComponent(name).path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    guard write(descriptor, bytes, bytes.count) == bytes.count else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    return path
  }

  /// The names in the folder, sorted, hidden ones included.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// Serialized so that no test writes a fake ffmpeg while another starts one (see
/// `Scratch.executable`).
@Suite("Video encoder", .serialized)
struct VideoEncoderTests {
  private static let hasFFmpeg = FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")

  /// A fake ffmpeg that copies its input to its last argument, as a successful ffmpeg would
  /// leave a file there, and records its arguments one a line in `arguments.txt`.
  private static let copyingFFmpeg = """
    for last in "$@"; do :; done
    printf '%s\\n' "$@" > "$(dirname "$0")/arguments.txt"
    cat > "$last"
    """

  private static func bitmap(width: Int, height: Int, _ pixel: Bitmap.Pixel) throws -> Bitmap {
    var bitmap = try Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { bitmap[x, y] = pixel }
    }
    return bitmap
  }

  /// `count` frames of `width` × `height`, frame k filled with grey level 20 × k.
  private static func frames(count: Int, width: Int, height: Int) throws -> [Bitmap] {
    try (0..<count).map { index in
      let level = UInt8(20 * index)
      return try bitmap(
        width: width, height: height,
        Bitmap.Pixel(red: level, green: level, blue: level, alpha: 255))
    }
  }

  // MARK: - Frames as ffmpeg reads them

  @Test func premultipliedPixelsAreCompositedOverTheBackground() throws {
    var bitmap = try Bitmap(width: 2, height: 1)
    // Half-transparent red (premultiplied 128 of alpha 128) and fully transparent.
    bitmap[0, 0] = Bitmap.Pixel(red: 128, green: 0, blue: 0, alpha: 128)
    bitmap[1, 0] = .clear
    let background = Bitmap.Pixel(red: 0, green: 100, blue: 255, alpha: 0)
    let bytes = VideoEncoder.opaqueBytes(of: bitmap, over: background, width: 2, height: 1)
    let uncovered = 255 - 128
    #expect(
      bytes == [
        128, UInt8((100 * uncovered + 127) / 255), UInt8((255 * uncovered + 127) / 255), 255,
        0, 100, 255, 255,
      ])
  }

  @Test func oddSidesArePaddedWithTheBackground() throws {
    let red = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    let bitmap = try Self.bitmap(width: 1, height: 1, red)
    let background = Bitmap.Pixel(red: 1, green: 2, blue: 3, alpha: 255)
    let bytes = VideoEncoder.opaqueBytes(of: bitmap, over: background, width: 2, height: 2)
    #expect(bytes == [255, 0, 0, 255] + [1, 2, 3, 255] + [1, 2, 3, 255] + [1, 2, 3, 255])
  }

  @Test func argumentsFollowTheFormat() {
    let mp4 = VideoEncoder(format: .mp4, framesPerSecond: 24)
      .arguments(width: 4, height: 2, output: "/out/x")
    #expect(
      mp4 == [
        "-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "4x2",
        "-r", "24", "-i", "-", "-an", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags",
        "+faststart", "-f", "mp4", "-y", "/out/x",
      ])
    let webm = VideoEncoder(format: .webm, framesPerSecond: 29.97)
      .arguments(width: 4, height: 2, output: "/out/x")
    #expect(webm.contains("libvpx-vp9"))
    #expect(webm[webm.firstIndex(of: "-r").map { $0 + 1 } ?? 0] == "29.97")
    #expect(webm.suffix(4) == ["-f", "webm", "-y", "/out/x"])
  }

  // MARK: - Finding ffmpeg

  @Test func ffmpegIsFoundInTheFirstFolderOnPathThatHasIt() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let bin = scratch.folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: false)
    let ffmpeg = try scratch.script("bin/ffmpeg", "exit 0")
    let found = try VideoEncoder.locateFFmpeg(
      nil, searchPath: "\(scratch.folder.path)/missing:\(bin.path):/usr/bin")
    #expect(found == ffmpeg)
  }

  @Test func ffmpegMissingFromPathSaysHowToInstallIt() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(throws: VideoEncoderError.ffmpegNotFound(path: nil)) {
      try VideoEncoder.locateFFmpeg(nil, searchPath: scratch.folder.path)
    }
    #expect(
      VideoEncoderError.ffmpegNotFound(path: nil).description
        == "ffmpeg was not found on PATH; install Debian's ffmpeg package (apt-get install ffmpeg)"
    )
  }

  @Test func missingFFmpegPathLeavesNothingBehind() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let missing = scratch.folder.appendingPathComponent("ffmpeg").path
    let encoder = VideoEncoder(ffmpegPath: missing)
    let output = scratch.folder.appendingPathComponent("out.mp4")
    #expect(throws: VideoEncoderError.ffmpegNotFound(path: missing)) {
      try encoder.encode(try Self.frames(count: 2, width: 4, height: 4), to: output)
    }
    #expect(try scratch.contents() == [])
  }

  // MARK: - Failures

  @Test func ffmpegThatCannotRunSaysWhy() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // Executable, but neither a script nor a program the system can load.
    let ffmpeg = try scratch.executable("ffmpeg", [0, 1, 2, 3])
    let output = scratch.folder.appendingPathComponent("out.mp4")
    #expect(
      throws: VideoEncoderError.ffmpegLaunchFailed(path: ffmpeg, reason: "Exec format error")
    ) {
      try VideoEncoder(ffmpegPath: ffmpeg).encode(
        try Self.frames(count: 1, width: 2, height: 2), to: output)
    }
    #expect(try scratch.contents() == ["ffmpeg"])
  }

  @Test func ffmpegExitingAtOnceReportsItsError() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script(
      "ffmpeg",
      """
      echo "fake ffmpeg: starting" >&2
      echo "Unknown encoder 'libx264'" >&2
      exit 1
      """)
    let output = scratch.folder.appendingPathComponent("out.mp4")
    #expect(
      throws: VideoEncoderError.ffmpegFailed(
        status: 1, standardError: "fake ffmpeg: starting\nUnknown encoder 'libx264'")
    ) {
      try VideoEncoder(ffmpegPath: ffmpeg).encode(
        try Self.frames(count: 10, width: 200, height: 100), to: output)
    }
    #expect(try scratch.contents() == ["ffmpeg"])
  }

  /// Frames of 80,000 bytes overflow a 64 KiB pipe, so the writer meets the closed pipe; the
  /// test process surviving it shows SIGPIPE is ignored.
  @Test func ffmpegDyingMidStreamReportsItsErrorAndLeavesNothing() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script(
      "ffmpeg",
      """
      head -c 1000 > /dev/null
      echo "fake ffmpeg: out of cheese" >&2
      exit 3
      """)
    let output = scratch.folder.appendingPathComponent("out.mp4")
    #expect(
      throws: VideoEncoderError.ffmpegFailed(
        status: 3, standardError: "fake ffmpeg: out of cheese")
    ) {
      try VideoEncoder(ffmpegPath: ffmpeg).encode(
        try Self.frames(count: 10, width: 200, height: 100), to: output)
    }
    #expect(try scratch.contents() == ["ffmpeg"])
  }

  @Test func ffmpegExitingSuccessfullyBeforeTheLastFrameIsAnError() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script(
      "ffmpeg",
      """
      for last in "$@"; do :; done
      head -c 1000 > "$last"
      exit 0
      """)
    let output = scratch.folder.appendingPathComponent("out.mp4")
    let error = #expect(throws: VideoEncoderError.self) {
      try VideoEncoder(ffmpegPath: ffmpeg).encode(
        try Self.frames(count: 10, width: 200, height: 100), to: output)
    }
    guard case .ffmpegStoppedReading(let frame, _) = error else {
      Issue.record("expected ffmpegStoppedReading, got \(String(describing: error))")
      return
    }
    #expect(frame < 10)
    #expect(try scratch.contents() == ["ffmpeg"])
  }

  @Test func ffmpegKilledBySignalIsReported() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script("ffmpeg", "echo 'fake ffmpeg: bye' >&2\nkill -KILL $$")
    let output = scratch.folder.appendingPathComponent("out.webm")
    #expect(
      throws: VideoEncoderError.ffmpegKilled(signal: SIGKILL, standardError: "fake ffmpeg: bye")
    ) {
      try VideoEncoder(format: .webm, ffmpegPath: ffmpeg).encode(
        try Self.frames(count: 3, width: 8, height: 8), to: output)
    }
    #expect(try scratch.contents() == ["ffmpeg"])
  }

  @Test func failureKeepsTheFileAlreadyAtTheDestination() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script("ffmpeg", "echo broken >&2\nexit 1")
    let output = scratch.folder.appendingPathComponent("out.mp4")
    try Data("old video".utf8).write(to: output)
    #expect(throws: VideoEncoderError.self) {
      try VideoEncoder(ffmpegPath: ffmpeg).encode(
        try Self.frames(count: 2, width: 4, height: 4), to: output)
    }
    #expect(try Data(contentsOf: output) == Data("old video".utf8))
    #expect(try scratch.contents() == ["ffmpeg", "out.mp4"])
  }

  @Test func framesOfMixedSizesStopFFmpegAndLeaveNothing() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script("ffmpeg", Self.copyingFFmpeg)
    let output = scratch.folder.appendingPathComponent("out.mp4")
    var frames = try Self.frames(count: 3, width: 4, height: 4)
    frames[2] = try Self.bitmap(width: 5, height: 4, .clear)
    #expect(
      throws: VideoEncoderError.frameSizeMismatch(
        index: 2, width: 5, height: 4, expectedWidth: 4, expectedHeight: 4)
    ) {
      try VideoEncoder(ffmpegPath: ffmpeg).encode(frames, to: output)
    }
    #expect(try scratch.contents() == ["arguments.txt", "ffmpeg"])
  }

  @Test func zeroFramesIsAnErrorBeforeFFmpegIsLookedFor() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let encoder = VideoEncoder(ffmpegPath: scratch.folder.appendingPathComponent("none").path)
    #expect(throws: VideoEncoderError.noFrames) {
      try encoder.encode([Bitmap](), to: scratch.folder.appendingPathComponent("out.mp4"))
    }
    #expect(try scratch.contents() == [])
  }

  @Test(arguments: [0, -1, Double.nan, Double.infinity])
  func badFrameRatesAreRefused(rate: Double) throws {
    let encoder = VideoEncoder(framesPerSecond: rate, ffmpegPath: "/nonexistent/ffmpeg")
    let error = #expect(throws: VideoEncoderError.self) {
      try encoder.encode(
        try Self.frames(count: 1, width: 2, height: 2),
        to: URL(fileURLWithPath: "/nonexistent/x.mp4"))
    }
    guard case .invalidFrameRate = error else {
      Issue.record("expected invalidFrameRate, got \(String(describing: error))")
      return
    }
  }

  @Test func missingDestinationFolderIsReportedBeforeFFmpegStarts() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script("ffmpeg", Self.copyingFFmpeg)
    let output = scratch.folder.appendingPathComponent("missing/out.mp4")
    let error = #expect(throws: VideoEncoderError.self) {
      try VideoEncoder(ffmpegPath: ffmpeg).encode(
        try Self.frames(count: 1, width: 2, height: 2), to: output)
    }
    #expect(error == .outputFailed(path: output.path, reason: "No such file or directory"))
    #expect(try scratch.contents() == ["ffmpeg"])
  }

  // MARK: - Success

  @Test func framesStreamInOrderAndTheFileMovesIntoPlace() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script("ffmpeg", Self.copyingFFmpeg)
    let output = scratch.folder.appendingPathComponent("out.mp4")
    try Data("old video".utf8).write(to: output)
    let frames = try Self.frames(count: 4, width: 3, height: 5)
    let encoder = VideoEncoder(framesPerSecond: 12, ffmpegPath: ffmpeg)
    try encoder.encode(frames, to: output)

    let white = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    let expected = frames.flatMap {
      VideoEncoder.opaqueBytes(of: $0, over: white, width: 4, height: 6)
    }
    #expect(try Data(contentsOf: output) == Data(expected))
    #expect(try scratch.contents() == ["arguments.txt", "ffmpeg", "out.mp4"])
    let arguments = try String(
      contentsOf: scratch.folder.appendingPathComponent("arguments.txt"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    let temporary = try #require(arguments.last)
    #expect(arguments == encoder.arguments(width: 4, height: 6, output: temporary))
    #expect(temporary.hasPrefix(scratch.folder.path + "/.out.mp4.partial-"))
  }

  @Test func aVideoWithTheLongestNameIsWritten() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script("ffmpeg", Self.copyingFFmpeg)
    let name = String(repeating: "v", count: 251) + ".mp4"
    let output = scratch.folder.appendingPathComponent(name)
    try VideoEncoder(ffmpegPath: ffmpeg).encode(
      Self.frames(count: 2, width: 4, height: 4), to: output)
    #expect(try scratch.contents() == ["arguments.txt", "ffmpeg", name])
  }

  @Test func lazySequencesStreamOneFrameAtATime() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script("ffmpeg", Self.copyingFFmpeg)
    let output = scratch.folder.appendingPathComponent("out.webm")
    let frames = (0..<3).lazy.compactMap { index in
      try? Self.bitmap(
        width: 2, height: 2,
        Bitmap.Pixel(red: UInt8(index), green: 0, blue: 0, alpha: 255))
    }
    try VideoEncoder(format: .webm, ffmpegPath: ffmpeg).encode(frames, to: output)
    let reds = try Data(contentsOf: output).enumerated().filter { $0.offset % 16 == 0 }
    #expect(reds.map(\.element) == [0, 1, 2])
  }

  @Test func ffmpegWritingNothingIsAnError() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ffmpeg = try scratch.script("ffmpeg", "cat > /dev/null")
    let output = scratch.folder.appendingPathComponent("out.mp4")
    #expect(
      throws: VideoEncoderError.outputFailed(
        path: output.path, reason: "ffmpeg exited successfully but wrote nothing")
    ) {
      try VideoEncoder(ffmpegPath: ffmpeg).encode(
        try Self.frames(count: 2, width: 2, height: 2), to: output)
    }
    #expect(try scratch.contents() == ["ffmpeg"])
  }

  // MARK: - Real ffmpeg

  @Test(
    .enabled(if: hasFFmpeg, "needs /usr/bin/ffmpeg (apt-get install ffmpeg)"),
    arguments: VideoEncoder.Format.allCases)
  func realFFmpegWritesAVideo(format: VideoEncoder.Format) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let output = scratch.folder.appendingPathComponent("out.\(format.rawValue)")
    // Odd sides exercise the padding yuv420p needs.
    var frames: [Bitmap] = []
    for index in 0..<10 {
      var frame = try Bitmap(width: 15, height: 9)
      frame[index, 4] = Bitmap.Pixel(red: 200, green: 0, blue: 0, alpha: 255)
      frames.append(frame)
    }
    try VideoEncoder(format: format, framesPerSecond: 10, ffmpegPath: "/usr/bin/ffmpeg")
      .encode(frames, to: output)
    let bytes = [UInt8](try Data(contentsOf: output))
    switch format {
    case .mp4: #expect(bytes.count > 8 && bytes[4..<8] == Array("ftyp".utf8)[...])
    case .webm: #expect(bytes.starts(with: [0x1A, 0x45, 0xDF, 0xA3]))
    }
    #expect(try scratch.contents() == [output.lastPathComponent])
  }
}
