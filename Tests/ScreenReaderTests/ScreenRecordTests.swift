import CellKit
import Foundation
@testable import ScreenReader
import Testing
import RotorTestSupport

@MainActor
@Suite("The record of what VoiceOver sees", .cellsScreen)
struct ScreenRecordTests: ReaderSuite {
    let fixture = ReaderFixture()

    /// A note with a custom action, a drag it offers and one covered by a badge.
    private func noteWithACoveredDescriptor() -> (note: UIView, source: TextDragSource) {
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        note.accessibilityIdentifier = "note"
        note.accessibilityValue = "draft"
        note.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Pin") { _ in true }]
        let source = TextDragSource("Hi")
        note.addInteraction(UIDragInteraction(delegate: source))
        // A badge drawn over the note's corner, which takes the touches there.
        let badge = UIView(frame: CGRect(x: 15, y: 0, width: 5, height: 1))
        badge.accessibilityIdentifier = "badge"
        note.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Drag note", point: CGPoint(x: 2, y: 2), in: note),
            UIAccessibilityLocationDescriptor(name: "Drag corner", point: CGPoint(x: 16, y: 0), in: note),
        ]
        window.addSubview(note)
        window.addSubview(badge)
        return (note, source)
    }

    @Test("an element's record says what it says, what it offers, and why a descriptor is left out")
    func anElementsRecord() throws {
        let (note, source) = noteWithACoveredDescriptor()
        reader.start()
        let record = try #require(reader.focusedRecord)
        #expect(record.label == "Note")
        #expect(record.identifier == "note")
        #expect(record.value == "draft")
        #expect(record.spoken.map(\.text) == reader.spokenOnLanding(on: AccessibleElement(note)).map(\.text))
        #expect(record.actions.map(\.name) == ["Pin", "Drag note"])
        #expect(record.dragSources.map(\.name) == ["Drag note", "Drag corner"])
        #expect(record.dragSources.map(\.origin) == [.own, .own])
        let covered = try #require(record.dragSources.last?.leftOut)
        guard case .covered(let by) = covered else {
            Issue.record("expected the badge to cover the corner, got \(covered)")
            return
        }
        #expect(by?.identifier == "badge")
        // The whole screen's record says the same of it, placed among its containers.
        let inScreen = try #require(reader.record.focused)
        #expect(inScreen.spoken == record.spoken && inScreen.actions == record.actions
            && inScreen.dragSources == record.dragSources && inScreen.dropPoints == record.dropPoints)
        #expect(reader.record.containers[inScreen.containers[0]].kind == .window)
        withExtendedLifetime(source) {}
    }

    @Test("the record round-trips through JSON")
    func theRecordRoundTrips() throws {
        let (_, source) = noteWithACoveredDescriptor()
        let list = UIView(frame: CGRect(x: 0, y: 5, width: 20, height: 2))
        list.accessibilityContainerType = .list
        list.accessibilityIdentifier = "list"
        let item = labelledView("Item", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        list.addSubview(item)
        window.addSubview(list)
        reader.start()
        let record = reader.record
        #expect(record.elements.count == 2)
        #expect(record.containers.map(\.kind) == [.window, .list])
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(ScreenRecord.self, from: data) == record)
        let printed = try record.json()
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(ScreenRecord.self, from: Data(printed.utf8)) == record)
        withExtendedLifetime(source) {}
    }

    @Test("a record is made once per change: asked again with nothing changed, it is the kept one")
    func aRecordIsKeptWhileNothingChanges() {
        let (note, source) = noteWithACoveredDescriptor()
        reader.start()
        _ = reader.record
        let made = reader.screenRecordsMade, collected = reader.actionCollections
        _ = reader.record
        _ = reader.focusedRecord
        _ = reader.offeredRotorSettings
        _ = reader.actions(for: AccessibleElement(note))
        #expect(reader.screenRecordsMade == made)
        #expect(reader.actionCollections == collected)
        // A change the record depends on makes a new one.
        note.accessibilityValue = "sent"
        #expect(reader.record.elements.first?.value == "sent")
        #expect(reader.screenRecordsMade == made + 1)
        withExtendedLifetime(source) {}
    }

    @Test("a swipe collects the new focus's actions once, for its speech, its rotor and its record")
    func aSwipeCollectsActionsOnce() {
        let (_, source) = noteWithACoveredDescriptor()
        let other = labelledView("Other", frame: CGRect(x: 0, y: 10, width: 10, height: 1))
        other.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Open") { _ in true }]
        window.addSubview(other)
        reader.start()
        let before = reader.actionCollections
        #expect(reader.perform(.swipeRight).map(\.text) == ["Other", "Actions Available."])
        _ = reader.offeredRotorSettings
        _ = reader.focusedRecord
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Actions"])
        #expect(reader.actionCollections == before + 1)
        withExtendedLifetime(source) {}
    }

    @Test("with Verbosity turning the rotor to Actions, a swipe still collects the actions once")
    func aSwipeThatTurnsTheRotorCollectsOnce() {
        let (_, source) = noteWithACoveredDescriptor()
        let other = labelledView("Other", frame: CGRect(x: 0, y: 10, width: 10, height: 1))
        other.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Open") { _ in true }]
        window.addSubview(other)
        reader.verbosity = Verbosity(actions: .changeRotor)
        reader.start()
        let before = reader.actionCollections
        reader.perform(.swipeRight)
        #expect(reader.rotor.setting == .actions)
        _ = reader.offeredRotorSettings
        #expect(reader.perform(.swipeDown).map(\.text) == ["Open"])
        #expect(reader.actionCollections == before + 1)
        withExtendedLifetime(source) {}
    }

    @Test("a swipe says the new focus from its landing; the rest of its record is made only when a reader asks")
    func aSwipeMakesOnlyWhatSpeechSays() throws {
        let (note, source) = noteWithACoveredDescriptor()
        let other = labelledView("Other", frame: CGRect(x: 0, y: 10, width: 10, height: 1))
        window.addSubview(other)
        reader.start()
        #expect(reader.perform(.swipeRight).map(\.text) == ["Other"])
        let kept = try #require(reader.keptFocus)
        #expect(!kept.isRecordMade)
        #expect(reader.focusedRecord?.spoken.map(\.text) == ["Other"])
        #expect(kept.isRecordMade && reader.keptFocus === kept)
        withExtendedLifetime((note, source)) {}
    }

    @Test("drop points the focused element lists are read with its record, and a change to them is seen after")
    func aChangedDropPointIsSeen() throws {
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        note.accessibilityDropPointDescriptors = [UIAccessibilityLocationDescriptor(name: "Drop here", point: CGPoint(x: 1, y: 1), in: note)]
        window.addSubview(note)
        reader.start()
        #expect(reader.focusedRecord?.dropPoints.map(\.name) == ["Drop here"])
        note.accessibilityDropPointDescriptors = [UIAccessibilityLocationDescriptor(name: "Drop there", point: CGPoint(x: 2, y: 1), in: note)]
        #expect(reader.focusedRecord?.dropPoints.map(\.name) == ["Drop there"])
    }

    @Test("a window that joins or leaves the screen is in the next record and the next swipe, kept or not")
    func windowsJoiningAndLeavingAreSeen() throws {
        window.addSubview(labelledView("Note", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        reader.start()
        #expect(reader.record.elements.map(\.label) == ["Note"])
        let mail = UIWindow(frame: CGRect(x: 60, y: 0, width: 20, height: 20), applicationIdentifier: "mail")
        mail.addSubview(labelledView("Draft", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        finger.windows = [window, mail]
        #expect(reader.record.elements.map(\.label) == ["Note", "Draft"])
        #expect(reader.perform(.swipeRight).map(\.text) == ["Draft"])
        // A window set to the scene as UIKit's apps do joins it (read in its place on the screen,
        // between the two).
        let notes = UIWindow(frame: CGRect(x: 30, y: 0, width: 20, height: 20), applicationIdentifier: "notes")
        notes.addSubview(labelledView("List", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        notes.windowScene = finger.system.windowScene
        #expect(reader.record.elements.map(\.label) == ["Note", "List", "Draft"])
        finger.windows = [window, notes]
        #expect(reader.record.elements.map(\.label) == ["Note", "List"])
        #expect(mail.windowScene == nil)
    }

    @Test("the screen's record asks a container for its elements once, not once for each element in it")
    func aContainerIsAskedOnce() {
        let control = CountingSegmentedControl(items: (1...200).map { "S\($0)" })
        control.frame = CGRect(x: 0, y: 0, width: 40, height: 1)
        window.addSubview(control)
        reader.start()
        control.asked = 0
        let record = reader.record
        // Each of the 200 segments sits in the control: a snapshot of 100,000 segments asked 100,000
        // times for a list of 100,000 (minutes); the record now judges each ancestor once.
        #expect(record.elements.count == 200)
        #expect(record.containers.contains { $0.name == "CountingSegmentedControl" })
        #expect(control.asked <= 2)
    }
}

/// A segmented control that counts how often its elements are asked for.
private final class CountingSegmentedControl: UISegmentedControl {
    var asked = 0
    override var accessibilityElements: [Any]? {
        get {
            asked += 1
            return super.accessibilityElements
        }
        set { super.accessibilityElements = newValue }
    }
}
