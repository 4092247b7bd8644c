/// A small deterministic random number generator (SplitMix64) for property tests.
///
/// Every property test names its seed in its failure messages, so a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Values that break naive arithmetic: every bad-input property test draws from these.
enum HostileValues {
  static let doubles: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, -1, -1e-300, 1e-300, 1e300, -1e300,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
  ]

  /// A hostile value half of the time, an ordinary one (in `range`) otherwise.
  static func draw(
    _ range: ClosedRange<Double>, using generator: inout SeededGenerator
  ) -> Double {
    if Bool.random(using: &generator) {
      return doubles.randomElement(using: &generator) ?? .nan
    }
    return Double.random(in: range, using: &generator)
  }
}
