import ScreenReader

/// Which key does what. The one place the keys are bound; help is drawn from it and README
/// lists the same.
public enum KeyMap {
    /// One binding: the key, what it does, how help names the key, and what help says it does.
    public struct Binding: Sendable {
        public let key: Key
        public let command: Command
        public let label: String
        public let meaning: String
    }

    /// Every binding, in the order help lists them.
    public static let bindings: [Binding] = [
        Binding(key: .right, command: .perform(.swipeRight), label: "→", meaning: "next element"),
        Binding(key: .left, command: .perform(.swipeLeft), label: "←", meaning: "previous element"),
        Binding(key: .character("]"), command: .perform(.rotateClockwise), label: "] Ctrl+→", meaning: "rotor clockwise"),
        Binding(key: .controlRight, command: .perform(.rotateClockwise), label: "", meaning: ""),
        Binding(key: .character("["), command: .perform(.rotateCounterclockwise), label: "[ Ctrl+←",
                meaning: "rotor counter-clockwise"),
        Binding(key: .controlLeft, command: .perform(.rotateCounterclockwise), label: "", meaning: ""),
        Binding(key: .down, command: .perform(.swipeDown), label: "↓", meaning: "next in rotor setting"),
        Binding(key: .up, command: .perform(.swipeUp), label: "↑", meaning: "back in rotor setting"),
        Binding(key: .enter, command: .perform(.doubleTap), label: "Enter Space", meaning: "double tap"),
        Binding(key: .space, command: .perform(.doubleTap), label: "", meaning: ""),
        Binding(key: .character("d"), command: .perform(.doubleTapAndHold), label: "d", meaning: "double tap and hold"),
        Binding(key: .escape, command: .perform(.escape), label: "Esc", meaning: "escape; cancel a drag"),
        Binding(key: .home, command: .perform(.firstElement), label: "Home", meaning: "first element"),
        Binding(key: .end, command: .perform(.lastElement), label: "End", meaning: "last element"),
        Binding(key: .character("m"), command: .perform(.magicTap), label: "m", meaning: "magic tap"),
        Binding(key: .character("r"), command: .perform(.readAll), label: "r", meaning: "read all from here"),
        Binding(key: .character("t"), command: .perform(.readFromTop), label: "t", meaning: "read all from the top"),
        Binding(key: .character("s"), command: .perform(.stopSpeech), label: "s", meaning: "stop speech"),
        Binding(key: .character("i"), command: .toggleInspector, label: "i", meaning: "inspector"),
        Binding(key: .pageUp, command: .scrollLogBack, label: "PgUp <", meaning: "inspector: log back"),
        Binding(key: .character("<"), command: .scrollLogBack, label: "", meaning: ""),
        Binding(key: .pageDown, command: .scrollLogForward, label: "PgDn >", meaning: "inspector: log on"),
        Binding(key: .character(">"), command: .scrollLogForward, label: "", meaning: ""),
        Binding(key: .character("c"), command: .toggleCurtain, label: "c", meaning: "screen curtain"),
        Binding(key: .character("l"), command: .cycleLanguage, label: "l", meaning: "next speech language"),
        Binding(key: .character("v"), command: .cycleActionsVerbosity, label: "v", meaning: "verbosity: actions"),
        Binding(key: .character("h"), command: .toggleHints, label: "h", meaning: "verbosity: hints"),
        Binding(key: .character("?"), command: .toggleHelp, label: "?", meaning: "this help"),
        Binding(key: .character("q"), command: .quit, label: "q", meaning: "quit"),
    ]

    /// The command bound to a key, if any.
    public static func command(for key: Key) -> Command? {
        bindings.first { $0.key == key }?.command
    }

    /// What help lists: one line a key (keys sharing a command share a line).
    public static var helpLines: [(keys: String, meaning: String)] {
        bindings.filter { !$0.label.isEmpty }.map { ($0.label, $0.meaning) }
            + [("click", "explore under the mouse")]
    }
}
