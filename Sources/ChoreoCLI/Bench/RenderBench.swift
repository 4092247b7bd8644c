import ArgumentParser
import Choreo
import ChoreoCommands
import ChoreoRender
import Foundation

/// `choreo bench render`: the rasterizer and the PNG encoder on `BenchmarkScene`, 1,000
/// translucent gradient rounded rectangles on a white 1280 × 800 canvas.
///
/// Prints the median time to render the heavy frame into a new bitmap (`heavy-frame`), the
/// light frame, whose rectangles are 0.35 as wide and tall (`light-frame`), and to encode the
/// heavy frame as PNG (`png-encode`). Display lists are built before timing starts: only
/// drawing and encoding are measured, on one thread. Last, `gif-60` is the whole export of 60
/// frames (2 s at 30 fps; `--gif-frames` sets how many) of the heavy scene sliding sideways to a
/// GIF, on every core, as `choreo export` does it.
struct RenderBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Rasterize 1,000 gradient rounded rectangles and encode PNG; median times."
  )

  @Option(help: "How many times to time each figure; the median is reported.")
  var samples = 21

  @Option(help: "How many frames of the sliding scene the GIF export has, at 30 fps.")
  var gifFrames = 60

  func validate() throws {
    try CountBounds.check([
      ("--samples", samples, CountBounds.repetitions),
      ("--gif-frames", gifFrames, CountBounds.repetitions),
    ])
  }

  func run() throws {
    let (heavy, light) = MainActor.assumeIsolated {
      (Self.displayList(sizeFactor: 1), Self.displayList(sizeFactor: 0.35))
    }
    let rasterizer = Rasterizer(background: Color.Resolved(red: 1, green: 1, blue: 1))
    let heavyTime = try median { _ = try rasterizer.render(heavy) }
    let lightTime = try median { _ = try rasterizer.render(light) }
    let frame = try rasterizer.render(heavy)
    let encodeTime = try median { _ = try frame.pngData() }
    print("heavy-frame: \(heavyTime.milliseconds) ms")
    print("light-frame: \(lightTime.milliseconds) ms")
    print("png-encode: \(encodeTime.milliseconds) ms")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-bench-\(UUID().uuidString).gif")
    defer { try? FileManager.default.removeItem(at: output) }
    let clock = ContinuousClock()
    let start = clock.now
    try MainActor.assumeIsolated {
      // Half a frame short of `gifFrames` frames' time, so the frame count rounds up to it.
      try Exporter(fps: 30, duration: (Double(gifFrames) - 0.5) / 30)
        .export(Self.slidingScene, as: .gif, to: output)
    }
    print("gif-\(gifFrames): \(String(format: "%.2f", (clock.now - start).seconds)) s")
  }

  /// The heavy scene sliding 60 points to the right over two seconds: every frame differs.
  @MainActor private static let slidingScene = Choreography(
    "bench-sliding", summary: "The render benchmark's heavy scene, sliding.",
    size: BenchmarkScene.canvasSize, duration: 2
  ) {
    SlidingBenchmarkScene()
  }

  @MainActor
  private static func displayList(sizeFactor: CGFloat) -> DisplayList {
    ViewHost(BenchmarkScene(sizeFactor: sizeFactor), size: BenchmarkScene.canvasSize).displayList
  }

  /// The median of `samples` timed runs of `body`, after one untimed run to warm up.
  private func median(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    try body()
    var durations: [Duration] = []
    for _ in 0..<samples {
      let start = clock.now
      try body()
      durations.append(clock.now - start)
    }
    return durations.median
  }

}

/// The heavy benchmark scene, sliding right once it appears.
private struct SlidingBenchmarkScene: View {
  @State private var shift: CGFloat = 0

  var body: some View {
    BenchmarkScene(sizeFactor: 1)
      .offset(x: shift)
      .onAppear { withAnimation(.linear(duration: 2)) { shift = 60 } }
  }
}
