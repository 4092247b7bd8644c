import ChoreoRender
import Foundation
import Testing

/// Pixel-exact PNG goldens in `__Snapshots__/`, next to this folder.
///
/// A bitmap matches its golden when every pixel's straight RGBA equals the golden's, decoded.
/// Goldens are written only when the environment has `CHOREO_RECORD_SNAPSHOTS=1`; such a run
/// writes every golden it checks and fails each check, so a recording run is never mistaken
/// for a passing one. A missing golden fails with instructions. On a mismatch the actual image
/// is written to the temporary directory to look at.
enum Snapshot {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["CHOREO_RECORD_SNAPSHOTS"] == "1"
  }

  static func expect(
    _ bitmap: Bitmap, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let golden = directory.appendingPathComponent("\(name).png")
    let png = try bitmap.pngData()
    if isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try png.write(to: golden)
      Issue.record(
        "Recorded \(golden.path). Look at it, then run again without CHOREO_RECORD_SNAPSHOTS.",
        sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: golden.path) else {
      Issue.record(
        """
        No golden at \(golden.path). Record it with `CHOREO_RECORD_SNAPSHOTS=1 swift test \
        --filter ChoreoRenderTests`, look at it, and commit it.
        """, sourceLocation: sourceLocation)
      return
    }
    let expected = try PNGTestDecoder.decode(data)
    let actual = DecodedPNG(
      width: bitmap.width, height: bitmap.height, pixels: bitmap.straightBytes())
    guard expected != actual else { return }
    let saved = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name).actual.png")
    try? png.write(to: saved)
    Issue.record(
      "\(name) differs from its golden: \(difference(expected, actual)). Actual: \(saved.path)",
      sourceLocation: sourceLocation)
  }

  private static func difference(_ expected: DecodedPNG, _ actual: DecodedPNG) -> String {
    guard expected.width == actual.width, expected.height == actual.height else {
      return "size \(actual.width) × \(actual.height), golden \(expected.width) × "
        + "\(expected.height)"
    }
    var count = 0
    var first: String?
    var largest = 0
    for i in stride(from: 0, to: expected.pixels.count, by: 4) {
      let e = expected.pixels[i..<i + 4]
      let a = actual.pixels[i..<i + 4]
      guard e != a else { continue }
      count += 1
      largest = max(largest, zip(e, a).map { abs(Int($0) - Int($1)) }.max() ?? 0)
      if first == nil {
        let pixel = i / 4
        first =
          "(\(pixel % expected.width), \(pixel / expected.width)) is \(Array(a)), "
          + "golden \(Array(e))"
      }
    }
    return "\(count) pixels, largest channel difference \(largest), first \(first ?? "")"
  }
}
