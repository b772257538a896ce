import Foundation
import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

@Suite("Scripts", .cellsScreen)
struct ScriptTests {
    @Test func gesturesExpectationsCommentsAndWaits() throws {
        let script = try Script.parse("""
            # a comment
            swipe right = February: 30. Actions Available.

            double tap ~ Drag started
            wait 0.5
            touch 3 4
            escape =
            """, file: "s.txt")
        #expect(script.steps.map(\.line) == [2, 4, 5, 6, 7])
        #expect(script.steps[0].action == .gesture(.swipeRight))
        #expect(script.steps[0].expectation == Expectation(.exact, "February: 30. Actions Available."))
        #expect(script.steps[1].expectation == Expectation(.contains, "Drag started"))
        #expect(script.steps[2].action == .wait(0.5))
        #expect(script.steps[3].action == .gesture(.touch(CGPoint(x: 3, y: 4))))
        #expect(script.steps[4].expectation == Expectation(.exact, ""))
    }

    @Test func readAllHasVoiceOversTwoGestures() throws {
        let script = try Script.parse("read from top\nread all = A.\nRead  From   Top\n", file: "s.txt")
        #expect(script.steps.map(\.action) == [.gesture(.readAll(from: .top)), .gesture(.readAll(from: .focus)),
                                                .gesture(.readFromTop)])
        #expect(Gesture.readFromTop.name == "read from top")
        #expect(Gesture.readAll.name == "read all")
    }

    @Test(arguments: [
        ("swipe right\n  wait soon\n", "s.txt:2:3: expected 'wait SECONDS' with a number of seconds, found 'wait soon'"),
        ("wait -1 = hello\n", "s.txt:1:6: wait: -1 is outside the range 0…1000000"),
        ("swipe right\nswipe right = ok\ntouch 3\n", "s.txt:3:1: expected 'touch X Y' with two numbers (screen cells), found 'touch 3'"),
        ("# ok\nflick = x\n", "s.txt:2:1: unknown gesture 'flick'; expected one of: swipe right, swipe left, swipe up, swipe down, rotor clockwise, rotor counterclockwise, double tap, double tap and hold, escape, magic tap, first element, last element, read from top, read all, stop speech, scroll left, scroll right, scroll up, scroll down, touch X Y, wait SECONDS, language CODE, verbosity-actions SETTING, hints on|off"),
        ("language fr\n", "s.txt:1:1: expected 'language CODE' with one of: en, ko, zh-Hans; found 'language fr'"),
        ("verbosity-actions loud\n",
         "s.txt:1:1: expected 'verbosity-actions SETTING' with one of: speak, playSound, changeRotor, doNothing; found 'verbosity-actions loud'"),
        ("hints maybe\n", "s.txt:1:1: expected 'hints on' or 'hints off', found 'hints maybe'"),
    ])
    func aBadLineIsRefusedWithItsLine(_ text: String, _ expected: String) {
        #expect(throws: SceneError.self) { try Script.parse(text, file: "s.txt") }
        do {
            _ = try Script.parse(text, file: "s.txt")
        } catch {
            #expect(error.description == expected)
        }
    }
}
