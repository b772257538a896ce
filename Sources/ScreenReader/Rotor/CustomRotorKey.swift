import CellKit

/// Which custom rotor a rotor setting is: the rotor object (while it lives) and what it is
/// called, kept as values so that the setting stays `Sendable` and is compared without asking
/// the app again.
public struct CustomRotorKey: Hashable, Sendable {
    /// The rotor's `name`, as it was when the rotor was offered.
    public let name: String
    /// The rotor's system type; `.none` for a rotor of the app's own.
    public let systemType: UIAccessibilityCustomRotor.SystemRotorType
    let identity: ObjectIdentifier

    /// The key of a rotor as it is now.
    @MainActor
    public init(_ rotor: UIAccessibilityCustomRotor) {
        name = rotor.name
        systemType = rotor.systemRotorType
        identity = ObjectIdentifier(rotor)
    }

    /// What VoiceOver says for the rotor: VoiceOver's own name for a system type, else the
    /// rotor's name.
    public func name(in language: Language) -> String {
        Self.phrase(for: systemType).map { PhraseBook.text($0, in: language) } ?? name
    }

    /// VoiceOver's name for a system type's rotor; `nil` for `.none`.
    static func phrase(for type: UIAccessibilityCustomRotor.SystemRotorType) -> Phrase? {
        switch type {
        case .none: nil
        case .link: .rotorLinks
        case .visitedLink: .rotorVisitedLinks
        case .heading: .rotorHeadings
        case .headingLevel1: .rotorHeadingLevel(1)
        case .headingLevel2: .rotorHeadingLevel(2)
        case .headingLevel3: .rotorHeadingLevel(3)
        case .headingLevel4: .rotorHeadingLevel(4)
        case .headingLevel5: .rotorHeadingLevel(5)
        case .headingLevel6: .rotorHeadingLevel(6)
        case .boldText: .rotorBoldText
        case .italicText: .rotorItalicText
        case .underlineText: .rotorUnderlineText
        case .misspelledWord: .rotorMisspelledWords
        case .image: .rotorImages
        case .textField: .rotorTextFields
        case .table: .rotorTables
        case .list: .rotorLists
        case .landmark: .rotorLandmarks
        }
    }
}
