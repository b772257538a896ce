import CellKit
import SceneCapture
import SceneExport
@testable import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// A scene's `customRotors`: the rotor said when turned to, stepping through the views it
/// lists, and kept through a capture.
@MainActor
@Suite("Custom rotors in scenes", .cellsScreen)
struct CustomRotorSceneTests {
    static let inbox = """
        title: Inbox
        window: { size: [40, 10] }
        views:
          - id: inbox
            type: view
            frame: [0, 0, 40, 8]
            accessibility:
              customRotors:
                - { name: Unread, elements: [invoice, report] }
                - { systemType: heading, elements: [party] }
                - { systemType: landmark, elements: [lunch] }
            subviews:
              - { id: lunch, type: label, frame: [1, 0, 30, 1], text: Lunch }
              - { id: invoice, type: label, frame: [1, 1, 30, 1], text: Invoice }
              - { id: party, type: label, frame: [1, 2, 30, 1], text: Party }
              - { id: report, type: label, frame: [1, 3, 30, 1], text: Report }
          - { id: compose, type: button, frame: [1, 9, 10, 1], title: Compose }
        script: |
          rotor clockwise = Unread
          swipe down = Invoice
          swipe down = Report
          swipe down = [boundary]
          swipe up = Invoice
          rotor clockwise = Landmarks
          swipe down = Lunch
          rotor clockwise = Headings
          swipe down = Party
          swipe up = [boundary]
        """

    @Test func aScriptTurnsToTheRotorByNameAndStepsThroughItsViews() throws {
        let scene = try SceneLoader.load(yaml: Self.inbox, file: "inbox.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "inbox", script: "inbox.yaml"))")
    }

    @Test func aRotorNeedsANameOrASystemType() {
        #expect {
            try SceneLoader.load(yaml: """
                window: { size: [20, 4] }
                views:
                  - { id: a, type: label, frame: [0, 0, 10, 1], text: A,
                      accessibility: { customRotors: [{ elements: [a] }] } }
                """, file: "bad.yaml")
        } throws: { error in
            "\(error)".contains("bad.yaml:4:") && "\(error)".contains("needs a name")
        }
    }

    @Test func aRotorNamingAViewThatIsNotThereIsRefusedWithTheNearestId() {
        #expect {
            try SceneLoader.load(yaml: """
                window: { size: [20, 4] }
                views:
                  - { id: first, type: label, frame: [0, 0, 10, 1], text: A,
                      accessibility: { customRotors: [{ name: Next, elements: [frist] }] } }
                """, file: "bad.yaml")
        } throws: { error in
            "\(error)".contains("no view has the id 'frist'") && "\(error)".contains("first")
        }
    }

    @Test func captureWritesTheRotorsBackAndTheExportRunsTheSameScript() throws {
        let exported = try SceneExport.capture(yaml: Self.inbox, file: "inbox.yaml").text
        #expect(exported.contains("{ name: \"Unread\", elements: [\"invoice\", \"report\"] }"))
        #expect(exported.contains("{ systemType: heading, elements: [\"party\"] }"))
        #expect(exported.contains("{ systemType: landmark, elements: [\"lunch\"] }"))
        let again = try SceneLoader.load(yaml: exported, file: "inbox.exported.yaml")
        let script = try Script.parse(Self.inbox.components(separatedBy: "script: |\n")[1], file: "inbox.yaml")
        let run = ScriptRunner(scene: again).run(script)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "inbox", script: "inbox.yaml"))")
    }

    @Test func captureListsWhatACodedSearchFindsAndNotesWhatItCannotSay() throws {
        let scene = try SceneLoader.load(yaml: Self.inbox, file: "inbox.yaml")
        let inbox = try #require(scene.view("inbox"))
        let views = ["lunch", "party"].compactMap { scene.view($0) }
        // A search in code that goes round: the capture stops where it began again.
        inbox.accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Round") { predicate in
            let index = views.firstIndex { $0 === predicate.currentItem.targetElement }
            return UIAccessibilityCustomRotorItemResult(targetElement: views[((index ?? -1) + 1) % views.count], targetRange: nil)
        }, UIAccessibilityCustomRotor(name: "Texts") { predicate in
            predicate.currentItem.targetElement == nil
                ? UIAccessibilityCustomRotorItemResult(targetElement: views[0], targetRange: UITextRange()) : nil
        }]
        let captured = SceneCapture.capture(of: scene.windows)
        #expect(captured.text.contains("{ name: \"Round\", elements: [\"lunch\", \"party\"] }"))
        #expect(captured.text.contains("{ name: \"Texts\", elements: [\"lunch\"] }"))
        #expect(captured.notes.contains { $0.contains("ranges of text") })
    }
}
