extension View {
    func attaching(_ change: @escaping @MainActor (inout NodeAttributes) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(change: change))
    }

    // MARK: Label, value, hint

    /// What VoiceOver calls the view.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.label = label.string }
    }

    /// What VoiceOver calls the view.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.label = labelKey.key }
    }

    /// What VoiceOver calls the view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = String(label)
        return attaching { $0.label = text }
    }

    /// The view's value, read after its label.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.value = valueDescription.string }
    }

    /// The view's value, read after its label.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.value = valueKey.key }
    }

    /// The view's value, read after its label.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = String(value)
        return attaching { $0.value = text }
    }

    /// What happens when the view is activated, read after a pause.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.hint = hint.string }
    }

    /// What happens when the view is activated, read after a pause.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.hint = hintKey.key }
    }

    /// What happens when the view is activated, read after a pause.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let text = String(hint)
        return attaching { $0.hint = text }
    }

    /// A name tests find the view by; VoiceOver does not read it.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.identifier = identifier }
    }

    // MARK: Traits

    /// Adds traits to the view's own.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.addedTraits.formUnion(traits.traits) }
    }

    /// Takes traits from the view's own.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.removedTraits.formUnion(traits.traits) }
    }

    /// Makes the view a heading, found by VoiceOver's Headings rotor.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.addedTraits.formUnion(.header) }
    }

    // MARK: Structure

    /// Hides the view and what is in it from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.isHidden = $0.isHidden || hidden }
    }

    /// Makes the view one element (`.combine`, `.ignore`) or a group of its children (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        attaching { $0.childBehavior = children }
    }

    /// Where the view comes in VoiceOver's order among its siblings: higher first.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.sortPriority = sortPriority }
    }

    // MARK: Actions

    /// An action VoiceOver offers in its Actions rotor.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let title = name.string
        return attaching { $0.actions.append((title, handler)) }
    }

    /// An action VoiceOver offers in its Actions rotor.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.actions.append((nameKey.key, handler)) }
    }

    /// An action VoiceOver offers in its Actions rotor.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let title = String(name)
        return attaching { $0.actions.append((title, handler)) }
    }

    /// What a double tap does (`.default`).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.onTap = handler }
    }

    /// An action VoiceOver offers in its Actions rotor, named by what VoiceOver reads of `label`.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        let label = label()
        return modifier(AccessibilityActionsModifier { context in
            [(AccessibilityReader.combinedLabel(context.resolve(label, at: "accessibility-action-label")), action)]
        })
    }

    /// The actions VoiceOver offers in its Actions rotor: each `Button` that `content` makes (a
    /// `ForEach` of them, one under an `if`), named by its label, doing its action.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let content = content()
        return modifier(AccessibilityActionsModifier { context in
            AccessibilityReader.buttons(in: context.resolve(content, at: "accessibility-actions")).map { ($0.title, $0.action) }
        })
    }

    // MARK: Drag and drop points

    /// The view with one more named drag point, when `isEnabled`: what every form of
    /// `accessibilityDragPoint` does once its description is a string.
    func addingDragPoint(_ point: UnitPoint, named name: String, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { if isEnabled { $0.dragPoints.append((point, name)) } }
    }

    /// The view with one more named drop point, when `isEnabled`: what every form of
    /// `accessibilityDropPoint` does once its description is a string.
    func addingDropPoint(_ point: UnitPoint, named name: String, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { if isEnabled { $0.dropPoints.append((point, name)) } }
    }

    /// A named point VoiceOver starts a drag at: one of the view's drag sources in the Actions
    /// rotor (UIKit's `accessibilityDragSourceDescriptors`).
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDragPoint(point, named: description.string)
    }

    /// A named point VoiceOver starts a drag at.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDragPoint(point, named: description.key)
    }

    /// A named point VoiceOver starts a drag at.
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDragPoint(point, named: String(description))
    }

    /// A named point VoiceOver starts a drag at, when `isEnabled` is true; otherwise the view's
    /// points are unchanged (iOS 18).
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDragPoint(point, named: description.string, isEnabled: isEnabled)
    }

    /// A named point VoiceOver starts a drag at, when `isEnabled` is true (iOS 18).
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDragPoint(point, named: description.key, isEnabled: isEnabled)
    }

    /// A named point VoiceOver starts a drag at, when `isEnabled` is true (iOS 18).
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDragPoint(point, named: String(description), isEnabled: isEnabled)
    }

    /// A named point VoiceOver drops at while a drag is held: one of the view's drop points in
    /// the Actions rotor (UIKit's `accessibilityDropPointDescriptors`).
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDropPoint(point, named: description.string)
    }

    /// A named point VoiceOver drops at while a drag is held.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDropPoint(point, named: description.key)
    }

    /// A named point VoiceOver drops at while a drag is held.
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDropPoint(point, named: String(description))
    }

    /// A named point VoiceOver drops at while a drag is held, when `isEnabled` is true; otherwise the view's
    /// points are unchanged (iOS 18).
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDropPoint(point, named: description.string, isEnabled: isEnabled)
    }

    /// A named point VoiceOver drops at while a drag is held, when `isEnabled` is true (iOS 18).
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDropPoint(point, named: description.key, isEnabled: isEnabled)
    }

    /// A named point VoiceOver drops at while a drag is held, when `isEnabled` is true (iOS 18).
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        addingDropPoint(point, named: String(description), isEnabled: isEnabled)
    }
}
