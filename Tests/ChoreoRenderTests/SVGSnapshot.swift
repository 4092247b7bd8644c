import Foundation
import Testing

/// Byte-exact SVG goldens in `__Snapshots__/` beside this file.
///
/// A golden is written only when `CHOREO_RECORD_SNAPSHOTS=1` is set; a missing golden fails
/// and says how to record it. Read a recorded golden (or a PNG of it) before committing it.
enum SVGSnapshot {
  /// The folder of the goldens.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  /// Checks that `svg` equals the golden `name.svg`, or records it when asked to.
  static func expect(
    _ svg: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name + ".svg")
    if ProcessInfo.processInfo.environment["CHOREO_RECORD_SNAPSHOTS"] == "1" {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(svg.utf8).write(to: url)
      } catch {
        Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      let message =
        "no golden at \(url.path): run the tests with CHOREO_RECORD_SNAPSHOTS=1 to record it, "
        + "then check what was recorded"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    let golden = String(decoding: data, as: UTF8.self)
    guard golden != svg else { return }
    let actual = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".svg")
    try? Data(svg.utf8).write(to: actual)
    let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(goldenLines, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(goldenLines.count, lines.count)
    let expected = line < goldenLines.count ? String(goldenLines[line]) : "(end)"
    let got = line < lines.count ? String(lines[line]) : "(end)"
    let message =
      "\(name).svg differs from its golden at line \(line + 1):\n  golden: \(expected)\n  "
      + "actual: \(got)\nThe whole output is at \(actual.path)."
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
