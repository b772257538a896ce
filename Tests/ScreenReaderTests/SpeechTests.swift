import CellKit
import ScreenReader
import Testing
import RotorTestSupport

@MainActor
@Suite("Speech, cursor and rotor", .cellsScreen)
struct SpeechTests: ReaderSuite {
    let fixture = ReaderFixture()

    @Test func labelValueTraitsThenTheHintAfterAPause() {
        let button = labelledView("Volume", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        button.accessibilityValue = "60%"
        button.accessibilityTraits = [.adjustable, .button]
        button.accessibilityHint = "Adjusts the volume."
        window.addSubview(button)
        let said = reader.start()
        #expect(said.map(\.text)
            == ["Volume: 60%. Button. Adjustable.", "Adjusts the volume. Swipe up or down with one finger to adjust the value."])
        #expect(said.map(\.kind) == [.element, .hint])
    }

    @Test func swipingPastTheLastElementPlaysTheBoundarySound() {
        window.addSubview(labelledView("Only", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        reader.start()
        let said = reader.perform(.swipeRight)
        #expect(said.map(\.description) == ["[boundary]"])
        #expect(said.first?.kind == .earcon)
    }

    @Test func theRotorOffersCharactersAndWordsAndStepsThroughThem() {
        window.addSubview(labelledView("Hi there", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        reader.start()
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Characters"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["H"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["i"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["space"])
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Words"])
        #expect(reader.perform(.swipeUp).map(\.text) == ["there"])
    }

    @Test func touchExplorationFocusesAndSpeaksTheElementUnderThePoint() {
        window.addSubview(labelledView("Left", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        window.addSubview(labelledView("Right", frame: CGRect(x: 30, y: 0, width: 10, height: 1)))
        reader.start()
        #expect(reader.perform(.touch(CGPoint(x: 32, y: 0))).map(\.text) == ["Right"])
        #expect(reader.focusedElement?.label == "Right")
    }

    @Test func gestureNamesRoundTrip() {
        for gesture in Gesture.simpleGestures + [.touch(CGPoint(x: 3, y: 4))] {
            #expect(Gesture(name: gesture.name) == gesture)
        }
        #expect(Gesture(name: "swipe  RIGHT") == .swipeRight)
        #expect(Gesture(name: "swipe sideways") == nil)
        #expect(Gesture(name: "touch 1") == nil)
    }
}
