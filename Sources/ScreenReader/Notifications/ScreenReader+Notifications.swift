import CellKit

// What the app posts (`UIAccessibility.post`): announcements spoken, layout and screen changes
// acted on.
extension ScreenReader {
    func notifications() -> [Utterance] {
        var said: [Utterance] = []
        let shown = finger.windows
        let batch = UIAccessibility.takePostedNotifications { posted in
            // A notification that names a view on no window of this screen is another screen's
            // (UIKit's view controllers name the window whose screen changed).
            guard let view = posted.argument as? UIView else { return false }
            let window = view as? UIWindow ?? view.window
            guard let window else { return false }
            return !shown.contains { $0 === window }
        }
        // [sim] Screen changes posted together (a push whose screen presents another as it
        // appears) are taken as one: VoiceOver moves to, and speaks, only what is shown last.
        let lastScreenChange = batch.lastIndex { $0.notification == .screenChanged }
        for (place, posted) in batch.enumerated() {
            switch posted.notification {
            case .announcement, .pageScrolled:
                if let text = Self.text(of: posted.argument), !text.isEmpty { said.append(announcement(text)) }
            case .layoutChanged, .screenChanged:
                if let lastScreenChange, place < lastScreenChange { continue }
                let current = snapshot
                let all = current.elements
                if let object = posted.argument as? UIResponder, let place = current.index(of: object) {
                    said += focus(all[place], among: all)
                } else if let view = posted.argument as? UIView, let place = Self.firstPlace(inside: view, among: all) {
                    // [sim] A view that is not an element itself (a container, a window: UIKit's
                    // view controllers name the window whose screen changed): VoiceOver moves to
                    // the first element inside it, so a screen that changes in one of two apps
                    // side by side is read from its own top.
                    said += focus(all[place], among: all)
                } else if let text = Self.text(of: posted.argument) {
                    said.append(announcement(text))
                } else if posted.notification == .screenChanged, let first = Self.visited(from: 0, by: 1, in: all) {
                    said += focus(all[first], among: all)
                } else if let place = focusedIndex, !all.isEmpty, current.index(of: focusedObject, near: place) == nil {
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

    /// Where the first element inside `view` is in the visiting order.
    private static func firstPlace(inside view: UIView, among all: ElementList) -> Int? {
        all.firstIndex { element in
            guard let own = element.view else { return false }
            return own === view || own.isDescendant(of: view)
        }
    }
}
