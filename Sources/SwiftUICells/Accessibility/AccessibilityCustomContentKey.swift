/// What names an entry of custom content, as SwiftUI's `AccessibilityCustomContentKey`: the
/// label VoiceOver says and the identifier that entries replace each other by. Setting content
/// for a key again replaces the entry with that identifier; setting `nil` removes it.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let label: String
    let id: String

    /// A key with a label and an identifier.
    public init(_ label: Text, id: String) {
        self.label = label.content
        self.id = id
    }

    /// A key with a label and an identifier.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        label = labelKey.key
        self.id = id
    }

    /// A key whose label is also its identifier.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(labelKey, id: labelKey.key)
    }
}
