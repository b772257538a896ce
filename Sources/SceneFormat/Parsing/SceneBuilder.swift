import CellKit
import Foundation
import ScreenReader

/// Builds a scene from its YAML tree in two passes: views first, then everything that refers to
/// views by id (descriptors, composed values), so a reference may point forwards.
@MainActor
struct SceneBuilder {
    let file: String
    /// The file's text, to find where a script's lines are.
    let source: String
    var views: [String: UIView] = [:]
    private var viewCount = 0
    var warnings: [SceneError] = []
    /// Interactions hold their delegates weakly, as UIKit's do; the scene owns its declarative ones.
    var delegates: [AnyObject] = []
    /// What refers to views by id, resolved once every view exists.
    var references: [Reference] = []
    /// Each view with a `valueFrom`, with where it was given, in file order, to check for cycles.
    var valueFromNodes: [(SceneView, NodeReader)] = []

    enum DescriptorKind { case dragSource, dropPoint }

    struct DescriptorEntry {
        let name: String
        let viewNode: NodeReader?
        let point: CGPoint?
    }

    enum Reference {
        case valueFrom(SceneView, [NodeReader])
        /// The owner, the view its descriptors default to, the point they default to there.
        case descriptors(UIResponder, UIView, CGPoint?, DescriptorKind, [DescriptorEntry])
        case customActions(UIResponder, [(String, SceneEffect)])
        case controlAction(UIControl, SceneEffect)
    }

    let limits: SceneLoader.Limits
    /// Where each view and accessibility element was described, so that tools (the audit) can
    /// point into the file.
    var locations: [ObjectIdentifier: SourceLocation] = [:]
    /// How deep each view with an id is, so a view placed in it by `parent:` is counted.
    private var depths: [ObjectIdentifier: Int] = [:]

    init(file: String, source: String, limits: SceneLoader.Limits) {
        self.file = file
        self.limits = limits
        // Kept whole: splitting a scene of 100,000 lines into lines for the one line a script
        // needs cost a seventh of loading it.
        self.source = source
    }

