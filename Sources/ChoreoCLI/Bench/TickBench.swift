import ArgumentParser
import Choreo
import ChoreoCommands
import Foundation

/// `choreo bench tick`: 10,000 views animating at once (springs and curves on opacity, offset
/// and frames); the median time of one frame's tick, with and without building the display
/// list, and of a frame with nothing animating.
///
/// With `--fixed-size` the squares keep their size, as in most animations: their items keep
/// their drawn content from frame to frame.
struct TickBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tick",
    abstract: "Advance 10,000 animating views by one 60 fps frame; then an idle frame."
  )

  @Option(help: "How many views animate.")
  var views = 10_000

  @Option(help: "How many frames to time; the median is reported.")
  var frames = 61

  @Flag(help: "Keep the squares' size: only opacity and offset animate (20,000 attributes).")
  var fixedSize = false

  func validate() throws {
    try CountBounds.check([
      ("--views", views, CountBounds.items), ("--frames", frames, CountBounds.repetitions),
    ])
  }

  func run() throws {
    try MainActor.assumeIsolated {
      let handle = TickBenchHandle()
      let host = ViewHost(
        TickBenchScene(count: views, resizes: !fixedSize, handle: handle),
        size: CGSize(width: 1280, height: 800))
      host.layoutIfNeeded()
      guard let start = handle.start else { throw ValidationError("the scene did not start") }
      host.update { start() }
      let running = host.animations.count
      let clock = ContinuousClock()
      var ticks: [Duration] = []
      var frameTimes: [Duration] = []
      var items = 0
      for frame in 1...frames {
        let begin = clock.now
        host.advance(to: Double(frame) / 60)
        let ticked = clock.now
        items = host.displayList.items.count
        ticks.append(ticked - begin)
        frameTimes.append(clock.now - begin)
      }
      // Far past every animation's end: nothing animates any more.
      host.advance(to: 60)
      var idle: [Duration] = []
      for frame in 1...frames {
        let begin = clock.now
        host.advance(to: 60 + Double(frame) / 60)
        idle.append(clock.now - begin)
      }
      print("animating-attributes-\(views): \(running) attributes")
      print("tick-\(views)-views: \(ticks.median.milliseconds) ms")
      print("tick-and-display-list-\(views)-views: \(frameTimes.median.milliseconds) ms")
      print("display-list-items-\(views): \(items) items")
      print("idle-frame-\(views)-views: \(idle.median.microseconds) µs")
    }
  }

}

/// Lets the benchmark start the scene's animations.
@MainActor
final class TickBenchHandle {
  var start: (() -> Void)?
}

/// A grid of squares that all fade, move and (unless `resizes` is false) grow at once, with a
/// mix of animations.
struct TickBenchScene: View {
  let count: Int
  /// Whether the squares grow as well as fade and move.
  let resizes: Bool
  let handle: TickBenchHandle
  @State private var isOn = false

  var body: some View {
    handle.start = { isOn = true }
    return LazyVGrid(columns: [GridItem(.adaptive(minimum: 12), spacing: 0)], spacing: 0) {
      ForEach(0..<count) { index in
        Rectangle()
          .frame(width: isOn && resizes ? 10 : 6, height: 10)
          .offset(x: isOn ? 4 : 0)
          .opacity(isOn ? 1 : 0.2)
          .animation(Self.animation(for: index), value: isOn)
      }
    }
  }

  private static func animation(for index: Int) -> Animation {
    switch index % 4 {
    case 0: .spring(duration: 2, bounce: 0.3)
    case 1: .easeInOut(duration: 3)
    case 2: .interpolatingSpring(stiffness: 20, damping: 2)
    default: .linear(duration: 4)
    }
  }
}
