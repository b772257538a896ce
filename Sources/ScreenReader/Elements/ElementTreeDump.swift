import CellKit

/// What VoiceOver sees on a screen, as text: each element in visiting order with its label,
/// value, traits, frame and actions (custom actions, drag sources, drop points), indented by the
/// containers around it, each window first.
///
/// ```
/// window app [0, 0, 78, 16]
///   container (graph) [1, 0, 34, 15]
///     element "January", value "12", frame [4, 9, 6, 4]
///       drag source "Drag bar data" → graph @ (6, 11)
///   element "Contact card" (card), frame [37, 0, 40, 15]
///     drop point "Drop into portrait" → portrait @ (7, 4)
/// ```
///
/// A container is shown by its kind, its label if it has one, its identifier (or type) and its
/// frame; an element by its label, its identifier if it has one, its value and traits if any,
/// and its frame; an action by its name, and for a drag source or drop point its view and the
/// point in it. Frames and points are in cells, on the screen and in the view.
///
/// The containers shown are those VoiceOver's walk goes through and the Containers rotor knows:
/// an object that lists its `accessibilityElements`, and one whose `accessibilityContainerType`
/// says what group it is (a list, a landmark, …), a view with the tab bar trait, and a view
/// that sets `shouldGroupAccessibilityChildren` (the walk keeps their elements together). They are found up each element's parents
/// (`AccessibleElement.ancestors`), so an element that a container lists from elsewhere in the
/// tree is shown under its own parents. A container appears where its first element does, and
/// again if its elements are not visited one after another. Drop points are listed whether or
/// not a drag is held, as VoiceOver would offer them during one.
public struct ElementTreeDump: Codable, Sendable, Equatable {
    /// A window, a container or an element.
    public struct Node: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable {
            case window
            /// An object that lists its elements, and says no more of what group they are.
            case container
            case list
            case landmark
            case semanticGroup = "semantic-group"
            case dataTable = "data-table"
            case element
        }

        public let kind: Kind
        /// A window's application; a container's accessibility identifier, or its type; an
        /// element's identifier, when it has one. Never spoken: it is how a developer finds it.
        public let name: String?
        /// The label, trimmed: empty for an element without one; `nil` for a container without.
        public let label: String?
        /// The value, trimmed; `nil` when there is none.
        public let value: String?
        /// An element's traits, by the names scene files give them; `nil` for a container.
        public let traits: [String]?
        /// An element's `accessibilityUserInputLabels` (Voice Control's names for it, which
        /// VoiceOver does not speak), trimmed; `nil` when it has none.
        public let inputLabels: [String]?
        /// On the screen: x, y, width, height, in cells.
        public let frame: [Double]
        /// An element's actions in the order the Actions rotor lists them; `nil` for a container.
        public let actions: [Action]?
        /// What a window or container holds, in visiting order; `nil` for an element.
        public let children: [Node]?

