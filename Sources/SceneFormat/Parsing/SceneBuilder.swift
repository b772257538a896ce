import CellKit
import Foundation
import ScreenReader

/// Builds a scene from its YAML tree in two passes: views first, then everything that refers to
/// views by id (descriptors, composed values), so a reference may point forwards.
///
/// The builder keeps the passes, the references and the limits. What each key is, and how each
/// view type and nested mapping is built, is the schema's (`SceneSchema`, `Schema/`).
@MainActor
struct SceneBuilder {
    let file: String
    /// The file's text as UTF-8 (shared with the reader, not copied), to find where a script's lines are.
    let source: [UInt8]
    var views: [String: UIView] = [:]
    private var viewCount = 0
    private var customRotorCount = 0
    var warnings: [SceneError] = []
    /// Interactions hold their delegates weakly, as UIKit's do; the scene owns its declarative ones.
    var delegates: [AnyObject] = []
    /// What refers to views by id, resolved once every view exists.
    var references: [Reference] = []
    /// What the scene's actions count as they hide and show views, for a run's budget.
    let effectTally = EffectTally()
    /// Each view with a `valueFrom`, in file order, numbered by place in these lists (the numbers
    /// the cycle check, `ValueCycles`, works with): the view, where its `valueFrom` was given,
    /// and its place among the other references (how many came before it). Resolved in those
    /// places, so the first of several bad references is the one refused, as ever; kept out of
    /// `references`, whose entries are each as large as its largest kind (one holding an
    /// effect). Three lists, not one of triples: reading a triple's place copied it whole,
    /// retaining and releasing what its reader holds (3 % of loading a 100,000-view chain).
    private var valueFromViews: [SceneView] = []
    private var valueFromNodes: [NodeReader] = []
    private var valueFromPlaces: [Int] = []
    /// Per view with a `valueFrom`, by number, the numbers of its sources that have one too, in
    /// the order it names them: filled as the references are resolved.
    private var valueFromGraph: [[Int]] = []
    /// The scene's screens by name, and in file order with their keys.
    var screens: [String: SceneScreen] = [:]
    var screenOrder: [(SceneScreen, MappingReader)] = []
    /// The screens a window shows when the scene opens.
    var shownScreens: Set<ObjectIdentifier> = []
    /// The screen whose views are being made: where an action's `push` and `present` start.
    var currentScreen: SceneScreen?
    /// The window or screen whose views are being made, and where each one's first responder
    /// (`firstResponder`) was given: one each.
    var currentContainer: ObjectIdentifier?
    var firstResponders: [ObjectIdentifier: SourceLocation] = [:]

    enum DescriptorKind { case dragSource, dropPoint }

    /// What VoiceOver asks an object to handle: the keys that say what it does.
    enum HandlerKind: String { case magicTap, escape }

    struct DescriptorEntry {
        let name: String
        let viewNode: NodeReader?
        let point: CGPoint?
        /// The speech language of the name (`accessibilitySpeechLanguage`), if it has its own.
        var language: String?
    }

    /// Each reference is as large as its largest case: a bar button's (rare) is boxed, and an
    /// effect's screen change is (`SceneEffect.ScreenChange`), so that a control's action is not
    /// 200 bytes moved through its value witnesses as the list doubled and again as it was
    /// resolved (6 % of loading 120,000 buttons with actions).
    enum Reference {
        /// The owner and the view its descriptors default to.
        case descriptors(UIResponder, UIView, DescriptorKind, [DescriptorEntry])
        case customActions(UIResponder, [(String, SceneEffect)])
        /// A view's `customRotors`, each stepping through views named by id.
        case customRotors(UIView, [CustomRotorKeys.Entry])
        case controlAction(UIControl, SceneEffect)
        /// A screen's bar button, made once its action is resolved.
        indirect case barButton(SceneScreen, left: Bool, title: String?, systemItem: UIBarButtonItem.SystemItem?, SceneEffect?)
        /// A table view's rows' `action`s and accessibility, by where each row is when the scene opens.
        case rowActions(SceneTable, [TableViewType.RowEffects])
        case handler(UIResponder, HandlerKind, SceneEffect)
        /// A view's `elements` that name views: each entry a view's id or an element made here.
        case elementList(UIView, [ElementListEntry])
        /// A view's own `accessibilityFrame`, in its coordinates, set on the screen once placed.
        case accessibilityFrame(UIView, CGRect)
        /// An element's `accessibilityPath`, points in its view's coordinates.
        case accessibilityPath(UIResponder, UIView, [CGPoint])
    }

