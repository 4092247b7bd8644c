// swift-tools-version: 6.0
// Choreo: SwiftUI's animation system, open and headless.
//
// Targets are listed bottom-up, in the order of shared/ARCHITECTURE.md; a target may depend only
// on targets above it in this file. `LayeringTests` enforces that.

import PackageDescription

let argumentParser = Target.Dependency.product(
  name: "ArgumentParser", package: "swift-argument-parser")

/// The library targets, lowest layer first.
///
/// Each becomes a library product of the same name.
let libraries: [(name: String, dependencies: [Target.Dependency])] = [
  ("ChoreoAnimation", [])
]

let package = Package(
  name: "Choreo",
  platforms: [.macOS(.v14)],
  products: libraries.map { .library(name: $0.name, targets: [$0.name]) } + [
    .executable(name: "choreo", targets: ["ChoreoCLI"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: libraries.map { .target(name: $0.name, dependencies: $0.dependencies) } + [
    .executableTarget(name: "ChoreoCLI", dependencies: ["ChoreoAnimation", argumentParser]),
    .testTarget(name: "ChoreoAnimationTests", dependencies: ["ChoreoAnimation"]),
    .testTarget(name: "LayeringTests"),
  ],
  swiftLanguageModes: [.v6]
)
