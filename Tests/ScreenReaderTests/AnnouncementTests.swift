import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// A button whose activation posts a notification.
final class PostingButton: UIView {
    var post: () -> Void = {}

    override func accessibilityActivate() -> Bool {
        post()
        return true
    }
}

@MainActor
@Suite("Announcements, positions in lists, and languages", .cellsScreen)
struct AnnouncementTests: ReaderSuite {
    let fixture = ReaderFixture()
    let button = PostingButton(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let details = labelledView("Details", frame: CGRect(x: 0, y: 4, width: 10, height: 1))

    init() {
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Save"
        window.addSubview(button)
        window.addSubview(details)
    }

    @Test func anAnnouncementIsSpokenAfterTheGesture() {
        button.post = { UIAccessibility.post(notification: .announcement, argument: "Saved") }
        reader.start()
        let said = reader.perform(.doubleTap)
        #expect(said.map(\.text) == ["Saved"])
        #expect(said.map(\.kind) == [.announcement])
    }

    @Test func layoutChangedMovesTheCursorToTheArgument() {
        button.post = { [details] in UIAccessibility.post(notification: .layoutChanged, argument: details) }
        reader.start()
        #expect(reader.perform(.doubleTap).map(\.text) == ["Details"])
        #expect(reader.focusedElement?.label == "Details")
    }

    @Test func screenChangedWithoutAnArgumentGoesToTheFirstElement() {
        reader.start()
        reader.perform(.swipeRight)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(reader.speakNotifications().map(\.text) == ["Save"])
    }

    @Test func anElementInAListSaysWhereTheListStartsAndEnds() {
        let list = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 6))
        list.accessibilityContainerType = .list
        for row in 0..<3 {
            list.addSubview(labelledView("Song \(row + 1)", frame: CGRect(x: 0, y: row * 2, width: 20, height: 1)))
        }
        window.addSubview(list)
        reader.start()
        #expect(reader.perform(.swipeRight).map(\.text) == ["Song 1. List Start."])
        #expect(reader.perform(.swipeRight).map(\.text) == ["Song 2"], "nothing between the start and the end")
        reader.language = .korean
        #expect(reader.perform(.swipeRight).map(\.text) == ["Song 3. 목록 끝."])
        reader.language = .simplifiedChinese
        #expect(reader.perform(.swipeLeft).map(\.text) == ["Song 2"])
        #expect(reader.perform(.swipeLeft).map(\.text) == ["Song 1。列表开始。"])
    }

    @Test(arguments: ["en", "en-GB", "ko", "ko-KR", "zh-Hans", "zh-CN", "zh"])
    func languageCodesAreRecognised(code: String) {
        #expect(Language(code: code) != nil)
    }

    @Test func everyPhraseHasTextInEveryLanguage() {
        let phrases: [Phrase] = [
            .actionsAvailable, .position(index: 1, count: 2), .traitDimmed, .traitButton, .traitHeading, .traitLink,
            .traitAdjustable, .traitImage, .traitSearchField, .traitSelected, .rotorActions, .rotorAdjustValue,
            .rotorHeadings, .rotorContainers, .rotorCharacters, .rotorWords, .rotorSpeechRate, .rotorHints, .hintsOn,
            .hintsOff, .percent(5), .actionFailed, .defaultDragName(label: "X"), .defaultDropName(label: "X"),
            .addToDrag(name: "X"), .dragStarted(name: "X"), .itemsInDrag(count: 2), .dropped(name: "X"),
            .dropForbidden, .dragCancelled, .nothingToDrag, .boundary, .space, .traitSwitchButton, .traitTextField,
            .switchOn, .switchOff, .switchMixed, .isEditing, .hintAdjustable, .hintToggle, .hintEdit,
            .actionsEarcon, .traitBackButton, .traitTab, .traitSecureTextField, .selected("X"), .backLabel, .listStart,
            .listEnd, .landmarkStart, .landmarkEnd, .tableRow(2), .tableColumn(3), .spansRows(2), .spansColumns(3),
            .hintMisspelledWords, .hintTextArea, .verbosityActions(.speak), .verbosityActions(.playSound),
            .verbosityActions(.changeRotor), .verbosityActions(.doNothing), .reorderName(label: "X"),
            .dropBeforeName(label: "X"), .dropAfterName(label: "X"),
        ]
        for language in Language.allCases {
            let texts = phrases.map { PhraseBook.text($0, in: language) }
            #expect(texts.allSatisfy { !$0.isEmpty })
            if language != .english {
                // Every phrase with words is translated; earcon names and percentages stay.
                let english = phrases.map { PhraseBook.text($0, in: .english) }
                let same = zip(texts, english).filter { $0 == $1 }.map(\.0)
                #expect(Set(same).isSubset(of: ["boundary", "actions", "5%"]), "\(language): \(same)")
            }
        }
    }
}
