import ArgumentParser
import Choreo
import ChoreoRender
import Foundation

/// `choreo inspect NAME --at SECONDS`: the render tree, running animations and display list.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Print a choreography's render tree, running animations and display list.")

  @Argument(help: "The choreography's name (see `list`).")
  var name: String

  @Option(help: "The time to inspect, in seconds.")
  var at: Double = 0

  func run() throws {
    let choreography = try ChoreoCatalog.named(name)
    try choreography.validate()
    guard at.isFinite, at >= 0 else { throw ExportError.invalidTime(at) }
    MainActor.assumeIsolated {
      print(Self.report(choreography, at: at))
    }
  }

  /// The three sections, as text.
  @MainActor
  static func report(_ choreography: Choreography, at time: TimeInterval) -> String {
    let player = ChoreographyPlayer(choreography)
    player.seek(to: time)
    let host = player.host
    let animations = host.animations
    return [
      "\(choreography.name) at \(String(format: "%g", time)) s — \(choreography.summary)",
      "script:",
      choreography.script.isEmpty
        ? "  (none)" : choreography.script.map { "  " + $0.description }.joined(separator: "\n"),
      "", "render tree:", host.renderTree(),
      "", "animations:",
      animations.isEmpty
        ? "  (none)" : animations.map { "  \($0)" }.joined(separator: "\n"),
      "", "display list:", host.displayList.description,
    ].joined(separator: "\n")
  }
}