    static let viewTypes = ["view", "label", "button", "switch", "adjustable", "textField", "image", "well", "list",
                            "barGraph", "scrollView", "collectionView"]
    static let commonKeys = ["id", "type", "frame", "hidden", "alpha", "interactive", "background", "border",
                             "accessibility", "drag", "drop", "subviews"]
    static let typeKeys: [String: [String]] = [
        "view": [],
        "label": ["text", "color"],
        "image": ["symbol", "cells"],
        "well": ["title", "content"],
        "list": ["title", "items"],
        "barGraph": ["title", "bars", "color", "barElements"],
        "button": ["title", "action"],
        "switch": ["on", "action"],
        "adjustable": ["value", "minimum", "maximum", "action"],
        "textField": ["text", "placeholder"],
        "scrollView": ["contentSize", "contentOffset"],
        "collectionView": ["items", "itemSize", "spacing", "cells"],
    ]
    static let containerTypes: [String: UIAccessibilityContainerType] = [
        "none": .none, "list": .list, "landmark": .landmark, "dataTable": .dataTable, "semanticGroup": .semanticGroup,
    ]
    static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    mutating func build(_ root: NodeReader) throws(SceneError) -> Scene {
        let top = try root.mapping(allowed: ["title", "language", "window", "windows", "views", "audit", "script"])
        let title = try top["title"]?.string()
        var language = Language.english
        if let node = top["language"] {
            let code = try node.string()
            guard let match = Language(code: code) else {
                throw node.error("unknown language '\(Echo.text(code))'; expected one of: \(Language.allCases.map(\.code).joined(separator: ", "))")
            }
            language = match
        }
        var windows: [UIWindow] = []
        switch (top["window"], top["windows"]) {
        case (let windowNode?, nil):
            let windowKeys = try windowNode.mapping(allowed: ["size", "app"])
            let size = try windowKeys.required("size").size()
            let window = UIWindow(frame: CGRect(origin: .zero, size: size),
                                  applicationIdentifier: try windowKeys["app"]?.string() ?? "app")
            window.accessibilityIdentifier = "window"
            try addViews(try top.required("views"), to: window)
            windows.append(window)
        case (nil, let listNode?):
            if let views = top["views"] {
                throw views.error("with several windows, each window lists its own views")
            }
            for (index, windowNode) in try listNode.sequence().enumerated() {
                let keys = try windowNode.mapping(allowed: ["app", "frame", "views"])
                let frame = try keys.required("frame").rect()
                let app = try keys.required("app").string()
                let window = UIWindow(frame: frame, applicationIdentifier: app)
                window.accessibilityIdentifier = "window \(index + 1)"
                // Windows that only touch (side by side) do not overlap.
                if let other = windows.first(where: {
                    $0.frame.minX < frame.maxX && frame.minX < $0.frame.maxX
                        && $0.frame.minY < frame.maxY && frame.minY < $0.frame.maxY
                }) {
                    warnings.append(windowNode.error("the window overlaps the \(Echo.text(other.applicationIdentifier)) window; the later one is in front"))
                }
                try addViews(try keys.required("views"), to: window)
                windows.append(window)
            }
            guard !windows.isEmpty else { throw listNode.error("list at least one window") }
        case (_?, let listNode?):
            throw listNode.error("give either 'window' (one app) or 'windows' (several), not both")
        case (nil, nil):
            throw root.error("a scene needs 'window' (with 'views') or 'windows'")
        }
        for reference in references {
            try resolve(reference)
        }
        try checkValueCycles()
        let ignores = try top["audit"].map { node throws(SceneError) in try auditIgnores(node) } ?? []
        var script: Script?
        if let node = top["script"] {
            let text = try node.string()
            // Plain, quoted or a block (whose text starts on the line after its `|`): each line
            // of the text is placed where it is in the file.
            let placement = ScalarPlacement(source: source, line: node.node.line, column: node.node.column, text: text)
            script = try Script.parse(text, file: file) { offset in placement.starts[offset] }
        }
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return Scene(name: name, title: title, file: file, language: language, windows: windows,
                     views: views, script: script, warnings: warnings, delegates: delegates,
                     locations: locations, auditIgnores: ignores)
    }

    /// `audit: { ignore: [{ rule, view, because }] }`: rules the scene breaks on purpose.
    private func auditIgnores(_ node: NodeReader) throws(SceneError) -> [AuditIgnore] {
        let keys = try node.mapping(allowed: ["ignore"])
        var result: [AuditIgnore] = []
        for item in try keys.required("ignore").sequence() {
            let entry = try item.mapping(allowed: ["rule", "view", "because"])
            let rule = try entry.required("rule").string()
            let view = try entry["view"].map { node throws(SceneError) in try self.view(for: node) }
            let reasonNode = try entry.required("because")
            let reason = try reasonNode.string().trimmingCharacters(in: .whitespacesAndNewlines)
            guard !reason.isEmpty else { throw reasonNode.error("say why the rule does not apply") }
            result.append(AuditIgnore(rule: rule, view: view, reason: reason, location: item.location))
        }
        return result
    }

    // MARK: Views

    /// A window's views. A view with `parent: ID` goes inside that (earlier) view instead of the
    /// window: the flat form, for trees deeper than YAML can nest.
    private mutating func addViews(_ node: NodeReader, to window: UIWindow) throws(SceneError) {
        for viewNode in try node.sequence() {
            if let parentNode = viewNode.value(forKey: "parent") {
                let id = try parentNode.string()
                guard let parent = views[id], let depth = depths[ObjectIdentifier(parent)] else {
                    throw parentNode.error("no view with the id '\(Echo.text(id))' comes before this one; a parent is described first")
                }
                parent.addSubview(try buildView(viewNode, depth: depth + 1, allowsParent: true))
                continue
            }
            let view = try buildView(viewNode, depth: 1, allowsParent: true)
            if !window.bounds.contains(view.frame) {
                warnings.append(viewNode.error("the frame \(Self.describe(view.frame)) reaches outside the window (\(Int(saturating: window.bounds.width))×\(Int(saturating: window.bounds.height)))"))
            }
            window.addSubview(view)
        }
    }

