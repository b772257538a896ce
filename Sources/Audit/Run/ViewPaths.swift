import CellKit

/// Names views and accessibility elements by their place in the tree, from the window:
/// `window/planner/lunch`. A view is named by its accessibility identifier (a scene's `id`), or
/// by its type and its index among its siblings: `UILabel[1]`.
///
/// An audit's runs share one (`AuditTools`), on their screens' clock (`clock`); each run starts
/// by dropping the paths the run before kept (`startScreen()`), so what it keeps lives no longer
/// than the screen it describes, while the names of types, worked out once, serve every run.
@MainActor
final class ViewPaths {
    /// How many names a path keeps before leaving its middle out.
    static let longest = 8

    /// The clock of the screen the paths name: an answer kept at a generation holds while it
    /// stands still.
    private let clock: ViewTreeClock

    init(clock: ViewTreeClock) {
        self.clock = clock
    }

    /// Each container's listed elements' places (`accessibilityElements`), so that naming every
    /// element of a long list costs each one lookup rather than a search through its siblings
    /// (which made an audit quadratic). An entry holds while no listed elements changed. A view
    /// knows its own place (`UIView.placeInSuperview`).
    ///
    /// The first elements of a container named are searched for (`searched` counts them): a
    /// finding that names two cells of a data table of 100,000 (the first and last outside its
    /// window) looks through the list up to each, where making the table of places cost a
    /// twentieth of the audit. Past `searchesBeforeTable`, the table is made.
    @exclusivity(unchecked) private var places: [ObjectIdentifier: (generation: UInt64, places: [ObjectIdentifier: Int]?, searched: Int)] = [:]
    private static let searchesBeforeTable = 2

    /// Each object's path and how many names it has, while the tree's generation stands still:
    /// an audit names a row for its element, its offered actions and its findings, and each
    /// would walk up to the window.
    /// Views with no subviews (a long table's rows) are kept only here, as the last path named:
    /// no path is built on theirs, and a hundred thousand rows would make `paths` a table too
    /// big to stay in the cache, for answers asked for one row after another.
    @exclusivity(unchecked) private var paths: [ObjectIdentifier: (generation: UInt64, path: String, depth: Int)] = [:]
    @exclusivity(unchecked) private var last: (key: ObjectIdentifier, generation: UInt64, path: String)?
    /// The path of the last row named by type and place, up to its place (`…/TitledBoxView[`),
    /// with its parent and type.
    @exclusivity(unchecked) private var rowPrefix: (parent: ObjectIdentifier, type: ObjectIdentifier, generation: UInt64, prefix: String)?

    /// Drops what was kept for the screen judged before: none of it is asked again once the tree
    /// has changed (each stop of a tour pushes or shows another screen), and a tour of 40,000
    /// screens would keep every one's paths.
    func startScreen() {
        // Not keeping their storage: a long table's before 40,000 small screens would make
        // clearing each of theirs cost the table.
        if !paths.isEmpty { paths = [:] }
        if !places.isEmpty { places = [:] }
        last = nil
        rowPrefix = nil
        if !levels.isEmpty { levels = [:] }
    }

    func of(_ object: AnyObject) -> String {
        let key = ObjectIdentifier(object), generation = clock.currentGeneration
        if let last, last.key == key, last.generation == generation { return last.path }
        if let kept = paths[key], kept.generation == generation { return kept.path }
        // Up to the first object whose path is known and short enough to go on from (a row of a
        // long table is then its table's path and one name), no further than a path that is
        // named in full can reach.
        var chain: [AnyObject] = [object]
        var base: (path: String, depth: Int)?
        var next = parent(of: object)
        while let node = next, chain.count <= Self.longest {
            if let kept = paths[ObjectIdentifier(node)], kept.generation == generation, kept.depth < Self.longest {
                base = (kept.path, kept.depth)
                break
            }
            chain.append(node)
            next = parent(of: node)
        }
        let isLeaf = (object as? UIView)?.subviews.isEmpty ?? false
        if chain.count == 1, isLeaf, let base, base.depth < Self.longest, let parentNode = next, let view = object as? UIView,
           isNamedByTypeAndPlace(view) {
            // A row of a long table, named by its type and place: its parent's path and its
            // type's name are kept as one prefix for the next row, so each row's path is one
            // string made from the prefix and the place.
            let type = ObjectIdentifier(Swift.type(of: view)), parentKey = ObjectIdentifier(parentNode)
            let prefix: String
            if let rowPrefix, rowPrefix.parent == parentKey, rowPrefix.type == type, rowPrefix.generation == generation {
                prefix = rowPrefix.prefix
            } else {
                prefix = base.path + "/" + typeName(of: view) + "["
                rowPrefix = (parentKey, type, generation, prefix)
            }
            // One buffer of the final size: `+` copied the prefix into a new string, then grew it.
            let place = view.placeInSuperview ?? 0
            var path = ""
            path.reserveCapacity(prefix.utf8.count + 21)
            path.append(prefix)
            path.append(String(place))
            path.append("]")
            last = (key, generation, path)
            return path
        }
        var (path, depth) = base ?? ("", 0)
        guard depth + chain.count <= Self.longest else {
            // Too deep to name in full: the middle is left out, from the names of every level.
            let path = walk(from: object)
            if !isLeaf { paths[key] = (generation, path, Self.longest + 1) }
            last = (key, generation, path)
            return path
        }
        for node in chain.reversed() {
            let name = name(of: node)
            path = depth == 0 ? name : path + "/" + name
            depth += 1
            if node !== object || !isLeaf { paths[ObjectIdentifier(node)] = (generation, path, depth) }
        }
        last = (key, generation, path)
        return path
    }

