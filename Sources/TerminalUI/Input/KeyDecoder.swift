import CNcursesw

/// Turns what ncurses' `wget_wch` returns into a `Key`: a pure table, tested exhaustively.
public enum KeyDecoder {
    /// What `wget_wch` returned: `OK` with a character, `KEY_CODE_YES` with a key code.
    public enum Input: Hashable, Sendable {
        case character(UInt32)
        case keyCode(Int32)
    }

    /// The key for an input, or `nil` for input the front ignores.
    public static func key(for input: Input) -> Key? {
        switch input {
        case .keyCode(let code):
            switch code {
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_HOME: return .home
            case KEY_END: return .end
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
