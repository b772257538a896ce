import Foundation
import RotorTestSupport
import Testing

/// RotorTesting's article "Getting Started with a SwiftUI Screen": its package's screen is
/// RotorTestSupport/SandwichScreens/SandwichView.swift, and its tests SwiftUICellsTests'
/// SandwichTests and SandwichAuditTests and SceneCaptureTests' SandwichExportTests, quoted line
/// for line (`import SandwichScreens` there is `import RotorTestSupport` here). The suite fails
/// when the article and the code part.
@Suite("RotorTesting's article: a SwiftUI screen")
struct SwiftUIArticleTests {
    static let article = "Sources/RotorTesting/RotorTesting.docc/GettingStartedWithSwiftUI.md"
    static let screen = "Tests/RotorTestSupport/SandwichScreens/SandwichView.swift"
    /// The five lines the screen starts with: SwiftUI where UIKit is, SwiftUICells elsewhere.
    static let sharedImport = ["#if canImport(UIKit)", "import SwiftUI", "#else", "import SwiftUICells", "#endif"]
    /// The test files the article shows, after the screen, in its order.
    static let tests = ["Tests/SwiftUICellsTests/Sandwich/SandwichTests.swift",
                        "Tests/SwiftUICellsTests/Sandwich/SandwichAuditTests.swift",
                        "Tests/SceneCaptureTests/SandwichExportTests.swift"]

    static func blocks() throws -> [[String]] {
        try DocumentationPage(path: GettingStartedArticle.root.appendingPathComponent(article).path).blocks(fencedAs: "swift")
    }

    static func lines(of file: String) throws -> [String] {
        try String(contentsOf: GettingStartedArticle.root.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `lines` without the empty lines at either end.
    static func trimmed(_ lines: [String]) -> [String] {
        Array(lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
    }

    @Test("the article shows the package, the whole screen, and each test file from its first declaration to its end")
    func everySwiftBlockIsCodeTheSuitesRun() throws {
        let blocks = try Self.blocks()
        try #require(blocks.count == 5, "Package.swift, the screen, its tests, its audit, its scene file")
        #expect(blocks[1] == Self.trimmed(try Self.lines(of: Self.screen)), "the screen is shown whole")
        for (index, file) in zip(2..., Self.tests) {
            #expect(try GettingStartedArticle.quotes(blocks[index], from: file),
                    "Swift block \(index + 1) of the article is not \(file)'s code")
            let source = try Self.lines(of: file).filter { !$0.hasPrefix("import ") && !$0.hasPrefix("// ") }
            let shown = blocks[index].filter { !$0.hasPrefix("import ") }
            #expect(Self.trimmed(source) == Self.trimmed(shown), "Swift block \(index + 1) does not show all of \(file)")
            // The article's test files import the package's library where the suites import RotorTestSupport.
            let imports = blocks[index].filter { $0.hasPrefix("import ") }
            let suiteImports = try Self.lines(of: file).filter { $0.hasPrefix("import ") && $0 != "import RotorTestSupport" }
            #expect(Set(imports) == Set(suiteImports + ["import SandwichScreens"]), "Swift block \(index + 1)'s imports")
        }
    }

    @Test("the screen starts with the shared import and uses only SwiftUI's names, so the app builds it")
    func theScreenCompilesAgainstSwiftUITooAsFarAsItsNamesGo() throws {
        let lines = try Self.lines(of: Self.screen)
        #expect(Array(lines.prefix(5)) == Self.sharedImport)
        let code = lines.dropFirst(5).joined(separator: "\n")
        // Rotor's own modules and CellKit's own API (a finger, cells, the clock, simulated
        // screens) are not in SwiftUI or UIKit: the app would not build.
        for name in ["SwiftUICells", "CellKit", "RotorTesting", "Finger", "DragSystem", "CellGrid", "CellContext",
                     "VirtualClock", "DragEventLog", "ScreenSimulation", "UIScreen(", "UIWindowScene("] {
            #expect(!code.contains(name), "the screen uses Rotor's own \(name)")
        }
        #expect(code.contains("public struct SandwichView: View") && code.contains("    public init("),
                "the app, another module, needs the view and its initializer public")
    }

    @Test("the article's Package.swift depends on products Rotor has, SwiftUICells only where UIKit is missing")
    func thePackageDependsOnProductsRotorHas() throws {
        let manifest = try #require(try Self.blocks().first).joined(separator: "\n")
        let ours = try Self.lines(of: "Package.swift").joined(separator: "\n")
        let used = manifest.matches(of: /\.product\(name: "(\w+)", package: "rotor"/).map { String($0.1) }
        #expect(Set(used) == ["SwiftUICells", "RotorTesting", "Audit", "SceneCapture", "SceneFormat"])
        for product in used {
            #expect(ours.contains(".library(name: \"\(product)\""), "Rotor has no library product \(product)")
        }
        #expect(manifest.contains(".product(name: \"SwiftUICells\", package: \"rotor\", condition: .when(platforms: [.linux, .macOS]))"),
                "the app, built for iOS, must not link SwiftUICells")
        #expect(manifest.contains(".library(name: \"SandwichScreens\", targets: [\"SandwichScreens\"])"), "the app links the library")
    }

    @Test("RotorTesting's overview lists the article, and the README and docs/swiftui.md link to it")
    func theArticleIsLinked() throws {
        let overview = try Self.lines(of: "Sources/RotorTesting/RotorTesting.docc/RotorTesting.md")
        #expect(overview.contains("- <doc:GettingStartedWithSwiftUI>"))
        for document in ["README.md", "docs/swiftui.md"] {
            let text = try Self.lines(of: document).joined(separator: "\n")
            #expect(text.contains("RotorTesting.docc/GettingStartedWithSwiftUI.md)"), "\(document) does not link the article")
        }
    }
}
