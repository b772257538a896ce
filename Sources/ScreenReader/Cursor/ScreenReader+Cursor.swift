import CellKit

// The VoiceOver cursor: moving it, saying where it lands, and keeping it in view.
extension ScreenReader {
    func focus(_ element: AccessibleElement, among all: [AccessibleElement]) -> [Utterance] {
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
        speech(for: element)
    }

    func moveFocus(by step: Int) -> [Utterance] {
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

    func readAll() -> [Utterance] {
        let all = elements
        let start = snapshot.index(of: focusedObject, near: focusedIndex) ?? 0
        return all[start...].flatMap { focus($0, among: all) }
    }

    /// Touch exploration: the element under the finger is focused and spoken.
    func explore(at point: CGPoint) -> [Utterance] {
        let current = snapshot
        let all = current.elements
        guard let element = current.element(at: point, in: finger.windows) else { return [] }
        if element.object === focusedObject { return [] }
        return focus(element, among: all)
    }
}
