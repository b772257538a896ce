import CellKit

// The rotor: which settings it offers, turning it, and what a swipe up or down does in each.
extension ScreenReader {
    /// The rotor settings offered on the focused element.
    public var offeredRotorSettings: [RotorSetting] {
        offeredSettings(on: focusTarget())
    }

    /// The rotor settings offered on a gesture's target: whether it has an action, and the
    /// app's rotors as its kept focus keeps them.
    private func offeredSettings(on target: FocusTarget?) -> [RotorSetting] {
        Rotor.settings(in: rotorContext(for: target?.element, hasActions: target?.hasActions ?? false,
                                        rotors: target.map { rotors(keptWith: $0.kept) }))
    }

    /// The rotor settings offered on `element` when it offers `actions`: for a caller that has
    /// already collected them (a frame drawn from one look at the state).
    package func offeredRotorSettings(on element: AccessibleElement?, actions: [ElementAction]) -> [RotorSetting] {
        Rotor.settings(in: rotorContext(for: element, hasActions: !actions.isEmpty))
    }

    /// What decides the rotor's settings on an element. Asked only whether `setting` is offered,
    /// the facts about the whole scene (headings, containers) are worked out only if it needs them.
    /// - Parameter hasActions: whether the element offers an action: the Actions setting needs
    ///   no more, so a swipe collects none.
    /// - Parameter rotors: the app's rotors around `element`, as kept with the focus; `nil`
    ///   lists them again.
    private func rotorContext(for element: AccessibleElement?, hasActions: Bool,
                              onlyFor setting: RotorSetting? = nil, rotors kept: KeptRotors? = nil) -> Rotor.Context {
        func needs(_ fact: RotorSetting) -> Bool { setting.map { $0 == fact } ?? true }
        // The app's rotors are asked for only when the setting may be one of them or Headings.
        let asksRotors = setting.map { $0.isCustom || $0 == .headings } ?? true
        let rotors = asksRotors ? kept ?? element.map { KeptRotors(of: $0, noting: nil) } : nil
        return Rotor.Context(hasActions: hasActions,
                             hasCustomContent: needs(.moreContent) && (element?.hasCustomContent ?? false),
                             isAdjustable: element?.object.accessibilityTraits.contains(.adjustable) ?? false,
                             sceneHasHeadings: needs(.headings) && snapshot.hasHeadings,
                             sceneHasContainers: needs(.containers) && snapshot.hasContainers,
                             customRotors: rotors?.settings ?? [],
                             hasHeadingsRotor: rotors?.headingRotor != nil)
    }

    /// The app's rotors around the focus, as its kept focus keeps them.
    func rotors(keptWith focus: KeptFocus) -> KeptRotors {
        focus.customRotors(noting: finger.system.treeClock)
    }

    func rotate(clockwise: Bool, on target: FocusTarget?) -> [Utterance] {
        let offered = offeredSettings(on: target)
        guard let setting = rotor.rotate(clockwise: clockwise, among: offered) else { return [] }
        return [announcement(setting.name(in: language))]
    }

    func stepRotor(forward: Bool, on target: FocusTarget?) -> [Utterance] {
        guard let target, let setting = rotor.setting else { return [] }
        let element = target.element
        // The app's rotors are listed (once a focus) only for a setting that may be one of them.
        let kept = setting.isCustom || setting == .headings ? rotors(keptWith: target.kept) : nil
        guard Rotor.settings(in: rotorContext(for: element, hasActions: target.hasActions, onlyFor: setting, rotors: kept))
            .contains(setting) else {
            return []
        }
        switch setting {
        case .actions:
            // Collected here, once per focus: a swipe onto the element only asked whether it has one.
            let available = target.actions
            guard let index = rotor.step(forward: forward, count: available.count) else { return [] }
            // [sim] Choosing a drop point moves the held drag over its view's own drop interaction,
            // so the target's proposal (copy, move, forbidden) shows before the drop, as a finger
            // hovering would (`choose`).
            return choose(available[index])
        case .moreContent:
            // Each entry in turn, "label, value", wrapping at either end as the actions do.
            let content = target.customContent
            guard let index = rotor.step(forward: forward, count: content.count) else { return [] }
            return [announcement(ElementDescriber(language: language).contentPhrase(content[index]))]
        case .adjustValue:
            // Swiping up raises the value, as on iOS.
            if forward { element.object.accessibilityDecrement() } else { element.object.accessibilityIncrement() }
            let value = describer.spokenValue(of: element.object)
            return value.isEmpty ? [] : [Utterance(value, kind: .element, language: language.code)]
        case .headings:
            // A rotor of the heading type stands in for VoiceOver's own.
            if let rotor = kept?.headingRotor {
                return stepCustomRotor(rotor, forward: forward, from: element)
            }
            return jump(forward: forward, from: element) { $0.object.accessibilityTraits.contains(.header) }
        case .custom(let key):
            guard let rotor = kept?.rotor(for: key) else { return [] }
            return stepCustomRotor(rotor, forward: forward, from: element)
        case .containers:
            return jumpToContainer(forward: forward, from: element)
        case .characters:
            let characters = target.kept.characters
            guard let index = rotor.step(forward: forward, count: characters.count),
                  let character = characters.unit(at: index) else { return [] }
            return [announcement(character == " " ? PhraseBook.text(.space, in: language) : String(character))]
        case .words:
            let words = target.kept.words
            guard let index = rotor.step(forward: forward, count: words.count), let word = words.unit(at: index) else { return [] }
            return [announcement(String(word))]
        case .speechRate:
            // Swiping up speeds up.
            speechRate = min(100, max(0, speechRate + (forward ? -10 : 10)))
            return [announcement(PhraseBook.text(.percent(speechRate), in: language))]
        case .hints:
            speaksHints.toggle()
            return [announcement(PhraseBook.text(speaksHints ? .hintsOn : .hintsOff, in: language))]
        }
    }

    /// Moves to the next (or previous) element that matches, or plays the boundary sound.
    private func jump(forward: Bool, from element: AccessibleElement,
                      where matches: (AccessibleElement) -> Bool) -> [Utterance] {
        let all = elements
        guard let current = snapshot.index(of: element.object, near: focusedIndex) else { return [] }
        let found = forward ? all[(current + 1)...].first(where: matches) : all[..<current].last(where: matches)
        guard let target = found else { return [earcon(.boundary)] }
        let rotorPosition = rotor.position
        let said = focus(target, among: all)
        rotor.position = rotorPosition
        return said
    }

    /// Moves to the first element of the next (or previous) container.
    private func jumpToContainer(forward: Bool, from element: AccessibleElement) -> [Utterance] {
        let all = elements
        // Found once a snapshot, in one pass in order: looking each element up by place climbed
        // the groups it is in, and a screen of groups 9,000 deep took 180 ms a step.
        let current = snapshot.index(of: element.object, near: focusedIndex)
        let starts = snapshot.containerStarts
        guard let current else { return [] }
        let own = element.semanticContainer
        // The first start past the focus, found by halving.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].index > current { high = middle } else { low = middle + 1 }
        }
        let target = forward ? (low < starts.count ? starts[low] : nil)
            : starts[..<low].last { $0.index < current && $0.container !== own }
        guard let target else { return [earcon(.boundary)] }
        return focus(at: target.index, in: all)
    }
}
