import CellKit

/// A VoiceOver-like screen reader over CellKit windows: a cursor that walks the elements, a
/// rotor, speech, and drag and drop performed through the system's `Finger` exactly as a finger
/// would perform it.
@MainActor
public final class ScreenReader {
    /// The system finger the screen reader drives drags with; its windows are what it reads.
    public let finger: Finger
    public let language: Language
    public private(set) var rotor = Rotor()
    /// Everything said so far, oldest first.
    public private(set) var spoken: [Utterance] = []
    /// The name of the action that started the held drag, while one is held.
    public private(set) var heldDragName: String?

    private weak var focusedObject: UIResponder?
    private let collector = ElementCollector()

    public init(finger: Finger, language: Language = .english) {
        self.finger = finger
        self.language = language
    }

    // MARK: What VoiceOver sees

    /// The elements of every window, in visiting order, as they are now.
    public var elements: [AccessibleElement] { collector.elements(in: finger.windows) }

    /// The element under the cursor, if it is still on screen.
    public var focusedElement: AccessibleElement? {
        guard let object = focusedObject else { return nil }
        return elements.first { $0.object === object }
    }

    /// The actions offered on an element now.
    public func actions(for element: AccessibleElement) -> [ElementAction] {
        ActionCollector(finger: finger, language: language).actions(for: element)
    }

    /// The rotor settings offered on the focused element.
    public var offeredRotorSettings: [RotorSetting] {
        Rotor.settings(hasActions: focusedElement.map { !actions(for: $0).isEmpty } ?? false)
    }

    // MARK: Gestures

    /// Puts the cursor on the first element and speaks it, as VoiceOver does when a screen appears.
    @discardableResult
    public func start() -> [Utterance] {
        let all = elements
        guard let first = all.first else { return [] }
        return say(focus(first))
    }

    /// Performs a gesture and returns what it made the screen reader say.
    @discardableResult
    public func perform(_ gesture: Gesture) -> [Utterance] {
        switch gesture {
        case .swipeRight: return say(moveFocus(by: 1))
        case .swipeLeft: return say(moveFocus(by: -1))
        case .firstElement: return say(elements.first.map(focus) ?? [])
        case .lastElement: return say(elements.last.map(focus) ?? [])
        case .rotateClockwise, .rotateCounterclockwise:
            let clockwise = gesture == .rotateClockwise
            guard let setting = rotor.rotate(clockwise: clockwise, among: offeredRotorSettings) else { return [] }
            return say([announcement(setting.name(in: language))])
        case .swipeDown: return say(stepRotor(forward: true))
        case .swipeUp: return say(stepRotor(forward: false))
        case .doubleTap: return say(activate())
        case .escape: return say(escape())
        case .magicTap:
            _ = focusedElement?.object.accessibilityPerformMagicTap()
            return []
        case .readAll: return say(readAll())
        case .touch(let point): return say(explore(at: point))
        case .stopSpeech: return []
        }
    }

    // MARK: Cursor

    private func focus(_ element: AccessibleElement) -> [Utterance] {
        focusedObject = element.object
        rotor.position = nil
        return ElementDescriber(language: language).utterances(for: element, hasActions: !actions(for: element).isEmpty)
    }

    private func moveFocus(by step: Int) -> [Utterance] {
        let all = elements
        guard !all.isEmpty else { return [] }
        guard let current = all.firstIndex(where: { $0.object === focusedObject }) else {
            return focus(step > 0 ? all[0] : all[all.count - 1])
        }
        let next = current + step
        guard all.indices.contains(next) else { return [earcon(.boundary)] }
        return focus(all[next])
    }

    private func readAll() -> [Utterance] {
        let all = elements
        let start = all.firstIndex { $0.object === focusedObject } ?? 0
        return all[start...].flatMap(focus)
    }

    private func explore(at point: CGPoint) -> [Utterance] {
        guard let element = elements.last(where: { $0.frame.contains(point) }) else { return [] }
        if element.object === focusedObject { return [] }
        return focus(element)
    }

    // MARK: Rotor

    private func stepRotor(forward: Bool) -> [Utterance] {
        // One walk of the elements and one look at the actions serve the whole step.
        guard let element = focusedElement, let setting = rotor.setting else { return [] }
        let available = actions(for: element)
        guard Rotor.settings(hasActions: !available.isEmpty).contains(setting) else { return [] }
        switch setting {
        case .actions:
            let names = available.map(\.name)
            guard let index = rotor.step(forward: forward, count: names.count) else { return [] }
            return [announcement(names[index])]
        case .characters:
            let characters = Array(element.label)
            guard let index = rotor.step(forward: forward, count: characters.count) else { return [] }
            let character = characters[index]
            return [announcement(character == " " ? PhraseBook.text(.space, in: language) : String(character))]
        case .words:
            let words = element.label.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let index = rotor.step(forward: forward, count: words.count) else { return [] }
            return [announcement(words[index])]
        }
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
        _ = element.object.accessibilityActivate()
        return []
    }

    private func perform(_ action: ElementAction) -> [Utterance] {
        let descriptor = action.descriptor
        guard let view = descriptor.view else { return [] }
        let point = view.screenPoint(for: descriptor.point)
        switch action.kind {
        case .dragSource:
            guard finger.longPress(at: point) else {
                return [announcement(PhraseBook.text(.nothingToDrag, in: language))]
            }
            // The session begins once the finger moves; VoiceOver's drag is lifted and held.
            finger.move(to: point)
            heldDragName = action.name
            return [announcement(PhraseBook.text(.dragStarted(name: action.name), in: language))]
        case .dropPoint:
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

    private func escape() -> [Utterance] {
        guard finger.isDragging else { return [] }
        finger.cancel()
        heldDragName = nil
        rotor.position = nil
        return [announcement(PhraseBook.text(.dragCancelled, in: language))]
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
