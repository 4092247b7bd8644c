import Foundation

/// Writes files so that a reader sees either the whole new file or nothing new: bytes go to a
/// temporary file beside the destination, which is renamed over it once complete.
///
/// A failure (an unwritable or missing directory, a full disk) throws `OutputError` and
/// removes the temporary file; the destination is left as it was.
///
/// ```swift
/// try AtomicWriter().write(svg, to: URL(fileURLWithPath: "frame.svg"))
/// ```
public struct AtomicWriter: Sendable {
  /// Writes bytes to a new file; tests replace it to simulate a full disk.
  let writeBytes: @Sendable (Data, URL) throws -> Void

  /// A writer that writes through the file system.
  public init() {
    writeBytes = { data, url in try data.write(to: url, options: [.withoutOverwriting]) }
  }

  init(writeBytes: @escaping @Sendable (Data, URL) throws -> Void) {
    self.writeBytes = writeBytes
  }

  /// Checks that `url`'s folder exists, so a long export fails before it starts rather than
  /// at the end.
  public func checkDestination(_ url: URL) throws {
    try Self.checkDirectory(url.deletingLastPathComponent(), for: url)
  }

  /// Writes `data` to `url`, replacing any file there.
  public func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try Self.checkDirectory(directory, for: url)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).partial-\(UUID().uuidString.prefix(8))")
    do {
      try writeBytes(data, temporary)
      // rename(2) replaces the destination in one step.
      guard rename(temporary.path, url.path) == 0 else {
        throw OutputError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw (error as? OutputError)
        ?? OutputError.cannotWrite(path: url.path, reason: Self.reason(error))
    }
  }

  /// Writes `text` as UTF-8 to `url`.
  public func write(_ text: String, to url: URL) throws {
    try write(Data(text.utf8), to: url)
  }

  /// Writes a folder of files (an image sequence): each `(name, data)` pair becomes a file in
  /// a temporary folder beside `url`, which then replaces the folder at `url`.
  public func writeFolder(_ files: [(name: String, data: Data)], to url: URL) throws {
    let parent = url.deletingLastPathComponent()
    try Self.checkDirectory(parent, for: url)
    let temporary = parent.appendingPathComponent(
      ".\(url.lastPathComponent).partial-\(UUID().uuidString.prefix(8))")
    do {
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
      for file in files {
        try writeBytes(file.data, temporary.appendingPathComponent(file.name))
      }
      try Self.replace(url, with: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw (error as? OutputError)
        ?? OutputError.cannotWrite(path: url.path, reason: Self.reason(error))
    }
  }

  // MARK: - Private

  private static func checkDirectory(_ directory: URL, for url: URL) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw OutputError.cannotWrite(
        path: url.path, reason: "the folder \(directory.path) does not exist")
    }
  }

  /// Renames the folder `temporary` to `url`, removing what was at `url` first (a folder
  /// cannot be renamed over another in one step).
  private static func replace(_ url: URL, with temporary: URL) throws {
    if FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.removeItem(at: url)
    }
    try FileManager.default.moveItem(at: temporary, to: url)
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(nsError.code)))
    }
    return nsError.localizedDescription
  }
}

/// Why an output could not be written.
public enum OutputError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The file or folder could not be written; nothing was left behind.
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason):
      return "cannot write \(path): \(reason); nothing was written"
    }
  }
}
