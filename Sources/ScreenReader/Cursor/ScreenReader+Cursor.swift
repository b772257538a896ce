import CellKit

// The VoiceOver cursor: moving it, saying where it lands, and keeping it in view.
extension ScreenReader {
    /// Moves the cursor to an element and says it; `hints: false` leaves out its delayed part,
    /// the hint and "Actions Available" (read all moves on before the pause they wait for).
    /// `index`, where the caller found the element in `all` when it knows, is where its place is
    /// looked for first: the cursor's last place is far from an element a swipe found past
    /// thousands of empty ones, and a search of the whole list at every swipe cost its length.
    func focus(_ element: AccessibleElement, among all: ElementList, at index: Int? = nil, hints: Bool = true) -> [Utterance] {
        let previous = focusedObject
        focusedObject = element.object
        focusedIndex = snapshot.index(of: element.object, near: index ?? focusedIndex) ?? focusedIndex
        element.scrollIntoView()
        rotor.focusDidMove(toAdjustable: element.object.accessibilityTraits.contains(.adjustable))
        let said = describe(element, among: all, hints: hints)
        // The elements hear of the move after VoiceOver has made it ("sent after an assistive
        // technology has set its virtual focus"): what they change is read on the next look.
        if tellsElementsOfFocus, previous !== element.object {
            previous?.voiceOverFocusDidChange(to: false)
            element.object.voiceOverFocusDidChange(to: true)
        }
        return said
    }

    /// Where the cursor is: the element and its place in the visiting order, to put it back
    /// with ``restoreCursor(_:)`` after another reader has walked the same screen (RotorTesting's
    /// walk), scrolling its tables and so reusing their cells for other rows.
    package struct CursorPlace {
        let label: String
        let frame: CGRect
        let index: Int?
    }

    /// Where the cursor is now; `nil` when nothing is focused.
    package var cursorPlace: CursorPlace? {
        focusedElement.map { CursorPlace(label: $0.label, frame: $0.frame, index: focusedIndex) }
    }

    /// Puts the cursor back where `place` was, without a word: on the focused element if it is
    /// still the one there (same label, same frame), else on the element now there (the cell
    /// that shows the row after the table scrolled back), else where it is.
    package func restoreCursor(_ place: CursorPlace) {
        if let element = focusedElement, element.label == place.label, element.frame == place.frame { return }
        let all = elements
        let matches = all.indices.filter { all[$0].label == place.label && all[$0].frame == place.frame }
        // Nearest its old place when two elements look alike.
        guard let best = matches.min(by: { abs($0 - (place.index ?? 0)) < abs($1 - (place.index ?? 0)) }) else { return }
        focusedObject = all[best].object
        focusedIndex = best
    }

    /// Focuses the element at `index` in `all` (the elements as the snapshot holds them now).
    func focus(at index: Int, in all: ElementList, hints: Bool = true) -> [Utterance] {
        focus(all[index], among: all, at: index, hints: hints)
    }

    private func describe(_ element: AccessibleElement, among all: ElementList, hints: Bool) -> [Utterance] {
        speech(for: element, withDelayedPart: hints)
    }

    func moveFocus(by step: Int) -> [Utterance] {
        let all = elements
        guard !all.isEmpty else { return [] }
        let direction = step > 0 ? 1 : -1
        guard let current = snapshot.index(of: focusedObject, near: focusedIndex) else {
            guard let place = focusedIndex else {
                let end = step > 0 ? 0 : all.count - 1
                return Self.visited(from: end, by: direction, in: all).map { focus(at: $0, in: all) } ?? []
            }
            // The focused element went away: the one now in its place is next.
            let next = step > 0 ? min(place, all.count - 1) : min(place, all.count) - 1
            return Self.visited(from: next, by: direction, in: all).map { focus(at: $0, in: all) } ?? [earcon(.boundary)]
        }
        return Self.visited(from: current + step, by: direction, in: all).map { focus(at: $0, in: all) }
            ?? [earcon(.boundary)]
    }

