import ArgumentParser
import ChoreoRender
import Foundation

/// `choreo list`: every choreography, one a line.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the choreographies, with their size and duration.")

  func run() throws {
    for choreography in ChoreoCatalog.choreographies {
      print(Self.line(for: choreography))
    }
  }

  /// `name  390×300  2 s  summary`.
  static func line(for choreography: Choreography) -> String {
    // `%g`, not `Int`: listing does not validate, and a size may not fit an `Int` (∞).
    let size = String(
      format: "%g×%g", Double(choreography.size.width), Double(choreography.size.height))
    let duration = String(format: "%g s", choreography.duration)
    return [choreography.name, size, duration, choreography.summary].joined(separator: "  ")
  }
}
