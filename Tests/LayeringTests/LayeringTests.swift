import Foundation
import Testing

/// Checks the package's layering (shared/ARCHITECTURE.md): a target may depend only on targets
/// of a lower layer, so no lower target ever imports a higher one.
@Suite struct LayeringTests {
  /// Each target's layer, from shared/ARCHITECTURE.md.
  ///
  /// A new target must be added here.
  static let layers: [String: Int] = [
    "ChoreoAnimation": 1,
    "ChoreoMacros": 2,
    "CFreeType": 2,
    "CZlib": 2,
    "CPrefetch": 2,
    "Choreo": 3,
    "ChoreoRender": 4,
    "ChoreoKit": 5,
    "ChoreoTesting": 6,
    "ChoreoPreview": 7,
    "ChoreoGallery": 8,
    "ChoreoCommands": 9,
    "ChoreoCLI": 10,
  ]

  @Test func everyTargetDependsOnlyOnLowerLayers() throws {
    let targets = try PackageDescription.load().targets
    #expect(!targets.isEmpty, "swift package describe listed no targets")
    #expect(targets.contains { $0.name == "ChoreoAnimation" }, "ChoreoAnimation is missing")
    for target in targets {
      let layer = try #require(
        Self.layer(of: target), "\(target.name) has no layer; add it to LayeringTests.layers")
      for dependency in target.targetDependencies {
        let dependencyLayer = try #require(
          Self.layers[dependency], "\(target.name) depends on \(dependency), which has no layer")
        if target.isTest {
          #expect(
            dependencyLayer <= layer,
            "\(target.name) tests layer \(layer) but depends on \(dependency) (\(dependencyLayer))")
        } else {
          #expect(
            dependencyLayer < layer,
            "\(target.name) (layer \(layer)) depends on \(dependency) (layer \(dependencyLayer))")
        }
      }
    }
  }

  @Test func theLayerTableRejectsAnUpwardDependency() {
    // Guards the check itself: ChoreoAnimation depending on Choreo must count as upward.
    let from = Self.layers["ChoreoAnimation"] ?? 0
    let to = Self.layers["Choreo"] ?? 0
    #expect(from < to)
  }

  /// A test target takes the layer of the target it tests (`FooTests` tests `Foo`); a test
  /// target for no library, like this one, sits above everything.
  private static func layer(of target: PackageDescription.Target) -> Int? {
    if target.isTest {
      let subject = String(target.name.dropLast("Tests".count))
      return layers[subject] ?? (layers.values.max() ?? 0) + 1
    }
    return layers[target.name]
  }
}

/// The parts of `swift package describe --type json` the layering check reads.
private struct PackageDescription: Decodable {
  struct Target: Decodable {
    var name: String
    var type: String
    var targetDependencies: [String]

    var isTest: Bool { type == "test" }

    enum CodingKeys: String, CodingKey {
      case name, type
      case targetDependencies = "target_dependencies"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      type = try container.decode(String.self, forKey: .type)
      targetDependencies =
        try container.decodeIfPresent([String].self, forKey: .targetDependencies) ?? []
    }
  }

  var targets: [Target]

  /// Runs `swift package describe --type json` in the package root and decodes its output.
  ///
  /// It uses a scratch folder of its own: the running `swift test` holds the lock on `.build`.
  static func load() throws -> PackageDescription {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-layering-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path,
      "describe", "--type", "json",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw DescribeError(status: process.terminationStatus)
    }
    return try JSONDecoder().decode(PackageDescription.self, from: data)
  }

  struct DescribeError: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "swift package describe exited with status \(status)" }
  }
}
