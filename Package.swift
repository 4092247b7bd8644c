// swift-tools-version: 6.0
// Choreo: SwiftUI's animation system, open and headless.
//
// Targets are listed bottom-up, in the order of shared/ARCHITECTURE.md; a target may depend only
// on targets above it in this file. `LayeringTests` enforces that.

import CompilerPluginSupport
import PackageDescription

let argumentParser = Target.Dependency.product(
  name: "ArgumentParser", package: "swift-argument-parser")

func syntax(_ product: String) -> Target.Dependency {
  .product(name: product, package: "swift-syntax")
}

/// The library targets, lowest layer first.
///
/// Each becomes a library product of the same name.
let libraries: [(name: String, dependencies: [Target.Dependency])] = [
  ("ChoreoAnimation", []),
  ("Choreo", ["ChoreoAnimation", "ChoreoMacros", "CFreeType", "CPrefetch"]),
  ("ChoreoRender", ["Choreo", "CFreeType", "CZlib"]),
  ("ChoreoGallery", ["Choreo", "ChoreoRender"]),
  ("ChoreoCommands", ["Choreo", "ChoreoRender", argumentParser]),
]

let package = Package(
  name: "Choreo",
  platforms: [.macOS(.v14)],
  products: libraries.map { .library(name: $0.name, targets: [$0.name]) } + [
    .executable(name: "choreo", targets: ["ChoreoCLI"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // A header only: the compiler's prefetch hint, for the loops a frame runs over its objects.
    .systemLibrary(name: "CPrefetch"),
    .macro(
      name: "ChoreoMacros",
      dependencies: [syntax("SwiftSyntaxMacros"), syntax("SwiftCompilerPlugin")]),
  ] + libraries.map { .target(name: $0.name, dependencies: $0.dependencies) } + [
    .executableTarget(
      name: "ChoreoCLI",
      dependencies: [
        "ChoreoAnimation", "Choreo", "ChoreoRender", "ChoreoGallery", "ChoreoCommands",
        argumentParser,
      ]),
    .testTarget(name: "ChoreoAnimationTests", dependencies: ["ChoreoAnimation"]),
    .testTarget(name: "ChoreoTests", dependencies: ["Choreo", "CFreeType"]),
    .testTarget(
      name: "ChoreoRenderTests", dependencies: ["ChoreoRender", "Choreo", "CZlib"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ChoreoMacrosTests",
      dependencies: ["ChoreoMacros", syntax("SwiftSyntaxMacrosGenericTestSupport")]),
    .testTarget(
      name: "ChoreoCommandsTests",
      dependencies: ["ChoreoCommands", "ChoreoGallery", "ChoreoRender", "Choreo"]),
    .testTarget(name: "ChoreoCLITests", dependencies: ["ChoreoCLI"]),
    .testTarget(name: "LayeringTests"),
  ],
  swiftLanguageModes: [.v6]
)
