import ArgumentParser

/// The ranges a command's count options accept (how many views, frames or samples), so that a
/// mistyped count is refused before the command allocates for it or runs for days.
package enum CountBounds {
  /// Things a run makes and keeps at once (views, cells, animators, strings): up to a
  /// million, a hundred times the benchmarks' defaults.
  package static let items = 1...1_000_000
  /// Repetitions (frames, samples, runs, rounds): up to 100,000.
  package static let repetitions = 1...100_000

  /// Throws a `ValidationError` naming the first option whose value is outside its range.
  package static func check(_ options: [(name: String, value: Int, range: ClosedRange<Int>)])
    throws
  {
    for option in options where !option.range.contains(option.value) {
      throw ValidationError(
        "\(option.name) must be from \(option.range.lowerBound) to \(option.range.upperBound); "
          + "it is \(option.value).")
    }
  }
}
