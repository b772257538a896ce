import CellKit
import Foundation
import RotorTestSupport
import ScreenReader
import Testing

/// Drag and drop as VoiceOver performs it: the descriptor's view decides (not a hit test), a
/// held drag is not modal, "Add to drag" says what happened, and a name may carry its language.
@MainActor
@Suite("A held drag, as VoiceOver carries it", .cellsScreen)
struct HeldDragTests: ReaderSuite {
    let fixture = ReaderFixture(width: 80, height: 20)
    let noteSource = TextDragSource("Note text")
    let tagSource = TextDragSource("Tag text")
    let target = TextDropTarget()
    let pocketTarget = TextDropTarget()

    /// A note (dragging "Note text") with a tag inside (dragging "Tag text") and one drag source
    /// descriptor on the note at a point over the tag; an inbox whose drop point lies over its
    /// pocket, which takes drops of its own.
    @discardableResult
    func addNestedScreen() -> (note: UIView, inbox: UIView, pocket: UIView) {
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        note.addInteraction(UIDragInteraction(delegate: noteSource))
        note.accessibilityIdentifier = "note"
        let tag = UIView(frame: CGRect(x: 2, y: 1, width: 6, height: 2))
        tag.accessibilityIdentifier = "tag"
        tag.addInteraction(UIDragInteraction(delegate: tagSource))
        note.addSubview(tag)
        note.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Drag note", point: CGPoint(x: 3, y: 2), in: note),
        ]
        let inbox = labelledView("Inbox", frame: CGRect(x: 30, y: 0, width: 20, height: 8))
        inbox.accessibilityIdentifier = "inbox"
        inbox.addInteraction(UIDropInteraction(delegate: target))
        let pocket = UIView(frame: CGRect(x: 2, y: 2, width: 8, height: 4))
        pocket.accessibilityIdentifier = "pocket"
        pocket.addInteraction(UIDropInteraction(delegate: pocketTarget))
        inbox.addSubview(pocket)
        inbox.accessibilityDropPointDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Drop into inbox", point: CGPoint(x: 4, y: 3), in: inbox),
        ]
        window.addSubview(note)
        window.addSubview(inbox)
        return (note, inbox, pocket)
    }

    /// Focuses the element labelled `label` and turns the rotor to Actions.
    func focus(_ label: String) throws {
        reader.start()
        for _ in 0..<20 where reader.focusedElement?.label != label { reader.perform(.swipeRight) }
        try #require(reader.focusedElement?.label == label)
        for _ in 0..<10 where reader.rotor.setting != .actions { reader.perform(.rotateClockwise) }
    }

    func said(_ gesture: Gesture) -> [String] { reader.perform(gesture).map(\.text) }

    // MARK: The descriptor's view decides

    @Test func theNoteIsDraggedThoughItsTagLiesOverTheDescriptorsPoint() throws {
        addNestedScreen()
        try focus("Note")
        #expect(said(.swipeDown) == ["Drag note"])
        #expect(said(.doubleTap) == ["Drag started, Drag note"])
        #expect(finger.session?.items.map { $0.localObject as? String } == ["Note text"])
        #expect(!finger.log.lines.contains { $0.hasPrefix("drag tag") }, "the tag's delegate is never asked")
    }

    @Test func theDropGoesIntoTheInboxThoughItsPocketLiesOverTheDropPoint() throws {
        addNestedScreen()
        try focus("Note")
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        reader.perform(.swipeRight)
        #expect(reader.focusedElement?.label == "Inbox")
        #expect(said(.swipeDown) == ["Drop into inbox"])
        #expect(said(.doubleTap) == ["Dropped, Drop into inbox"])
        finger.clock.runUntilIdle()
        #expect(target.received == ["Note text"])
        #expect(pocketTarget.received.isEmpty)
        #expect(finger.log.lines.contains("drop inbox performDrop"))
    }

    @Test func choosingADropPointHoversOverItsOwnInteraction() throws {
        addNestedScreen()
        try focus("Note")
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        reader.perform(.swipeRight)
        let inbox = try #require(reader.focusedElement)
        let drop = try #require(reader.actions(for: inbox).first)
        #expect(reader.choose(drop).map(\.text) == ["Drop into inbox"])
        #expect(finger.dropTargetView?.accessibilityIdentifier == "inbox")
        #expect(!finger.log.lines.contains { $0.hasPrefix("drop pocket") })
    }

    // MARK: A held drag is not modal

    @Test func aButtonPressedWhileADragIsHeldDoesWhatItDoesAndTheDragStaysHeld() throws {
        addNestedScreen()
        var pressed = 0
        let button = UIButton(frame: CGRect(x: 0, y: 10, width: 10, height: 1))
        button.setTitle("Refresh", for: .normal)
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        window.addSubview(button)
        try focus("Note")
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        reader.perform(.lastElement)
        #expect(reader.focusedElement?.label == "Refresh")
        reader.perform(.doubleTap)
        #expect(pressed == 1)
        #expect(finger.isDragging)
        #expect(finger.session?.items.count == 1)
        #expect(!finger.log.lines.contains { $0.contains("itemsForAddingTo") || $0.contains("performDrop") || $0.contains("willEndWith") })
    }

    @Test func aSwitchFlipsWhileADragIsHeld() throws {
        addNestedScreen()
        let toggle = UISwitch(frame: CGRect(x: 0, y: 12, width: 10, height: 1))
        toggle.accessibilityLabel = "Keep a copy"
        window.addSubview(toggle)
        try focus("Note")
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        reader.perform(.lastElement)
        #expect(said(.doubleTap) == ["On"])
        #expect(toggle.isOn)
        #expect(finger.isDragging)
    }

    @Test func aTabChangedWhileADragIsHeldShowsItsPageWhoseDropPointIsThenOffered() throws {
        let (_, inbox, _) = addNestedScreen()
        inbox.isHidden = true
        let bar = UITabBar(frame: CGRect(x: 0, y: 19, width: 40, height: 1))
        let items = [UITabBarItem(title: "Notes", image: nil, tag: 0), UITabBarItem(title: "Inbox", image: nil, tag: 1)]
        bar.items = items
        bar.selectedItem = items[0]
        let pages = TabPages(showing: inbox)
        bar.delegate = pages
        window.addSubview(bar)
        try focus("Note")
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        reader.perform(.lastElement)
        #expect(reader.focusedElement?.label == "Inbox")
        reader.perform(.doubleTap)
        #expect(bar.selectedItem === items[1])
        #expect(finger.isDragging)
        #expect(!finger.log.lines.contains { $0.contains("itemsForAddingTo") || $0.contains("willEndWith") })
        #expect(reader.elements.map(\.label) == ["Note", "Inbox", "Notes", "Inbox"])
        reader.perform(.firstElement)
        reader.perform(.swipeRight)
        #expect(said(.swipeDown) == ["Drop into inbox"])
        #expect(said(.doubleTap) == ["Dropped, Drop into inbox"])
        finger.clock.runUntilIdle()
        #expect(target.received == ["Note text"])
    }

    @Test func aDropPointThatAppearsIsOfferedAndOneThatDisappearsIsNot() throws {
        let (_, inbox, _) = addNestedScreen()
        let tray = labelledView("Tray", frame: CGRect(x: 0, y: 14, width: 20, height: 4))
        let trayTarget = TextDropTarget()
        tray.addInteraction(UIDropInteraction(delegate: trayTarget))
        tray.isHidden = true
        window.addSubview(tray)
        let button = UIButton(frame: CGRect(x: 0, y: 10, width: 10, height: 1))
        button.setTitle("Show tray", for: .normal)
        button.addAction(UIAction { _ in tray.isHidden = false; inbox.isHidden = true }, for: .touchUpInside)
        window.addSubview(button)
        try focus("Note")
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        #expect(reader.elements.map(\.label) == ["Note", "Inbox", "Show tray"])
        reader.perform(.lastElement)
        reader.perform(.doubleTap)
        #expect(reader.elements.map(\.label) == ["Note", "Show tray", "Tray"])
        #expect(reader.actions(for: AccessibleElement(inbox)).isEmpty, "the hidden inbox offers nothing")
        reader.perform(.swipeRight)
        #expect(reader.focusedElement?.label == "Tray")
        #expect(said(.swipeDown) == ["Drop into Tray"])
        #expect(said(.doubleTap) == ["Dropped, Drop into Tray"])
        finger.clock.runUntilIdle()
        #expect(trayTarget.received == ["Note text"])
    }

    @Test func aTargetHoveredOverThenHiddenIsNoLongerWhereTheDragIs() throws {
        let (_, inbox, _) = addNestedScreen()
        let button = UIButton(frame: CGRect(x: 0, y: 10, width: 10, height: 1))
        button.setTitle("Hide inbox", for: .normal)
        button.addAction(UIAction { _ in inbox.isHidden = true }, for: .touchUpInside)
        window.addSubview(button)
        try focus("Note")
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        reader.perform(.swipeRight)
        _ = reader.choose(try #require(reader.actions(for: AccessibleElement(inbox)).first))
        #expect(finger.dropTargetView === inbox)
        reader.perform(.lastElement)
        reader.perform(.doubleTap)
        #expect(finger.dropTargetView == nil)
        #expect(finger.isDragging)
        #expect(said(.escape) == ["Drag cancelled"])
        finger.clock.runUntilIdle()
        #expect(target.received.isEmpty)
        #expect(!finger.isDragging)
    }

    // MARK: An honest "Add to drag"

    @Test func addingSaysTheCountAfterTheAddOrNothingToAdd() throws {
        addNestedScreen()
        let memoSource = TextDragSource("Memo text")
        let memo = labelledView("Memo", frame: CGRect(x: 0, y: 10, width: 20, height: 3))
        memo.addInteraction(UIDragInteraction(delegate: memoSource))
        window.addSubview(memo)
        try focus("Note")
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        reader.perform(.lastElement)
        #expect(said(.swipeDown) == ["Add Memo to drag"])
        #expect(said(.doubleTap) == ["2 items"])
        reader.perform(.swipeDown)
        #expect(said(.doubleTap) == ["Nothing to add"])
        #expect(finger.session?.items.count == 2)
    }

    @Test func nothingToAddIsSaidInEveryLanguage() {
        #expect(PhraseBook.text(.nothingToAdd, in: .english) == "Nothing to add")
        #expect(PhraseBook.text(.nothingToAdd, in: .korean) == "추가할 항목 없음")
        #expect(PhraseBook.text(.nothingToAdd, in: .simplifiedChinese) == "没有可添加的内容")
    }

    @Test func aCollectionCellWhoseDelegateCannotAddOffersNoAddingAndADoubleTapSelectsIt() throws {
        addNestedScreen()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 3)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 10, width: 40, height: 4), collectionViewLayout: layout)
        let photos = Photos()
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = photos
        grid.dragDelegate = photos
        window.addSubview(grid)
        #expect(reader.elements.map(\.label) == ["Note", "Inbox", "A", "B"])
        try focus("Note")
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        reader.perform(.lastElement)
        #expect(reader.focusedElement?.label == "B")
        // The photos' drag delegate does not implement itemsForAddingTo: UIKit adds nothing, so
        // no "Add B to drag" is offered, and a double tap is a plain tap, which selects.
        #expect(!said(.swipeDown).contains { $0.hasPrefix("Add") })
        #expect(!reader.actions(for: try #require(reader.focusedElement)).contains { $0.name.hasPrefix("Add") })
        reader.perform(.doubleTap)
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(finger.session?.items.count == 1)
    }

    @Test func anotherAppsSourcesOfferNoAdding() throws {
        let mail = UIWindow(frame: CGRect(x: 60, y: 0, width: 20, height: 20), applicationIdentifier: "mail")
        let draft = labelledView("Draft", frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let draftSource = TextDragSource("Draft text")
        draft.addInteraction(UIDragInteraction(delegate: draftSource))
        mail.addSubview(draft)
        finger.windows = [window, mail]
        addNestedScreen()
        try focus("Note")
        #expect(reader.actions(for: AccessibleElement(draft)).map(\.name) == ["Drag Draft"])
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        #expect(reader.actions(for: AccessibleElement(draft)).isEmpty)
    }

    // MARK: A name with its own language

    @Test func aDescriptorNameWithASpeechLanguageIsSpokenInIt() throws {
        let note = addNestedScreen().note
        let name = NSAttributedString(string: "메모 드래그", attributes: [.accessibilitySpeechLanguage: "ko"])
        note.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(attributedName: name, point: CGPoint(x: 15, y: 2), in: note),
            UIAccessibilityLocationDescriptor(name: "Drag note", point: CGPoint(x: 15, y: 3), in: note),
        ]
        let actions = reader.actions(for: AccessibleElement(note))
        #expect(actions.map(\.language) == ["ko", nil])
        let spoken = reader.choose(try #require(actions.first))
        #expect(spoken.map(\.text) == ["메모 드래그"])
        #expect(spoken.map(\.language) == ["ko"])
        #expect(reader.choose(try #require(actions.last)).map(\.language) == ["en"], "without one, the reader's own")
    }
}

/// Shows a view when the second tab is selected, as an app's tab bar controller would.
@MainActor
private final class TabPages: UITabBarDelegate {
    let page: UIView

    init(showing page: UIView) {
        self.page = page
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        page.isHidden = item.tag != 1
    }
}

/// A cell whose drag source is at its centre in the collection view, which hosts the drag.
private final class PhotoCell: UICollectionViewCell {
    override var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get {
            guard let collectionView = superview else { return [] }
            return [UIAccessibilityLocationDescriptor(name: "Drag \(accessibilityLabel ?? "")",
                                                      point: CGPoint(x: frame.midX, y: frame.midY), in: collectionView)]
        }
        set {}
    }
}

/// Two photos that drag but cannot be added to a drag (no `itemsForAddingTo`).
@MainActor
private final class Photos: UICollectionViewDataSource, UICollectionViewDragDelegate {
    let titles = ["A", "B"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = titles[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: titles[indexPath.item] as NSString))]
    }
}
