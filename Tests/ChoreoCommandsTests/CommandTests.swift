import Choreo
import ChoreoGallery
import Foundation
import Testing

@testable import ChoreoCommands
@testable import ChoreoRender

@Suite("The choreo commands", .serialized)
@MainActor
struct CommandTests {
  init() {
    ChoreoCatalog.install(
      [fading] + Gallery.all, commandName: "choreo", extraSubcommands: [], version: "test")
  }

  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-commands-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func renderWritesOneFrame() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("frame.svg")
    var command = try ChoreoCommand.parseAsRoot(
      ["render", "fading", "--at", "1", "--format", "svg", "-o", url.path])
    try command.run()
    let svg = try String(contentsOf: url, encoding: .utf8)
    #expect(svg == SVGRenderer().render(ChoreographyPlayer(fading).displayList(at: 1)))
    #expect(svg.contains("opacity=\"0.6\""))
  }

  @Test func anUnknownNameIsAClearErrorAndWritesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("nope.svg")
    var command = try ChoreoCommand.parseAsRoot(["render", "nope", "-o", url.path])
    #expect {
      try command.run()
    } throws: { error in
      "\(error)".hasPrefix("no choreography is named \"nope\"; known: fading, transitions")
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func badSizesAndTimesAreRefusedBeforeAnyWork() throws {
    #expect(throws: (any Error).self) {
      _ = try ChoreoCommand.parseAsRoot(["render", "fading", "--size", "0x10"])
    }
    var command = try ChoreoCommand.parseAsRoot(["render", "fading", "--at=-1"])
    #expect(throws: ExportError.invalidTime(-1)) { try command.run() }
  }

  @Test func listWritesSizesItNeverValidated() {
    #expect(ListCommand.line(for: fading) == "fading  40×40  2 s  A square fades in.")
    let size = CGSize(width: .infinity, height: 1e19)
    let wide = Choreography("wide", summary: "s", size: size, duration: 1) { Color.red }
    #expect(ListCommand.line(for: wide) == "wide  inf×1e+19  1 s  s")
  }

  @Test func theGalleryIndexShowsEachFormatAsItCan() {
    func page(_ file: String, _ format: Exporter.Format) -> String {
      GalleryIndex.html([(fading, file)], format: format)
    }
    let gif = page("fading.gif", .gif)
    #expect(gif.contains("<img src=\"fading.gif\" alt=\"fading\" width=\"40\">"))
    #expect(page("fading.png", .apng).contains("<img src=\"fading.png\""))
    #expect(page("fading.mp4", .mp4).contains("<video src=\"fading.mp4\" width=\"40\""))
    #expect(page("fading.webm", .webm).contains("<video src=\"fading.webm\""))
    #expect(page("fading.html", .html).contains("<a href=\"fading.html\">player</a>"))
    #expect(page("fading", .svg).contains("<a href=\"fading/\">frames</a>"))
    #expect(page("fading", .png).contains("<a href=\"fading/\">frames</a>"))
  }

  @Test func inspectShowsTreeAnimationsAndDisplayList() {
    let report = InspectCommand.report(fading, at: 1)
    #expect(report.contains("fading at 1 s — A square fades in."))
    #expect(report.contains("tap \"square\" at 0.5 s"))
    #expect(report.contains("render tree:"))
    // The fade is running at 1 s: one animation listed, with its curve.
    let animations = report.components(separatedBy: "animations:\n")[1]
      .components(separatedBy: "\n\n")[0]
    #expect(animations.split(separator: "\n").count == 1)
    #expect(report.contains("#square"))
  }

  @Test func exportingSVGFramesWritesAFolderInOrder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    try Exporter(fps: 4).export(fading, as: .svg, to: frames)
    let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
    #expect(names == (0..<8).map { "frame-000\($0).svg" })
    let third = try String(
      contentsOf: frames.appendingPathComponent("frame-0003.svg"), encoding: .utf8)
    #expect(third == SVGRenderer().render(ChoreographyPlayer(fading).displayList(at: 0.75)))
  }

  @Test func exportingHTMLWritesOnePlayerPageWithEveryFrame() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("fading.html")
    var command = try ChoreoCommand.parseAsRoot(
      ["export", "fading", "--format", "html", "--fps", "5", "-o", url.path])
    try command.run()
    let page = try String(contentsOf: url, encoding: .utf8)
    // Two seconds at 5 fps: ten SVG frames, inline.
    #expect(page.components(separatedBy: "data:image/svg+xml;base64,").count - 1 == 10)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fading.html"])
  }

  @Test func exportingHTMLAtAScaleScalesThePageAndItsFrames() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("fading.html")
    try Exporter(fps: 2, scale: 2).export(fading, as: .html, to: url)
    let page = try String(contentsOf: url, encoding: .utf8)
    let width = Int(fading.size.width) * 2
    let height = Int(fading.size.height) * 2
    #expect(page.contains("width: \(width)px; height: \(height)px"))
    let first = SVGRenderer(scale: 2).render(ChoreographyPlayer(fading).displayList(at: 0))
    #expect(page.contains(Data(first.utf8).base64EncodedString()))
  }

  @Test func parallelAndSerialExportsAreIdentical() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let choreography = try #require(Gallery.all.first { $0.name == "transitions" })
    let parallel = folder.appendingPathComponent("parallel.gif")
    let serial = folder.appendingPathComponent("serial.gif")
    try Exporter(fps: 10).export(choreography, as: .gif, to: parallel)
    try Exporter(fps: 10, isParallel: false).export(choreography, as: .gif, to: serial)
    let bytes = try Data(contentsOf: parallel)
    #expect(bytes.starts(with: Array("GIF89a".utf8)))
    #expect(bytes == (try Data(contentsOf: serial)))
  }

  @Test func badExportSettingsAreClearErrors() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("never.gif")
    #expect(throws: ExportError.invalidFPS(0)) {
      try Exporter(fps: 0).export(fading, as: .gif, to: url)
    }
    // Refused alike whatever the format, and for a still: SVG would otherwise have shown the
    // scale as 1 where PNG refuses it.
    for scale in [0, -2, Double.nan, .infinity] {
      for format in [Exporter.Format.svg, .png, .gif, .html] {
        #expect(throws: ExportError.self) {
          try Exporter(scale: scale).export(fading, as: format, to: url)
        }
      }
      #expect(throws: ExportError.self) {
        try Exporter(scale: scale).still(fading, at: 0, as: .svg)
      }
    }
    #expect(throws: ExportError.invalidScale(-2)) {
      try Exporter(scale: -2).export(fading, as: .svg, to: url)
    }
    // A scale too small for the 40-point square to be a thousandth of a pixel wide is refused
    // alike: SVG would otherwise have written a picture 0 wide where PNG refuses it.
    for scale in [1e-300, 2e-5] {
      for format in [Exporter.StillFormat.svg, .png] {
        #expect(throws: ExportError.invalidScale(scale)) {
          try Exporter(scale: scale).still(fading, at: 0, as: format)
        }
      }
    }
    let smallest = try Exporter(scale: 2.5e-5).still(fading, at: 0, as: .svg)
    #expect(String(decoding: smallest, as: UTF8.self).contains("width=\"0.001\""))
    #expect(throws: ExportError.tooManyFrames(7_200, limit: 3_600)) {
      try Exporter(fps: 60, duration: 120).export(fading, as: .gif, to: url)
    }
    // Refused before a list of its frames' times is made: that list would not fit in memory.
    #expect(throws: ExportError.tooManyFrames(60_000_000_000, limit: 3_600)) {
      try Exporter(fps: 60, duration: 1e9).export(fading, as: .gif, to: url)
    }
    #expect(throws: ExportError.tooManyFrames(Int.max, limit: 3_600)) {
      try Exporter(fps: 60, duration: 1e300).export(fading, as: .gif, to: url)
    }
    #expect(
      ExportError.tooManyFrames(Int.max, limit: 3_600).description
        == "more than 10¹⁵ frames is more than one export makes (3600): lower --fps or --duration")
    // 16,000 × 16,000 pixels for each of 3,594 frames: refused before any frame is drawn,
    // rather than killed for want of memory part-way.
    let huge = Exporter(fps: 60, duration: 59.9, scale: 400)
    #expect(throws: ExportError.self) { try huge.export(fading, as: .apng, to: url) }
    do {
      try huge.export(fading, as: .mp4, to: url)
      Issue.record("a 3.7 TB export was not refused")
    } catch let error as ExportError {
      guard case .tooLargeForMemory(let bytes, _) = error else {
        Issue.record("refused as \(error)")
        return
      }
      #expect(bytes == 3_594 * 16_000 * 16_000 * 4)
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func aChoreographyThatNeverStopsAnimatingExportsItsDuration() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pulsing = Choreography("pulsing", summary: "Pulses forever.", duration: 1) {
      PulsingDot()
    }
    let url = folder.appendingPathComponent("pulsing.png")
    try Exporter(fps: 10).export(pulsing, as: .apng, to: url)
    // Ten frames: acTL's frame count, big-endian, right after the IHDR chunk.
    let bytes = [UInt8](try Data(contentsOf: url))
    #expect(Array(bytes[37..<41]) == Array("acTL".utf8))
    #expect(Array(bytes[41..<45]) == [0, 0, 0, 10])
  }

  @Test func aMissingFolderFailsBeforeAnyFrameIsMade() throws {
    var built = 0
    let counted = Choreography("counted", summary: "", duration: 1) {
      built += 1
      return EmptyView()
    }
    let url = URL(fileURLWithPath: "/nonexistent-choreo-folder/out.gif")
    #expect(throws: OutputError.self) { try Exporter().export(counted, as: .gif, to: url) }
    #expect(built == 0)
  }

  @Test func aFrameFolderThatWouldReplaceOtherFilesFailsBeforeAnyFrameIsMade() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var built = 0
    let counted = Choreography("counted", summary: "", duration: 1) {
      built += 1
      return EmptyView()
    }
    let file = folder.appendingPathComponent("notes.txt")
    try Data("keep".utf8).write(to: file)
    let other = folder.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: false)
    try Data("keep".utf8).write(to: other.appendingPathComponent("notes.txt"))
    let link = folder.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: folder.appendingPathComponent("gone").path)
    for url in [file, other, link] {
      for format in [Exporter.Format.svg, .png] {
        #expect(throws: OutputError.self) { try Exporter().export(counted, as: format, to: url) }
      }
    }
    #expect(built == 0)
    #expect(try Data(contentsOf: file) == Data("keep".utf8))
    #expect(try Data(contentsOf: other.appendingPathComponent("notes.txt")) == Data("keep".utf8))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        == folder.appendingPathComponent("gone").path)
  }

  @Test func exportingEverythingIntoAFileIsAClearError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("gallery")
    try Data("keep".utf8).write(to: file)
    var command = try ChoreoCommand.parseAsRoot(["export", "--all", "-o", file.path])
    #expect(
      throws: OutputError.cannotWrite(path: file.path, reason: "a file is there, not a folder")
    ) {
      try command.run()
    }
    #expect(try Data(contentsOf: file) == Data("keep".utf8))
  }

  @Test func aHugeRasterIsRefusedWithTheLimit() throws {
    let huge = fading.resized(to: CGSize(width: 100_000, height: 10))
    #expect(throws: RenderError.sizeTooLarge(width: 100_000, height: 10, limit: 16_384)) {
      _ = try Exporter().still(huge, at: 0, as: .png)
    }
  }

  @Test func everyGalleryChoreographyPlaysAndChanges() throws {
    for choreography in Gallery.all {
      try choreography.validate()
      let player = ChoreographyPlayer(choreography)
      let start = player.displayList(at: 0)
      let end = player.displayList(at: choreography.duration)
      #expect(start != end, "\(choreography.name) shows nothing moving")
      #expect(player.host.diagnostics.isEmpty, "\(choreography.name): \(player.host.diagnostics)")
      #expect(!end.description.contains("nan"))
    }
  }
}

/// A dot that pulses forever once it appears.
private struct PulsingDot: View {
  @State private var isBig = false

  var body: some View {
    Circle().fill(Color.red).frame(width: isBig ? 30 : 10, height: isBig ? 30 : 10)
      .onAppear { withAnimation(.easeInOut(duration: 0.3).repeatForever()) { isBig = true } }
  }
}

@Suite("Export progress")
struct ProgressReporterTests {
  @Test func plainOutputHasALineATenth() {
    var lines: [String] = []
    let reporter = ProgressReporter(isTerminal: false) { lines.append($0) }
    for done in 0...60 { reporter.report("springs", done, 60) }
    #expect(lines.count == 11)
    #expect(lines.first == "springs: 0/60 frames\n")
    #expect(lines.last == "springs: 60/60 frames\n")
  }

  @Test func aTerminalGetsABarRedrawnInPlace() {
    var output = ""
    let reporter = ProgressReporter(isTerminal: true) { output += $0 }
    reporter.report("text", 15, 60)
    #expect(
      output == "\rtext [" + String(repeating: "█", count: 7)
        + String(repeating: "·", count: 23) + "] 15/60 frames")
    reporter.finish()
    #expect(output.hasSuffix("\r\u{1B}[K"))
  }
}
