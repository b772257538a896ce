import Foundation
import Testing

/// The layers of ARCHITECTURE.md, held to what the sources import: arrows point down only, and
/// only the terminal front imports the C shim.
@Suite("The layers")
struct ArchitectureTests {
    /// What each module may import, as ARCHITECTURE.md's table says (system modules aside).
    static let allowed: [String: Set<String>] = [
        "CNcursesw": [],
        "UniformTypeIdentifiers": [],
        "MobileCoreServices": [],
        "Accessibility": [],
        "LayoutSolver": [],
        "RotorOutput": [],
        "CellKit": ["UniformTypeIdentifiers", "Accessibility", "LayoutSolver", "RotorOutput"],
        "ScreenReader": ["CellKit", "Accessibility", "RotorOutput"],
        "Session": ["ScreenReader", "CellKit"],
        // CYaml is libyaml as Yams builds it: its events count what aliases stand for.
        "SceneFormat": ["Session", "ScreenReader", "CellKit", "Accessibility", "RotorOutput", "Yams", "CYaml"],
        "Voice": ["ScreenReader", "CellKit", "RotorOutput"],
        "Audit": ["SceneFormat", "ScreenReader", "CellKit"],
        // UIKit only under `#if canImport(UIKit)`: the same source builds in an app.
        "SceneCapture": ["CellKit", "Accessibility", "UIKit"],
        "SceneExport": ["SceneCapture", "SceneFormat"],
        "RotorTesting": ["Session", "ScreenReader", "CellKit"],
        // Observation ships with the Swift toolchain, as it does with Apple's; Accessibility for
        // custom content's importance, which SwiftUI's signatures name.
        "SwiftUICells": ["CellKit", "Accessibility", "Observation"],
        // `#Preview`'s compiler plugin, built for the machine that compiles: bytes out through
        // RotorOutput's one writer.
        "SwiftUICellsMacros": ["RotorOutput"],
        "TerminalUI": ["CNcursesw", "SceneFormat", "Session", "ScreenReader", "CellKit", "RotorOutput"],
        "Snapshot": ["SceneFormat", "Session", "ScreenReader", "CellKit", "RotorOutput"],
        "FuzzHarness": ["SceneCapture", "SceneExport", "SceneFormat", "Session", "ScreenReader", "CellKit"],
        "Bench": ["TerminalUI", "Audit", "SceneFormat", "Session", "ScreenReader", "CellKit", "SwiftUICells", "RotorOutput", "Yams"],
        "rotor": ["TerminalUI", "SceneFormat", "SceneCapture", "SceneExport", "Session", "Audit", "Voice", "Bench", "Snapshot",
                  "ScreenReader", "CellKit", "RotorOutput", "ArgumentParser"],
    ]
    static let system: Set<String> = ["Foundation", "Dispatch", "Glibc", "Darwin", "Musl"]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Each module's imports, from its Swift files.
    static func imports() throws -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        for module in modules where !module.hasPrefix(".") {
            var found: Set<String> = []
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: folder.path)
            while let file = files?.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                          words[..<index].allSatisfy({ $0.hasPrefix("@") || ["package", "public", "internal"].contains($0) })
                    else { continue }
                    found.insert(String(words[index + 1]))
                }
            }
            result[module] = found
        }
        return result
    }

    @Test("every module is in the table, and imports only what the layers below it offer")
    func importsPointDown() throws {
        let imports = try Self.imports()
        #expect(Set(imports.keys) == Set(Self.allowed.keys), "ARCHITECTURE.md's table names every module")
        for (module, used) in imports {
            let extra = used.subtracting(Self.system).subtracting(Self.allowed[module] ?? [])
            #expect(extra.isEmpty, "\(module) imports \(extra.sorted()), which is not below it")
        }
    }

    @Test("the constraint solver imports nothing, not even Foundation")
    func solverStandsAlone() throws {
        let imports = try #require(try Self.imports()["LayoutSolver"], "Sources/LayoutSolver is gone")
        #expect(imports.isEmpty, "LayoutSolver imports \(imports.sorted())")
    }

    @Test("only the terminal front imports the C shim")
    func onlyTheFrontImportsTheShim() throws {
        let importers = try Self.imports().filter { $0.value.contains("CNcursesw") }.keys
        #expect(Array(importers) == ["TerminalUI"])
    }
}
