import CNcursesw

/// Turns what ncurses' `wget_wch` returns into a `Key`: a pure table, tested exhaustively.
package enum KeyDecoder {
    /// What `wget_wch` returned: `OK` with a character, `KEY_CODE_YES` with a key code.
    package enum Input: Hashable, Sendable {
        case character(UInt32)
        case keyCode(Int32)
    }

    /// Key codes the terminal's description defines at run time (Ctrl+arrows are not fixed
    /// codes in ncurses; `key_defined("kLFT5")` finds them).
    package struct ExtendedCodes: Hashable, Sendable {
        package var controlLeft: Int32?
        package var controlRight: Int32?

        package init(controlLeft: Int32? = nil, controlRight: Int32? = nil) {
            self.controlLeft = controlLeft
            self.controlRight = controlRight
        }
    }

    /// The key for an input, or `nil` for input the front ignores.
    package static func key(for input: Input, extended: ExtendedCodes = ExtendedCodes()) -> Key? {
        switch input {
        case .keyCode(let code):
            if code == extended.controlLeft { return .controlLeft }
            if code == extended.controlRight { return .controlRight }
            switch code {
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_HOME: return .home
            case KEY_END: return .end
            case KEY_PPAGE: return .pageUp
            case KEY_NPAGE: return .pageDown
            case KEY_ENTER: return .enter
            case KEY_BACKSPACE: return .backspace
            default: return nil
            }
        case .character(let value):
            switch value {
            case 10, 13: return .enter
            case 27: return .escape
            case 32: return .space
            case 9: return .tab
            case 8, 127: return .backspace
            case 0..<32: return nil
            default:
                guard let scalar = Unicode.Scalar(value) else { return nil }
                return .character(Character(scalar))
            }
        }
    }
}
