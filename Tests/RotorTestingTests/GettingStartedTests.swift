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
    #expect(reader.lastSpokenPhrase == "Contact card.")  // the first element, focused at the start
    reader.next()
    reader.next()
    #expect(reader.spokenPhraseLog.suffix(2) == ["February: 30.", "Actions available."])
    try reader.performAction(named: "Drag bar data")
    #expect(reader.lastSpokenPhrase == "Drag started, Drag bar data")
    reader.moveToFirst()
    try reader.performAction(named: "Drop into attachments")
    #expect(reader.lastSpokenPhrase == "Dropped, Drop into attachments")
    #expect(reader.callbackLog.contains("drop attachments performDrop"))
    #expect(screen.card.attached == ["February: 30"])
}
