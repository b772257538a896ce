/// A key as the front understands it, decoded from the terminal's input.
public enum Key: Hashable, Sendable {
    case left, right, up, down
    /// Ctrl with an arrow: the rotor's other binding.
    case controlLeft, controlRight
    case home, end
    /// Page Up and Page Down: scroll the inspector's log.
    case pageUp, pageDown
    case enter, escape, space, backspace, tab
    case character(Character)
}
