// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for Rotor, in a package of their own: a fuzz target links only against
// libFuzzer, so it must stay out of the main package's `swift build` and `swift test`.
// Build only with the sanitizers, as one flag (given separately, coverage is silently dropped):
//   swift build -c release -Xswiftc -sanitize=address,fuzzer
// `fuzz.sh` does this; see docs/fuzzing.md.
//
// Each target is one file with a `@main` that starts libFuzzer's driver: SwiftPM links a Swift
// executable's own entry point in as `main`, so libFuzzer's `main` would never run.
let package = Package(
    name: "RotorFuzz",
    dependencies: [
        .package(name: "Rotor", path: ".."),
    ],
    targets: [
        // libFuzzer's driver, declared for Swift.
        .target(name: "CFuzzerDriver"),
        // libFuzzer's side of what the targets share: the cost budget, the number mutator and
        // the entry into libFuzzer's driver. What they run (the shipped scenes, the gesture tape,
        // seed writing, the checked run, the export round trip) is Rotor's `FuzzHarness`, which
        // `swift test` builds and tests, so a change to Rotor that breaks it fails there.
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "FuzzHarness", package: "Rotor"),
                .product(name: "SceneFormat", package: "Rotor"),
                .product(name: "Session", package: "Rotor"),
                .product(name: "ScreenReader", package: "Rotor"),
                .product(name: "CellKit", package: "Rotor"),
                .product(name: "SceneCapture", package: "Rotor"),
            ]
        ),
        // The scene loader: YAML text in, a scene or a SceneError out.
        .executableTarget(name: "fuzz-loader", dependencies: ["FuzzSupport", .product(name: "FuzzHarness", package: "Rotor")]),
        // The script parser: script text in, a script or a SceneError out.
        .executableTarget(name: "fuzz-script", dependencies: ["FuzzSupport", .product(name: "FuzzHarness", package: "Rotor")]),
        // A scene (shipped, or YAML from the input) and then gestures from the input's bytes.
        .executableTarget(name: "fuzz-run", dependencies: ["FuzzSupport", .product(name: "FuzzHarness", package: "Rotor")]),
        // Export, load, export: a scene that loads exports (as `rotor export`) to a file that
        // loads and exports to itself.
        .executableTarget(name: "fuzz-export", dependencies: ["FuzzSupport", .product(name: "FuzzHarness", package: "Rotor")]),
    ],
    swiftLanguageModes: [.v6]
)
