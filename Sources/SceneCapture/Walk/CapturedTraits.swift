#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif

/// The trait names a scene file uses (`traits: [header]`), by UIKit's values. Some are traits
/// UIKit gives its own views without naming them publicly (a back button, a text field being
/// edited); their bits are UIKit's, so they are read by value here.
enum CapturedTraits {
    static let all: [(name: String, bit: UInt64)] = [
        ("button", 1 << 0), ("link", 1 << 1), ("image", 1 << 2), ("selected", 1 << 3),
        ("staticText", 1 << 6), ("header", 1 << 16), ("adjustable", 1 << 12), ("notEnabled", 1 << 8),
        ("searchField", 1 << 10), ("toggleButton", 1 << 53), ("summaryElement", 1 << 7),
        ("updatesFrequently", 1 << 9), ("playsSound", 1 << 4), ("keyboardKey", 1 << 5),
        ("startsMediaSession", 1 << 11), ("allowsDirectInteraction", 1 << 13), ("causesPageTurn", 1 << 14),
        ("tabBar", 1 << 15), ("backButton", 1 << 27), ("tabBarItem", 1 << 28), ("textEntry", 1 << 18),
        ("secureTextField", 1 << 24), ("isEditing", 1 << 21), ("textArea", 1 << 47),
    ]

    static let backButton = UIAccessibilityTraits(rawValue: 1 << 27)
    static let isEditing = UIAccessibilityTraits(rawValue: 1 << 21)

    /// The names of the traits a scene can say, in the table's order.
    static func names(_ traits: UIAccessibilityTraits) -> [String] {
        all.filter { traits.rawValue & $0.bit != 0 }.map(\.name)
    }

    /// The traits a scene file can say, of these: the rest (a trait a later iOS added) cannot be
    /// written.
    static func expressible(_ traits: UIAccessibilityTraits) -> UIAccessibilityTraits {
        UIAccessibilityTraits(rawValue: all.reduce(0) { $0 | (traits.rawValue & $1.bit) })
    }
}