    /// One of a view's `accessibility.elements`: a view of the scene by id, or an element.
    enum ElementListEntry {
        case view(NodeReader)
        case element(UIAccessibilityElement)
    }

    let limits: SceneLoader.Limits
    /// Where each view and accessibility element was described, so that tools (the audit) can
    /// point into the file: a list, in the order they were built, which the scene looks up by
    /// object only when a tool asks.
    var locations: [(ObjectIdentifier, SourceLocation)] = []
    /// How deep each view with an id is, and inside how many scroll views (itself among them),
    /// so a view placed in it by `parent:` is counted.
    private var depths: [ObjectIdentifier: (views: Int, scrollViews: Int)] = [:]

    init(file: String, source: [UInt8], limits: SceneLoader.Limits) {
        self.file = file
        self.limits = limits
        // Kept whole: splitting a scene of 100,000 lines into lines for the one line a script
        // needs cost a seventh of loading it.
        self.source = source
    }

    mutating func build(_ root: NodeReader) throws(SceneError) -> Scene {
        let top = try root.mapping(SceneSchema.topLevel)
        // The scene's objects are made on its device, and take that device's defaults.
        let device = try DeviceKeys.device(top["device"])
        let unitName = try top.defaulted("unit").choice(SceneUnit.allCases.map(\.rawValue))
        let unit = SceneUnit(rawValue: unitName) ?? .cells
        // The scene's objects are made on its screen: a scene in cells on a screen whose point is a
        // cell, so that what UIKit measures in points (text, bars, rows) is measured in cells.
        let screen = unit.screen(for: device, windowsSize: Self.windowsSize(top))
        return try UIDevice.simulating(device) { () throws(SceneError) -> Scene in
            try ScreenSimulation.simulating(screen) { () throws(SceneError) -> Scene in
                try build(top, root: root, device: device)
            }
        }
    }

    /// How large the scene's windows are together, read ahead of building them (any error is
    /// reported when they are built): the size of a screen of cells.
    private static func windowsSize(_ top: MappingReader) -> CGSize {
        if let window = top["window"], let keys = try? window.mapping(WindowKeys.window),
           let size = try? keys.required("size").size() {
            return size
        }
        guard let list = top["windows"], let nodes = try? list.sequence() else { return .zero }
        var union = CGRect.null
        for node in nodes {
            guard let keys = try? node.mapping(WindowKeys.eachWindow), let frame = try? keys.required("frame").rect() else { continue }
            union = union.union(frame)
        }
        return union.isNull ? .zero : CGSize(width: max(0, union.maxX), height: max(0, union.maxY))
    }

