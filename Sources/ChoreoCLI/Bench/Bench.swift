import ArgumentParser

extension Duration {
  /// The duration in seconds, as a `Double`, for benchmark figures.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }

  /// The duration in milliseconds, printed with three decimals.
  var milliseconds: String { String(format: "%.3f", seconds * 1e3) }

  /// The duration in microseconds, printed with one decimal.
  var microseconds: String { String(format: "%.1f", seconds * 1e6) }
}

extension Array where Element == Duration {
  /// The middle duration once sorted (the upper middle for an even count).
  var median: Duration { sorted()[count / 2] }
}

/// Runs Choreo's benchmarks (`choreo bench …`).
///
/// Each prints one `name: value unit` line per figure.
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a benchmark and print its figures as `name: value unit` lines.",
    subcommands: [
      AnimationBench.self, UpdateBench.self, LayoutBench.self, TickBench.self, TextBench.self,
      RenderBench.self,
    ]
  )
}
