import CellKit
import Foundation
import RotorTesting
@testable import RotorTestSupport
import Testing

// RotorTesting's article "Getting Started with Rotor", run. Its package's screen is
// RotorTestSupport/GettingStarted/ and its test is the function below, both quoted line for
// line by the article (`@testable import Talk` there is `@testable import RotorTestSupport`
// here); its audit and export run in SceneCaptureTests' GettingStartedExportTests. The suite
// fails when the article and the code part.

@MainActor
@Test func aBarDraggedOntoTheCardIsAttached() throws {
    let screen = GraphScreen()
    let reader = VirtualScreenReader(windows: [screen.window])
    #expect(reader.lastSpokenPhrase == "Contact card")  // the first element, focused at the start
    reader.next()
    reader.next()
    #expect(reader.spokenPhraseLog.suffix(2) == ["February: 30", "Actions Available."])
    try reader.performAction(named: "Drag bar data")
    #expect(reader.lastSpokenPhrase == "Drag started, Drag bar data")
    reader.moveToFirst()
    try reader.performAction(named: "Drop into attachments")
    #expect(reader.lastSpokenPhrase == "Dropped, Drop into attachments")
    #expect(reader.callbackLog.contains("drop attachments performDrop"))
    #expect(screen.card.attached == ["February: 30"])
}

@MainActor
@Suite("RotorTesting's article: getting started")
struct GettingStartedTests {
    /// The article's Swift, file by file, and where the suites run it.
    @Test func everySwiftBlockIsCodeTheSuitesRun() throws {
        let blocks = try GettingStartedArticle.blocks(fencedAs: "swift")
        try #require(blocks.count == 7, "Package.swift, the screen's three files, the two tests, Talk.swift")
        let quoted = [
            1: "Tests/RotorTestSupport/GettingStarted/BarGraphView.swift",
            2: "Tests/RotorTestSupport/GettingStarted/ContactView.swift",
            3: "Tests/RotorTestSupport/GettingStarted/GraphScreen.swift",
            4: "Tests/RotorTestingTests/GettingStartedTests.swift",
            5: "Tests/SceneCaptureTests/GettingStartedExportTests.swift",
        ]
        for (index, file) in quoted.sorted(by: { $0.key < $1.key }) {
            #expect(try GettingStartedArticle.quotes(blocks[index], from: file),
                    "Swift block \(index + 1) of the article is not \(file)'s code")
        }
        // Talk.swift plays in a terminal, or writes into the working folder: its two calls are
        // made where the suites can run them.
        let talk = blocks[6].joined(separator: "\n")
        let calls = [
            "let script = SpokenScript.of(windows: [screen.window])":
                "Tests/SceneCaptureTests/GettingStartedExportTests.swift",
            "try SceneCapture.write([screen.window], to: file, options: CaptureOptions(title: \"The talk's screen\", script: script))":
                "Tests/SceneCaptureTests/GettingStartedExportTests.swift",
            "TerminalPlayer(windows: [screen.window], title: \"The talk's screen\")":
                "Tests/TerminalUITests/GettingStartedPlayTests.swift",
        ]
        for (call, file) in calls {
            let source = try String(contentsOf: GettingStartedArticle.root.appendingPathComponent(file), encoding: .utf8)
            #expect(talk.contains(call), "Talk.swift in the article no longer makes the call \(file) runs")
            #expect(source.contains(call), "\(file) no longer runs Talk.swift's call")
        }
    }

    /// The article's Package.swift depends on products this package has.
    @Test func thePackageDependsOnProductsRotorHas() throws {
        let manifest = try #require(try GettingStartedArticle.blocks(fencedAs: "swift").first).joined(separator: "\n")
        let ours = try String(contentsOf: GettingStartedArticle.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let used = manifest.matches(of: /\.product\(name: "(\w+)", package: "rotor"\)/).map { String($0.1) }
        #expect(Set(used) == ["CellKit", "TerminalUI", "SceneCapture", "SceneFormat", "RotorTesting", "Audit"])
        for product in used {
            #expect(ours.contains(".library(name: \"\(product)\""), "Rotor has no library product \(product)")
        }
    }
}
