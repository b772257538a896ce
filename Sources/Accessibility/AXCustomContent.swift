import Foundation

/// Custom content: a label and a value VoiceOver offers on an element besides its description,
/// as Apple's Accessibility framework gives it (Rotor's copy for Linux, so code written for iOS
/// compiles with `import Accessibility` as it is).
///
/// Content of `.default` importance is read on demand, through the rotor's More Content; content
/// of `.high` importance is also said with the element, after its description and before its
/// hint.
open class AXCustomContent: NSObject, NSCopying {
    /// When VoiceOver says the content.
    public enum Importance: UInt, Sendable, Hashable {
        /// Said on demand: the rotor's More Content.
        case `default` = 0
        /// Said with the element, and in More Content too.
        case high = 1
    }

    /// The label that names the content ("Age").
    public var label: String { attributedLabel.string }
    /// The content itself ("3 years").
    public var value: String { attributedValue.string }
    /// The label as an attributed string (its speech language, where it has one).
    public let attributedLabel: NSAttributedString
    /// The value as an attributed string.
    public let attributedValue: NSAttributedString
    /// When VoiceOver says the content; `.default` until set.
    // Unchecked: a plain value, never lent `inout` across a call, and read for every entry of
    // an element at each swipe onto it (checking each read was a fifth of 40,000 entries' cost).
    @exclusivity(unchecked) public var importance: Importance = .default

    /// Content with a label and a value.
    public init(label: String, value: String) {
        attributedLabel = NSAttributedString(string: label)
        attributedValue = NSAttributedString(string: value)
        super.init()
    }

    /// Content with an attributed label and value.
    public init(attributedLabel label: NSAttributedString, attributedValue value: NSAttributedString) {
        attributedLabel = label
        attributedValue = value
        super.init()
    }

    /// A copy with the same label, value and importance.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXCustomContent(attributedLabel: attributedLabel, attributedValue: attributedValue)
        copy.importance = importance
        return copy
    }
}

/// What `AXCustomContentProvider.accessibilityCustomContentBlock` returns: the content, worked
/// out when VoiceOver asks.
public typealias AXCustomContentReturnBlock = () -> [AXCustomContent]?
