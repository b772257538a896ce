// The forms of the accessibility modifiers that take a `LocalizedStringResource` (iOS 16). They
// are disfavoured so that a literal is a `LocalizedStringKey`, as SwiftUI reads `Text("…")`;
// a resource value chooses them.
extension View {
    /// What VoiceOver calls the view.
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = label.spoken
        return attaching { $0.label = text }
    }

    /// The view's value, read after its label.
    @_disfavoredOverload
    public func accessibilityValue(_ valueDescription: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = valueDescription.spoken
        return attaching { $0.value = text }
    }

    /// What happens when the view is activated, read after a pause.
    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = hint.spoken
        return attaching { $0.hint = text }
    }

    /// An action VoiceOver offers in its Actions rotor.
    @_disfavoredOverload
    public func accessibilityAction(named nameResource: LocalizedStringResource, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let title = nameResource.spoken
        return attaching { $0.actions.append((title, handler)) }
    }

    /// A named point VoiceOver starts a drag at.
    @_disfavoredOverload
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDragPoint(point, named: description.spoken)
    }

    /// A named point VoiceOver starts a drag at, when `isEnabled` is true (iOS 18).
    @_disfavoredOverload
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDragPoint(point, named: description.spoken, isEnabled: isEnabled)
    }

    /// A named point VoiceOver drops at while a drag is held.
    @_disfavoredOverload
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDropPoint(point, named: description.spoken)
    }

    /// A named point VoiceOver drops at while a drag is held, when `isEnabled` is true (iOS 18).
    @_disfavoredOverload
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDropPoint(point, named: description.spoken, isEnabled: isEnabled)
    }
}
