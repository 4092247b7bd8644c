import ArgumentParser
import ChoreoRender
import Foundation

/// `choreo render NAME --at SECONDS`: one frame as SVG or PNG.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Render one instant of a choreography as SVG or PNG.")

  @Argument(help: "The choreography's name (see `list`).")
  var name: String

  @Option(help: "The time to show, in seconds.")
  var at: Double = 0

  @Option(help: "svg or png.")
  var format: Exporter.StillFormat = .png

  @Option(help: "The size to show it at, in points, as WIDTHxHEIGHT; its own by default.")
  var size: PointSize?

  @Option(help: "Pixels per point for PNG.")
  var scale: Double = 1

  @Option(name: .shortAndLong, help: "The file to write; NAME.svg or NAME.png by default.")
  var output: String?

  func run() throws {
    var choreography = try ChoreoCatalog.named(name)
    if let size { choreography = choreography.resized(to: size.size) }
    let url = URL(fileURLWithPath: output ?? "\(name).\(format.rawValue)")
    try MainActor.assumeIsolated {
      let data = try Exporter(scale: scale).still(choreography, at: at, as: format)
      try AtomicWriter().write(data, to: url)
    }
    print("wrote \(url.path)")
  }
}

extension Exporter.StillFormat: ExpressibleByArgument {}

/// A size given on the command line as `WIDTHxHEIGHT` (points).
struct PointSize: ExpressibleByArgument {
  let size: CGSize

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0
    else { return nil }
    size = CGSize(width: width, height: height)
  }
}