    private mutating func build(_ top: MappingReader, root: NodeReader, device: UIDevice) throws(SceneError) -> Scene {
        let title = try top["title"]?.string()
        let languageNode = top.defaulted("language")
        let code = try languageNode.string()
        guard let language = Language(code: code) else {
            throw languageNode.error("unknown language '\(Echo.text(code))'; expected one of: \(Language.allCases.map(\.code).joined(separator: ", "))")
        }
        let verbosity = try top["voiceOver"].map { node throws(SceneError) in try VoiceOverKeys.verbosity(node) } ?? Verbosity()
        var windows: [UIWindow] = []
        var plans: [WindowScreens] = []
        try readScreens(top["screens"])
        switch (top["window"], top["windows"]) {
        case (let windowNode?, nil):
            let windowKeys = try windowNode.mapping(WindowKeys.window)
            let size = try windowKeys.required("size").size()
            let window = UIWindow(frame: CGRect(origin: .zero, size: size),
                                  applicationIdentifier: try windowKeys.defaulted("app").string())
            window.accessibilityIdentifier = "window"
            try SceneEffect.addHandler(.magicTap, of: windowKeys, to: window, in: &self)
            if let plan = try fill(window, keys: windowKeys, views: top["views"]) { plans.append(plan) }
            windows.append(window)
        case (nil, let listNode?):
            if let views = top["views"] {
                throw views.error("with several windows, each window lists its own views")
            }
            for (index, windowNode) in try listNode.sequence().enumerated() {
                let keys = try windowNode.mapping(WindowKeys.eachWindow)
                let frame = try keys.required("frame").rect()
                let app = try keys.required("app").string()
                let window = UIWindow(frame: frame, applicationIdentifier: app)
                window.accessibilityIdentifier = "window \(index + 1)"
                try SceneEffect.addHandler(.magicTap, of: keys, to: window, in: &self)
                // Windows that only touch (side by side) do not overlap.
                if let other = windows.first(where: {
                    $0.frame.minX < frame.maxX && frame.minX < $0.frame.maxX
                        && $0.frame.minY < frame.maxY && frame.minY < $0.frame.maxY
                }) {
                    warnings.append(windowNode.error("the window overlaps the \(Echo.text(other.applicationIdentifier)) window; the later one is in front"))
                }
                if let plan = try fill(window, keys: keys, views: keys["views"]) { plans.append(plan) }
                windows.append(window)
            }
            guard !windows.isEmpty else { throw listNode.error("list at least one window") }
        case (_?, let listNode?):
            throw listNode.error("give either 'window' (one app) or 'windows' (several), not both")
        case (nil, nil):
            throw root.error("a scene needs 'window' (with 'views') or 'windows'")
        }
        try buildScreens(for: plans)
        try resolveReferences()
        try checkValueCycles()
        let ignores = try top["audit"].map { node throws(SceneError) in try AuditKeys.ignores(node, views: views) } ?? []
        var script: Script?
        if let node = top["script"] {
            let text = try node.string()
            // Plain, quoted or a block (whose text starts on the line after its `|`): each line
            // of the text is placed where it is in the file.
            let placement = ScalarPlacement(utf8: source, line: node.node.line, column: node.node.column, text: text)
            script = try Script.parse(text, file: file, screens: Set(screens.keys)) { offset in placement.starts[offset] }
        }
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return Scene(name: name, title: title, file: file, language: language, verbosity: verbosity, windows: windows,
                     views: views, script: script, warnings: warnings, delegates: delegates,
                     locations: locations, auditIgnores: ignores, device: device, screens: screens,
                     screenOrder: screenOrder.map(\.0), sourceSize: source.count, effectTally: effectTally)
    }

    // MARK: Views

    /// A window's or a screen's views. A view with `parent: ID` goes inside that (earlier) view
    /// instead of the window: the flat form, for trees deeper than YAML can nest.
    mutating func addViews(_ node: NodeReader, to container: UIView) throws(SceneError) {
        let place = container is UIWindow ? "the window" : "the screen"
        let outer = currentContainer
        currentContainer = ObjectIdentifier(container)
        defer { currentContainer = outer }
        let list = try node.sequence()
        // A long list of views names most of them: room for their ids is made once, not by
        // doubling, each doubling hashing every id again (putting 143,000 labels' ids and
        // depths in was 5 % of loading them; this part of it was not measured apart).
        if list.count > 1_000 {
            views.reserveCapacity(views.count + list.count)
            depths.reserveCapacity(depths.count + list.count)
        }
        for viewNode in list {
            if let parentNode = viewNode.value(forKey: "parent") {
                let id = try parentNode.string()
                guard let parent = views[id], let depth = depths[ObjectIdentifier(parent)] else {
                    throw parentNode.error("no view with the id '\(Echo.text(id))' comes before this one; a parent is described first")
                }
                // A screen's views stay in the screen.
                if !(container is UIWindow), !parent.isDescendant(of: container) {
                    throw parentNode.error("the view '\(Echo.text(id))' is not in this screen; a parent is in the same screen")
                }
                parent.addSubview(try buildView(viewNode, depth: depth.views + 1, scrollViews: depth.scrollViews, allowsParent: true))
                continue
            }
            let view = try buildView(viewNode, depth: 1, allowsParent: true)
            if !container.bounds.contains(view.frame) {
                warnings.append(viewNode.error("the frame \(Self.describe(view.frame)) reaches outside \(place) (\(Int(saturating: container.bounds.width))×\(Int(saturating: container.bounds.height)))"))
            }
            container.addSubview(view)
        }
    }

