import Foundation

/// Shows an export's progress: a bar redrawn in place on a terminal, a line per tenth
/// otherwise (so logs stay short).
final class ProgressReporter {
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private var lastTenth = -1

  /// Reports `done` of `total` frames of `name`.
  func report(_ name: String, _ done: Int, _ total: Int) {
    guard total > 0 else { return }
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

  /// Ends the current bar with `message`.
  func finish(_ message: String) {
    if isTerminal { write("\r\u{1B}[K") }
    lastTenth = -1
    print(message)
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
