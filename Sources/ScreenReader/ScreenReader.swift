import CellKit

/// A VoiceOver-like screen reader over CellKit windows: a cursor that walks the elements, a
/// rotor, speech, and drag and drop performed through the system's `Finger` exactly as a finger
/// would perform it.
@MainActor
public final class ScreenReader {
    /// The system finger the screen reader drives drags with; its windows are what it reads.
    public let finger: Finger
    /// The language of the screen reader's own phrases.
    public var language: Language
    public private(set) var rotor = Rotor()
    /// Everything said so far, oldest first.
    public private(set) var spoken: [Utterance] = []
    /// The name of the action that started the held drag, while one is held.
    public private(set) var heldDragName: String?
    /// How fast speech goes, in percent (the rotor's Speech rate): 0 to 100, 50 at first.
    public private(set) var speechRate = 50
    /// The speech rate as words a minute: 50, VoiceOver's default, is a conversational 175.
    /// Real speech and a demo's pace both follow it.
    public var wordsPerMinute: Int { Self.wordsPerMinute(forRate: speechRate) }

    /// Words a minute for a speech rate of 0 to 100 (out of range is clamped).
    nonisolated public static func wordsPerMinute(forRate rate: Int) -> Int {
        80 + Int(saturating: (Double(min(100, max(0, rate))) * 1.9).rounded())
    }
    /// Whether hints are spoken after elements (the rotor's Hints).
    public private(set) var speaksHints = true

    private weak var focusedObject: UIResponder?
    /// Where the focused element was in the visiting order, so that when it goes away (hidden,
    /// removed) the cursor carries on from its place, as VoiceOver does.
    private var focusedIndex: Int?
    private let collector = ElementCollector(cache: ElementCache())

    public init(finger: Finger, language: Language = .english) {
        self.finger = finger
        self.language = language
    }

    // MARK: What VoiceOver sees

    /// The elements of every window, in visiting order, as they are now.
    public var elements: [AccessibleElement] { snapshot.elements }

    /// The element under the cursor, if it is still on screen.
    public var focusedElement: AccessibleElement? {
        let current = snapshot
        return current.index(of: focusedObject, near: focusedIndex).map { current.elements[$0] }
    }

    /// The last walk of the elements, kept while the view tree stands still.
    private var cached: ElementSnapshot?

    /// What VoiceOver sees now: the last walk if nothing has changed since, else a new one.
    private var snapshot: ElementSnapshot {
        let windows = finger.windows.map(ObjectIdentifier.init)
        if let cached, cached.generation == ViewTreeGeneration.current, cached.windows == windows { return cached }
        let elements = collector.elements(in: finger.windows)
        // The walk may lay views out (a collection view's cells): the generation after it is the
        // one it saw.
        let fresh = ElementSnapshot(generation: ViewTreeGeneration.current, windows: windows, elements: elements)
        cached = fresh
        return fresh
    }

    /// The actions offered on an element now.
    public func actions(for element: AccessibleElement) -> [ElementAction] {
        ActionCollector(finger: finger, language: language).actions(for: element)
    }

    /// The rotor settings offered on the focused element.
    public var offeredRotorSettings: [RotorSetting] {
        let focused = focusedElement
        return Rotor.settings(in: rotorContext(for: focused, actions: focused.map(actions(for:)) ?? []))
    }

    /// What decides the rotor's settings on an element. Asked only whether `setting` is offered,
    /// the facts about the whole scene (headings, containers) are worked out only if it needs them.
    private func rotorContext(for element: AccessibleElement?, actions: [ElementAction],
                              onlyFor setting: RotorSetting? = nil) -> Rotor.Context {
        func needs(_ fact: RotorSetting) -> Bool { setting.map { $0 == fact } ?? true }
        return Rotor.Context(hasActions: !actions.isEmpty,
                             isAdjustable: element?.object.accessibilityTraits.contains(.adjustable) ?? false,
                             sceneHasHeadings: needs(.headings) && snapshot.hasHeadings,
                             sceneHasContainers: needs(.containers) && snapshot.hasContainers)
    }

    // MARK: Gestures

    /// Puts the cursor on the first element and speaks it, as VoiceOver does when a screen appears.
    @discardableResult
    public func start() -> [Utterance] {
        let all = elements
        guard let first = all.first else { return say(notifications()) }
        return say(focus(first, among: all) + notifications())
    }

    /// Performs a gesture and returns what it made the screen reader say, including what the
    /// app announced meanwhile.
    @discardableResult
    public func perform(_ gesture: Gesture) -> [Utterance] {
        let runsAppCode: Bool
        switch gesture {
        case .swipeRight, .swipeLeft, .firstElement, .lastElement, .rotateClockwise, .rotateCounterclockwise,
             .readAll, .touch, .stopSpeech:
            runsAppCode = false
        case .swipeUp, .swipeDown:
            // Stepping the rotor runs the app's code only to adjust a value or to move a held
            // drag over a drop point; choosing an action, a heading or a word does not.
            runsAppCode = rotor.setting == .adjustValue || (rotor.setting == .actions && finger.isDragging)
        case .doubleTap, .escape, .magicTap:
            runsAppCode = true
        }
        let said = respond(to: gesture)
        // An action, an adjustment or a drag over a target runs the app's code, which may change
        // its elements in ways no property setter shows (a computed `accessibilityElements`).
        if runsAppCode { ViewTreeGeneration.listedElementsMayHaveChanged() }
        return say(said + notifications())
    }

