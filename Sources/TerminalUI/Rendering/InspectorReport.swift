import CellKit
import ScreenReader
import Session

/// What the inspector panel lists for the focused element: its label, value, traits and frame,
/// its drag sources and drop points with their view and point, the drag session's state, and
/// the last callbacks from the event log.
@MainActor
public struct InspectorReport {
    /// How many callbacks the panel lists, newest last.
    public static let callbackCount = 6

    /// Everything but the callbacks.
    public let lines: [String]
    /// The last callbacks, oldest first.
    public let callbacks: [String]

    /// The report in at most `count` lines: the callbacks give way first, oldest first.
    public func lines(fitting count: Int) -> [String] {
        let room = max(0, count - lines.count - 1)
        let shown = callbacks.isEmpty ? ["  (none yet)"] : callbacks.suffix(room).map { "  " + $0 }
        return lines + ["Callbacks"] + shown
    }

    /// The report on `session` as `snapshot` (taken of it) shows it, or as it is now.
    public init(session: ScreenSession, snapshot: SessionSnapshot? = nil) {
        let snapshot = snapshot ?? session.snapshot()
        var lines: [String] = []
        if let element = snapshot.focusedElement {
            let object = element.object
            lines.append("Label   " + (element.label.isEmpty ? "(none)" : element.label))
            lines.append("Value   " + (object.accessibilityValue ?? "(none)"))
            let traits = TraitNames.names(in: object.accessibilityTraits)
            lines.append("Traits  " + (traits.isEmpty ? "none" : traits.joined(separator: ", ")))
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
        } else {
            lines.append("No element is focused.")
        }
        lines.append("Session " + Self.describe(snapshot.drag))
        self.lines = lines
        callbacks = Array(session.finger.log.lines.suffix(Self.callbackCount))
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
