import ArgumentParser
import ChoreoAnimation
import ChoreoCommands
import Foundation

/// `choreo bench animation`: ticks many concurrently running animators frame by frame.
///
/// Animators are a fixed mix of timing curves, persistent (integrated) springs and
/// interpolating springs, on `Double` values and on 4-component rects, all started at t = 0 and
/// all still running through the measured frames. Build with `-c release` for real figures.
struct AnimationBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animation",
    abstract: "Tick concurrently running animators at 60 fps; print ns per animator-tick."
  )

  @Option(help: "How many animators run at once.")
  var animators = 10_000

  @Option(help: "How many 60 fps frames to measure.")
  var frames = 60

  @Option(help: "How many times to repeat the run; the fastest is reported.")
  var runs = 5

  func validate() throws {
    try CountBounds.check([
      ("--animators", animators, CountBounds.items), ("--frames", frames, CountBounds.repetitions),
      ("--runs", runs, CountBounds.repetitions),
    ])
  }

  func run() throws {
    var best = Double.infinity
    var checksum = 0.0
    for _ in 0..<runs {
      var workload = AnimationWorkload(count: animators)
      let clock = ContinuousClock()
      let start = clock.now
      for frame in 1...frames {
        checksum += workload.tick(at: Double(frame) / 60)
      }
      let elapsed = clock.now - start
      best = min(best, elapsed.seconds)
      guard workload.runningCount == animators else {
        throw ValidationError(
          "only \(workload.runningCount) of \(animators) animators were still running")
      }
    }
    let perTick = best * 1e9 / (Double(animators) * Double(frames))
    print("animator-tick: \(format(perTick)) ns")
    print("frame-\(animators)-animators: \(format(best * 1e6 / Double(frames))) µs")
    if !checksum.isFinite { throw ValidationError("the animation produced a non-finite value") }
  }

  private func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