    /// For each view above a path too deep to name in full: how many levels it is from its
    /// tree's top, the top, and the one below the top on its way up, while the generation
    /// stands still. Each finding in a chain of 4,000 nested views climbed to the top.
    @exclusivity(unchecked) private var levels: [ObjectIdentifier: (generation: UInt64, count: Int, top: AnyObject, second: AnyObject?)] = [:]

    private func walk(from object: AnyObject) -> String {
        let generation = clock.currentGeneration
        // Only the two names at the top and the three at the bottom are written: the levels
        // between are counted, not named, and counted from the nearest view whose count is
        // kept (each finding in a chain of 4,000 nested views named every level above it).
        var climbed: [AnyObject] = []
        var base: (count: Int, top: AnyObject, second: AnyObject?)?
        var current: AnyObject? = object
        while let node = current {
            if let kept = levels[ObjectIdentifier(node)], kept.generation == generation {
                base = (kept.count, kept.top, kept.second)
                break
            }
            climbed.append(node)
            current = parent(of: node)
        }
        let count = climbed.count + (base?.count ?? 0)
        guard let top = base?.top ?? climbed.last else { return "" }
        let second = base.map { $0.count >= 2 ? $0.second : climbed.last } ?? (climbed.count >= 2 ? climbed[climbed.count - 2] : nil)
        for (index, node) in climbed.enumerated() where index > 0 || !((node as? UIView)?.subviews.isEmpty ?? true) {
            let levelsUp = count - index
            levels[ObjectIdentifier(node)] = (generation, levelsUp, top, levelsUp >= 2 ? second : nil)
        }
        guard count > Self.longest, let second else {
            var names: [String] = []
            current = object
            while let node = current {
                names.append(name(of: node))
                current = parent(of: node)
            }
            return names.reversed().joined(separator: "/")
        }
        // The three nearest: those climbed, and past a kept view the few above it.
        var nearest = Array(climbed.prefix(3))
        current = nearest.count < 3 ? (base != nil ? current : nil) : nil
        while nearest.count < 3, let node = current {
            nearest.append(node)
            current = parent(of: node)
        }
        let bottom = nearest.reversed().map { name(of: $0) }
        return ([name(of: top), name(of: second), "…(\(count - 5) more)"] + bottom).joined(separator: "/")
    }

    /// Each class's name, worked out once: a long table's rows are one class, and naming a type
    /// demangles its symbol every time.
    @exclusivity(unchecked) private var typeNames: [ObjectIdentifier: String] = [:]

    /// The class named last: a long table's rows, named one after another, are one class.
    @exclusivity(unchecked) private var lastTypeName: (key: ObjectIdentifier, name: String)?

    private func typeName(of view: UIView) -> String {
        let type = type(of: view), key = ObjectIdentifier(type)
        if let lastTypeName, lastTypeName.key == key { return lastTypeName.name }
        let name = typeNames[key] ?? "\(type)"
        typeNames[key] = name
        lastTypeName = (key, name)
        return name
    }

    private func parent(of object: AnyObject) -> AnyObject? {
        if let view = object as? UIView { return view.superview }
        return (object as? UIAccessibilityElement)?.accessibilityContainer
    }

    /// Whether a view is named by its type and its place among its siblings (`UILabel[1]`): it
    /// has no accessibility identifier, and it is not a window.
    private func isNamedByTypeAndPlace(_ view: UIView) -> Bool {
        (view.accessibilityIdentifier ?? "").isEmpty && !(view is UIWindow)
    }

    private func name(of object: AnyObject) -> String {
        if let view = object as? UIView, isNamedByTypeAndPlace(view) {
            return "\(typeName(of: view))[\(view.placeInSuperview ?? 0)]"
        }
        if let identifier = (object as? UIResponder)?.accessibilityIdentifier, !identifier.isEmpty {
            return identifier
        }
        if object is UIWindow { return "window" }
        if let element = object as? UIAccessibilityElement {
            let container = element.accessibilityContainer as? UIResponder
            let index = container.map { container in
                place(of: element, in: container, generation: clock.lastListedElementsChange) {
                    container.accessibilityElements ?? []
                }
            } ?? 0
            return "elements[\(index)]"
        }
        return "\(type(of: object))"
    }

    /// Where `child` is among `parent`'s children (the first place, as a search would find it;
    /// 0 when it is not there).
    private func place(of child: UIResponder, in parent: AnyObject, generation: UInt64,
                              children: () -> [Any]) -> Int {
        let key = ObjectIdentifier(parent)
        let cached = places[key].flatMap { $0.generation == generation ? $0 : nil }
        if let table = cached?.places { return table[ObjectIdentifier(child)] ?? 0 }
        // Reading the generation makes the next change to the tree take a new one, so this
        // entry cannot outlive a change made after it.
        _ = clock.currentGeneration
        let searched = cached?.searched ?? 0
        if searched < Self.searchesBeforeTable {
            places[key] = (generation, nil, searched + 1)
            // Cast to the responder the child is, not bridged to `AnyObject`: for a table's
            // 100,002 cells the bridging was most of the search.
            return children().firstIndex { ($0 as? UIResponder) === child } ?? 0
        }
        var found: [ObjectIdentifier: Int] = [:]
        for (index, sibling) in children().enumerated() {
            let id = ObjectIdentifier(sibling as AnyObject)
            if found[id] == nil { found[id] = index }
        }
        places[key] = (generation, found, searched)
        return found[ObjectIdentifier(child)] ?? 0
    }
}