    private mutating func buildView(_ node: NodeReader, depth: Int, allowsParent: Bool = false) throws(SceneError) -> UIView {
        guard depth <= limits.depth else {
            throw node.error("views are nested more than \(limits.depth) deep")
        }
        viewCount += 1
        guard viewCount <= limits.viewCount else {
            throw node.error("the scene has more than \(limits.viewCount) views")
        }
        guard case .mapping = node.node else { throw node.error("expected a view (a mapping with a type and a frame)") }
        let common = Self.commonKeys + (allowsParent ? ["parent"] : [])
        let typeNode = try node.mapping(allowed: common + Self.typeKeys.values.flatMap { $0 }).required("type")
        let type = try typeNode.choice(Self.viewTypes)
        let keys = try node.mapping(allowed: common + (Self.typeKeys[type] ?? []))
        let frame = try keys.required("frame").rect()

        let view: UIView
        switch type {
        case "label":
            let label = UILabel(frame: frame)
            label.text = try keys.required("text").string()
            label.numberOfLines = 0
            label.textColor = try keys["color"].map { node throws(SceneError) in try Self.color(node) }
            view = label
        case "image":
            let imageView = UIImageView(frame: frame)
            imageView.image = try Self.image(keys, symbolKey: "symbol", cellsKey: "cells")
            view = imageView
        case "well":
            let well = WellView(frame: frame, title: try keys.required("title").string())
            well.content = try keys["content"]?.string()
            view = well
        case "list":
            view = ListView(frame: frame, title: try keys.required("title").string(),
                            items: try keys["items"]?.stringList() ?? [])
        case "barGraph":
            view = try buildBarGraph(keys, frame: frame)
        case "button", "switch", "adjustable", "textField":
            view = try buildControl(type, keys, frame: frame)
        case "scrollView":
            let scrollView = UIScrollView(frame: frame)
            scrollView.contentSize = try keys["contentSize"]?.size() ?? frame.size
            if let node = keys["contentOffset"] { scrollView.contentOffset = try node.point() }
            view = scrollView
        case "collectionView":
            view = try buildCollectionView(keys, frame: frame)
        default:
            view = SceneView(frame: frame)
        }

        locations[ObjectIdentifier(view)] = node.location
        if let idNode = keys["id"] {
            let id = try idNode.string()
            guard !id.isEmpty else { throw idNode.error("an id cannot be empty") }
            guard views[id] == nil else { throw idNode.error("the id '\(Echo.text(id))' is used by another view") }
            views[id] = view
            depths[ObjectIdentifier(view)] = depth
            view.accessibilityIdentifier = id
        }
        if let node = keys["hidden"] { view.isHidden = try node.bool() }
        if let node = keys["alpha"] {
            view.alpha = try node.double(in: NumberRange.alpha)
        }
        if let node = keys["interactive"] { view.isUserInteractionEnabled = try node.bool() }
        if let node = keys["background"] { view.backgroundColor = try Self.color(node) }
        if let node = keys["border"] { view.layer.borderWidth = try node.bool() ? 1 : 0 }
        if let node = keys["accessibility"] { try applyAccessibility(node, to: view) }
        if type != "collectionView" {
            if let node = keys["drag"] { try addDrag(node, to: view) }
            if let node = keys["drop"] { try addDrop(node, to: view) }
        }
        for child in try keys["subviews"]?.sequence() ?? [] {
            view.addSubview(try buildView(child, depth: depth + 1))
        }
        return view
    }

