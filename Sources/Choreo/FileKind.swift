import Foundation

/// What is at a path, as reading a file cares (links followed): checked before a font or an
/// image is read, since reading a pipe could wait for ever and a device could go on without
/// end.
enum FileKind: Equatable {
  /// A regular file of `size` bytes.
  case regular(size: Int)
  /// A folder, a pipe, a device or a socket.
  case other
  /// Nothing that can be looked at: `reason` is the system's.
  case unreachable(reason: String)

  init(atPath path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      self = .unreachable(reason: String(cString: strerror(errno)))
      return
    }
    self = info.st_mode & S_IFMT == S_IFREG ? .regular(size: Int(info.st_size)) : .other
  }
}