    /// What the app has posted since the last gesture (announcements, layout and screen
    /// changes), spoken and acted on. Fronts call this after the clock runs, so an announcement
    /// made when a load finishes is heard.
    @discardableResult
    public func speakNotifications() -> [Utterance] {
        say(notifications())
    }

    private func respond(to gesture: Gesture) -> [Utterance] {
        switch gesture {
        case .swipeRight: return moveFocus(by: 1)
        case .swipeLeft: return moveFocus(by: -1)
        case .firstElement:
            let all = elements
            return all.first.map { focus($0, among: all) } ?? []
        case .lastElement:
            let all = elements
            return all.last.map { focus($0, among: all) } ?? []
        case .rotateClockwise, .rotateCounterclockwise:
            let clockwise = gesture == .rotateClockwise
            guard let setting = rotor.rotate(clockwise: clockwise, among: offeredRotorSettings) else { return [] }
            return [announcement(setting.name(in: language))]
        case .swipeDown: return stepRotor(forward: true)
        case .swipeUp: return stepRotor(forward: false)
        case .doubleTap: return activate()
        case .escape: return escape()
        case .magicTap:
            _ = focusedElement?.object.accessibilityPerformMagicTap()
            return []
        case .readAll: return readAll()
        case .touch(let point): return explore(at: point)
        case .stopSpeech: return []
        }
    }

    // MARK: Cursor

    private func focus(_ element: AccessibleElement, among all: [AccessibleElement]) -> [Utterance] {
        focusedObject = element.object
        focusedIndex = snapshot.index(of: element.object, near: focusedIndex) ?? focusedIndex
        scrollIntoView(element)
        rotor.focusDidMove(toAdjustable: element.object.accessibilityTraits.contains(.adjustable))
        return describe(element, among: all)
    }

    /// VoiceOver scrolls the scroll views around the element it moves to, so that it is seen.
    private func scrollIntoView(_ element: AccessibleElement) {
        for case let scrollView as UIScrollView in element.ancestors {
            let frame = element.frame
            let origin = scrollView.pointFromScreen(frame.origin)
            scrollView.scrollRectToVisible(CGRect(origin: origin, size: frame.size), animated: false)
        }
    }

    private func describe(_ element: AccessibleElement, among all: [AccessibleElement]) -> [Utterance] {
        ElementDescriber(language: language).utterances(for: element, hasActions: !actions(for: element).isEmpty,
                                                        position: position(of: element, among: all),
                                                        hints: speaksHints)
    }

    /// "N of M" inside a list: the element's place among the elements of its list.
    private func position(of element: AccessibleElement, among all: [AccessibleElement]) -> (index: Int, count: Int)? {
        guard let list = element.semanticContainer, list.accessibilityContainerType == .list else { return nil }
        return snapshot.position(inList: list, of: element)
    }

    private func moveFocus(by step: Int) -> [Utterance] {
        let all = elements
        guard !all.isEmpty else { return [] }
        guard let current = snapshot.index(of: focusedObject, near: focusedIndex) else {
            guard let place = focusedIndex else {
                return focus(step > 0 ? all[0] : all[all.count - 1], among: all)
            }
            // The focused element went away: the one now in its place is next.
            let next = step > 0 ? min(place, all.count - 1) : min(place, all.count) - 1
            return all.indices.contains(next) ? focus(all[next], among: all) : [earcon(.boundary)]
        }
        let next = current + step
        guard all.indices.contains(next) else { return [earcon(.boundary)] }
        return focus(all[next], among: all)
    }

    private func readAll() -> [Utterance] {
        let all = elements
        let start = snapshot.index(of: focusedObject, near: focusedIndex) ?? 0
        return all[start...].flatMap { focus($0, among: all) }
    }

    private func explore(at point: CGPoint) -> [Utterance] {
        let current = snapshot
        let all = current.elements
        guard let element = current.element(at: point, in: finger.windows) else { return [] }
        if element.object === focusedObject { return [] }
        return focus(element, among: all)
    }

    // MARK: Rotor

