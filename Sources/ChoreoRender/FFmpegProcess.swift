import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One running ffmpeg: bytes go to its standard input, its standard error is kept.
///
/// Standard error is read on another thread while frames are written, so an ffmpeg that prints
/// a lot cannot fill its pipe and stop while the writer waits for it to read. Only the last
/// `keptBytes` of it are kept. Standard output goes to `/dev/null`.
///
/// Writing to a pipe whose reader has exited raises SIGPIPE, whose default action ends the
/// process. The first `FFmpegProcess` sets SIGPIPE to be ignored for the whole process (as
/// servers do), so such a write fails with `EPIPE` instead and `write(_:)` returns `false`.
final class FFmpegProcess {
  /// How much of the end of standard error is kept, in bytes.
  static let keptBytes = 16_384
  /// How many of the last lines of standard error `finish()` reports.
  static let reportedLines = 12

  /// How ffmpeg ended.
  enum Ending: Equatable {
    case exited(status: Int32)
    case killed(signal: Int32)
  }

  private let process = Process()
  private let input = Pipe()
  private let errors = Pipe()
  private let collected = CollectedOutput()
  private let reader = DispatchGroup()
  private var inputIsOpen = true

  /// Starts `executable` with `arguments`.
  ///
  /// - Throws: `VideoEncoderError.ffmpegLaunchFailed` when the program cannot be started.
  init(executable: String, arguments: [String]) throws(VideoEncoderError) {
    _ = Self.ignoresBrokenPipes
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .ffmpegLaunchFailed(path: executable, reason: Self.reason(error))
    }
    // The reader holds the handle, so its descriptor stays open as long as it reads.
    let handle = errors.fileHandleForReading
    let collected = collected
    DispatchQueue.global().async(group: reader) {
      var chunk = [UInt8](repeating: 0, count: 4_096)
      while true {
        let count = chunk.withUnsafeMutableBytes { systemRead(handle.fileDescriptor, $0) }
        if count <= 0 { break }
        collected.append(chunk[..<count])
      }
    }
  }

  /// Writes all of `bytes` to ffmpeg's standard input; `false` if ffmpeg stopped reading.
  func write(_ bytes: [UInt8]) -> Bool {
    guard inputIsOpen else { return false }
    let descriptor = input.fileHandleForWriting.fileDescriptor
    return bytes.withUnsafeBytes { buffer in
      var rest = buffer[...]
      while !rest.isEmpty {
        let written = systemWrite(descriptor, UnsafeRawBufferPointer(rebasing: rest))
        if written < 0 { return false }
        rest = rest.dropFirst(written)
      }
      return true
    }
  }

  /// Closes standard input, waits for ffmpeg to exit, and returns how it ended with the last
  /// lines of its standard error.
  func finish() -> (ending: Ending, standardError: String) {
    closeInput()
    process.waitUntilExit()
    reader.wait()
    let ending: Ending =
      process.terminationReason == .uncaughtSignal
      ? .killed(signal: process.terminationStatus) : .exited(status: process.terminationStatus)
    return (ending, collected.lastLines(Self.reportedLines))
  }

  /// Asks ffmpeg to stop (SIGTERM) and waits for it to exit.
  func cancel() {
    if process.isRunning { process.terminate() }
    _ = finish()
  }

  // MARK: - Private

  /// Why `Process.run()` failed: the system's words for its POSIX error when it carries one
  /// (Foundation reports many of them only as a generic file error).
  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }

  private static let ignoresBrokenPipes: Void = {
    _ = signal(SIGPIPE, SIG_IGN)
  }()

  private func closeInput() {
    guard inputIsOpen else { return }
    inputIsOpen = false
    try? input.fileHandleForWriting.close()
  }
}

/// The end of a stream of bytes, appended from one thread and read from another.
private final class CollectedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes = Data()

  func append(_ chunk: ArraySlice<UInt8>) {
    lock.lock()
    defer { lock.unlock() }
    bytes.append(contentsOf: chunk)
    if bytes.count > 2 * FFmpegProcess.keptBytes {
      bytes = Data(bytes.suffix(FFmpegProcess.keptBytes))
    }
  }

  /// The last `count` non-empty lines, decoded as UTF-8 (invalid bytes become U+FFFD).
  func lastLines(_ count: Int) -> String {
    lock.lock()
    let kept = bytes.suffix(FFmpegProcess.keptBytes)
    lock.unlock()
    let text = String(decoding: kept, as: UTF8.self)
    let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    return lines.suffix(count).joined(separator: "\n")
  }
}

/// `read(2)` into `buffer`, retried when interrupted: the count read, 0 at the end, -1 on error.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  guard let base = buffer.baseAddress else { return 0 }
  while true {
    let count = read(descriptor, base, buffer.count)
    if count < 0 && errno == EINTR { continue }
    return count
  }
}

/// `write(2)` from `buffer`, retried when interrupted: the count written, or -1 on error.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
  guard let base = buffer.baseAddress else { return 0 }
  while true {
    let count = write(descriptor, base, buffer.count)
    if count < 0 && errno == EINTR { continue }
    return count
  }
}