    /// Counts objects a view makes for itself toward the scene's view limit, before it makes
    /// them: a data table's cells are elements, each as costly as a view, and a table of a
    /// million one-letter cells is two megabytes. `what` names them in the message.
    /// Counts a view's custom rotors with the scene's others, against `limits.customRotors`.
    mutating func countCustomRotors(_ count: Int, at node: NodeReader) throws(SceneError) {
        customRotorCount += count
        guard customRotorCount <= limits.customRotors else {
            throw node.error("the scene has more than \(limits.customRotors) custom rotors; a scene may have at most "
                             + "\(limits.customRotors) in all (VoiceOver lists every one around the focus at each step)")
        }
    }

    mutating func countMade(_ count: Int, what: String, at node: NodeReader) throws(SceneError) {
        viewCount += count
        guard viewCount <= limits.viewCount else {
            throw node.error("the scene has more than \(limits.viewCount) views with its \(what), which count as views")
        }
    }

    /// - Parameter scrollViews: how many scroll views the view is inside.
    private mutating func buildView(_ node: NodeReader, depth: Int, scrollViews outer: Int = 0,
                                    allowsParent: Bool = false) throws(SceneError) -> UIView {
        guard depth <= limits.depth else {
            throw node.error("views are nested more than \(limits.depth) deep")
        }
        try countView(node)
        guard case .mapping = node.node else { throw node.error("expected a view (a mapping with a type and a frame)") }
        let (type, keys) = try Self.typeAndKeys(of: node, allowsParent: allowsParent)
        let frame = try keys.required("frame").rect()
        let view = try type.type.build(keys, frame: frame, in: &self)
        let scrollViews = view is UIScrollView ? outer + 1 : outer
        guard scrollViews <= limits.scrollViewNesting else {
            throw node.error("scroll views are nested more than \(limits.scrollViewNesting) deep; a scene may nest scroll views "
                             + "(table and collection views among them) at most \(limits.scrollViewNesting) deep")
        }

        locations.append((ObjectIdentifier(view), node.location))
        if let idNode = keys["id"] {
            let id = try idNode.string()
            guard !id.isEmpty else { throw idNode.error("an id cannot be empty") }
            guard views[id] == nil else { throw idNode.error("the id '\(Echo.text(id))' is used by another view") }
            views[id] = view
            depths[ObjectIdentifier(view)] = (depth, scrollViews)
            view.accessibilityIdentifier = id
        }
        try CommonViewKeys.apply(keys, to: view, of: type, in: &self)
        for child in try keys["subviews"]?.sequence() ?? [] {
            view.addSubview(try buildView(child, depth: depth + 1, scrollViews: scrollViews))
        }
        return view
    }

    /// Counts the views a view will make of its own as it is shown (a table view's cells, for
    /// the rows it shows at once) with the file's views, against the same limit, so a few bytes
    /// cannot make more views than the file could list: refused at `node`, before any is made.
    mutating func countShownViews(_ count: Int, of what: String, at node: NodeReader) throws(SceneError) {
        viewCount += max(0, count)
        guard viewCount <= limits.viewCount else {
            throw node.error("\(what) takes the scene past its limit of \(limits.viewCount) views")
        }
    }

    /// A view's type, and its keys read against the type's. Read first against the type's keys
    /// alone: a view whose keys are all its type's reads the same either way, once instead of
    /// twice. Otherwise every key is checked against any view's keys before the type is known,
    /// so a message is the same as ever (an unknown key is suggested among every view's keys).
    private static func typeAndKeys(of node: NodeReader, allowsParent: Bool)
        throws(SceneError) -> (SceneSchema.ViewTypeEntry, MappingReader) {
        if case .scalar(let name, _, _)? = node.node["type"], let type = SceneSchema.entries[name],
           let keys = try? node.mapping(allowsParent ? type.windowView : type.subview) {
            return (type, keys)
        }
        let typeNode = try node.mapping(allowsParent ? SceneSchema.anyWindowView : SceneSchema.anySubview).required("type")
        let typeName = try typeNode.choice(SceneSchema.viewTypeNames)
        guard let type = SceneSchema.entries[typeName] else { throw typeNode.error("unknown view type '\(Echo.text(typeName))'") }
        return (type, try node.mapping(allowsParent ? type.windowView : type.subview))
    }

    // MARK: References