    private func stepRotor(forward: Bool) -> [Utterance] {
        // One walk of the elements and one look at the actions serve the whole step.
        let all = elements
        guard let element = focusedElement, let setting = rotor.setting else { return [] }
        let available = actions(for: element)
        guard Rotor.settings(in: rotorContext(for: element, actions: available, onlyFor: setting)).contains(setting) else {
            return []
        }
        switch setting {
        case .actions:
            guard let index = rotor.step(forward: forward, count: available.count) else { return [] }
            let chosen = available[index]
            // [sim] Choosing a drop point moves the held drag over it, so the target's proposal
            // (copy, move, forbidden) shows before the drop, as a finger hovering would.
            if case .dropPoint(let descriptor) = chosen.kind, finger.isDragging,
               ActionCollector.hostsInteraction(UIDropInteraction.self, in: descriptor.view), let view = descriptor.view {
                finger.move(to: view.screenPoint(for: descriptor.point))
            }
            return [announcement(chosen.name)]
        case .adjustValue:
            // Swiping up raises the value, as on iOS.
            if forward { element.object.accessibilityDecrement() } else { element.object.accessibilityIncrement() }
            let value = (element.object.accessibilityValue ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            return value.isEmpty ? [] : [Utterance(value, kind: .element, language: language.code)]
        case .headings:
            return jump(forward: forward, in: all, from: element) { $0.object.accessibilityTraits.contains(.header) }
        case .containers:
            return jumpToContainer(forward: forward, in: all, from: element)
        case .characters:
            let characters = Array(element.label)
            guard let index = rotor.step(forward: forward, count: characters.count) else { return [] }
            let character = characters[index]
            return [announcement(character == " " ? PhraseBook.text(.space, in: language) : String(character))]
        case .words:
            let words = element.label.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let index = rotor.step(forward: forward, count: words.count) else { return [] }
            return [announcement(words[index])]
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
    private func jump(forward: Bool, in all: [AccessibleElement], from element: AccessibleElement,
                      where matches: (AccessibleElement) -> Bool) -> [Utterance] {
        guard let current = all.firstIndex(where: { $0.object === element.object }) else { return [] }
        let candidates = forward ? Array(all[(current + 1)...]) : all[..<current].reversed()
        guard let target = candidates.first(where: matches) else { return [earcon(.boundary)] }
        let rotorPosition = rotor.position
        let said = focus(target, among: all)
        rotor.position = rotorPosition
        return said
    }

    /// Moves to the first element of the next (or previous) container.
    private func jumpToContainer(forward: Bool, in all: [AccessibleElement],
                                 from element: AccessibleElement) -> [Utterance] {
        let starts = all.indices.filter { index in
            guard let container = all[index].semanticContainer else { return false }
            return index == 0 || all[index - 1].semanticContainer !== container
        }
        guard let current = all.firstIndex(where: { $0.object === element.object }) else { return [] }
        let target = forward ? starts.first { $0 > current } : starts.last { $0 < current && all[$0].semanticContainer !== element.semanticContainer }
        guard let target else { return [earcon(.boundary)] }
        return focus(all[target], among: all)
    }

    // MARK: Actions

    private func activate() -> [Utterance] {
        guard let element = focusedElement else { return [] }
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
            heldDragName = action.name
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
            let operation = finger.release()
            heldDragName = nil
            switch operation {
            case .copy, .move: return [announcement(PhraseBook.text(.dropped(name: action.name), in: language))]
            case .forbidden: return [announcement(PhraseBook.text(.dropForbidden, in: language))]
            case .cancel: return [announcement(PhraseBook.text(.dragCancelled, in: language))]
            }
        }
    }

    /// The two-finger scrub: cancels a held drag; otherwise asks the focused element and then
    /// its containers to escape.
    private func escape() -> [Utterance] {
        guard finger.isDragging else {
            if let element = focusedElement {
                for object in [element.object] + element.ancestors where object.accessibilityPerformEscape() { break }
            }
            return []
        }
        finger.cancel()
        heldDragName = nil
        rotor.position = nil
        return [announcement(PhraseBook.text(.dragCancelled, in: language))]
    }

    // MARK: Notifications

    private func notifications() -> [Utterance] {
        var said: [Utterance] = []
        for posted in UIAccessibility.takePostedNotifications() {
            switch posted.notification {
            case .announcement, .pageScrolled:
                if let text = Self.text(of: posted.argument), !text.isEmpty { said.append(announcement(text)) }
            case .layoutChanged, .screenChanged:
                let all = elements
                if let object = posted.argument as? UIResponder, let element = all.first(where: { $0.object === object }) {
                    said += focus(element, among: all)
                } else if let text = Self.text(of: posted.argument) {
                    said.append(announcement(text))
                } else if posted.notification == .screenChanged, let first = all.first {
                    said += focus(first, among: all)
                } else if let place = focusedIndex, !all.isEmpty, !all.contains(where: { $0.object === focusedObject }) {
                    // The layout changed under the cursor: VoiceOver moves to what took its place.
                    said += focus(all[min(place, all.count - 1)], among: all)
                }
            default:
                break
            }
        }
        return said
    }

    private static func text(of argument: Any?) -> String? {
        if let string = argument as? String { return string }
        return (argument as? NSAttributedString)?.string
    }

    // MARK: Speech

    private func announcement(_ text: String) -> Utterance {
        Utterance(text, kind: .announcement, language: language.code)
    }

    private func earcon(_ phrase: Phrase) -> Utterance {
        Utterance(PhraseBook.text(phrase, in: language), kind: .earcon, language: language.code)
    }

    private func say(_ utterances: [Utterance]) -> [Utterance] {
        spoken += utterances
        return utterances
    }
}
