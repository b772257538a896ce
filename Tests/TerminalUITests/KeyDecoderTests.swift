import CNcursesw
import ScreenReader
import Testing
@testable import TerminalUI
import RotorTestSupport

@Suite("Keys", .cellsScreen)
struct KeyDecoderTests {
    @Test func functionKeysDecode() {
        let table: [(Int32, Key)] = [
            (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_UP, .up), (KEY_DOWN, .down),
            (KEY_HOME, .home), (KEY_END, .end), (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace),
        ]
        for (code, key) in table {
            #expect(KeyDecoder.key(for: .keyCode(code)) == key)
        }
        #expect(KeyDecoder.key(for: .keyCode(KEY_F0 + 5)) == nil)
    }

    @Test func controlArrowsDecodeFromTheCodesTheTerminalDefines() {
        let codes = KeyDecoder.ExtendedCodes(controlLeft: 545, controlRight: 560)
        #expect(KeyDecoder.key(for: .keyCode(545), extended: codes) == .controlLeft)
        #expect(KeyDecoder.key(for: .keyCode(560), extended: codes) == .controlRight)
        #expect(KeyDecoder.key(for: .keyCode(560)) == nil, "unknown without the terminal's codes")
        #expect(KeyDecoder.key(for: .keyCode(KEY_LEFT), extended: codes) == .left)
    }

    /// Every key the decoder can produce, and what the map makes of it.
    @Test func everyKeyHasAtMostOneCommandAndEveryCommandAKey() {
        let keys: [Key] = [.left, .right, .up, .down, .controlLeft, .controlRight, .home, .end, .pageUp, .pageDown, .enter, .escape,
                           .space, .backspace, .tab] + (32..<127).compactMap { Unicode.Scalar($0).map { .character(Character($0)) } }
        let expected: [Key: Command] = [
            .right: .perform(.swipeRight), .left: .perform(.swipeLeft),
            .character("]"): .perform(.rotateClockwise), .controlRight: .perform(.rotateClockwise),
            .character("["): .perform(.rotateCounterclockwise), .controlLeft: .perform(.rotateCounterclockwise),
            .down: .perform(.swipeDown), .up: .perform(.swipeUp),
            .enter: .perform(.doubleTap), .space: .perform(.doubleTap), .escape: .perform(.escape),
            .character("d"): .perform(.doubleTapAndHold),
            .home: .perform(.firstElement), .end: .perform(.lastElement),
            .character("m"): .perform(.magicTap), .character("r"): .perform(.readAll),
            .character("t"): .perform(.readFromTop),
            .character("s"): .perform(.stopSpeech), .character("i"): .toggleInspector,
            .character("c"): .toggleCurtain, .character("l"): .cycleLanguage, .character("?"): .toggleHelp,
            .character("v"): .cycleActionsVerbosity, .character("h"): .toggleHints, .character("q"): .quit,
            .pageUp: .scrollLogBack, .character("<"): .scrollLogBack,
            .pageDown: .scrollLogForward, .character(">"): .scrollLogForward,
        ]
        for key in keys {
            #expect(KeyMap.command(for: key) == expected[key], "\(key)")
        }
        #expect(Set(KeyMap.bindings.map(\.key)).count == KeyMap.bindings.count, "no key is bound twice")
        let helped = Set(KeyMap.bindings.filter { !$0.label.isEmpty }.map(\.command))
        #expect(helped == Set(KeyMap.bindings.map(\.command)), "help names every command")
    }

    @Test func everyCharacterBelow256Decodes() {
        for value in UInt32(0)..<256 {
            let key = KeyDecoder.key(for: .character(value))
            switch value {
            case 10, 13: #expect(key == .enter)
            case 27: #expect(key == .escape)
            case 32: #expect(key == .space)
            case 9: #expect(key == .tab)
            case 8, 127: #expect(key == .backspace)
            case 0..<32: #expect(key == nil)
            default: #expect(key == .character(Character(Unicode.Scalar(value)!)))
            }
        }
        #expect(KeyDecoder.key(for: .character(0xAC00)) == .character("가"))
        #expect(KeyDecoder.key(for: .character(0xD800)) == nil)
    }

    @Test func theKeysOfTheStoryMapToTheirGestures() {
        #expect(KeyMap.command(for: .right) == .perform(.swipeRight))
        #expect(KeyMap.command(for: .left) == .perform(.swipeLeft))
        #expect(KeyMap.command(for: .character("]")) == .perform(.rotateClockwise))
        #expect(KeyMap.command(for: .character("[")) == .perform(.rotateCounterclockwise))
        #expect(KeyMap.command(for: .down) == .perform(.swipeDown))
        #expect(KeyMap.command(for: .up) == .perform(.swipeUp))
        #expect(KeyMap.command(for: .enter) == .perform(.doubleTap))
        #expect(KeyMap.command(for: .escape) == .perform(.escape))
        #expect(KeyMap.command(for: .character("q")) == .quit)
        #expect(KeyMap.command(for: .character("z")) == nil)
    }
}
