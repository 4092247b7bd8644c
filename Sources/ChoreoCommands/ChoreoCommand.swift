import ArgumentParser
import ChoreoRender

/// The `choreo` command over a list of choreographies: `list`, `render`, `export` and
/// `inspect`, plus any subcommands the executable adds.
///
/// Make your own executable over your own choreographies by conforming its `@main` type to
/// `ChoreoMain`.
public struct ChoreoCommand: ParsableCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: ChoreoCatalog.commandName,
      abstract: "Render, export and inspect SwiftUI-style animations, headlessly.",
      version: ChoreoCatalog.version,
      subcommands: [
        ListCommand.self, RenderCommand.self, ExportCommand.self, InspectCommand.self,
      ] + ChoreoCatalog.extraSubcommands
    )
  }

  public init() {}
}

/// The `@main` type of an executable that hands its choreographies to Choreo's command.
///
/// ```swift
/// import ChoreoCommands
///
/// @main
/// struct MyAnimations: ChoreoMain {
///   static var choreographies: [Choreography] {
///     [Choreography("badge", summary: "A badge pops in.", duration: 2) { BadgeDemo() }]
///   }
/// }
/// ```
///
/// Then `swift run my-animations export badge --format gif` works as `choreo` does.
public protocol ChoreoMain {
  /// The choreographies the commands know, by name.
  static var choreographies: [Choreography] { get }
  /// The command's name in help text; the executable's name by default.
  static var commandName: String? { get }
  /// More subcommands (Choreo's own executable adds `bench`).
  static var extraSubcommands: [any ParsableCommand.Type] { get }
  /// The version `--version` prints.
  static var version: String { get }
}

extension ChoreoMain {
  public static var commandName: String? { nil }
  public static var extraSubcommands: [any ParsableCommand.Type] { [] }
  public static var version: String { "0.1.0" }

  /// Parses the command line and runs the command it names, exiting with its status.
  public static func main() {
    ChoreoCatalog.install(
      choreographies, commandName: commandName, extraSubcommands: extraSubcommands,
      version: version)
    ChoreoCommand.main()
  }
}

/// What the commands run over, set once by `ChoreoMain.main()` before parsing.
enum ChoreoCatalog {
  // Written once, before any command is parsed or run, and only read after.
  nonisolated(unsafe) private(set) static var choreographies: [Choreography] = []
  nonisolated(unsafe) private(set) static var commandName: String?
  nonisolated(unsafe) private(set) static var extraSubcommands: [any ParsableCommand.Type] = []
  nonisolated(unsafe) private(set) static var version = "0.1.0"

  static func install(
    _ choreographies: [Choreography], commandName: String?,
    extraSubcommands: [any ParsableCommand.Type], version: String
  ) {
    self.choreographies = choreographies
    self.commandName = commandName
    self.extraSubcommands = extraSubcommands
    self.version = version
  }

  /// The choreography named `name`.
  static func named(_ name: String) throws -> Choreography {
    guard let found = choreographies.first(where: { $0.name == name }) else {
      throw ChoreographyError.unknown(name, known: choreographies.map(\.name))
    }
    return found
  }
}
