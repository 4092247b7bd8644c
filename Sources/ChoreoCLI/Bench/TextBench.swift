import ArgumentParser
import Choreo
import Foundation

/// `choreo bench text`: the first measurement of many distinct short strings, as a grid of text
/// cells asks for them.
struct TextBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "text",
    abstract: "Measure distinct 10-character strings once each; time per string."
  )

  @Option(help: "How many distinct strings each round measures.")
  var strings = 10_000

  @Option(help: "How many rounds to time; the fastest is reported.")
  var rounds = 21

  func validate() throws {
    guard strings > 0, rounds > 0 else {
      throw ValidationError("--strings and --rounds must be positive.")
    }
  }

  func run() {
    // "Item 10000", "Item 10001", …: ten ASCII characters, one line, one font.
    let texts = (0..<strings).map { "Item \(10_000 + $0 % 90_000)" }
    let font = Font.body.resolved().font
    let clock = ContinuousClock()
    var durations: [Duration] = []
    for _ in 0..<rounds {
      // A new cache each round, so every string is measured for the first time.
      let cache = TextLayoutCache(capacity: 1024)
      let start = clock.now
      var width: CGFloat = 0
      for text in texts {
        let layout = TextLayout.make(
          text, font: font, proposal: .unspecified, lineLimit: nil, alignment: .leading,
          cache: cache)
        width += layout.size.width
      }
      durations.append(clock.now - start)
      precondition(width > 0, "the strings measured \(width) points wide")
    }
    let fastest = durations.min() ?? .zero
    let nanoseconds = fastest.seconds * 1e9 / Double(strings)
    print("text-first-measure: \(String(format: "%.0f", nanoseconds)) ns")
  }
}
