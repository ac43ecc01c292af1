// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ViewLoader",
  products: [
    .library(name: "ViewLoader", targets: ["ViewLoader"]),
    // Snapshot tests of screens (Swift Testing): assertSnapshot(of:named:).
    .library(name: "ViewLoaderTesting", targets: ["ViewLoaderTesting"]),
    .executable(name: "viewcheck", targets: ["viewcheck"]),
    .plugin(name: "ViewCheckPlugin", targets: ["ViewCheckPlugin"]),
    // The libFuzzer target; see CONTRIBUTING.md. A normal build replays inputs instead.
    .executable(name: "fuzz", targets: ["fuzz"]),
  ],
  targets: [
    .systemLibrary(
      name: "CXML",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(name: "ViewLoader", dependencies: ["CXML"]),
    .target(name: "ViewLoaderTesting", dependencies: ["ViewLoader"]),
    // The release binary is linked statically by flags on the command line (CONTRIBUTING.md,
    // "Measuring performance"): unsafe flags here would keep the package from being a
    // versioned dependency.
    .executableTarget(name: "viewcheck", dependencies: ["ViewLoader"]),
    // Lints a target's view files on every build and compiles the Swift code `viewcheck
    // generate` writes for them into it.
    .plugin(name: "ViewCheckPlugin", capability: .buildTool(), dependencies: ["viewcheck"]),
    .executableTarget(name: "fuzz", dependencies: ["ViewLoader"]),
    .testTarget(
      name: "ViewLoaderTests", dependencies: ["ViewLoader", "ViewLoaderTesting"],
      // The recorded pictures; the tests read them beside themselves.
      exclude: ["Examples/__Snapshots__", "Rendering/__Snapshots__"]),
    // `fuzz` too: the hostile-input tests run its replay build as a child process.
    .testTarget(name: "viewcheckTests", dependencies: ["viewcheck", "ViewLoader", "fuzz"]),
  ],
  swiftLanguageModes: [.v6]
)