    private mutating func buildBarGraph(_ keys: MappingReader, frame: CGRect) throws(SceneError) -> BarGraphView {
        let barNodes = try keys.required("bars").sequence()
        guard !barNodes.isEmpty else { throw try keys.required("bars").error("a bar graph needs at least one bar") }
        var bars: [BarGraphView.Bar] = []
        for node in barNodes {
            let bar = try node.mapping(allowed: ["label", "value"])
            let valueNode = try bar.required("value")
            let value = try valueNode.double(in: NumberRange.barValues, negative: "a bar's value cannot be negative")
            bars.append(BarGraphView.Bar(label: try bar.required("label").string(), value: value))
        }
        let needed = BarGraphView.leading + CGFloat(bars.count) * (BarGraphView.barWidth + BarGraphView.gap)
        guard frame.width >= needed, frame.height >= 6 else {
            throw try keys.required("frame").error("a bar graph of \(bars.count) bars needs at least \(Int(saturating: needed)) columns and 6 rows")
        }
        let color = try keys["color"].map { node throws(SceneError) in try Self.color(node) } ?? .systemBlue
        let graph = BarGraphView(frame: frame, title: try keys["title"]?.string() ?? "", bars: bars, color: color)
        if let node = keys["barElements"] {
            let elements = try node.mapping(allowed: ["dragSource"])
            graph.makeAccessibilityElements(dragSourceName: try elements["dragSource"]?.string())
        }
        return graph
    }

    // MARK: Accessibility

    private mutating func applyAccessibility(_ node: NodeReader, to view: UIView) throws(SceneError) {
        let keys = try node.mapping(allowed: ["element", "label", "value", "hint", "traits", "valueFrom",
                                              "dragSources", "dropPoints", "customActions", "container", "elements"])
        if let node = keys["element"] { view.isAccessibilityElement = try node.bool() }
        try applyElementProperties(keys, to: view, host: view, area: nil)
        if let node = keys["container"] {
            view.accessibilityContainerType = Self.containerTypes[try node.choice(Self.containerTypes.keys.sorted())] ?? .none
        }
        if let node = keys["valueFrom"] {
            guard let sceneView = view as? SceneView else {
                throw node.error("valueFrom is for plain views (type: view); this view speaks its own value")
            }
            references.append(.valueFrom(sceneView, Array(try node.sequence())))
            valueFromNodes.append((sceneView, node))
        }
        if let node = keys["elements"] {
            // Parts of the view that are elements without being views (drawn parts, layers),
            // each with its frame in the view, as `UIAccessibilityElement`s.
            var elements: [UIAccessibilityElement] = []
            for item in try node.sequence() {
                let elementKeys = try item.mapping(allowed: ["label", "value", "hint", "traits", "frame", "dragSources",
                                                             "dropPoints", "customActions"])
                let element = UIAccessibilityElement(accessibilityContainer: view)
                locations[ObjectIdentifier(element)] = item.location
                let frame = try elementKeys.required("frame").rect()
                element.accessibilityFrameInContainerSpace = frame
                try applyElementProperties(elementKeys, to: element, host: view, area: frame)
                elements.append(element)
            }
            view.accessibilityElements = elements
        }
    }

    /// What views and `UIAccessibilityElement`s share: label, value, hint, traits, custom
    /// actions and descriptors. A descriptor's view defaults to `host`, its point to the middle
    /// of `area` (the element's frame in the host) or of the host.
    private mutating func applyElementProperties(_ keys: MappingReader, to object: UIResponder, host: UIView,
                                                 area: CGRect?) throws(SceneError) {
        if let node = keys["label"] { object.accessibilityLabel = try node.string() }
        if let node = keys["value"] { object.accessibilityValue = try node.string() }
        if let node = keys["hint"] { object.accessibilityHint = try node.string() }
        if let node = keys["traits"] {
            var traits = UIAccessibilityTraits.none
            for item in try node.sequence() {
                traits.insert(TraitNames.trait(named: try item.choice(TraitNames.all.map(\.name))) ?? .none)
            }
            object.accessibilityTraits = traits
        }
        if let node = keys["customActions"] {
            var actions: [(String, SceneEffect)] = []
            for item in try node.sequence() {
                let entry = try item.mapping(allowed: ["name"] + SceneEffect.keys)
                let name = try entry.required("name").string()
                guard !name.isEmpty else { throw try entry.required("name").error("an action needs a name") }
                actions.append((name, try SceneEffect(entry)))
            }
            references.append(.customActions(object, actions))
        }
        let defaultPoint = area.map { CGPoint(x: $0.midX, y: $0.midY) }
        if let node = keys["dragSources"] {
            references.append(.descriptors(object, host, defaultPoint, .dragSource, try descriptorEntries(node)))
        }
        if let node = keys["dropPoints"] {
            references.append(.descriptors(object, host, defaultPoint, .dropPoint, try descriptorEntries(node)))
        }
    }

