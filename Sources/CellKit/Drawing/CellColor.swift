import Foundation

/// One of the eight colours every colour terminal has, or the terminal's own default.
///
/// Cells carry these rather than RGB because the terminal can show nothing finer reliably.
public enum CellColor: Int, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white

    /// The terminal colour a colour is drawn as: black or white for a grey (saturation under a
    /// quarter) or a very dark colour, otherwise the colour of the nearest hue; `nil` for a colour
    /// more than half transparent. [sim] Hue bands: red below 20° and from 330°, yellow to 90°
    /// (so orange reads as yellow), green to 150°, cyan to 205°, blue to 265°, magenta to 330°.
    static func nearest(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> CellColor? {
        guard alpha >= 0.5 else { return nil }
        let r = min(1, max(0, red.isFinite ? red : 0)), g = min(1, max(0, green.isFinite ? green : 0))
        let b = min(1, max(0, blue.isFinite ? blue : 0))
        let high = max(r, g, b), low = min(r, g, b)
        guard high >= 0.25 else { return .black }
        let saturation = (high - low) / high
        guard saturation >= 0.25 else { return high >= 0.5 ? .white : .black }
        let span = high - low
        var hue: CGFloat
        if high == r {
            hue = 60 * ((g - b) / span)
        } else if high == g {
            hue = 60 * ((b - r) / span) + 120
        } else {
            hue = 60 * ((r - g) / span) + 240
        }
        if hue < 0 { hue += 360 }
        switch hue {
        case ..<20: return .red
        case ..<90: return .yellow
        case ..<150: return .green
        case ..<205: return .cyan
        case ..<265: return .blue
        case ..<330: return .magenta
        default: return .red
        }
    }

    /// The components a terminal colour stands for (full intensity).
    static func components(of color: CellColor) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        switch color {
        case .black: (0, 0, 0)
        case .red: (1, 0, 0)
        case .green: (0, 1, 0)
        case .yellow: (1, 1, 0)
        case .blue: (0, 0, 1)
        case .magenta: (1, 0, 1)
        case .cyan: (0, 1, 1)
        case .white: (1, 1, 1)
        }
    }
}
