import CellKit
import Foundation
import ScreenReader
import Testing
import RotorTestSupport

@MainActor
@Suite("Custom actions", .cellsScreen)
struct CustomActionTests: ReaderSuite {
    let fixture = ReaderFixture()

    @Test func anActionRunsItsHandlerAndAFailureIsSpoken() {
        var archived = 0
        let message = labelledView("Message", frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        message.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { _ in archived += 1; return true },
            UIAccessibilityCustomAction(name: "Flag") { _ in false },
        ]
        window.addSubview(message)
        #expect(reader.start().map(\.text) == ["Message", "Actions Available."])
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Actions"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Archive"])
        #expect(reader.perform(.doubleTap).isEmpty, "a successful action says nothing itself")
        #expect(archived == 1)
        reader.perform(.swipeDown)
        #expect(reader.perform(.swipeDown).map(\.text) == ["Flag"])
        #expect(reader.perform(.doubleTap).map(\.text) == ["Action failed"])
    }

    @Test func aContainerThatIsNotAnElementPassesItsActionsDown() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 2))
        row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete row") { _ in true }]
        let cell = labelledView("Cell", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Edit") { _ in true }]
        row.addSubview(cell)
        window.addSubview(row)
        #expect(reader.actions(for: AccessibleElement(cell)).map(\.name) == ["Edit", "Delete row"])
        // An element's own actions are not passed to what it contains.
        row.isAccessibilityElement = true
        #expect(reader.actions(for: AccessibleElement(cell)).map(\.name) == ["Edit"])
    }

    @Test func customActionsComeBeforeDragSources() {
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let source = TextDragSource("Hi")
        note.addInteraction(UIDragInteraction(delegate: source))
        note.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Pin") { _ in true }]
        window.addSubview(note)
        #expect(reader.actions(for: AccessibleElement(note)).map(\.name) == ["Pin", "Drag Note"])
    }

    @Test("an action keeps a copy of its attributed name, as UIKit's does; renaming it is heard at the next swipe")
    func anActionKeepsACopyOfItsName() {
        let mutable = NSMutableAttributedString(string: "Archive")
        let action = UIAccessibilityCustomAction(attributedName: mutable) { _ in true }
        mutable.mutableString.setString("Delete")
        #expect(action.name == "Archive" && action.attributedName.string == "Archive")
        let message = labelledView("Message", frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        message.accessibilityCustomActions = [action]
        window.addSubview(message)
        reader.start()
        reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.text) == ["Archive"])
        action.name = "Flag"
        #expect(action.attributedName.string == "Flag")
        #expect(reader.perform(.swipeDown).map(\.text) == ["Flag"])
        let renamed = NSMutableAttributedString(string: "Pin")
        action.attributedName = renamed
        renamed.mutableString.setString("Unpin")
        #expect(reader.perform(.swipeDown).map(\.text) == ["Pin"])
    }
}
