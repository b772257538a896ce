/// Turns laid-out nodes into CellKit views: a view per node, kept by the node's identity
/// between evaluations (so VoiceOver's focus stays on a view whose node is still there), with
/// what VoiceOver reads of it.
@MainActor
struct NodeMaterializer {
    private(set) var views: [String: UIView] = [:]
    private var appeared: Set<String> = []

    /// Shows `nodes` in `host`; returns the `onAppear` actions of nodes new to the tree.
    /// `readingInside`: the nodes are inside an element (a list row's cell), so none of them is
    /// an element itself.
    mutating func show(_ nodes: [Node], in host: UIView, readingInside: Bool = false) -> [() -> Void] {
        var used: Set<String> = []
        var appearing: [() -> Void] = []
        var seen: [String: Int] = [:]
        for node in nodes {
            Self.normalize(node, seen: &seen)
        }
        place(nodes, in: host, firstIndex: 0, used: &used, appearing: &appearing)
        for (id, view) in views where !used.contains(id) {
            view.removeFromSuperview()
            views[id] = nil
        }
        appeared = appeared.intersection(used)
        var reader = AccessibilityReader()
        for node in nodes {
            reader.configure(node, views: views, state: readingInside ? .inside : .free)
        }
        reader.orderBySortPriority(nodes, in: host, views: views)
        return appearing
    }

    /// Moves what modifiers attached to a padding, frame or background to the view inside it,
    /// whose element VoiceOver reads.
    /// Also makes every identity unique: two views that resolve at one path (a `ForEach` whose
    /// elements share an id) get their place in the tree added, the same on every evaluation.
    private static func normalize(_ node: Node, seen: inout [String: Int]) {
        if node.isLayoutWrapper, !node.attributes.hasContentShape, let content = node.children.first {
            content.attributes.merge(outer: node.attributes)
            node.attributes = NodeAttributes()
        }
        // Each repeat of an identity takes the next number after it (counted, not searched for).
        if let count = seen[node.id] {
            seen[node.id] = count + 1
            node.id += "~\(count + 1)"
        }
        seen[node.id, default: 1] = max(seen[node.id] ?? 1, 1)
        // A list row's views are its cell's, which normalizes them when it shows them; going
        // into them here would resolve every row of the list.
        if case .row = node.kind { return }
        for child in node.children {
            normalize(child, seen: &seen)
        }
    }

    private mutating func place(_ nodes: [Node], in parent: UIView, firstIndex: Int, used: inout Set<String>, appearing: inout [() -> Void]) {
        var index = firstIndex
        for node in nodes {
            let view = view(for: node)
            used.insert(key(node))
            if index >= parent.subviews.count || parent.subviews[index] !== view {
                parent.insertSubview(view, at: min(index, parent.subviews.count))
            }
            view.frame = node.frame
            update(view, for: node)
            if !appeared.contains(key(node)) {
                appeared.insert(key(node))
                appearing += node.attributes.onAppear
            }
            if let list = view as? HostedListView {
                // The table makes and keeps its rows' views itself.
                list.controller.update(node)
                index += 1
                continue
            }
            let contentCount = (view as? NodeView)?.contentViews.count ?? 0
            place(Self.backToFront(node), in: view, firstIndex: contentCount, used: &used, appearing: &appearing)
            // Views of nodes gone from under this one.
            while view.subviews.count > contentCount + node.children.count, let last = view.subviews.last {
                last.removeFromSuperview()
            }
            if let scroll = view as? ScrollNodeView {
                let bottom = node.children.map(\.frame.maxY).max() ?? 0
                scroll.contentSize = CGSize(width: node.frame.width, height: max(bottom, 0))
            }
            index += 1
        }
    }

    /// A node's children in the order their views stack, back to front: a background is
    /// behind the content it is laid out after.
    private static func backToFront(_ node: Node) -> [Node] {
        guard case .layered(_, let behind) = node.kind, behind, let content = node.children.first else { return node.children }
        return Array(node.children.dropFirst()) + [content]
    }

    private func key(_ node: Node) -> String {
        switch node.kind {
        case .scroll: node.id + "|scroll"
        case .list: node.id + "|table"
        default: node.id
        }
    }

    private mutating func view(for node: Node) -> UIView {
        let key = key(node)
        if let kept = views[key] { return kept }
        let made: UIView
        switch node.kind {
        case .scroll: made = ScrollNodeView(frame: node.frame)
        case .list: made = HostedListView(frame: node.frame)
        case .textField: made = HostedTextField(frame: node.frame)
        default: made = NodeView(frame: node.frame)
        }
        views[key] = made
        return made
    }

