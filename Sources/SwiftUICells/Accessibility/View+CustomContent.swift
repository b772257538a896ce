// Custom content, as SwiftUI's `accessibilityCustomContent`: entries VoiceOver reads in its
// rotor's More Content (UIKit's `AXCustomContent` on the hosted element); an entry of `.high`
// importance is also said with the element, after its description.
extension View {
    /// Adds an entry of custom content: `label` names it ("Age"), `value` is what it is.
    /// Another entry with the same label replaces it [sim].
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(id: label.string, label: label.string, value: value.string, importance: importance)
    }

    /// Adds an entry of custom content.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(id: labelKey.key, label: labelKey.key, value: value.string, importance: importance)
    }

    /// Adds an entry of custom content.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(id: labelKey.key, label: labelKey.key, value: valueKey.key, importance: importance)
    }

    /// Adds an entry of custom content whose value is a string, shown as written.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(id: labelKey.key, label: labelKey.key, value: String(value), importance: importance)
    }

    /// Adds an entry of custom content whose label and value are strings, shown as written.
    @_disfavoredOverload
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(_ label: L, _ value: V,
                                                                                 importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(id: String(label), label: String(label), value: String(value), importance: importance)
    }

    /// Sets the entry of custom content `key` names; a `nil` value removes it.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        guard let value else {
            return attaching { $0.customContent = CustomContentEntry.removing(key.id, from: $0.customContent) }
        }
        return customContent(id: key.id, label: key.label, value: value.string, importance: importance)
    }

    /// Sets the entry of custom content `key` names.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(id: key.id, label: key.label, value: valueKey.key, importance: importance)
    }

    /// Sets the entry of custom content `key` names to a string, shown as written.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(id: key.id, label: key.label, value: String(value), importance: importance)
    }

    private func customContent(id: String, label: String, value: String,
                               importance: AXCustomContent.Importance) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let entry = CustomContentEntry(id: id, label: label, value: value, importance: importance)
        return attaching { $0.customContent = CustomContentEntry.adding(entry, to: $0.customContent) }
    }
}
