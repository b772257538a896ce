/// `accessibilityRotor` over an array of entries, and `accessibilityInputLabels`: a rotor is
/// UIKit's `UIAccessibilityCustomRotor` on the modified view, which VoiceOver offers while its
/// focus is on that view or an element inside it; each entry's identity is that of a `ForEach`
/// element (or a `tag`) inside the view, and a swipe up or down moves to the next or previous
/// entry's element.
extension View {
    /// A rotor named `rotorLabel` whose entries are the elements of `entries`, by identity.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel],
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotor(named: rotorLabel.string, entries: entries.map { AnyHashable($0.id) })
    }

    /// A rotor named `rotorLabel` whose entries are the elements of `entries`, by identity.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotor(named: rotorLabelKey.key, entries: entries.map { AnyHashable($0.id) })
    }

    /// A rotor named `rotorLabel` whose entries are the elements of `entries`, by identity.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ rotorLabel: L, entries: [EntryModel],
                                                                                entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotor(named: String(rotorLabel), entries: entries.map { AnyHashable($0.id) })
    }

    /// A rotor named `rotorLabel` whose entries are identified by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel],
                                                             entryID: KeyPath<EntryModel, ID>,
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotor(named: rotorLabel.string, entries: entries.map { AnyHashable($0[keyPath: entryID]) })
    }

    /// A rotor named `rotorLabel` whose entries are identified by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
                                                             entryID: KeyPath<EntryModel, ID>,
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotor(named: rotorLabelKey.key, entries: entries.map { AnyHashable($0[keyPath: entryID]) })
    }

    /// A rotor named `rotorLabel` whose entries are identified by `entryID`.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(_ rotorLabel: L, entries: [EntryModel],
                                                                                entryID: KeyPath<EntryModel, ID>,
                                                                                entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotor(named: String(rotorLabel), entries: entries.map { AnyHashable($0[keyPath: entryID]) })
    }

    /// A rotor standing in for VoiceOver's `systemRotor`, whose entries are the elements of `entries`.
    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotor(system: systemRotor.type, entries: entries.map { AnyHashable($0.id) })
    }

    /// A rotor standing in for VoiceOver's `systemRotor`, whose entries are identified by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
                                                             entryID: KeyPath<EntryModel, ID>,
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View {
        rotor(system: systemRotor.type, entries: entries.map { AnyHashable($0[keyPath: entryID]) })
    }

    /// What Voice Control and Full Keyboard Access call the view, as SwiftUI's
    /// `accessibilityInputLabels(_:)`: UIKit's `accessibilityUserInputLabels`. VoiceOver does not
    /// speak them; Rotor records them with the element (`rotor run --elements`).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let labels = inputLabels.map(\.string)
        return attaching { $0.inputLabels = labels }
    }

    /// What Voice Control and Full Keyboard Access call the view.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let labels = inputLabelKeys.map(\.key)
        return attaching { $0.inputLabels = labels }
    }

    /// What Voice Control and Full Keyboard Access call the view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let labels = inputLabels.map { String($0) }
        return attaching { $0.inputLabels = labels }
    }

    private func rotor(named name: String = "", system: UIAccessibilityCustomRotor.SystemRotorType = .none,
                       entries ids: [AnyHashable]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let rotor = HostedRotor(name: name, systemType: system, entryIDs: { ids })
        return attaching { $0.rotors.append(rotor) }
    }
}
