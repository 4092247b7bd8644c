import Foundation

/// Shows an export's progress: a bar redrawn in place on a terminal, a line per tenth
/// otherwise (so logs stay short).
final class ProgressReporter {
  private let isTerminal: Bool
  private let write: (String) -> Void
  private var lastTenth = -1

  /// A reporter writing to standard error, with a bar if that is a terminal.
  convenience init() {
    self.init(isTerminal: isatty(STDERR_FILENO) == 1) { text in
      FileHandle.standardError.write(Data(text.utf8))
    }
  }

  init(isTerminal: Bool, write: @escaping (String) -> Void) {
    self.isTerminal = isTerminal
    self.write = write
  }

  /// Reports `done` of `total` frames of `name`.
  func report(_ name: String, _ done: Int, _ total: Int) {
    guard total > 0 else { return }
    let done = min(max(done, 0), total)
    if isTerminal {
      let width = 30
      let filled = width * done / total
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      write("\r\(name) [\(bar)] \(done)/\(total) frames")
    } else {
      let tenth = 10 * done / total
      guard tenth != lastTenth else { return }
      lastTenth = tenth
      write("\(name): \(done)/\(total) frames\n")
    }
  }

  /// Ends the current bar; the caller prints its own message next.
  func finish() {
    if isTerminal { write("\r\u{1B}[K") }
    lastTenth = -1
  }
}
