import CellKit
import ScreenReader
import Session

/// What the inspector panel lists for the focused element: its label, value, traits, input labels
/// (when it has any) and frame,
/// its drag sources and drop points with their view and point, its custom actions and the custom
/// rotors offered on it (its own and its containers'), the drag session's state, and
/// the whole callback log, which the panel scrolls.
///
/// Following (the panel as it opens): the element, then as many of the newest callbacks as fit.
/// Scrolled back (PgUp): the log alone, the whole panel a page of it, until PgDn reaches its end
/// again.
@MainActor
package struct InspectorReport {
    /// Everything but the callbacks.
    package let lines: [String]
    /// Every callback in the log, oldest first.
    package let callbacks: [String]

    /// The report following the log, in at most `count` lines: the element, then the newest
    /// callbacks that fit after it (the oldest give way first).
    package func lines(fitting count: Int) -> [String] {
        let room = max(0, count - lines.count - 1)
        guard !callbacks.isEmpty else { return lines + ["Callbacks", "  (none yet)"] }
        let shown = callbacks.suffix(room)
        let first = callbacks.count - shown.count + 1
        let header = shown.count == callbacks.count
            ? "Callbacks (\(callbacks.count))"
            : "Callbacks \(first)–\(callbacks.count) of \(callbacks.count) · PgUp"
        return lines + [header] + shown.map { "  " + $0 }
    }

    /// The log scrolled back, in `count` lines: a header, then the callbacks from `top` (its
    /// first is 0), as many as fit.
    package func logLines(fitting count: Int, from top: Int) -> [String] {
        let page = Self.logPage(fitting: count)
        let top = Self.clampedTop(top, callbacks: callbacks.count, page: page)
        let shown = callbacks.dropFirst(top).prefix(page)
        let header = "Callbacks \(top + 1)–\(top + shown.count) of \(callbacks.count) · PgUp PgDn"
        return [header] + shown.map { "  " + $0 }
    }

    /// How many callbacks a scrolled-back panel of `count` lines shows: all but its header.
    package static func logPage(fitting count: Int) -> Int {
        max(1, count - 1)
    }

    /// `top` kept where a page of `page` callbacks still ends within the log.
    package static func clampedTop(_ top: Int, callbacks: Int, page: Int) -> Int {
        min(max(0, top), max(0, callbacks - page))
    }

    /// The report on `session` as `snapshot` (taken of it) shows it, or as it is now.
    package init(session: ScreenSession, snapshot: SessionSnapshot? = nil) {
        let snapshot = snapshot ?? session.snapshot()
        var lines: [String] = []
        if let element = snapshot.focusedElement {
            let object = element.object
            lines.append("Label   " + (element.label.isEmpty ? "(none)" : element.label))
            lines.append("Value   " + (object.accessibilityValue ?? "(none)"))
            let traits = TraitNames.names(in: object.accessibilityTraits)
            lines.append("Traits  " + (traits.isEmpty ? "none" : traits.joined(separator: ", ")))
            // Voice Control's names for it: VoiceOver does not speak them, so they show here.
            let inputLabels = (object.accessibilityUserInputLabels ?? []).filter { !$0.isEmpty }
            if !inputLabels.isEmpty { lines.append("Input   " + inputLabels.joined(separator: ", ")) }
            lines.append("Frame   " + Self.describe(element.frame))
            lines.append("Object  " + Self.name(of: object))
            let collector = ActionCollector(finger: session.finger, language: snapshot.language)
            lines.append("Drag sources")
            lines += Self.describe(collector.dragSources(for: element))
            lines.append("Drop points")
            lines += Self.describe(collector.dropPoints(for: element))
            let custom = collector.customActions(for: element)
            if !custom.isEmpty {
                lines.append("Custom actions")
                lines += custom.map { "  " + $0.name }
            }
            // The app's rotors offered here: the element's own, then its containers'.
            let rotors = element.customRotors
            if !rotors.isEmpty {
                lines.append("Custom rotors")
                lines += rotors.map { rotor in
                    let key = CustomRotorKey(rotor)
                    let name = key.name(in: snapshot.language)
                    return "  " + (rotor.systemRotorType == .none || rotor.name.isEmpty || name == rotor.name ? name : "\(name) (\(rotor.name))")
                }
            }
        } else {
            lines.append("No element is focused.")
        }
        lines.append("Session " + Self.describe(snapshot.drag))
        self.lines = lines
        callbacks = session.finger.log.lines
    }

    private static func describe(_ actions: [ElementAction]) -> [String] {
        guard !actions.isEmpty else { return ["  (none)"] }
        return actions.map { action in
            guard let descriptor = action.descriptor else { return "  " + action.name }
            let view = descriptor.view.map(name(of:)) ?? "(gone)"
            let source = action.isAutomatic ? " (automatic)" : ""
            return "  \(action.name) → \(view) @ (\(number(descriptor.point.x)), \(number(descriptor.point.y)))\(source)"
        }
    }

    private static func describe(_ drag: HeldDrag?) -> String {
        guard let drag else { return "no drag" }
        var state = "dragging \(drag.itemCount) \(drag.itemCount == 1 ? "item" : "items")"
        if let target = drag.targetView {
            state += ", \(drag.operation) over \(name(of: target))"
        }
        return state
    }

    /// A view by its identifier, else by its type.
    static func name(of object: AnyObject) -> String {
        if let id = (object as? UIResponder)?.accessibilityIdentifier { return id }
        return String(describing: type(of: object))
    }

    static func describe(_ rect: CGRect) -> String {
        "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
    }

    private static func number(_ value: CGFloat) -> String {
        Int(exactly: value).map(String.init) ?? String(format: "%.1f", Double(value))
    }
}
