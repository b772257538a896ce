import CellKit
import RotorTestSupport
import RotorTesting
import Testing

/// A table view with drag and drop delegates written as Apple's sample writes them, and no
/// accessibility code, used by a VoiceOver user through the Actions rotor.
@MainActor
@Suite("A table view's rows dragged and dropped by VoiceOver")
struct TableViewDragAndDropTests {
    @Test("scratch")
    func scratch() throws {
        let screen = GroceryListScreen()
        let reader = VirtualScreenReader(windows: screen.windows, keeping: [screen.list])
        print("SPOKEN", reader.spokenPhraseLog, reader.actionNames)
        try reader.performAction(named: "Drag Milk")
        reader.next(); reader.next()
        print("FOCUS", reader.focusedLabel ?? "-", reader.actionNames)
        try reader.performAction(named: "Drop after Eggs")
        print("ITEMS", screen.list.items, screen.shownRows)
        print(reader.callbackLog.joined(separator: "\n"))
        reader.moveToLast()
        print("LAST", reader.focusedLabel ?? "-", reader.actionNames)
        try reader.performAction(named: "Drag Bread")
        reader.moveToFirst()
        print("FIRST", reader.focusedLabel ?? "-", reader.actionNames)
        try reader.performAction(named: "Drop before Butter")
        print("ITEMS", screen.list.items, screen.shownRows, reader.spokenPhraseLog.suffix(3))
    }
}
