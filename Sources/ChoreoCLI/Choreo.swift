import ArgumentParser
import ChoreoCommands
import ChoreoGallery
import ChoreoRender

/// The `choreo` command: Choreo's commands over its gallery, plus the benchmarks.
@main
struct Choreo: ChoreoMain {
  static var choreographies: [Choreography] { Gallery.all }
  static var commandName: String? { "choreo" }
  static var extraSubcommands: [any ParsableCommand.Type] { [Bench.self] }
  static var version: String { "0.1.0" }
}
