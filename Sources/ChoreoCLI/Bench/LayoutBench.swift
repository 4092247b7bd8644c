import ArgumentParser
import Choreo
import ChoreoCommands
import Foundation

/// `choreo bench layout`: a `LazyVGrid` of 10,000 text cells; building its host (its first
/// update, which makes every node) and its full layout (the median of several new hosts, and
/// the first), then relayout after one cell's size changes.
struct LayoutBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay out a 10,000-cell grid of text; then relayout after one cell changes."
  )

  @Option(help: "How many cells the grid has.")
  var cells = 10_000

  @Option(help: "How many full layouts to time, each of a new host; the median is reported.")
  var fullSamples = 5

  @Option(help: "How many relayouts to time; the median is reported.")
  var samples = 51

  func validate() throws {
    try CountBounds.check([
      ("--cells", cells, CountBounds.items),
      ("--full-samples", fullSamples, CountBounds.repetitions),
      ("--samples", samples, CountBounds.repetitions),
    ])
  }

  func run() throws {
    try MainActor.assumeIsolated {
      let clock = ContinuousClock()
      let size = CGSize(width: 1280, height: 800)
      var fulls: [Duration] = []
      var builds: [Duration] = []
      @MainActor func buildHost() -> ViewHost<LayoutBenchScene> {
        let start = clock.now
        let host = ViewHost(LayoutBenchScene(count: cells), size: size)
        builds.append(clock.now - start)
        return host
      }
      var host = buildHost()
      for sample in 0..<fullSamples {
        if sample > 0 { host = buildHost() }
        let start = clock.now
        host.layoutIfNeeded()
        fulls.append(clock.now - start)
      }
      // Cells spread over the grid; with more samples than cells, each is tapped again.
      var actions: [() -> Void] = []
      for sample in 0..<min(samples, 51, cells) {
        let cell = (sample * 7_919) % cells
        guard let action = host.primaryAction(of: "cell-\(cell)") else {
          throw ValidationError("cell-\(cell) has no action")
        }
        actions.append(action)
      }
      var durations: [Duration] = []
      for sample in 0..<samples {
        actions[sample % actions.count]()
        host.applyPendingChanges()
        let relayoutStart = clock.now
        host.layoutIfNeeded()
        durations.append(clock.now - relayoutStart)
      }
      durations.sort()
      // The first build and layout in the process also look up the conformances of its view
      // types and instantiate type metadata; the first layout also loads the font.
      print("host-build-first-\(cells): \(builds[0].milliseconds) ms")
      print("host-build-\(cells): \(builds.median.milliseconds) ms")
      print("full-layout-first-\(cells): \(fulls[0].milliseconds) ms")
      print("full-layout-\(cells): \(fulls.median.milliseconds) ms")
      print("relayout-one-cell-\(cells): \(durations.median.milliseconds) ms")
    }
  }
}

/// A grid of cells whose text grows when tapped.
struct LayoutBenchScene: View {
  let count: Int

  var body: some View {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 8)], spacing: 8) {
      ForEach(0..<count) { index in
        LayoutBenchCell(index: index)
      }
    }
    .padding()
  }
}

struct LayoutBenchCell: View {
  let index: Int
  @State private var isLong = false

  var body: some View {
    Text(isLong ? "Cell \(index) with a longer title" : "Cell \(index)")
      .padding(4)
      .onTapGesture { isLong.toggle() }
      .accessibilityIdentifier("cell-\(index)")
  }
}