    /// The first element from `start` on, going by `direction`, that a swipe visits: one whose
    /// frame is empty is passed over (the reference: an element whose frame is empty is not
    /// visited by swiping; the audit's `unplaced-element` reports it). `nil` at the boundary.
    /// The list keeps which of its elements a swipe visits (`ElementList.visitedIndex`), so
    /// the elements passed over are looked at once, not at every swipe.
    static func visited(from start: Int, by direction: Int, in all: ElementList) -> Int? {
        all.visitedIndex(from: start, by: direction)
    }

    /// Whether an element's frame on the screen has no width or no height. A frame that is not a
    /// number is not empty: it is left to be visited (and to the audit), as before.
    static func hasEmptyFrame(_ element: AccessibleElement) -> Bool {
        let size = element.frame.size
        return size.width == 0 || size.height == 0
    }

    /// Read all: every element from the top of the screen (two-finger swipe up) or from the
    /// focused element (two-finger swipe down) to the last, each focused and spoken in turn, so
    /// the cursor ends on the last. The delayed part (hint, "Actions Available") is left out:
    /// VoiceOver says it after a pause on an element, and read all does not pause ([sim]). When the focused element has gone, reading from it starts
    /// with the element now in its place; with no focus at all, at the top. Elements whose frame
    /// is empty are passed over, as a swipe passes over them. Each next element is the one a
    /// swipe right would visit, in the screen as it is then: focusing a table's row scrolls the
    /// table to it, which makes the next row's cell, so read all goes on past the rows on screen
    /// to the table's last, as VoiceOver's scrolls and keeps reading. A place read once is not
    /// read again (`ReadingPlace`), so it always ends.
    func readAll(from start: Gesture.ReadingStart = .focus) -> [Utterance] {
        var said: [Utterance] = []
        readAll(from: start, limit: nil) { said.append($0) }
        return said
    }

    /// Read all, each utterance handed to `speak` as it is said, element by element, so nothing
    /// holds what the whole read said. With a `limit` ([sim]: a run's budget, `ReadAllProgress`),
    /// a read that can be seen before its first word to cost more (`ReadAllForesight`: the
    /// elements on screen, a table's rows past its cells) is refused: nothing is said and the
    /// cursor stays. Otherwise the read stops once it has cost that much, the cursor on the last
    /// element read.
    @discardableResult
    func readAll(from start: Gesture.ReadingStart = .focus, limit: Int?,
                 speaking speak: (Utterance) -> Void) -> ReadAllProgress {
        var all = elements
        let first = start == .top ? 0 : snapshot.index(of: focusedObject, near: focusedIndex) ?? focusedIndex ?? 0
        var progress = ReadAllProgress()
        guard all.indices.contains(first) else { return progress }
        if let limit {
            let least = ReadAllForesight(elements: all, first: first).leastCost(within: limit)
            if least.cost > limit {
                progress.stoppedAtLimit = true
                progress.foreseen = least.cost
                progress.foreseenRows = least.rows
                return progress
            }
        }
        var path = ReadAllPath()
        var next = path.next(from: first, in: all)
        while let index = next {
            if let limit, progress.cost >= limit {
                progress.stoppedAtLimit = true
                break
            }
            // The walks this element's focus makes (a table scrolled to its row) are counted
            // with it, so a limit bounds the work, not only the words; so are its words, which a
            // row's template of a few bytes can make long.
            let walks = walksMade, walked = elementsWalked
            var characters = 0
            for utterance in focus(at: index, in: all, hints: false) {
                characters += utterance.text.utf8.count
                speak(utterance)
            }
            progress.read += 1
            progress.wording += ReadAllProgress.wordingCost(characters: characters)
            all = elements
            if walksMade > walks {
                progress.walking += ReadAllProgress.walkCost(walks: walksMade - walks, elements: elementsWalked - walked)
            }
            let after = snapshot.index(of: focusedObject, near: focusedIndex).map { $0 + 1 } ?? focusedIndex ?? all.count
            next = path.next(from: after, in: all)
        }
        return progress
    }

    /// Touch exploration: the element under the finger is focused and spoken.
    func explore(at point: CGPoint) -> [Utterance] {
        let current = snapshot
        let all = current.elements
        guard let element = current.element(at: point, in: finger.windows, clock: finger.system.treeClock, tally: tally) else { return [] }
        if element.object === focusedObject { return [] }
        return focus(element, among: all)
    }
}
