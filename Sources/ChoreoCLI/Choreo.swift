import ArgumentParser

/// The `choreo` command: Choreo's front end.
@main
struct Choreo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "choreo",
    abstract: "SwiftUI's animation system, open and headless.",
    version: ChoreoVersion.current,
    subcommands: [Bench.self]
  )
}

/// The version `choreo --version` prints.
enum ChoreoVersion {
  static let current = "0.1.0"
}
