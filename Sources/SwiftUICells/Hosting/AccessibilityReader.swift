/// Decides what VoiceOver reads of the hosted tree and sets it on the nodes' views: which
/// nodes are elements, their labels, values, traits, actions and drag and drop points.
///
/// A text, an image, a button, a toggle and a list row are elements; stacks are not, and their
/// elements are read in order. `accessibilityElement(children:)` makes one element of a view
/// (`.combine` joins its children's labels with commas, `.ignore` reads none of them) or a
/// group (`.contain`). A stack with a tap, actions, a drag or a drop but no
/// `accessibilityElement` is read as one combined element [sim]; what it says of itself
/// (label, value, hint, traits, being hidden) passes to each element in it.
@MainActor
struct AccessibilityReader {
    enum State {
        /// Read as VoiceOver finds it.
        case free
        /// Part of an element above it, or hidden: not an element itself.
        case inside
    }

    private enum Role {
        case element
        case group
        case plain
    }

    private func role(of node: Node) -> Role {
        let attributes = node.attributes
        switch attributes.childBehavior?.kind {
        case .combine, .ignore: return .element
        case .contain: return .group
        case nil: break
        }
        switch node.kind {
        case .text, .image, .button, .toggle, .row, .textField, .picker:
            return .element
        case .color, .spacer, .divider:
            return attributes.describes || attributes.isInteractive ? .element : .plain
        case .stack, .zstack, .grid, .section:
            return attributes.isInteractive ? .element : .plain
        case .padding, .frame, .layered:
            // A wrapper keeps its modifiers only with a content shape; then it is what acts.
            return attributes.hasContentShape && (attributes.describes || attributes.isInteractive) ? .element : .plain
        case .scroll, .list, .rows:
            return .plain
        }
    }

    /// Sets what VoiceOver reads on the views of `node` and the nodes under it.
    mutating func configure(_ node: Node, views: [String: UIView], state: State, inherited: NodeAttributes? = nil) {
        if let inherited {
            node.attributes.merge(outer: inherited)
        }
        guard let view = views[Self.key(node)] else { return }
        // After the views under it are configured: a rotor moves to their elements.
        defer { Self.attachRotors(of: node, to: view, views: views) }
        let hidden = node.attributes.isHidden || node.attributes.opacity <= 0
        view.accessibilityElementsHidden = hidden && state == .free
        (view as? NodeView)?.sortPriority = node.attributes.sortPriority
        (view as? ScrollNodeView)?.sortPriority = node.attributes.sortPriority
        guard state == .free, !hidden else {
            clear(view)
            for child in node.children {
                configure(child, views: views, state: .inside)
            }
            return
        }
        switch role(of: node) {
        case .element:
            makeElement(node, view: view, views: views)
            for child in node.children {
                configure(child, views: views, state: .inside)
            }
        case .group:
            clear(view)
            view.shouldGroupAccessibilityChildren = true
            for child in node.children {
                configure(child, views: views, state: .free)
            }
        case .plain:
            clear(view)
            // A tab bar is no element, but its trait gives its tabs their "Tab, 2 of 3".
            if !node.attributes.containerTraits.isEmpty { view.accessibilityTraits = node.attributes.containerTraits }
            let passed = node.attributes.describes || node.attributes.isHidden ? node.attributes.readable : nil
            for child in node.children {
                configure(child, views: views, state: .free, inherited: node.isLayoutWrapper ? nil : passed)
            }
        }
    }

    /// Puts the node's rotors on its view, each over the elements of the identities under it.
    private static func attachRotors(of node: Node, to view: UIView, views: [String: UIView]) {
        guard !node.attributes.rotors.isEmpty else {
            if view.accessibilityCustomRotors != nil { view.accessibilityCustomRotors = nil }
            return
        }
        var targets: [AnyHashable: WeakView] = [:]
        var pending = Array(node.children.reversed())
        while let next = pending.popLast() {
            if let tag = next.attributes.tag, targets[tag] == nil, let element = firstElement(under: next, views: views) {
                targets[tag] = WeakView(view: element)
            }
            // A list row not yet made has no views to move to; making it here would cost every row.
            guard next.hasResolvedChildren else { continue }
            pending += next.children.reversed()
        }
        view.accessibilityCustomRotors = node.attributes.rotors.map { $0.rotor(over: targets) }
    }

