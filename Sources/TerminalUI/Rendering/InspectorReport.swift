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
        // What VoiceOver sees of the focus is its record: a line here for each of its fields.
        if let element = snapshot.focus {
            lines.append("Label   " + (element.label.isEmpty ? "(none)" : element.label))
            lines.append("Value   " + (element.value ?? "(none)"))
            lines.append("Traits  " + (element.traits.isEmpty ? "none" : element.traits.joined(separator: ", ")))
            // Voice Control's names for it: VoiceOver does not speak them, so they show here.
            if !element.inputLabels.isEmpty { lines.append("Input   " + element.inputLabels.joined(separator: ", ")) }
            lines.append("Frame   " + Self.describe(element.frame))
            lines.append("Object  " + element.name)
            lines.append("Drag sources")
            lines += Self.describe(element.dragSources)
            lines.append("Drop points")
            lines += Self.describe(element.dropPoints)
            let custom = element.actions.filter { $0.kind == .custom }
            if !custom.isEmpty {
                lines.append("Custom actions")
                lines += custom.map { "  " + $0.name }
            }
            // The app's rotors offered here: the element's own, then its containers'.
            if !element.customRotors.isEmpty {
                lines.append("Custom rotors")
                lines += element.customRotors.map { rotor in
                    "  " + (!rotor.isSystem || rotor.ownName.isEmpty || rotor.name == rotor.ownName ? rotor.name : "\(rotor.name) (\(rotor.ownName))")
                }
            }
        } else {
            lines.append("No element is focused.")
        }
        lines.append("Session " + Self.describe(snapshot.drag))
        self.lines = lines
        callbacks = session.finger.log.lines
    }

    /// Each descriptor VoiceOver looked at: its name, view and point, and for one it leaves out, why.
    private static func describe(_ descriptors: [DescriptorRecord]) -> [String] {
        guard !descriptors.isEmpty else { return ["  (none)"] }
        return descriptors.map { descriptor in
            let view = descriptor.view?.name ?? "(gone)"
            let point = descriptor.point.map(number).joined(separator: ", ")
            let source = descriptor.isAutomatic ? " (automatic)" : ""
            let leftOut = descriptor.leftOut.map { " left out: \($0)" } ?? ""
            return "  \(descriptor.name) → \(view) @ (\(point))\(source)\(leftOut)"
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

    /// A record's frame (x, y, width, height) as a rectangle is shown.
    static func describe(_ frame: [Double]) -> String {
        "[" + frame.map(number).joined(separator: ", ") + "]"
    }

    private static func number(_ value: Double) -> String {
        number(CGFloat(value))
    }

    private static func number(_ value: CGFloat) -> String {
        Int(exactly: value).map(String.init) ?? String(format: "%.1f", Double(value))
    }
}
