import ArgumentParser
import Choreo
import ChoreoCommands
import Foundation

/// `choreo bench text`: the first measurement of many distinct short strings, as a grid of text
/// cells asks for them.
///
/// Prints the time per string through `TextLayout.make` with a cache, as `Text` measures
/// (`text-first-measure`), and of the layout alone, without the cache (`text-compute`).
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
    try CountBounds.check([
      ("--strings", strings, CountBounds.items), ("--rounds", rounds, CountBounds.repetitions),
    ])
  }

  func run() {
    // "Item 10000", "Item 10001", …: ten ASCII characters, one line, one font.
    let texts = (0..<strings).map { "Item \(10_000 + $0 % 90_000)" }
    let font = Font.body.resolved().font
    let requests = texts.map {
      TextLayout.Request(string: $0, font: font, width: nil, maxLines: nil)
    }
    let measure = fastest { width in
      // A new cache each round, so every string is measured for the first time.
      let cache = TextLayoutCache(capacity: 1024)
      for text in texts {
        let layout = TextLayout.make(
          text, font: font, proposal: .unspecified, lineLimit: nil, alignment: .leading,
          cache: cache)
        width += layout.size.width
      }
    }
    let compute = fastest { width in
      for request in requests {
        width += TextLayout(computing: request).size.width
      }
    }
    print("text-first-measure: \(nanosecondsPerString(measure)) ns")
    print("text-compute: \(nanosecondsPerString(compute)) ns")
  }

  /// The fastest of `rounds` runs of `body`, which adds up the widths it measures.
  private func fastest(_ body: (inout CGFloat) -> Void) -> Duration {
    let clock = ContinuousClock()
    var durations: [Duration] = []
    for _ in 0..<rounds {
      var width: CGFloat = 0
      let start = clock.now
      body(&width)
      durations.append(clock.now - start)
      precondition(width > 0, "the strings measured \(width) points wide")
    }
    return durations.min() ?? .zero
  }

  private func nanosecondsPerString(_ duration: Duration) -> String {
    String(format: "%.0f", duration.seconds * 1e9 / Double(strings))
  }
}
