/// A custom rotor offered on an element (`UIAccessibilityCustomRotor`: its own, then its
/// containers'), as the record keeps it.
public struct CustomRotorRecord: Codable, Sendable, Equatable {
    /// What VoiceOver calls it in the reader's language: its system type's word (Links,
    /// Headings), else its name.
    public let name: String
    /// The name the app gave it; empty when it gave none.
    public let ownName: String
    /// Whether it is of a system type (`systemRotorType` is not `.none`).
    public let isSystem: Bool

    public init(name: String, ownName: String, isSystem: Bool) {
        self.name = name
        self.ownName = ownName
        self.isSystem = isSystem
    }
}