    /// The first element view at or under `node`, in the tree's order.
    private static func firstElement(under node: Node, views: [String: UIView]) -> UIView? {
        if let view = views[key(node)], view.isAccessibilityElement { return view }
        guard node.hasResolvedChildren else { return nil }
        for child in node.children {
            if let found = firstElement(under: child, views: views) { return found }
        }
        return nil
    }

    static func key(_ node: Node) -> String {
        switch node.kind {
        case .scroll: node.id + "|scroll"
        case .list: node.id + "|table"
        default: node.id
        }
    }

    /// Makes a list row's cell the element its row is, from the views in it.
    func makeRowElement(_ row: Node, cell: HostedRowCell, views: [String: UIView]) {
        makeElement(row, view: cell, views: views)
    }

    private func clear(_ view: UIView) {
        view.isAccessibilityElement = false
        guard let view = view as? NodeView else { return }
        view.activation = nil
        view.accessibilityLabel = nil
        view.accessibilityValue = nil
        view.accessibilityHint = nil
        view.accessibilityTraits = []
        view.accessibilityCustomActions = nil
        view.adjust = nil
        view.accessibilityDragSourceDescriptors = nil
        view.accessibilityDropPointDescriptors = nil
        view.showCustomContent([])
        view.voiceOverFocusChanged = nil
    }

    // MARK: An element

    private func makeElement(_ node: Node, view: UIView, views: [String: UIView]) {
        let attributes = node.attributes
        view.isAccessibilityElement = true
        let inputLabels = attributes.inputLabels ?? []
        if (view.accessibilityUserInputLabels ?? []) != inputLabels { view.accessibilityUserInputLabels = inputLabels }
        view.accessibilityIdentifier = attributes.identifier
        let isEnabled = node.environment.isEnabled
        var traits: UIAccessibilityTraits = []
        var activation: (() -> Void)? = attributes.onTap
        var value = attributes.value
        var label: String
        var adjust: ((Int) -> Void)?
        switch node.kind {
        case .text(let text):
            label = text
            traits = .staticText
        case .image(_, let spoken):
            label = spoken
            traits = .image
        case .button(let action):
            label = Self.combinedLabel(node.children)
            traits = .button
            activation = activation ?? action
        case .textField(let field):
            // The field speaks its text (or placeholder) as its value and adds its own traits.
            label = field.label ?? ""
        case .picker(let choice):
            label = Self.combinedLabel(node.children)
            traits = .adjustable
            value = value ?? choice.value
            adjust = { choice.step(by: $0) }
        case .toggle(let isOn):
            label = Self.combinedLabel(node.children)
            traits = [.button, .toggleButton]
            value = value ?? (isOn.wrappedValue ? "1" : "0")
            activation = activation ?? { isOn.wrappedValue.toggle() }
        default:
            label = attributes.childBehavior?.kind == .ignore ? "" : Self.combinedLabel(node.children)
            // A combined element is what its parts are: a button in it makes it a button.
            traits = Self.combinedTraits(node.children)
            activation = activation ?? Self.firstActivation(in: node.children)
            // A row or combined element with one toggle in it is that switch, as a settings row is.
            let toggles = Self.toggles(in: node.children)
            if toggles.count == 1, let isOn = toggles.first {
                traits.formUnion([.button, .toggleButton])
                value = value ?? (isOn.wrappedValue ? "1" : "0")
                activation = activation ?? { isOn.wrappedValue.toggle() }
            }
        }
        if let given = attributes.label { label = given }
        if let adjustable = attributes.adjustableAction {
            // As a UIKit element that overrides `accessibilityIncrement()`: adjustable, and its
            // value is what the app says after each swipe.
            traits.formUnion(.adjustable)
            adjust = { adjustable($0 > 0 ? .increment : .decrement) }
        }
        traits.formUnion(attributes.addedTraits)
        traits.subtract(attributes.removedTraits)
        if !isEnabled, traits.contains(.button) || traits.contains(.toggleButton) {
            traits.formUnion(.notEnabled)
            activation = nil
        }
        if !isEnabled, traits.contains(.adjustable) {
            traits.formUnion(.notEnabled)
            adjust = nil
        }
        if case .textField = node.kind {
            view.accessibilityLabel = label.isEmpty ? nil : label
        } else {
            view.accessibilityLabel = label
        }
        (view as? NodeView)?.adjust = adjust
        view.accessibilityValue = value
        view.accessibilityHint = attributes.hint
        view.accessibilityTraits = traits
        (view as? HostedElement)?.activation = activation

        var gathered = Gathered(of: attributes, on: view)
        Self.gather(node.children, views: views, into: &gathered)
        let actions = gathered.actions, dragPoints = gathered.dragPoints, dropPoints = gathered.dropPoints
        (view as? HostedElement)?.showCustomContent(gathered.customContent)
        (view as? HostedElement)?.voiceOverFocusChanged = gathered.focusChanged

        if gathered.takesFocus?() == true {
            // As UIKit code moves VoiceOver: the element, once it is in the screen's tree.
            UIAccessibility.post(notification: .layoutChanged, argument: view)
        }
        view.accessibilityCustomActions = actions.isEmpty ? nil : actions.map { action in
            UIAccessibilityCustomAction(name: action.name) { [weak view] _ in
                action.handler()
                if let view { NodeView.settleHost(from: view) }
                return true
            }
        }
        view.accessibilityDragSourceDescriptors = dragPoints.isEmpty ? nil : dragPoints.map {
            UIAccessibilityLocationDescriptor(name: $0.1, point: $0.0.point(in: $0.2.bounds.size), in: $0.2)
        }
        view.accessibilityDropPointDescriptors = dropPoints.isEmpty ? nil : dropPoints.map {
            UIAccessibilityLocationDescriptor(name: $0.1, point: $0.0.point(in: $0.2.bounds.size), in: $0.2)
        }
    }

