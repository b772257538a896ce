// iOS 18's forms of the accessibility modifiers with `isEnabled:`: when it is false the modifier
// leaves the view as it was, so what VoiceOver reads is the view's own (or an inner modifier's).
extension View {
    // MARK: Label

    /// What VoiceOver calls the view, when `isEnabled` is true.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = label.string
        return attaching { if isEnabled { $0.label = text } }
    }

    /// What VoiceOver calls the view, when `isEnabled` is true.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { if isEnabled { $0.label = labelKey.key } }
    }

    /// What VoiceOver calls the view, when `isEnabled` is true.
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = label.spoken
        return attaching { if isEnabled { $0.label = text } }
    }

    /// What VoiceOver calls the view, when `isEnabled` is true.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = String(label)
        return attaching { if isEnabled { $0.label = text } }
    }

    // MARK: Value

    /// The view's value, read after its label, when `isEnabled` is true.
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = valueDescription.string
        return attaching { if isEnabled { $0.value = text } }
    }

    /// The view's value, read after its label, when `isEnabled` is true.
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { if isEnabled { $0.value = valueKey.key } }
    }

    /// The view's value, read after its label, when `isEnabled` is true.
    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = valueResource.spoken
        return attaching { if isEnabled { $0.value = text } }
    }

    /// The view's value, read after its label, when `isEnabled` is true.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = String(value)
        return attaching { if isEnabled { $0.value = text } }
    }

    // MARK: Hint

    /// What happens when the view is activated, read after a pause, when `isEnabled` is true.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = hint.string
        return attaching { if isEnabled { $0.hint = text } }
    }

    /// What happens when the view is activated, read after a pause, when `isEnabled` is true.
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { if isEnabled { $0.hint = hintKey.key } }
    }

    /// What happens when the view is activated, read after a pause, when `isEnabled` is true.
    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = hint.spoken
        return attaching { if isEnabled { $0.hint = text } }
    }

    /// What happens when the view is activated, read after a pause, when `isEnabled` is true.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = String(hint)
        return attaching { if isEnabled { $0.hint = text } }
    }

    // MARK: Hidden

    /// Hides the view and what is in it from VoiceOver, when `isEnabled` is true.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { if isEnabled { $0.isHidden = $0.isHidden || hidden } }
    }
}
