/// What an element is and does, as SwiftUI's `AccessibilityTraits`; each is UIKit's trait of
/// the same meaning.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    var traits: UIAccessibilityTraits

    public init() {
        traits = []
    }

    init(_ traits: UIAccessibilityTraits) {
        self.traits = traits
    }

    public static let isButton = AccessibilityTraits(.button)
    public static let isHeader = AccessibilityTraits(.header)
    public static let isSelected = AccessibilityTraits(.selected)
    public static let isLink = AccessibilityTraits(.link)
    public static let isSearchField = AccessibilityTraits(.searchField)
    public static let isImage = AccessibilityTraits(.image)
    public static let playsSound = AccessibilityTraits(.playsSound)
    public static let isKeyboardKey = AccessibilityTraits(.keyboardKey)
    public static let isStaticText = AccessibilityTraits(.staticText)
    public static let isSummaryElement = AccessibilityTraits(.summaryElement)
    public static let updatesFrequently = AccessibilityTraits(.updatesFrequently)
    public static let startsMediaSession = AccessibilityTraits(.startsMediaSession)
    public static let allowsDirectInteraction = AccessibilityTraits(.allowsDirectInteraction)
    public static let causesPageTurn = AccessibilityTraits(.causesPageTurn)
    public static let isToggle = AccessibilityTraits(.toggleButton)

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(traits.union(other.traits)) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(traits.intersection(other.traits)) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(traits.symmetricDifference(other.traits))
    }
    public func contains(_ member: AccessibilityTraits) -> Bool { traits.contains(member.traits) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !traits.contains(newMember.traits)
        traits.formUnion(newMember.traits)
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard traits.contains(member.traits) else { return nil }
        traits.subtract(member.traits)
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = traits.contains(newMember.traits)
        traits.formUnion(newMember.traits)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { traits.formUnion(other.traits) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { traits.formIntersection(other.traits) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { traits.formSymmetricDifference(other.traits) }
}
