import Foundation

/// A rotor of the app's own (or one standing in for one of VoiceOver's, by system type): set
/// in `accessibilityCustomRotors` on the element it helps with or on a container of it, it
/// joins VoiceOver's rotor while the focus is on that element (or inside that container); a
/// swipe down asks `itemSearchBlock` for the next item, a swipe up for the previous, and
/// VoiceOver moves to the element it returns.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// Which way a search goes.
    public enum Direction: Int, Sendable {
        /// The item before the current one (a swipe up).
        case previous
        /// The item after the current one (a swipe down).
        case next
    }

    /// The kinds of content VoiceOver has rotors of its own for. A rotor made with one of them
    /// stands in for VoiceOver's rotor of that kind, under VoiceOver's name for it.
    public enum SystemRotorType: Int, Sendable {
        case none = 0
        case link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4, headingLevel5,
             headingLevel6, boldText, italicText, underlineText, misspelledWord, image, textField, table, list, landmark
    }

    /// Finds the item after (or before) the predicate's current item; `nil` when there is none.
    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// The rotor's name, as VoiceOver says it (a rotor of a system type is said by VoiceOver's
    /// name for the type). A new name reaches the screens whose readers listed the rotor
    /// (`noteListed(on:)`): they keep the names of the rotors around the focus.
    open var attributedName: NSAttributedString {
        didSet { listingClock?.resolved.listedElementsMayHaveChanged() }
    }
    /// CellKit's own: the clock of the screen whose reader listed the rotor last.
    @exclusivity(unchecked) private var listingClock: ViewTreeClock?

    /// CellKit's own: notes that a screen reader on `clock`'s screen listed this rotor (and
    /// keeps its name), so that a new name reaches that screen.
    package func noteListed(on clock: ViewTreeClock) {
        if listingClock !== clock { listingClock = clock }
    }
    /// Finds the next or previous item.
    open var itemSearchBlock: Search
    /// The kind of content the rotor stands for; `.none` for a rotor of the app's own.
    public private(set) var systemRotorType: SystemRotorType = .none

    /// The plain text of `attributedName`.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }

    public init(attributedName: NSAttributedString, itemSearch itemSearchBlock: @escaping Search) {
        self.attributedName = attributedName
        self.itemSearchBlock = itemSearchBlock
        super.init()
    }

    public convenience init(name: String, itemSearch itemSearchBlock: @escaping Search) {
        self.init(attributedName: NSAttributedString(string: name), itemSearch: itemSearchBlock)
    }

    public convenience init(systemType type: SystemRotorType, itemSearch itemSearchBlock: @escaping Search) {
        self.init(attributedName: NSAttributedString(string: ""), itemSearch: itemSearchBlock)
        systemRotorType = type
    }
}
