import CellKit
import RotorTestSupport
import SceneFormat
import ScreenReader
import Session
import Testing
@testable import TerminalUI

/// The inspector lists the custom rotors offered on the focused element.
@MainActor
@Suite("The inspector's custom rotors", .cellsScreen)
struct InspectorCustomRotorTests {
    @Test func theInspectorListsTheRotorsOfTheElementAndItsContainers() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [40, 6] }
            views:
              - id: inbox
                type: view
                frame: [0, 0, 40, 4]
                accessibility: { customRotors: [{ name: Unread, elements: [lunch] }, { systemType: link, elements: [lunch] }] }
                subviews:
                  - id: lunch
                    type: label
                    frame: [0, 0, 10, 1]
                    text: Lunch
                    accessibility: { customRotors: [{ name: Flagged, elements: [lunch] }] }
              - { id: other, type: label, frame: [0, 5, 10, 1], text: Other }
            """, file: "inbox.yaml")
        let session = scene.makeSession()
        session.start()
        let lines = InspectorReport(session: session).lines
        let start = try #require(lines.firstIndex(of: "Custom rotors"))
        #expect(Array(lines[(start + 1)...].prefix(3)) == ["  Flagged", "  Unread", "  Links"])
        session.step(.gesture(.swipeRight))
        #expect(!InspectorReport(session: session).lines.contains("Custom rotors"))
    }
}
