import ArgumentParser

extension Duration {
  /// The duration in seconds, as a `Double`, for benchmark figures.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
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
