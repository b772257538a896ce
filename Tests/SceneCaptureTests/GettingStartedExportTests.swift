import Audit
import CellKit
import Foundation
@testable import RotorTestSupport
import SceneCapture
import SceneFormat
import Testing

// RotorTesting's article "Getting Started with Rotor", run: the audit below is its package's
// Tests/TalkTests/AuditTests.swift, quoted line for line (`@testable import Talk` there is
// `@testable import RotorTestSupport` here), and the suite exports its screen as its
// Sources/Talk/Talk.swift does and runs the file as `rotor test` does, which prints what the
// article shows.

@MainActor
@Test func theScreenPassesTheAudit() {
    let report = Auditor(windows: [GraphScreen().window]).audit()
    #expect(report.findings.isEmpty, "\(report.text(file: "GraphScreen"))")
}

@MainActor
@Suite("RotorTesting's article: the exported scene")
struct GettingStartedExportTests {
    @Test func theExportedSceneRunsAsRotorTestRunsIt() throws {
        let screen = GraphScreen()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("talk.yaml")
        let script = SpokenScript.of(windows: [screen.window])
        try SceneCapture.write([screen.window], to: file, options: CaptureOptions(title: "The talk's screen", script: script))

        let scene = try SceneLoader.load(path: file.path)
        let written = try #require(scene.script, "the capture writes the script of what VoiceOver says")
        let run = ScriptRunner(scene: scene).run(written)
        #expect(run.passed)
        // What `rotor test talk.yaml` prints: the scene's report, then the count.
        let printed = ScriptReport.lines(for: run, scene: scene.name, script: file.path) + ["1 passed, 0 failed"]
        #expect(try GettingStartedArticle.blocks(fencedAs: "text").last == printed, "\(printed)")
    }
}
