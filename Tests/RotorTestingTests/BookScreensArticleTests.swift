import Foundation
import RotorTestSupport
import Testing

/// RotorTesting's articles "Testing the Screens Your App Ships" and "Getting Started with Table
/// and Collection Views": their package's screens are RotorTestSupport/BookScreens/ and their
/// tests ReadingListTests, BookBagTests and AuditTests' BookScreensAuditTests, quoted line for
/// line (`import BookScreens` there is `import RotorTestSupport` here). The suite fails when the
/// articles and the code part.
@Suite("RotorTesting's articles: the screens your app ships, table and collection views")
struct BookScreensArticleTests {
    static let catalog = "Sources/RotorTesting/RotorTesting.docc/"
    static let screens = ["Tests/RotorTestSupport/BookScreens/ReadingListViewController.swift",
                          "Tests/RotorTestSupport/BookScreens/BookBagViewController.swift"]
    /// The five lines every shared screen starts with: UIKit where there is one, CellKit elsewhere.
    static let sharedImport = ["#if canImport(UIKit)", "import UIKit", "#else", "import CellKit", "#endif"]

    static func blocks(of article: String) throws -> [[String]] {
        try DocumentationPage(path: GettingStartedArticle.root.appendingPathComponent(catalog + article).path)
            .blocks(fencedAs: "swift")
    }

    static func lines(of file: String) throws -> [String] {
        try String(contentsOf: GettingStartedArticle.root.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `lines` without the empty lines at either end.
    static func trimmed(_ lines: [String]) -> [String] {
        Array(lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
    }

    @Test("the shared screens start with the article's import and use only UIKit's names")
    func theScreensCompileAgainstUIKitToo() throws {
        let blocks = try Self.blocks(of: "TestingTheScreensYourAppShips.md")
        try #require(blocks.count == 3, "Package.swift, the import, the tests' window")
        #expect(blocks[1] == Self.sharedImport)
        for screen in Self.screens {
            let lines = try Self.lines(of: screen)
            #expect(Array(lines.prefix(5)) == Self.sharedImport, "\(screen) does not start with the shared import")
            // CellKit's own API (a finger, a drag system, cells, the clock, simulated screens) is
            // not in UIKit: the app would not build.
            let code = lines.joined(separator: "\n")
            for name in ["Finger", "DragSystem", "CellGrid", "CellContext", "VirtualClock", "DragEventLog",
                         "ScreenSimulation", "UIScreen(", "UIWindowScene(", "renderGrid", "applicationIdentifier"] {
                #expect(!code.contains(name), "\(screen) uses CellKit's own \(name)")
            }
        }
    }

    @Test("the first article's test of the window is the suite's")
    func theWindowIsMadeAsTheSuiteMakesIt() throws {
        let blocks = try Self.blocks(of: "TestingTheScreensYourAppShips.md")
        try #require(blocks.count == 3)
        #expect(try GettingStartedArticle.quotes(blocks[2], from: "Tests/RotorTestingTests/ReadingListTests.swift"))
    }

    @Test("the first article's Package.swift depends on products Rotor has, CellKit only where UIKit is missing")
    func thePackageDependsOnProductsRotorHas() throws {
        let manifest = try #require(try Self.blocks(of: "TestingTheScreensYourAppShips.md").first).joined(separator: "\n")
        let ours = try Self.lines(of: "Package.swift").joined(separator: "\n")
        let used = manifest.matches(of: /\.product\(name: "(\w+)", package: "rotor"/).map { String($0.1) }
        #expect(Set(used) == ["CellKit", "RotorTesting", "Audit"])
        for product in used {
            #expect(ours.contains(".library(name: \"\(product)\""), "Rotor has no library product \(product)")
        }
        #expect(manifest.contains(".product(name: \"CellKit\", package: \"rotor\", condition: .when(platforms: [.linux, .macOS]))"),
                "the app, built for iOS, must not link CellKit")
        #expect(manifest.contains(".library(name: \"BookScreens\", targets: [\"BookScreens\"])"), "the app links the library")
    }

    @Test("every Swift block of the second article is code the suites run")
    func everySwiftBlockIsCodeTheSuitesRun() throws {
        let blocks = try Self.blocks(of: "GettingStartedWithTableAndCollectionViews.md")
        try #require(blocks.count == 5, "the two screens, and the tests of each and their audit")
        let quoted = [
            0: Self.screens[0],
            1: "Tests/RotorTestingTests/ReadingListTests.swift",
            2: Self.screens[1],
            3: "Tests/RotorTestingTests/BookBagTests.swift",
            4: "Tests/AuditTests/BookScreensAuditTests.swift",
        ]
        for (index, file) in quoted.sorted(by: { $0.key < $1.key }) {
            #expect(try GettingStartedArticle.quotes(blocks[index], from: file),
                    "Swift block \(index + 1) of the article is not \(file)'s code")
        }
        // The screens are shown whole, their shared import included.
        #expect(blocks[0] == Self.trimmed(try Self.lines(of: Self.screens[0])))
        #expect(blocks[2] == Self.trimmed(try Self.lines(of: Self.screens[1])))
        // Each test file is shown from its first declaration to its end.
        for (index, file) in [(1, quoted[1]), (3, quoted[3]), (4, quoted[4])] {
            let source = try Self.lines(of: file ?? "").filter { !$0.hasPrefix("import ") && !$0.hasPrefix("// ") }
            let shown = blocks[index].filter { !$0.hasPrefix("import ") }
            #expect(Self.trimmed(source) == Self.trimmed(shown),
                    "Swift block \(index + 1) does not show all of \(file ?? "")")
        }
    }
}
