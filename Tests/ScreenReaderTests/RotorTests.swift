import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// A slider-like element that VoiceOver adjusts by swiping up and down.
final class Stepper: UIView {
    var level = 5

    override var accessibilityValue: String? {
        get { "\(level)" }
        set {}
    }

    override func accessibilityIncrement() { level = min(10, level + 1) }
    override func accessibilityDecrement() { level = max(0, level - 1) }
}

@MainActor
@Suite("The rotor", .cellsScreen)
struct RotorTests: ReaderSuite {
    let fixture = ReaderFixture()

    @Test func theSettingsOfferedDependOnTheElementAndTheScene() {
        window.addSubview(labelledView("Plain", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        reader.start()
        #expect(reader.offeredRotorSettings == [.characters, .words, .speechRate, .hints])
        let heading = labelledView("Title", frame: CGRect(x: 0, y: 2, width: 10, height: 1))
        heading.accessibilityTraits = .header
        window.addSubview(heading)
        #expect(reader.offeredRotorSettings == [.headings, .characters, .words, .speechRate, .hints])
    }

    @Test func rotatingSpeaksEachSettingAndWrapsAround() {
        window.addSubview(labelledView("Plain", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        reader.start()
        let names = (0..<5).flatMap { _ in reader.perform(.rotateClockwise).map(\.text) }
        #expect(names == ["Characters", "Words", "Speech rate", "Hints", "Characters"])
        #expect(reader.perform(.rotateCounterclockwise).map(\.text) == ["Hints"])
    }

    @Test func headingsJumpFromHeadingToHeading() {
        for (row, label) in ["Inbox", "Mail 1", "Archive", "Mail 2"].enumerated() {
            let view = labelledView(label, frame: CGRect(x: 0, y: row * 2, width: 10, height: 1))
            if !label.hasPrefix("Mail") { view.accessibilityTraits = .header }
            window.addSubview(view)
        }
        reader.start()
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Headings"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Archive. Heading."])
        #expect(reader.perform(.swipeDown).map(\.description) == ["[boundary]"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["Inbox. Heading."])
    }

    @Test func containersJumpToTheFirstElementOfTheNextGroup() {
        for (index, name) in ["Favourites", "Recents"].enumerated() {
            let group = UIView(frame: CGRect(x: 0, y: index * 5, width: 30, height: 4))
            group.accessibilityContainerType = .semanticGroup
            for row in 0..<2 {
                group.addSubview(labelledView("\(name) \(row)", frame: CGRect(x: 0, y: row * 2, width: 20, height: 1)))
            }
            window.addSubview(group)
        }
        reader.start()
        reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.text) == ["Recents 0"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["Favourites 0"])
    }

    @Test func speechRateAndHintsAreAdjustedWithSwipes() {
        let button = labelledView("Send", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        button.accessibilityHint = "Sends the message."
        window.addSubview(button)
        reader.start()
        reader.perform(.rotateClockwise)
        reader.perform(.rotateClockwise)
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Speech rate"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["60%"])
        #expect(reader.speechRate == 60)
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Hints"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Hints off"])
        #expect(reader.perform(.firstElement).map(\.text) == ["Send"], "no hint while hints are off")
    }

    @Test func anAdjustableElementAdjustsOnSwipesAndTheRotorComesBack() {
        window.addSubview(labelledView("Label", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        let stepper = Stepper(frame: CGRect(x: 0, y: 2, width: 10, height: 1))
        stepper.isAccessibilityElement = true
        stepper.accessibilityLabel = "Volume"
        stepper.accessibilityTraits = .adjustable
        window.addSubview(stepper)
        reader.start()
        reader.perform(.rotateClockwise)
        #expect(reader.rotor.setting == .characters)
        #expect(reader.perform(.swipeRight).map(\.text)
            == ["Volume: 5. Adjustable.", "Swipe up or down with one finger to adjust the value."])
        #expect(reader.rotor.setting == .adjustValue)
        #expect(reader.perform(.swipeUp).map(\.text) == ["6"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["5"])
        #expect(stepper.level == 5)
        reader.perform(.swipeLeft)
        #expect(reader.rotor.setting == .characters)
    }

    @Test("the Characters and Words rotors step through the label, wrapping at either end")
    func charactersAndWordsStepThroughTheLabel() {
        window.addSubview(labelledView("Go  on", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        reader.start()
        reader.perform(.rotateClockwise)
        let down = (0..<7).flatMap { _ in reader.perform(.swipeDown).map(\.text) }
        #expect(down == ["G", "o", "space", "space", "o", "n", "G"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["n"])
        reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeUp).map(\.text) == ["on"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["Go"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["on"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Go"])
    }

    @Test("the Characters and Words rotors read a text view's text, which is its value, not its label")
    func charactersAndWordsReadATextViewsText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        view.text = "Hi there"
        view.isEditable = false
        window.addSubview(view)
        reader.start()
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Characters"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["H"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["e"])
        reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.text) == ["Hi"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["there"])
    }

    @Test("a label whose text changes between swipes is read anew")
    func aChangedLabelIsReadAnew() {
        let label = labelledView("ab", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        window.addSubview(label)
        reader.start()
        reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.text) == ["a"])
        label.accessibilityLabel = "xyz"
        #expect(reader.perform(.swipeDown).map(\.text) == ["y"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["z"])
    }
}
