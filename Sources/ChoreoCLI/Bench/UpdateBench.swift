import ArgumentParser
import Choreo
import ChoreoCommands
import Foundation

/// `choreo bench update`: one leaf's state changes among N siblings, each with its own state.
///
/// For N = 1,000, 10,000 and 100,000 (or the `--sizes` given) it prints the median time of the
/// update (applying the change and re-evaluating what depends on it), the bodies re-run, and
/// the resident bytes per node.
struct UpdateBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "update",
    abstract: "Change one leaf among N stateful siblings; time the update."
  )

  @Option(help: "How many single-leaf updates to time per size; the median is reported.")
  var samples = 101

  @Option(parsing: .upToNextOption, help: "How many siblings each measured tree has.")
  var sizes = [1_000, 10_000, 100_000]

  func validate() throws {
    try CountBounds.check(
      [("--samples", samples, CountBounds.repetitions)]
        + sizes.map { ("--sizes", $0, CountBounds.items) })
  }

  func run() throws {
    try MainActor.assumeIsolated {
      for count in sizes {
        try measure(count: count)
      }
    }
  }

  @MainActor
  private func measure(count: Int) throws {
    let residentBefore = heapInUse()
    let host = ViewHost(UpdateBenchScene(count: count))
    var nodes = 0
    host.forEachNode { _ in nodes += 1 }
    let bytesPerNode = Double(heapInUse() - residentBefore) / Double(nodes)

    // Look the leaves up first: finding a view by identifier walks the whole tree, which is
    // not part of an update (and would leave the caches cold for it).
    var actions: [() -> Void] = []
    for sample in 0..<samples {
      let leaf = (sample * 7_919) % count
      guard let action = host.primaryAction(of: "leaf-\(leaf)") else {
        throw ValidationError("leaf-\(leaf) has no action")
      }
      actions.append(action)
    }
    var durations: [Duration] = []
    var bodies: [Int] = []
    let clock = ContinuousClock()
    for action in actions {
      let before = host.graph.bodyEvaluations
      let start = clock.now
      action()
      host.applyPendingChanges()
      durations.append(clock.now - start)
      bodies.append(host.graph.bodyEvaluations - before)
    }
    durations.sort()
    let median = durations[durations.count / 2]
    let micros = median.seconds * 1e6
    print("update-\(count): \(String(format: "%.1f", micros)) µs")
    print("bodies-rerun-\(count): \(bodies.max() ?? 0) bodies")
    print("bytes-per-node-\(count): \(String(format: "%.0f", bytesPerNode)) bytes")
  }

  /// The process's resident memory in bytes, from `/proc/self/statm` (0 where it is missing).
  ///
  /// Resident growth over building a large tree approximates the tree's footprint; it also
  /// counts allocator overhead, so it errs high.
  private func heapInUse() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}

/// N buttons, each owning a count in `@State`.
struct UpdateBenchScene: View {
  let count: Int

  var body: some View {
    ForEach(0..<count) { index in
      UpdateBenchLeaf(index: index)
    }
  }
}

struct UpdateBenchLeaf: View {
  let index: Int
  @State private var taps = 0

  var body: some View {
    Button("\(index): \(taps)") { taps += 1 }
      .accessibilityIdentifier("leaf-\(index)")
  }
}