    /// A descriptor list (`[]` for none). Each entry: `name`, optional `view` (an id; this view
    /// by default) and optional `point` (in that view; its centre by default).
    private func descriptorEntries(_ node: NodeReader) throws(SceneError) -> [DescriptorEntry] {
        var entries: [DescriptorEntry] = []
        for item in try node.sequence() {
            let keys = try item.mapping(allowed: ["name", "view", "point"])
            entries.append(DescriptorEntry(name: try keys.required("name").string(), viewNode: keys["view"],
                                           point: try keys["point"]?.point()))
        }
        return entries
    }

    private func resolve(_ reference: Reference) throws(SceneError) {
        switch reference {
        case .customActions(let object, let actions):
            var resolved: [UIAccessibilityCustomAction] = []
            for (name, effect) in actions {
                let perform = try effect.resolved(views)
                resolved.append(UIAccessibilityCustomAction(name: name) { _ in perform() })
            }
            object.accessibilityCustomActions = resolved
        case .controlAction(let control, let effect):
            let perform = try effect.resolved(views)
            control.addAction(UIAction { _ in _ = perform() }, for: .primaryActionTriggered)
        case .valueFrom(let sceneView, let idNodes):
            var sources: [UIView] = []
            for idNode in idNodes { sources.append(try view(for: idNode)) }
            sceneView.valueSources = sources
        case .descriptors(let owner, let host, let hostPoint, let kind, let entries):
            var descriptors: [UIAccessibilityLocationDescriptor] = []
            for entry in entries {
                var target = host
                if let idNode = entry.viewNode { target = try view(for: idNode) }
                let centre = CGPoint(x: target.bounds.midX, y: target.bounds.midY)
                let point = entry.point ?? (target === host ? hostPoint ?? centre : centre)
                descriptors.append(UIAccessibilityLocationDescriptor(name: entry.name, point: point, in: target))
            }
            switch kind {
            case .dragSource: owner.accessibilityDragSourceDescriptors = descriptors
            case .dropPoint: owner.accessibilityDropPointDescriptors = descriptors
            }
        }
    }

    private func view(for idNode: NodeReader) throws(SceneError) -> UIView {
        try Self.view(for: idNode, in: views)
    }

    /// The view an id names, or an error naming the id and the nearest one that exists.
    static func view(for idNode: NodeReader, in views: [String: UIView]) throws(SceneError) -> UIView {
        let id = try idNode.string()
        guard let view = views[id] else {
            var message = "no view has the id '\(Echo.text(id))'"
            // Sorted: the same suggestion on every run, whatever order the dictionary keeps.
            if let nearest = NearestName.suggestion(for: id, among: views.keys.sorted()) {
                message += "; did you mean '\(Echo.text(nearest))'?"
            }
            throw idNode.error(message)
        }
        return view
    }

    // MARK: Interactions

