import CellKit

// Actions: what a double tap does, the Actions rotor's entries (custom actions, drag sources,
// drop points), and escaping a held drag.
extension ScreenReader {
    /// The actions offered on an element now.
    public func actions(for element: AccessibleElement) -> [ElementAction] {
        ActionCollector(finger: finger, language: language).actions(for: element)
    }

    func activate(_ element: AccessibleElement?) -> [Utterance] {
        guard let element else { return [] }
        if rotor.setting == .actions, let index = rotor.position {
            let available = actions(for: element)
            guard available.indices.contains(index) else { return [] }
            rotor.position = nil
            return perform(available[index])
        }
        let before = element.object.accessibilityValue
        // As VoiceOver does, an element that does not handle activation itself gets a tap at its
        // activation point (a button's action, a switch's flip); never while a drag is held,
        // when a tap would add to the drag.
        if !element.object.accessibilityActivate() && !finger.isDragging {
            _ = finger.tap(at: element.object.accessibilityActivationPoint)
        }
        // A changed value (a switch turned on) is spoken, as VoiceOver speaks it.
        guard let after = element.object.accessibilityValue, after != before else { return [] }
        let value = element.object.accessibilityTraits.contains(.toggleButton)
            ? ElementDescriber(language: language).switchState(after) ?? after : after
        return [Utterance(value, kind: .element, language: language.code)]
    }

    private func perform(_ action: ElementAction) -> [Utterance] {
        let point: CGPoint
        switch action.kind {
        case .custom(let custom):
            let succeeded = custom.actionHandler?(custom) ?? false
            return succeeded ? [] : [announcement(PhraseBook.text(.actionFailed, in: language))]
        case .dragSource(let descriptor), .dropPoint(let descriptor), .addToDrag(let descriptor):
            guard let view = descriptor.view else {
                return [announcement(PhraseBook.text(.actionFailed, in: language))]
            }
            point = view.screenPoint(for: descriptor.point)
        }
        switch action.kind {
        case .custom:
            return []
        case .dragSource:
            // VoiceOver starts the drag with the descriptor's view's own interaction: a view that
            // merely lies over the host (the talk's warning) starts nothing.
            guard ActionCollector.hostsInteraction(UIDragInteraction.self, in: action.descriptor?.view), finger.longPress(at: point) else {
                return [announcement(PhraseBook.text(.nothingToDrag, in: language))]
            }
            // The session begins once the finger moves; VoiceOver's drag is lifted and held.
            finger.move(to: point)
            return [announcement(PhraseBook.text(.dragStarted(name: action.name), in: language))]
        case .addToDrag:
            guard finger.tap(at: point), let count = finger.session?.items.count else {
                return [announcement(PhraseBook.text(.nothingToDrag, in: language))]
            }
            return [announcement(PhraseBook.text(.itemsInDrag(count: count), in: language))]
        case .dropPoint:
            guard ActionCollector.hostsInteraction(UIDropInteraction.self, in: action.descriptor?.view) else {
                return [announcement(PhraseBook.text(.actionFailed, in: language))]
            }
            finger.move(to: point)
            switch finger.release() {
            case .copy, .move: return [announcement(PhraseBook.text(.dropped(name: action.name), in: language))]
            case .forbidden: return [announcement(PhraseBook.text(.dropForbidden, in: language))]
            case .cancel: return [announcement(PhraseBook.text(.dragCancelled, in: language))]
            }
        }
    }

    /// The two-finger scrub: cancels a held drag; otherwise asks the focused element and then
    /// its containers to escape.
    func escape(_ element: AccessibleElement?) -> [Utterance] {
        guard finger.isDragging else {
            if let element {
                for object in [element.object] + element.ancestors where object.accessibilityPerformEscape() { break }
            }
            return []
        }
        finger.cancel()
        rotor.position = nil
        return [announcement(PhraseBook.text(.dragCancelled, in: language))]
    }
}
