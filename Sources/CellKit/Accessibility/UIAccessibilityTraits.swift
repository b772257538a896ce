/// What an element is and how it behaves, as VoiceOver speaks it. The values are UIKit's.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard: VoiceOver does not say "Button" for it.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A container whose elements are tabs: each is spoken "Tab. N of M." and not "Button".
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A control that toggles (iOS 17): with `button` too, spoken "Switch Button", its value "1",
    /// "0" or "2" as On, Off or Mixed. UIKit's switches carry both.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)

    // CellKit's own: traits UIKit gives its own views privately (their values are UIKit's). A
    // screen reader tells a text field, a back button or a tab bar's item by them, as
    // VoiceOver does; apps cannot set them through UIKit's API, so they are not public.

    /// Text can be typed here: a text field or text view ("Text Field").
    package static let textEntry = UIAccessibilityTraits(rawValue: 1 << 18)
    /// A text field is being edited ("Is editing").
    package static let isEditing = UIAccessibilityTraits(rawValue: 1 << 21)
    /// A text field whose text is hidden ("Secure Text Field").
    package static let secureTextField = UIAccessibilityTraits(rawValue: 1 << 24)
    /// A navigation bar's back button ("Back Button", never "Button").
    package static let backButton = UIAccessibilityTraits(rawValue: 1 << 27)
    /// An item of a tab bar ("Tab", never "Button").
    package static let tabBarItem = UIAccessibilityTraits(rawValue: 1 << 28)
    /// Text that spans several lines (a text view).
    package static let textArea = UIAccessibilityTraits(rawValue: 1 << 47)
}