    /// The labels of the elements under `nodes`, in order, joined by commas: what a combined
    /// element says.
    /// The buttons among `nodes` and inside them, in order: each one's title (what VoiceOver
    /// reads of its label), role and action. An alert's actions and a view's accessibility
    /// actions are buttons made this way.
    static func buttons(in nodes: [Node]) -> [(title: String, role: ButtonRole?, action: () -> Void)] {
        var found: [(title: String, role: ButtonRole?, action: () -> Void)] = []
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            if case .button(let action) = node.kind {
                found.append((combinedLabel(node.children), node.attributes.buttonRole, action))
            } else {
                pending += node.children.reversed()
            }
        }
        return found
    }

    static func combinedLabel(_ nodes: [Node]) -> String {
        var parts: [String] = []
        func visit(_ node: Node) {
            let attributes = node.attributes
            guard !attributes.isHidden, attributes.opacity > 0 else { return }
            if let label = attributes.label {
                if !label.isEmpty { parts.append(label) }
                return
            }
            switch node.kind {
            case .text(let text): if !text.isEmpty { parts.append(text) }
            case .image(_, let spoken): parts.append(spoken)
            // A list inside an element (a list in a list's row) is read row by row.
            case .rows(let run): (0..<run.count).forEach { visit(run.row(at: $0)) }
            default: node.children.forEach(visit)
            }
            if let value = attributes.value, !value.isEmpty { parts.append(value) }
        }
        nodes.forEach(visit)
        return parts.joined(separator: ", ")
    }

    private static func combinedTraits(_ nodes: [Node]) -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        func visit(_ node: Node) {
            guard !node.attributes.isHidden else { return }
            if case .button = node.kind { traits.formUnion(.button) }
            traits.formUnion(node.attributes.addedTraits.intersection([.button, .header, .selected, .link]))
            node.children.forEach(visit)
        }
        nodes.forEach(visit)
        return traits
    }

    private static func toggles(in nodes: [Node]) -> [Binding<Bool>] {
        nodes.flatMap { node -> [Binding<Bool>] in
            guard !node.attributes.isHidden else { return [] }
            if case .toggle(let isOn) = node.kind { return [isOn] }
            return toggles(in: node.children)
        }
    }

    private static func firstActivation(in nodes: [Node]) -> (() -> Void)? {
        for node in nodes where !node.attributes.isHidden {
            if let tap = node.attributes.onTap { return tap }
            if case .button(let action) = node.kind, node.environment.isEnabled { return action }
            if let found = firstActivation(in: node.children) { return found }
        }
        return nil
    }

    /// What an element offers of its own and of the views inside it.
    @MainActor
    private struct Gathered {
        var actions: [(name: String, handler: () -> Void)]
        var dragPoints: [(UnitPoint, String, UIView)]
        var dropPoints: [(UnitPoint, String, UIView)]
        var customContent: [CustomContentEntry]
        /// The focus states bound to the element or a view in it (`accessibilityFocused`): the
        /// element is the one VoiceOver reads for each.
        var takesFocus: (() -> Bool)?
        var focusChanged: ((Bool) -> Void)?

        init(of attributes: NodeAttributes, on view: UIView) {
            actions = attributes.actions
            dragPoints = attributes.dragPoints.map { ($0.point, $0.name, view) }
            dropPoints = attributes.dropPoints.map { ($0.point, $0.name, view) }
            customContent = attributes.customContent
            takesFocus = attributes.takesFocus
            focusChanged = attributes.focusChanged
        }
    }

    /// The actions, drag and drop points and custom content of the views inside an element: a
    /// combined element offers them all, each point on its own view, and the element's own
    /// custom content over an entry of the same identifier inside it [sim].
    private static func gather(_ nodes: [Node], views: [String: UIView], into gathered: inout Gathered) {
        for node in nodes where !node.attributes.isHidden {
            gathered.actions += node.attributes.actions
            if let view = views[key(node)] {
                gathered.dragPoints += node.attributes.dragPoints.map { ($0.point, $0.name, view) }
                gathered.dropPoints += node.attributes.dropPoints.map { ($0.point, $0.name, view) }
            }
            for entry in node.attributes.customContent where !gathered.customContent.contains(where: { $0.id == entry.id }) {
                gathered.customContent.append(entry)
            }
            gathered.takesFocus = NodeAttributes.either(gathered.takesFocus, node.attributes.takesFocus)
            gathered.focusChanged = NodeAttributes.both(gathered.focusChanged, node.attributes.focusChanged)
            gather(node.children, views: views, into: &gathered)
        }
    }

    // MARK: Order

    /// Orders the elements of each container by `accessibilitySortPriority`, higher first, when
    /// any is given; VoiceOver otherwise reads them by place.
    func orderBySortPriority(_ nodes: [Node], in host: UIView, views: [String: UIView]) {
        // Sort priorities apply among siblings; a container lists its children in that order.
        func visit(_ container: UIView, _ children: [Node]) {
            let priorities = children.map(\.attributes.sortPriority)
            if priorities.contains(where: { $0 != 0 }) {
                let ordered = children.enumerated().sorted { lhs, rhs in
                    lhs.element.attributes.sortPriority != rhs.element.attributes.sortPriority
                        ? lhs.element.attributes.sortPriority > rhs.element.attributes.sortPriority : lhs.offset < rhs.offset
                }
                container.accessibilityElements = ordered.compactMap { views[Self.key($0.element)] }
            } else if container.accessibilityElements != nil {
                container.accessibilityElements = nil
            }
            for child in children {
                if let view = views[Self.key(child)] { visit(view, child.children) }
            }
        }
        visit(host, nodes)
    }
}