    private mutating func addDrag(_ node: NodeReader, to view: UIView) throws(SceneError) {
        let keys = try node.mapping(allowed: ["items", "text", "image", "localObject", "allowsMove", "restricted",
                                              "loadDelay", "loadFails", "movesAway", "regions", "types"])
        let source = DragItemSource(rawValue: try keys["items"]?.choice(DragItemSource.allCases.map(\.rawValue)) ?? "view") ?? .view
        if source == .layer, (view.layer.sublayers ?? []).isEmpty {
            throw try keys.required("items").error("items: layer needs a view with layers (a barGraph)")
        }
        let content: DragContent
        switch (keys["text"], keys["image"]) {
        case (let text?, nil): content = .text(try text.string())
        case (nil, let image?): content = .image(try Self.symbol(image))
        case (_?, let image?): throw image.error("a drag offers text or an image, not both")
        case (nil, nil): throw node.error("a drag needs 'text' (a template) or 'image' (a symbol name)")
        }
        let delegate = SceneDragDelegate(
            source: source,
            content: content,
            localObjectIsIndex: try keys["localObject"]?.choice(["index", "none"]) == "index",
            allowsMove: try keys["allowsMove"]?.bool() ?? true,
            restricted: try keys["restricted"]?.bool() ?? false,
            loadDelay: try loadDelay(keys["loadDelay"]),
            loadFailure: try keys["loadFails"]?.string())
        delegate.movesAway = try keys["movesAway"]?.bool() ?? false
        switch (source, keys["regions"]) {
        case (.region, let node?):
            for item in try node.sequence() {
                let region = try item.mapping(allowed: ["frame", "label", "value"])
                delegate.regions.append(SceneDragDelegate.Region(frame: try region.required("frame").rect(),
                                                                 label: try region.required("label").string(),
                                                                 value: try region["value"]?.string() ?? ""))
            }
        case (.region, nil): throw try keys.required("items").error("items: region needs 'regions' (each a frame and a label)")
        case (_, let node?): throw node.error("regions are for items: region")
        case (_, nil): break
        }
        if let node = keys["types"] {
            guard keys["text"] != nil else { throw node.error("types say what dragged text is offered as; this drag offers an image") }
            delegate.textTypes = try acceptedTypes(node)
        }
        if delegate.movesAway, source == .layer {
            throw try keys.required("movesAway").error("movesAway takes a whole view away; it is not for items: layer")
        }
        view.addInteraction(UIDragInteraction(delegate: delegate))
        delegates.append(delegate)
    }

    private mutating func addDrop(_ node: NodeReader, to view: UIView) throws(SceneError) {
        let keys = try node.mapping(allowed: ["accepts", "operation", "effect", "noteOrigin", "loadDelay", "loadFails"])
        guard view is DropReceiving else {
            throw node.error("a drop needs a view that can hold what is dropped (type: well or list)")
        }
        let accepted = try acceptedTypes(try keys.required("accepts"))
        let operations: [String: UIDropOperation] = ["copy": .copy, "move": .move, "forbidden": .forbidden, "cancel": .cancel]
        let operation = operations[try keys["operation"]?.choice(["copy", "move", "forbidden", "cancel"]) ?? "copy"] ?? .copy
        if let effectNode = keys["effect"], try effectNode.string() == "insert" {
            throw effectNode.error("insert (at an index path) is for collection views; a \(view is WellView ? "well" : "list") takes replace or append")
        }
        let effect = DropEffect(rawValue: try keys["effect"]?.choice(DropEffect.allCases.map(\.rawValue)) ?? "append") ?? .append
        let delegate = SceneDropDelegate(acceptedTypes: accepted, operation: operation, effect: effect,
                                         notesOrigin: try keys["noteOrigin"]?.bool() ?? false,
                                         loadDelay: try loadDelay(keys["loadDelay"]),
                                         loadFailure: try keys["loadFails"]?.string())
        view.addInteraction(UIDropInteraction(delegate: delegate))
        delegates.append(delegate)
    }


    // MARK: Values

    /// An image from `symbol` (an SF Symbol name CellKit draws) or `cells` (rows of text).
    static func image(_ keys: MappingReader, symbolKey: String, cellsKey: String) throws(SceneError) -> UIImage? {
        if let node = keys[symbolKey] { return try symbol(node) }
        if let node = keys[cellsKey] { return UIImage(cells: try node.stringList()) }
        return nil
    }

    static func symbol(_ node: NodeReader) throws(SceneError) -> UIImage {
        let name = try node.choice(UIImage.systemNames)
        guard let image = UIImage(systemName: name) else { throw node.error("unknown symbol '\(Echo.text(name))'") }
        return image
    }

    static func color(_ node: NodeReader) throws(SceneError) -> UIColor {
        let name = try node.choice(colorNames)
        return UIColor(cellColor: CellColor.allCases[colorNames.firstIndex(of: name) ?? 0])
    }

    private static func describe(_ rect: CGRect) -> String {
        let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { String(Int(saturating: $0)) }
        return "[" + numbers.joined(separator: ", ") + "]"
    }
}
