import CellKit

/// The picture's colours: a dark terminal's for the cells, and for the overlays colours that
/// stay apart from each other and from the cursor's yellow.
enum Palette {
    /// The terminal's background.
    static let screen = "#1e1e1e"
    /// The terminal's default text colour.
    static let text = "#cccccc"
    /// The VoiceOver cursor, yellow as on the terminal.
    static let cursor = "#f5c400"
    /// The held items' ◆: black on white as on the terminal, colours no element's outline or
    /// number has (magenta was read as the purple of another element than the drag's source).
    static let held = "#ffffff"
    /// The ◆ and the ring around it.
    static let heldInk = "#202020"

    /// The eight terminal colours, as a dark theme draws them.
    static func terminal(_ colour: CellColor) -> String {
        switch colour {
        case .black: "#000000"
        case .red: "#cd3131"
        case .green: "#0dbc79"
        case .yellow: "#e5e510"
        case .blue: "#2472c8"
        case .magenta: "#bc3fbc"
        case .cyan: "#11a8cd"
        case .white: "#e5e5e5"
        }
    }

    /// A cell's text and background colours, reversed when its style says so; no background
    /// when it is the screen's own.
    static func colours(of style: CellStyle) -> (foreground: String, background: String?) {
        let foreground = style.foreground.map(terminal) ?? text
        let background = style.background.map(terminal)
        guard style.isReversed else { return (foreground, background) }
        return (background ?? screen, foreground)
    }

    /// Element N's colour (from 1), ten that are told apart, then again.
    static func element(_ number: Int) -> String {
        let colours = ["#e6194b", "#3c78d8", "#2ca02c", "#9c4fd0", "#f07f0e", "#0fa3b1", "#d6409f", "#8c564b",
                       "#6b7f00", "#5d6d7e"]
        return colours[((number - 1) % colours.count + colours.count) % colours.count]
    }

    /// A drop proposal's colour, as the terminal boxes the target: green copy, blue move, red
    /// forbidden or cancel.
    static func proposal(_ operation: UIDropOperation) -> String {
        switch operation {
        case .copy: "#1f9d3a"
        case .move: "#2f6fd0"
        case .forbidden, .cancel: "#d03030"
        }
    }
}
