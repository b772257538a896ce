import CellKit

// Actions: what a double tap does, the Actions rotor's entries (custom actions, drag sources,
// drop points), and escaping a held drag.
//
// VoiceOver acts on a descriptor with its view's own interaction, never by hit-testing the
// point: a subview with an interaction of its own lying over the point does not get the drag,
// the drop or the add (WWDC 2018-241, "the view that actually has the interaction").
extension ScreenReader {
    /// The actions offered on an element now: the focused element's are the kept focus
    /// record's, collected once while nothing changes.
    public func actions(for element: AccessibleElement) -> [ElementAction] {
        if element.object === focusedObject, let kept = keptFocusNow(), kept.element.isSame(as: element) { return kept.actions }
        actionCollections += 1
        return ActionCollector(finger: finger, language: language).actions(for: element)
    }

    /// Whether `element` offers any action now, as `actions(for:)` would give: the focused
    /// element's kept answer, else worked out without collecting them while no drag is held.
    func offersActions(_ element: AccessibleElement) -> Bool {
        if element.object === focusedObject, let kept = keptFocusNow(), kept.element.isSame(as: element) { return kept.hasActions }
        guard !finger.isDragging else { return !actions(for: element).isEmpty }
        actionCollections += 1
        return ActionCollector(finger: finger, language: language)
            .offersActionsWithoutDrag(element, sources: element.object.accessibilityDragSourceDescriptors)
    }

    /// What the Actions rotor says when it lands on `action`, in the name's own language when
    /// its descriptor's name carries one. [sim] Landing on a drop point while a drag is held
    /// moves the drag over that point's own drop interaction, so the target's proposal (and its
    /// `canHandle` and `sessionDidUpdate` callbacks) come before the drop, as a finger hovering
    /// would.
    package func choose(_ action: ElementAction) -> [Utterance] {
        if case .dropPoint(let descriptor) = action.kind, finger.isDragging,
           let interaction = Self.ownInteraction(UIDropInteraction.self, of: descriptor), let view = descriptor.view {
            finger.move(to: view.screenPoint(for: descriptor.point), over: interaction)
        }
        return [Utterance(action.name, kind: .announcement, language: action.language ?? language.code)]
    }

    func activate(_ element: AccessibleElement?) -> [Utterance] {
        guard let element else { return [] }
        if rotor.setting == .actions, let index = rotor.position {
            let available = actions(for: element)
            guard available.indices.contains(index) else { return [] }
            rotor.position = nil
            return perform(available[index])
        }
        let before = describer.valueAfterActivation(of: element.object)
        // As VoiceOver does, an element that does not handle activation itself gets a tap at its
        // activation point (a button's action, a switch's flip, a tab's change). A held drag is
        // not modal: the tap does what it does without a drag, and never adds to the drag.
        if !element.object.accessibilityActivate() {
            countTouch(at: element.object.accessibilityActivationPoint)
            _ = finger.tap(at: element.object.accessibilityActivationPoint, addingToDrags: false)
        }
        // [sim] What the tap changed may take the drag's target away (a tab left, a view hidden).
        finger.screenDidChange()
        // A changed value (a switch turned on) is spoken, as VoiceOver speaks it.
        guard let after = describer.valueAfterActivation(of: element.object), after != before else { return [] }
        let value = element.object.accessibilityTraits.contains(.toggleButton)
            ? describer.switchState(after) ?? after : after
        return [Utterance(value, kind: .element, language: language.code)]
    }

    /// Double tap and hold: VoiceOver passes a touch and hold through to the app at the element's
    /// activation point, as a finger's long press (never `accessibilityActivate()`, never the
    /// Actions rotor's choice). The view under the point is hit-tested as for a finger: its drag
    /// interactions, innermost first, may lift a drag, which VoiceOver then holds as it holds a
    /// drag source's ([sim] announced as that drag would be, "Drag started, Drag ‹label›", so
    /// either path sounds the same); when none lifts, the long-press recognizers from the view
    /// outwards fire (began, then ended). [sim] Apple documents no words or sound for the
    /// pass-through itself, so VoiceOver says nothing else, including when nothing there
    /// responds. While a drag is held, the press lifts no second drag (the finger holds one);
    /// it goes to the long-press recognizers alone.
    func passThroughLongPress(on element: AccessibleElement?) -> [Utterance] {
        guard let element else { return [] }
        let point = element.object.accessibilityActivationPoint
        countTouch(at: point)
        guard !finger.isDragging else {
            finger.system.recognizeLongPress(at: point)
            return []
        }
        guard finger.longPress(at: point) else { return [] }
        // The session begins once the finger moves; VoiceOver's drag is lifted and held.
        finger.move(to: point)
        let name = PhraseBook.text(.defaultDragName(label: element.label), in: language)
        return [announcement(PhraseBook.text(.dragStarted(name: name), in: language))]
    }

