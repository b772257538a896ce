// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Rotor",
    products: [
        .library(name: "CellKit", targets: ["CellKit"]),
        // Apple's type identifiers, for code written for iOS that imports them by name.
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        // Custom content (`AXCustomContent`, `AXCustomContentProvider`), for code that imports Accessibility.
        .library(name: "Accessibility", targets: ["Accessibility"]),
        .library(name: "ScreenReader", targets: ["ScreenReader"]),
        .library(name: "Session", targets: ["Session"]),
        .library(name: "SceneFormat", targets: ["SceneFormat"]),
        .library(name: "Audit", targets: ["Audit"]),
        .library(name: "SceneCapture", targets: ["SceneCapture"]),
        .library(name: "SceneExport", targets: ["SceneExport"]),
        // What the fuzz targets (the Fuzz package) run, built and tested here so that a change to
        // Rotor that breaks them fails `swift test`.
        .library(name: "FuzzHarness", targets: ["FuzzHarness"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "RotorTesting", targets: ["RotorTesting"]),
        // A SwiftUI subset hosted in CellKit: SwiftUI code compiles with `import SwiftUICells`.
        .library(name: "SwiftUICells", targets: ["SwiftUICells"]),
        .executable(name: "rotor", targets: ["rotor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation`: the DocC catalogs, built by Scripts/docs.sh.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The only C in the package: what Swift cannot call in ncursesw (macros, globals, cchar_t).
        // macOS's own ncurses is the wide one under its plain name; Linux splits it out as ncursesw.
        .target(
            name: "CNcursesw",
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // `UTType` and the older `kUTType…` constants, as Apple's frameworks of these names give
        // them (Linux has neither); CellKit re-exports the first, as UIKit does.
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "MobileCoreServices"),
        // Apple's Accessibility framework's custom content, which Linux lacks; not re-exported by
        // CellKit, as UIKit does not re-export it.
        .target(name: "Accessibility"),
        // The Cassowary constraint solver Auto Layout runs on: numbers only, no dependencies.
        .target(name: "LayoutSolver"),
        // Everything Rotor prints or writes: lines made visible, JSON and XML escaped, files written
        // beside their path and renamed. Not UIKit, so not in CellKit; CellKit draws text made
        // visible by its `VisibleText`, and does not re-export it.
        .target(name: "RotorOutput"),
        .target(name: "CellKit", dependencies: ["UniformTypeIdentifiers", "Accessibility", "LayoutSolver", "RotorOutput"]),
        .target(name: "ScreenReader", dependencies: ["CellKit", "Accessibility", "RotorOutput"]),
        // Windows + a screen reader + a language: perform a gesture, settle the virtual clock,
        // captions and listeners. Every front and the script runner sit on it; it knows no files.
        .target(name: "Session", dependencies: ["ScreenReader", "CellKit"]),
        // The shipped scenes (Scenes/*.yaml, reached through the link Sources/SceneFormat/Scenes)
        // are compiled in as bytes by SwiftPM, so every binary and library built from here
        // carries them. No build-tool plugin: its tool would be linked with the fuzz build's
        // sanitizers, and libFuzzer's `main` clashes with a tool's own.
        .target(
            name: "SceneFormat",
            dependencies: ["CellKit", "ScreenReader", "Session", "Accessibility", "RotorOutput", .product(name: "Yams", package: "Yams")],
            exclude: ["Scenes/README.md"],
            resources: [.embedInCode("Scenes")]
        ),
        // Real speech through espeak-ng, and speech written to WAVE files.
        .target(name: "Voice", dependencies: ["ScreenReader", "CellKit", "RotorOutput"]),
        // Lints a screen's drag-and-drop accessibility from what ScreenReader exposes.
        .target(name: "Audit", dependencies: ["SceneFormat", "ScreenReader", "CellKit"]),
        // Writes live windows as a scene file, using only API UIKit has: the same source builds in an app.
        .target(name: "SceneCapture", dependencies: ["CellKit", "Accessibility"]),
        // `rotor export`: a scene opened, captured and given the script of what VoiceOver says on it.
        .target(name: "SceneExport", dependencies: ["SceneCapture", "SceneFormat"]),
        // The fuzz targets' logic: the gesture tape, the run input, the checked run, the export
        // round trip, the seeds. libFuzzer's glue stays in the Fuzz package.
        .target(name: "FuzzHarness", dependencies: ["SceneFormat", "SceneCapture", "SceneExport", "Session", "ScreenReader", "CellKit"]),
        .target(name: "TerminalUI", dependencies: ["CNcursesw", "SceneFormat", "Session", "ScreenReader", "CellKit", "RotorOutput"]),
        // `rotor snapshot`: a scene drawn as SVG, each element outlined, with a legend of what VoiceOver says.
        .target(name: "Snapshot", dependencies: ["SceneFormat", "Session", "ScreenReader", "CellKit", "RotorOutput"]),
        // A virtual screen reader for tests of screens built in Swift: next, previous, actions by
        // name, what was said, the callbacks; over a session, so dropped data always lands.
        .target(name: "RotorTesting", dependencies: ["Session", "ScreenReader", "CellKit"]),
        // SwiftUI's views, state and modifiers, resolved and laid out in points and hosted as
        // CellKit views (`UIHostingController`), so ScreenReader reads them as UIKit's.
        // `#Preview`'s plugin: it speaks the compiler's plugin protocol itself, without swift-syntax,
        // and expands every preview to nothing once the compiler has type-checked its body.
        .macro(name: "SwiftUICellsMacros", dependencies: ["RotorOutput"]),
        // Accessibility for custom content (`accessibilityCustomContent` takes `AXCustomContent.Importance`).
        .target(name: "SwiftUICells", dependencies: ["CellKit", "Accessibility", "SwiftUICellsMacros"]),
        // `rotor bench`: generated scenes, timed operations, terminal bytes and memory.
        .target(
            name: "Bench",
            dependencies: ["TerminalUI", "Audit", "SceneFormat", "Session", "ScreenReader", "CellKit", "SwiftUICells", "RotorOutput", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "rotor",
            dependencies: ["TerminalUI", "SceneFormat", "SceneCapture", "SceneExport", "Session", "Audit", "Voice", "Bench", "Snapshot", "RotorOutput", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Goldens (grids, transcripts, callback logs) compared and re-recorded the same way everywhere,
        // and the articles' screens (the talk's sample code, UIKit's and SwiftUI's), which several suites run.
        .target(name: "RotorTestSupport", dependencies: ["CellKit", "SwiftUICells"], path: "Tests/RotorTestSupport"),
        .testTarget(name: "RotorOutputTests", dependencies: ["RotorOutput"]),
        .testTarget(name: "CellKitTests", dependencies: ["CellKit", "MobileCoreServices", "Accessibility", "RotorTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader", "CellKit", "Accessibility", "RotorTestSupport"]),
        .testTarget(name: "SessionTests", dependencies: ["Session", "ScreenReader", "CellKit", "RotorTestSupport"]),
        .testTarget(name: "SceneFormatTests", dependencies: ["SceneFormat", "SceneCapture", "SceneExport", "Session", "ScreenReader", "CellKit", "Accessibility",
                                                       "RotorOutput", "RotorTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "VoiceTests", dependencies: ["Voice", "SceneFormat", "Session", "ScreenReader", "RotorOutput"]),
        .testTarget(name: "AuditTests", dependencies: ["Audit", "SceneFormat", "ScreenReader", "CellKit", "RotorTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "TerminalUITests",
                    dependencies: ["TerminalUI", "SceneFormat", "Session", "ScreenReader", "CellKit", "RotorOutput", "RotorTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "SceneCaptureTests",
                    dependencies: ["SceneCapture", "SceneExport", "Audit", "SceneFormat", "Session", "ScreenReader", "CellKit",
                                   "Accessibility", "SwiftUICells", "RotorTesting", "RotorTestSupport"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "SceneFormat", "Session", "ScreenReader", "CellKit", "RotorTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "RotorTestingTests",
                    dependencies: ["RotorTesting", "Session", "ScreenReader", "CellKit", "MobileCoreServices", "RotorTestSupport"]),
        .testTarget(name: "SwiftUICellsTests", dependencies: ["SwiftUICells", "RotorTesting", "Audit", "Session", "ScreenReader", "CellKit", "RotorTestSupport"]),
        .testTarget(name: "BenchTests", dependencies: ["Bench", "TerminalUI", "SceneFormat", "Session", "ScreenReader", "CellKit", "SwiftUICells"]),
        // Model code as Apple's samples write it, in Swift 5 mode (as most apps still build): it
        // must compile against CellKit as it does against UIKit.
        .testTarget(name: "Swift5ModeTests", dependencies: ["CellKit"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "FuzzHarnessTests", dependencies: ["FuzzHarness", "SceneFormat", "ScreenReader", "CellKit"]),
        // The built binary in tmux; needs `swift build` first (see .ci/run).
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)
