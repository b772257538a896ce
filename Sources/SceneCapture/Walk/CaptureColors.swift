#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif

/// The eight colours a scene names (`background: red`), as UIKit's named colours.
@MainActor
enum CaptureColors {
    static let named: [(name: String, color: UIColor)] = [
        ("black", .black), ("red", .red), ("green", .green), ("yellow", .yellow),
        ("blue", .blue), ("magenta", .magenta), ("cyan", .cyan), ("white", .white),
    ]

    /// The scene's name for a colour, when it is one of the eight; other colours are left out.
    static func name(of color: UIColor) -> String? {
        named.first { $0.color == color }?.name
    }
}
