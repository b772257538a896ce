/// One of VoiceOver's own rotors, which an app's rotor can stand in for, as SwiftUI's
/// `AccessibilitySystemRotor`: UIKit's `UIAccessibilityCustomRotor.SystemRotorType`.
public struct AccessibilitySystemRotor: Sendable {
    let type: UIAccessibilityCustomRotor.SystemRotorType

    public static var links: AccessibilitySystemRotor { .init(type: .link) }
    public static var headings: AccessibilitySystemRotor { .init(type: .heading) }
    public static var boldText: AccessibilitySystemRotor { .init(type: .boldText) }
    public static var italicText: AccessibilitySystemRotor { .init(type: .italicText) }
    public static var underlineText: AccessibilitySystemRotor { .init(type: .underlineText) }
    public static var misspelledWords: AccessibilitySystemRotor { .init(type: .misspelledWord) }
    public static var images: AccessibilitySystemRotor { .init(type: .image) }
    public static var textFields: AccessibilitySystemRotor { .init(type: .textField) }
    public static var tables: AccessibilitySystemRotor { .init(type: .table) }
    public static var lists: AccessibilitySystemRotor { .init(type: .list) }
    public static var landmarks: AccessibilitySystemRotor { .init(type: .landmark) }

    /// Links, visited or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { .init(type: visited ? .visitedLink : .link) }

    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        let types: [UIAccessibilityCustomRotor.SystemRotorType] = [.headingLevel1, .headingLevel2, .headingLevel3,
                                                                    .headingLevel4, .headingLevel5, .headingLevel6]
        let index = Int(level.rawValue) - 1
        return .init(type: types.indices.contains(index) ? types[index] : .heading)
    }
}
