import ScreenReader

/// Which key does what. The one place the keys are bound; README and help list the same.
public enum KeyMap {
    /// Every binding, in the order help lists them.
    public static let bindings: [(key: Key, command: Command, label: String)] = [
        (.right, .perform(.swipeRight), "→"),
        (.left, .perform(.swipeLeft), "←"),
        (.character("]"), .perform(.rotateClockwise), "]"),
        (.character("["), .perform(.rotateCounterclockwise), "["),
        (.down, .perform(.swipeDown), "↓"),
        (.up, .perform(.swipeUp), "↑"),
        (.enter, .perform(.doubleTap), "Enter"),
        (.escape, .perform(.escape), "Esc"),
        (.home, .perform(.firstElement), "Home"),
        (.end, .perform(.lastElement), "End"),
        (.character("q"), .quit, "q"),
    ]

    /// The command bound to a key, if any.
    public static func command(for key: Key) -> Command? {
        bindings.first { $0.key == key }?.command
    }
}