    /// Draws the node's own content and keeps its interactions on its view.
    private func update(_ view: UIView, for node: Node) {
        view.alpha = CGFloat(node.attributes.opacity)
        if let field = view as? HostedTextField, case .textField(let content) = node.kind {
            field.onTextChange = nil
            if field.text != content.text.wrappedValue { field.text = content.text.wrappedValue }
            field.placeholder = content.placeholder
            field.isSecureTextEntry = content.isSecure
            field.isEnabled = node.environment.isEnabled
            field.font = node.environment.font?.isBold == true ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
            let binding = content.text
            field.onTextChange = { [weak field] text in
                binding.wrappedValue = text
                if let field { NodeView.settleHost(from: field) }
            }
            return
        }
        guard let view = view as? NodeView else { return }
        switch node.kind {
        case .text(let text):
            let label = view.textLabel ?? Self.contentLabel(in: view)
            view.textLabel = label
            label.text = text
            label.numberOfLines = 0
            label.frame = CGRect(origin: .zero, size: node.frame.size)
            label.font = node.environment.font?.isBold == true ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
            label.textColor = node.environment.foreground?.uiColor
        case .image(let symbol, _):
            let imageView = view.imageView ?? UIImageView(frame: .zero)
            if view.imageView == nil {
                imageView.isAccessibilityElement = false
                view.insertSubview(imageView, at: 0)
                view.imageView = imageView
            }
            imageView.image = UIImage(systemName: symbol) ?? UIImage(systemName: "photo")
            imageView.frame = CGRect(origin: .zero, size: node.frame.size)
        case .color(let color):
            view.backgroundColor = color.uiColor
        case .picker(let choice):
            // The selected option is drawn at the trailing edge, as a menu picker's value.
            let label = view.textLabel ?? Self.contentLabel(in: view)
            view.textLabel = label
            label.text = choice.value ?? ""
            label.numberOfLines = 1
            let width = view.cellMetrics.width(ofColumns: CharacterWidth.of(choice.value ?? ""))
            label.frame = CGRect(x: max(0, node.frame.width - width), y: 0, width: width, height: node.frame.height)
            label.font = UIFont.systemFont(ofSize: 17)
            label.textColor = nil
        case .toggle(let isOn):
            let control = view.switchView ?? UISwitch(frame: .zero)
            if view.switchView == nil {
                control.isAccessibilityElement = false
                view.insertSubview(control, at: 0)
                view.switchView = control
            }
            control.isOn = isOn.wrappedValue
            let width = view.cellMetrics.width(ofColumns: 6)
            control.frame = CGRect(x: max(0, node.frame.width - width), y: 0, width: width, height: node.frame.height)
        default:
            break
        }
        Self.keepInteractions(of: node, on: view)
    }

    private static func contentLabel(in view: NodeView) -> UILabel {
        let label = UILabel(frame: .zero)
        label.isAccessibilityElement = false
        view.insertSubview(label, at: 0)
        return label
    }

    /// The node's drag and drop delegates, on its view's interactions: kept from the last
    /// evaluation (with the new closures) so a drag VoiceOver holds keeps its source.
    private static func keepInteractions(of node: Node, on view: NodeView) {
        view.longPressAction = node.attributes.onLongPress
        if node.attributes.onLongPress != nil, view.longPressRecognizer == nil {
            // The recognizer is kept and calls the latest action: VoiceOver's double tap and
            // hold passes a long press through to it (CellKit's `recognizeLongPress`).
            let recognizer = UILongPressGestureRecognizer { [weak view] recognizer in
                guard recognizer.state == .began, let view, let action = view.longPressAction else { return }
                action()
                view.settleHost()
            }
            view.longPressRecognizer = recognizer
            view.addGestureRecognizer(recognizer)
        } else if node.attributes.onLongPress == nil, let recognizer = view.longPressRecognizer {
            view.removeGestureRecognizer(recognizer)
            view.longPressRecognizer = nil
        }
        if let source = node.attributes.dragSource {
            if let kept = view.dragSource {
                kept.makeItems = source.makeItems
            } else {
                view.dragSource = source
                view.addInteraction(UIDragInteraction(delegate: source))
            }
        } else if view.dragSource != nil {
            view.dragSource = nil
            for interaction in view.interactions where interaction is UIDragInteraction {
                view.removeInteraction(interaction)
            }
        }
        let targets = node.attributes.dropTargets
        for (index, target) in targets.enumerated() {
            if index < view.dropTargets.count {
                let kept = view.dropTargets[index]
                kept.typeIdentifiers = target.typeIdentifiers
                kept.onTargeted = target.onTargeted
                kept.operation = target.operation
                kept.perform = target.perform
                kept.validate = target.validate
            } else {
                view.dropTargets.append(target)
                view.addInteraction(UIDropInteraction(delegate: target))
            }
        }
        if view.dropTargets.count > targets.count {
            let removed = view.dropTargets[targets.count...]
            view.dropTargets.removeLast(view.dropTargets.count - targets.count)
            for interaction in view.interactions {
                guard let drop = interaction as? UIDropInteraction,
                      removed.contains(where: { $0 === (drop.delegate as AnyObject?) }) else { continue }
                view.removeInteraction(drop)
            }
        }
    }
}
