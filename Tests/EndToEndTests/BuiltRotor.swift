import Foundation

/// The `rotor` binary `swift build` made, and whether it is there and up to date.
enum BuiltRotor {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The binary built with these tests (next to the test bundle, whatever the scratch path),
    /// else the one `swift build` makes by default.
    static let binary: URL = {
        let besideTests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("rotor")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return root.appendingPathComponent(".build/debug/rotor")
    }()

    /// Set by `.ci/run`: a missing binary (or tmux) is then a failure, not a skip.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["ROTOR_E2E"] == "1" }

    /// What is missing, or `nil`.
    static var missing: String? {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            return "the rotor binary (run `swift build` first)"
        }
        guard !isStale else { return "an up-to-date rotor binary (it is older than Sources/ or Scenes/; run `swift build`)" }
        return nil
    }

    static var isAvailable: Bool { missing == nil }

    /// Whether a file the binary is compiled from (Swift or C, and the scenes the build compiles
    /// in) changed after it was linked. Documentation catalogs under Sources/ are not compiled
    /// into it.
    private static var isStale: Bool {
        let built = (try? binary.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
        for folder in ["Sources", "Scenes"] where isChanged(folder, after: built) { return true }
        return false
    }

    /// The modules under Sources/ that `rotor` does not link: `swift build --product rotor` does
    /// not relink it when only they change, so they never make it stale.
    static let notLinked: Set<String> = ["FuzzHarness", "RotorTesting", "SwiftUICells"]

    private static func isChanged(_ folder: String, after built: Date) -> Bool {
        let top = root.appendingPathComponent(folder)
        let sources = FileManager.default.enumerator(at: top, includingPropertiesForKeys: [.contentModificationDateKey])
        while let file = sources?.nextObject() as? URL {
            if folder == "Sources", file.deletingLastPathComponent().standardizedFileURL == top.standardizedFileURL,
               notLinked.contains(file.lastPathComponent) {
                sources?.skipDescendants()
                continue
            }
            guard ["swift", "c", "h", "yaml"].contains(file.pathExtension) else { continue }
            let modified = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            if let modified, modified > built { return true }
        }
        return false
    }

    /// Runs the binary with arguments, from the package's root (or `directory`).
    static func run(_ arguments: [String], directory: String? = nil, standardOutput: String? = nil,
                    environment: [String: String] = [:]) throws -> Spawn.Result {
        try Spawn.run([binary.path] + arguments, directory: directory ?? root.path, standardOutput: standardOutput,
                      environment: environment)
    }
}
