import ArgumentParser
import ChoreoRender
import Foundation

/// `choreo export NAME --format gif`: the whole choreography as an animation or frames;
/// `choreo export --all -o DIR`: every choreography, with an HTML index.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Export a choreography (or --all of them) as an animation or a folder of frames.")

  @Argument(help: "The choreography's name (see `list`); leave out with --all.")
  var name: String?

  @Flag(help: "Export every choreography into the folder -o names, with an index.html.")
  var all = false

  @Option(help: "gif, apng, mp4, webm, html (a player page), png or svg (folders of frames).")
  var format: Exporter.Format = .gif

  @Option(help: "Frames per second.")
  var fps: Double = 30

  @Option(help: "Seconds to export; the choreography's duration by default.")
  var duration: Double?

  @Option(help: "Pixels per point: the size of every format's frames, SVG and HTML too.")
  var scale: Double = 1

  @Option(name: .shortAndLong, help: "The file or folder to write.")
  var output: String?

  func validate() throws {
    guard all != (name != nil) else {
      throw ValidationError("Give a choreography's name, or --all.")
    }
  }

  func run() throws {
    let exporter = Exporter(fps: fps, duration: duration, scale: scale)
    let progress = ProgressReporter()
    try MainActor.assumeIsolated {
      if let name {
        let choreography = try ChoreoCatalog.named(name)
        let url = URL(fileURLWithPath: output ?? Self.defaultPath(name, format))
        try exporter.export(choreography, as: format, to: url) { done, total in
          progress.report(name, done, total)
        }
        progress.finish()
        print("wrote \(url.path)")
      } else {
        let folder = URL(fileURLWithPath: output ?? "gallery")
        try exporter.writer.makeFolder(folder)
        var exported: [(Choreography, String)] = []
        for choreography in ChoreoCatalog.choreographies {
          let file = Self.defaultPath(choreography.name, format)
          try exporter.export(
            choreography, as: format, to: folder.appendingPathComponent(file)
          ) { done, total in
            progress.report(choreography.name, done, total)
          }
          progress.finish()
          print("wrote \(folder.appendingPathComponent(file).path)")
          exported.append((choreography, file))
        }
        let index = folder.appendingPathComponent("index.html")
        try AtomicWriter().write(GalleryIndex.html(exported, format: format), to: index)
        print("wrote \(index.path)")
      }
    }
  }

  /// `NAME.gif`, or `NAME-frames` for a folder of frames.
  static func defaultPath(_ name: String, _ format: Exporter.Format) -> String {
    format.fileExtension.map { "\(name).\($0)" } ?? "\(name)-frames"
  }
}

extension Exporter.Format: ExpressibleByArgument {}