    /// Resolves every reference, in the order they were made: the `valueFrom`s in their places
    /// among the others.
    private mutating func resolveReferences() throws(SceneError) {
        // Each view with a `valueFrom` by its number, made at once at its full size.
        var numbers: [ObjectIdentifier: Int] = [:]
        numbers.reserveCapacity(valueFromViews.count)
        for (number, view) in valueFromViews.enumerated() { numbers[ObjectIdentifier(view)] = number }
        valueFromGraph = Array(repeating: [], count: valueFromViews.count)
        var nextValueFrom = 0
        for (place, reference) in references.enumerated() {
            while nextValueFrom < valueFromPlaces.count, valueFromPlaces[nextValueFrom] <= place {
                try resolveValueFrom(nextValueFrom, numbers: numbers)
                nextValueFrom += 1
            }
            try resolve(reference)
        }
        while nextValueFrom < valueFromPlaces.count {
            try resolveValueFrom(nextValueFrom, numbers: numbers)
            nextValueFrom += 1
        }
    }

    /// A view's `valueFrom`: its sources set, and those that have a `valueFrom` too noted in the
    /// graph the cycle check reads.
    private mutating func resolveValueFrom(_ number: Int, numbers: [ObjectIdentifier: Int]) throws(SceneError) {
        var sources: [UIView] = [], graphed: [Int] = []
        for idNode in try valueFromNodes[number].sequence() {
            let source = try view(for: idNode)
            sources.append(source)
            if let sourceNumber = numbers[ObjectIdentifier(source)] { graphed.append(sourceNumber) }
        }
        valueFromViews[number].valueSources = sources
        valueFromGraph[number] = graphed
    }

    private func resolve(_ reference: Reference) throws(SceneError) {
        switch reference {
        case .customActions(let object, let actions):
            var resolved: [UIAccessibilityCustomAction] = []
            for (name, effect) in actions {
                let perform = try effect.resolved(views, screens: screens, tally: effectTally)
                resolved.append(UIAccessibilityCustomAction(name: name) { _ in perform() })
            }
            object.accessibilityCustomActions = resolved
        case .customRotors(let owner, let entries):
            var rotors: [UIAccessibilityCustomRotor] = []
            for entry in entries {
                var listed: [UIView] = []
                for idNode in entry.elements { listed.append(try view(for: idNode)) }
                rotors.append(CustomRotorKeys.rotor(entry, views: listed))
            }
            owner.accessibilityCustomRotors = rotors
        case .controlAction(let control, let effect):
            let perform = try effect.resolved(views, screens: screens, tally: effectTally)
            control.addAction(UIAction { _ in _ = perform() }, for: .primaryActionTriggered)
        case .barButton(let screen, let left, let title, let systemItem, let effect):
            let perform = try effect.map { effect throws(SceneError) in try effect.resolved(views, screens: screens, tally: effectTally) }
            let action = perform.map { perform in UIAction(title: title ?? "") { _ in _ = perform() } }
            let item = systemItem.map { UIBarButtonItem(systemItem: $0, primaryAction: action) }
                ?? UIBarButtonItem(title: title, image: nil, primaryAction: action)
            // A system item with a title of the scene's says the scene's.
            if systemItem != nil, let title { item.title = title }
            if left { screen.navigationItem.leftBarButtonItem = item } else { screen.navigationItem.rightBarButtonItem = item }
        case .rowActions(let table, let rows):
            for row in rows {
                if let effect = row.action { table.setAction(try effect.resolved(views, screens: screens, tally: effectTally), at: row.indexPath) }
                guard let accessibility = row.accessibility else { continue }
                for (name, effect) in row.customActions {
                    accessibility.customActions.append(SceneTable.NamedAction(name: name, perform: try effect.resolved(views, screens: screens, tally: effectTally)))
                }
                for (name, effect) in row.swipeActions {
                    accessibility.swipeActions.append(SceneTable.NamedAction(name: name, perform: try effect.resolved(views, screens: screens, tally: effectTally)))
                }
                table.setAccessibility(accessibility, at: row.indexPath)
            }
        case .handler(let object, let kind, let effect):
            let perform = try effect.resolved(views, screens: screens, tally: effectTally)
            switch kind {
            case .magicTap: object.magicTapHandler = perform
            case .escape: object.escapeHandler = perform
            }
        case .elementList(let container, let entries):
            var elements: [Any] = []
            for entry in entries {
                switch entry {
                case .element(let element): elements.append(element)
                case .view(let idNode):
                    let listed = try view(for: idNode)
                    guard listed !== container else { throw idNode.error("a view cannot list itself among its elements") }
                    guard listed.isDescendant(of: container) else {
                        throw idNode.error("'\(Echo.text(try idNode.string()))' is not inside this view; a container lists "
                            + "views inside it (its subviews, or theirs)")
                    }
                    elements.append(listed)
                }
            }
            container.accessibilityElements = elements
        case .accessibilityFrame(let view, let rect):
            view.accessibilityFrame = view.screenRect(for: rect)
        case .accessibilityPath(let object, let host, let points):
            let path = UIBezierPath()
            for (index, point) in points.enumerated() {
                let onScreen = host.screenPoint(for: point)
                if index == 0 { path.move(to: onScreen) } else { path.addLine(to: onScreen) }
            }
            path.close()
            object.accessibilityPath = path
        case .descriptors(let owner, let host, let kind, let entries):
            var descriptors: [UIAccessibilityLocationDescriptor] = []
            for entry in entries {
                var target = host
                if let idNode = entry.viewNode { target = try view(for: idNode) }
                // As `init(name:view:)`: the activation point (the centre unless the scene moves
                // it), of the element itself when the descriptor is in the element's own view.
                let activated: UIResponder = target === host ? owner : target
                let activation = target.pointFromScreen(activated.accessibilityActivationPoint)
                let point = entry.point ?? activation
                descriptors.append(UIAccessibilityLocationDescriptor(
                    attributedName: Self.attributedName(entry.name, language: entry.language), point: point, in: target))
            }
            switch kind {
            case .dragSource: owner.accessibilityDragSourceDescriptors = descriptors
            case .dropPoint: owner.accessibilityDropPointDescriptors = descriptors
            }
        }
    }