    /// Counts a finger's touch at `point` with the views the walks looked at (`viewsVisited`):
    /// the hit test goes down to the view there and the tap or press climbs back up from it,
    /// each through as many views as the view lies deep, so a run of double taps in a tree
    /// thousands of views deep shares the walks' budget (10,000 taps 9,000 deep took 20 s). The
    /// hit test is the one the tap makes next, kept (`DragSystem.hitView(at:)`).
    private func countTouch(at point: CGPoint) {
        tally.viewsVisited &+= (finger.hitView(at: point)?.depthInTree ?? 0) + 1
    }

    /// Offers a magic tap or an escape to `element`, then up the objects around it until one
    /// handles it, as UIKit routes them. Each object asked counts with the views the walks
    /// looked at (`viewsVisited`), as a touch's way down does: a run of magic taps on a focus
    /// 10,000 views deep shares the walks' budget.
    func climb(from element: AccessibleElement, until handles: (UIResponder) -> Bool) {
        tally.viewsVisited &+= element.climb(until: handles)
    }

    private func perform(_ action: ElementAction) -> [Utterance] {
        let point: CGPoint
        switch action.kind {
        case .custom(let custom):
            let succeeded = custom.actionHandler?(custom) ?? false
            finger.screenDidChange()
            return succeeded ? [] : [announcement(PhraseBook.text(.actionFailed, in: language))]
        case .dragSource(let descriptor), .dropPoint(let descriptor), .addToDrag(let descriptor):
            guard let view = descriptor.view else {
                return [announcement(PhraseBook.text(.actionFailed, in: language))]
            }
            point = view.screenPoint(for: descriptor.point)
            // The action goes through the view's interaction, not a hit test: it costs the
            // view's depth, which its drag or drop climbs.
            tally.viewsVisited &+= view.depthInTree + 1
        }
        switch action.kind {
        case .custom:
            return []
        case .dragSource(let descriptor):
            // A view that merely lies over the host (the talk's warning) starts nothing.
            guard let interaction = Self.ownInteraction(UIDragInteraction.self, of: descriptor),
                  finger.longPress(at: point, with: interaction) else {
                return [announcement(PhraseBook.text(.nothingToDrag, in: language))]
            }
            // The session begins once the finger moves; VoiceOver's drag is lifted and held.
            finger.move(to: point)
            return [announcement(PhraseBook.text(.dragStarted(name: action.name), in: language))]
        case .addToDrag(let descriptor):
            guard let interaction = Self.ownInteraction(UIDragInteraction.self, of: descriptor),
                  finger.addItems(at: point, with: interaction) > 0, let count = finger.session?.items.count else {
                return [announcement(PhraseBook.text(.nothingToAdd, in: language))]
            }
            return [announcement(PhraseBook.text(.itemsInDrag(count: count), in: language))]
        case .dropPoint(let descriptor):
            guard let interaction = Self.ownInteraction(UIDropInteraction.self, of: descriptor) else {
                return [announcement(PhraseBook.text(.actionFailed, in: language))]
            }
            finger.move(to: point, over: interaction)
            switch finger.release() {
            case .copy, .move: return [announcement(PhraseBook.text(.dropped(name: action.name), in: language))]
            case .forbidden: return [announcement(PhraseBook.text(.dropForbidden, in: language))]
            case .cancel: return [announcement(PhraseBook.text(.dragCancelled, in: language))]
            }
        }
    }

    /// The descriptor's view's own interaction of a type that can act (a drag interaction must
    /// be enabled), as `ActionCollector.hostsInteraction` decides.
    package static func ownInteraction<I: UIInteraction>(_ type: I.Type, of descriptor: UIAccessibilityLocationDescriptor) -> I? {
        // A descriptor UIKit made for a cell names its interaction when the view hosts two of
        // the kind (a table view's drag and, while edited, its reorder controls').
        if let chosen = descriptor.automaticInteraction as? I, let view = descriptor.view,
           view.interactions.contains(where: { $0 === chosen }),
           (chosen as? UIDragInteraction)?.isEnabled ?? true {
            return chosen
        }
        return ActionCollector.actingInteraction(type, in: descriptor.view)
    }

    /// The two-finger scrub: cancels a held drag; otherwise asks the focused element and then
    /// its containers to escape.
    func escape(_ element: AccessibleElement?) -> [Utterance] {
        guard finger.isDragging else {
            if let element { climb(from: element) { $0.accessibilityPerformEscape() } }
            return []
        }
        finger.cancel()
        rotor.position = nil
        return [announcement(PhraseBook.text(.dragCancelled, in: language))]
    }
}