        public init(kind: Kind, name: String? = nil, label: String? = nil, value: String? = nil,
                    traits: [String]? = nil, inputLabels: [String]? = nil, frame: [Double], actions: [Action]? = nil,
                    children: [Node]? = nil) {
            self.kind = kind
            self.inputLabels = inputLabels
            self.name = name
            self.label = label
            self.value = value
            self.traits = traits
            self.frame = frame
            self.actions = actions
            self.children = children
        }
    }

    /// One entry of an element's Actions rotor.
    public struct Action: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable {
            case custom
            case dragSource = "drag-source"
            case dropPoint = "drop-point"
        }

        public let kind: Kind
        /// The name VoiceOver speaks.
        public let name: String
        /// A drag source's or drop point's view: its identifier, or its type.
        public let view: String?
        /// Where in that view, in the view's own coordinates: x, y.
        public let point: [Double]?
        /// Whether VoiceOver found it (and named it) rather than the app.
        public let isAutomatic: Bool

        public init(kind: Kind, name: String, view: String? = nil, point: [Double]? = nil, isAutomatic: Bool = false) {
            self.kind = kind
            self.name = name
            self.view = view
            self.point = point
            self.isAutomatic = isAutomatic
        }
    }

    /// The windows that hold elements, in the order VoiceOver visits them.
    public let windows: [Node]

    public init(windows: [Node]) {
        self.windows = windows
    }

    /// What a screen reader sees now, with the actions it offers each element in its language:
    /// its record (`ScreenReader.record`) as a tree.
    @MainActor
    public init(screenReader: ScreenReader) {
        self.init(record: screenReader.record)
    }

    /// A record as a tree: each element under the window and containers around it.
    public init(record: ScreenRecord) {
        // Nodes under construction, outermost first: each container's children so far.
        var open: [(container: Int, node: Node, children: [Node])] = []
        var windows: [Node] = []
        func close(to depth: Int) {
            while open.count > depth, let last = open.popLast() {
                let node = last.node.holding(last.children)
                if open.isEmpty { windows.append(node) } else { open[open.count - 1].children.append(node) }
            }
        }
        for element in record.elements {
            let chain = element.containers.filter { record.containers.indices.contains($0) }
            var shared = 0
            while shared < min(open.count, chain.count), open[shared].container == chain[shared] { shared += 1 }
            close(to: shared)
            for index in chain[shared...] {
                open.append((index, Self.containerNode(record.containers[index]), []))
            }
            let node = Self.elementNode(element)
            if open.isEmpty {
                // An element in no window (not possible in a walk of windows) still shows.
                windows.append(node)
            } else {
                open[open.count - 1].children.append(node)
            }
        }
        close(to: 0)
        self.windows = windows
    }

    /// The dump as lines, two spaces deeper for each container.
    public var lines: [String] {
        var lines: [String] = []
        var pending = windows.reversed().map { (node: $0, depth: 0) }
        while let (node, depth) = pending.popLast() {
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + Self.describe(node))
            for action in node.actions ?? [] {
                lines.append(indent + "  " + Self.describe(action))
            }
            pending += (node.children ?? []).reversed().map { ($0, depth + 1) }
        }
        return lines
    }

    /// The dump as text, a line each.
    public var text: String { lines.joined(separator: "\n") }

    /// The dump as JSON: pretty-printed, keys sorted and in snake_case. Print it through
    /// `TextOutput.write(json:)`, which escapes what a terminal must not see raw.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    // MARK: Reading the record

    private static func containerNode(_ container: ContainerRecord) -> Node {
        let kind: Node.Kind = switch container.kind {
        case .window: .window
        case .container: .container
        case .list: .list
        case .landmark: .landmark
        case .semanticGroup: .semanticGroup
        case .dataTable: .dataTable
        }
        if kind == .window { return Node(kind: .window, name: container.name, frame: container.frame) }
        return Node(kind: kind, name: container.name, label: container.label, value: nil, frame: container.frame)
    }

    /// An element with its custom actions, then every drag source and drop point VoiceOver
    /// offers, whether or not a drag is held.
    private static func elementNode(_ element: ElementRecord) -> Node {
        var actions: [Action] = []
        for action in element.actions where action.kind == .custom {
            actions.append(Action(kind: .custom, name: action.name, isAutomatic: action.isAutomatic))
        }
        for (kind, descriptors) in [(Action.Kind.dragSource, element.dragSources), (.dropPoint, element.dropPoints)] {
            for descriptor in descriptors where descriptor.leftOut == nil {
                actions.append(Action(kind: kind, name: descriptor.name, view: descriptor.view?.name ?? "(gone)",
                                      point: descriptor.point, isAutomatic: descriptor.isAutomatic))
            }
        }
        return Node(kind: .element, name: element.identifier, label: element.label, value: element.value,
                    traits: element.traits, inputLabels: element.inputLabels.isEmpty ? nil : element.inputLabels,
                    frame: element.frame, actions: actions)
    }

    // MARK: Writing it out

    private static func describe(_ node: Node) -> String {
        let frame = "[" + node.frame.map(number).joined(separator: ", ") + "]"
        switch node.kind {
        case .window:
            return "window \(node.name ?? "") \(frame)"
        case .element:
            var parts = ["element " + quoted(node.label ?? "", orIfEmpty: "(no label)")
                + (node.name.map { " (\($0))" } ?? "")]
            if let value = node.value { parts.append("value \"\(value)\"") }
            if let traits = node.traits, !traits.isEmpty { parts.append("traits [\(traits.joined(separator: ", "))]") }
            if let labels = node.inputLabels, !labels.isEmpty {
                parts.append("input labels [" + labels.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            }
            parts.append("frame \(frame)")
            return parts.joined(separator: ", ")
        case .container, .list, .landmark, .semanticGroup, .dataTable:
            let kind = switch node.kind {
            case .semanticGroup: "semantic group"
            case .dataTable: "data table"
            default: node.kind.rawValue
            }
            let label = node.label.map { " \"\($0)\"" } ?? ""
            return "\(kind)\(label) (\(node.name ?? "")) \(frame)"
        }
    }

    private static func describe(_ action: Action) -> String {
        let kind = switch action.kind {
        case .custom: "custom action"
        case .dragSource: "drag source"
        case .dropPoint: "drop point"
        }
        var text = "\(kind) \"\(action.name)\""
        if let view = action.view {
            text += " → \(view)"
            if let point = action.point { text += " @ (" + point.map(number).joined(separator: ", ") + ")" }
        }
        return text + (action.isAutomatic ? ", automatic" : "")
    }

    private static func quoted(_ text: String, orIfEmpty placeholder: String) -> String {
        text.isEmpty ? placeholder : "\"\(text)\""
    }

    /// A whole number without a fraction; otherwise one decimal place.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 10).rounded() / 10)
    }
}

extension ElementTreeDump.Node {
    /// The node holding `children`, for a window or container; an element holds none.
    fileprivate func holding(_ children: [ElementTreeDump.Node]) -> ElementTreeDump.Node {
        ElementTreeDump.Node(kind: kind, name: name, label: label, value: value, traits: traits, inputLabels: inputLabels,
                             frame: frame, actions: actions, children: children)
    }
}
