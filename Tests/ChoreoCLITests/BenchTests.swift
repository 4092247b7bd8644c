import Foundation
import Testing

/// The `choreo bench` commands, run as the built executable at small counts: each prints its
/// figures as `name: value unit` lines, under the names the README's performance table uses,
/// and the counts it checks (attributes animating, items drawn, bodies re-run) are what its
/// scene makes.
@Suite("The benchmarks", .serialized)
struct BenchTests {
  /// A figure as printed: its number and its unit.
  struct Figure: Equatable {
    var value: Double
    var unit: String
  }

  /// The `choreo` executable that `swift build` put beside the test binary.
  private static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("choreo")
  }

  /// Runs `choreo bench` with `arguments`; its figures by name, each line checked for the
  /// `name: value unit` form.
  private func bench(_ arguments: [String]) throws -> [String: Figure] {
    let (status, output) = try run(arguments)
    #expect(status == 0, "choreo bench \(arguments) exited with \(status)")
    var figures: [String: Figure] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ")
      try #require(parts.count == 3 && parts[0].hasSuffix(":"), "\(line) is not `name: value unit`")
      let value = try #require(Double(parts[1]), "\(line) has no number")
      #expect(value.isFinite && value >= 0, "\(line)")
      let name = String(parts[0].dropLast())
      #expect(figures[name] == nil, "\(name) is printed twice")
      figures[name] = Figure(value: value, unit: String(parts[2]))
    }
    return figures
  }

  /// Runs `choreo bench` with `arguments`; its exit status and standard output.
  private func run(_ arguments: [String]) throws -> (Int32, String) {
    let path = Self.executable.path
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "no choreo executable at \(path): build the package before testing it")
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = ["bench"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func tickCountsEveryAnimatingAttributeAndItem() throws {
    let figures = try bench(["tick", "--views", "24", "--frames", "3"])
    #expect(
      figures.keys.sorted() == [
        "animating-attributes-24", "display-list-items-24", "idle-frame-24-views",
        "tick-24-views", "tick-and-display-list-24-views",
      ])
    // Each square animates its opacity, offset and frame; with a fixed size, not its frame.
    #expect(figures["animating-attributes-24"] == Figure(value: 72, unit: "attributes"))
    #expect(figures["display-list-items-24"] == Figure(value: 24, unit: "items"))
    #expect(figures["tick-and-display-list-24-views"]?.unit == "ms")
    #expect(figures["idle-frame-24-views"]?.unit == "µs")
    let fixed = try bench(["tick", "--views", "24", "--frames", "3", "--fixed-size"])
    #expect(fixed["animating-attributes-24"] == Figure(value: 48, unit: "attributes"))
  }

  @Test func layoutTimesEveryFigureOfItsGrid() throws {
    let figures = try bench(["layout", "--cells", "30", "--full-samples", "2", "--samples", "3"])
    #expect(
      figures.keys.sorted() == [
        "full-layout-30", "full-layout-first-30", "host-build-30", "host-build-first-30",
        "relayout-one-cell-30",
      ])
    #expect(figures.values.allSatisfy { $0.unit == "ms" })
  }

  @Test func updateRerunsOneBodyAtEverySize() throws {
    let figures = try bench(["update", "--samples", "5", "--sizes", "10", "200"])
    #expect(figures.count == 6)
    for size in [10, 200] {
      #expect(figures["update-\(size)"]?.unit == "µs")
      #expect(figures["bodies-rerun-\(size)"] == Figure(value: 1, unit: "bodies"))
      #expect(figures["bytes-per-node-\(size)"]?.unit == "bytes")
    }
  }

  @Test func animationAndTextReportTimesPerItem() throws {
    let animation = try bench(["animation", "--animators", "40", "--frames", "2", "--runs", "1"])
    #expect(animation.keys.sorted() == ["animator-tick", "frame-40-animators"])
    #expect(animation["animator-tick"]?.unit == "ns")
    let text = try bench(["text", "--strings", "20", "--rounds", "1"])
    #expect(text.keys.sorted() == ["text-compute", "text-first-measure"])
    #expect(text.values.allSatisfy { $0.unit == "ns" })
  }

  @Test func renderTimesDrawingEncodingAndAnExport() throws {
    let figures = try bench(["render", "--samples", "1", "--gif-frames", "2"])
    #expect(figures.keys.sorted() == ["gif-2", "heavy-frame", "light-frame", "png-encode"])
    #expect(figures["gif-2"]?.unit == "s")
  }

  @Test func countsOutsideTheirBoundsAreRefusedBeforeRunning() throws {
    for arguments in [["tick", "--views", "0"], ["update", "--sizes", "2000000"]] {
      let (status, output) = try run(arguments)
      #expect(status != 0, "\(arguments) was accepted")
      #expect(output.isEmpty)
    }
  }
}