    /// A descriptor's name, with its speech language when it has one of its own: UIKit's
    /// `accessibilitySpeechLanguage` attribute.
    static func attributedName(_ name: String, language: String?) -> NSAttributedString {
        guard let language else { return NSAttributedString(string: name) }
        return NSAttributedString(string: name, attributes: [.accessibilitySpeechLanguage: language])
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

    // MARK: Checks

    /// Records a view's `valueFrom` (a list, checked by the caller), resolved with the other
    /// references once every view exists.
    mutating func addValueFrom(_ view: SceneView, sources node: NodeReader) {
        valueFromViews.append(view)
        valueFromNodes.append(node)
        valueFromPlaces.append(references.count)
    }

    /// A view whose value is made of its own value, directly or through others, would never
    /// finish speaking: refuse the cycle and name it, at the first `valueFrom` (in the file) on
    /// it. The views on cycles are found all at once, in one pass over the views by number
    /// (`ValueCycles`), so a long chain of `valueFrom`s costs its length, not its length squared.
    func checkValueCycles() throws(SceneError) {
        let cycles = ValueCycles(sources: valueFromGraph)
        for number in valueFromViews.indices {
            guard let cycle = cycles.cycle(through: number) else { continue }
            let ids = Dictionary(views.map { (ObjectIdentifier($0.value), $0.key) }, uniquingKeysWith: { first, _ in first })
            var names = cycle.map { Echo.text(ids[ObjectIdentifier(valueFromViews[$0])] ?? "this view") }
            // A long cycle keeps its ends: the message stays one line.
            if names.count > 8 {
                names = names.prefix(4) + ["…(\(names.count - 7) more)"] + names.suffix(3)
            }
            throw valueFromNodes[number].error("valueFrom forms a cycle: \(names.joined(separator: " → "))")
        }
    }

    /// Counts a view, or a screen (a view controller and its view), against the limit: the
    /// first past it is refused where it is written, before it is made.
    mutating func countView(_ node: NodeReader) throws(SceneError) {
        viewCount += 1
        guard viewCount <= limits.viewCount else {
            throw node.error("the scene has more than \(limits.viewCount) views and screens; scenes are limited to "
                + "\(limits.viewCount) together")
        }
    }

    private static func describe(_ rect: CGRect) -> String {
        let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { String(Int(saturating: $0)) }
        return "[" + numbers.joined(separator: ", ") + "]"
    }
}
