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

  /// Checks that a folder of files named like `names` could replace whatever is at `url` (see
  /// `writeFolder(_:to:)`), so a long export of frames fails before it starts.
  public func checkFolderDestination(_ url: URL, forFilesLike names: [String]) throws {
    let url = url.standardizedFileURL
    try Self.checkDirectory(url.deletingLastPathComponent(), for: url)
    try Self.checkReplaceable(url, byFilesLike: names)
  }

  /// Makes the folder `url` (and the folders above it) unless it is there; a file in its
  /// place, or a folder that cannot be made, throws `OutputError`.
  public func makeFolder(_ url: URL) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw OutputError.cannotWrite(path: url.path, reason: "a file is there, not a folder")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw OutputError.cannotWrite(path: url.path, reason: Self.reason(error))
    }
  }

  /// Writes `data` to `url`, replacing any file there.
  public func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try Self.checkDirectory(directory, for: url)
    let temporary = Self.sibling(of: url, marked: "partial")
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
  ///
  /// Only an earlier sequence is replaced: a folder at `url` must hold nothing but files
  /// named as these are, up to their digits and extension (`frame-0012.png` for
  /// `frame-0007.svg`), or be empty. Any other folder, or a file, at `url` is left alone and
  /// `OutputError` thrown, so a mistyped destination (`.`, a home folder) never loses what it
  /// holds.
  public func writeFolder(_ files: [(name: String, data: Data)], to url: URL) throws {
    let url = url.standardizedFileURL
    try checkFolderDestination(url, forFilesLike: files.map(\.name))
    let temporary = Self.sibling(of: url, marked: "partial")
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

  /// The longest file name, in UTF-8 bytes, that Linux and macOS file systems take.
  static let longestName = 255

  /// A new hidden name beside `url`, made of its name, `mark` and a random suffix
  /// (`.frame.svg.partial-1A2B3C4D`); the name is shortened, whole characters at a time, so
  /// that the whole fits in `longestName` bytes whatever the length of `url`'s.
  static func sibling(of url: URL, marked mark: String) -> URL {
    let suffix = ".\(mark)-\(UUID().uuidString.prefix(8))"
    var name = Substring(url.lastPathComponent)
    while 1 + name.utf8.count + suffix.utf8.count > longestName { name = name.dropLast() }
    return url.deletingLastPathComponent().appendingPathComponent(".\(name)\(suffix)")
  }

  private static func checkDirectory(_ directory: URL, for url: URL) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw OutputError.cannotWrite(
        path: url.path, reason: "the folder \(directory.path) does not exist")
    }
  }

  /// Throws unless whatever is at `url` may be replaced by a folder of files named `names`:
  /// nothing, or a folder of files named as they are once digits and extensions are taken
  /// out.
  private static func checkReplaceable(_ url: URL, byFilesLike names: [String]) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      // `fileExists` follows links: a link to nothing is still there, and would be lost.
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
        throw OutputError.cannotWrite(
          path: url.path, reason: "a link to \(target), which does not exist, is there")
      }
      return
    }
    guard isDirectory.boolValue else {
      throw OutputError.cannotWrite(
        path: url.path, reason: "a file is there; a folder of frames would replace it")
    }
    // Digits and extension taken out: `frame-0012.png` is a frame of an export to SVG too.
    func pattern(_ name: String) -> String {
      (name as NSString).deletingPathExtension.filter { !$0.isNumber }
    }
    let expected = Set(names.map(pattern))
    func isFrame(_ name: String) -> Bool {
      var isFolder: ObjCBool = false
      let path = url.appendingPathComponent(name).path
      return expected.contains(pattern(name))
        && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && !isFolder.boolValue
    }
    let present = try FileManager.default.contentsOfDirectory(atPath: url.path)
    if let other = present.first(where: { !isFrame($0) }) {
      throw OutputError.cannotWrite(
        path: url.path,
        reason: "the folder holds \(other), which is not a frame of an earlier export; "
          + "choose a new or empty folder")
    }
  }

  /// Puts the folder `temporary` at `url`, in place of the folder there, if any.
  ///
  /// A folder cannot be renamed over another in one step: the old one is renamed aside first,
  /// and back if the new one cannot take its place, then removed.
  private static func replace(_ url: URL, with temporary: URL) throws {
    guard FileManager.default.fileExists(atPath: url.path) else {
      try FileManager.default.moveItem(at: temporary, to: url)
      return
    }
    let aside = sibling(of: url, marked: "replaced")
    try FileManager.default.moveItem(at: url, to: aside)
    do {
      try FileManager.default.moveItem(at: temporary, to: url)
    } catch {
      try? FileManager.default.moveItem(at: aside, to: url)
      throw error
    }
    try? FileManager.default.removeItem(at: aside)
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
