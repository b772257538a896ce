#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// Walks windows and turns each view into a scene file's view: its type and frame, the keys
/// every view has, its accessibility, its drag and drop, and its subviews. It names views by
/// their `accessibilityIdentifier`, and gives an id to each view a descriptor points at that has
/// none. What the scene format cannot say is collected in `notes`, for the file's header.
@MainActor
final class SceneWalker {
    /// What the walk knows of a view it writes: its kind, found once when the walk starts
    /// (finding a data table's asks every cell and header list, and the walk looks at a view's
    /// kind several times), and the id it is called by, when it has one.
    private struct Facts {
        let kind: CapturedKind
        var id: String?
    }

    /// The views the walk writes, by object, with what it knows of each: one table, not a set of
    /// the views written and a table each of their kinds and ids (each view was hashed into
    /// four tables and looked up in three, 6 % of exporting 120,000 buttons).
    private var facts: [ObjectIdentifier: Facts] = [:]
    /// Each written view's custom rotors, their searches asked once, when the walk starts.
    private var rotors: [ObjectIdentifier: [CapturedRotor]] = [:]
    /// What could not be captured, with where: shown at the top of the file.
    private(set) var notes: [String] = []
    /// Elements a touch finds, for the file's script: found only when `checksTouches`.
    private(set) var touchChecks: [TouchCheck] = []
    /// Whether the walk finds the touch checks: not when the file's script is given (an
    /// export's, of what VoiceOver says), which they were found for and dropped, 4–10 % of an
    /// export.
    private let checksTouches: Bool

    convenience init(windows: [UIWindow], checksTouches: Bool = true) {
        self.init(topViews: windows.flatMap(\.subviews), checksTouches: checksTouches)
    }

    /// A walk over these views (a window's, or a screen's) and what is inside them.
    init(topViews: [UIView], checksTouches: Bool = true) {
        self.checksTouches = checksTouches
        var order: [(view: UIView, kind: CapturedKind)] = []
        collect(topViews, into: &order)
        facts.reserveCapacity(order.count)
        var used: Set<String> = []
        for (view, kind) in order {
            var id: String?
            if let given = view.accessibilityIdentifier, !given.isEmpty {
                if used.insert(given).inserted {
                    id = given
                } else {
                    let unique = fresh(given, avoiding: used)
                    note("two views are called \(given); the later one is written as \(unique)")
                    used.insert(unique)
                    id = unique
                }
            }
            facts[ObjectIdentifier(view)] = Facts(kind: kind, id: id)
        }
        // A descriptor names its view by id, as a custom rotor its elements; one without an
        // identifier gets a made-up id.
        for (view, kind) in order {
            let captured = (view.accessibilityCustomRotors ?? []).map(CapturedRotor.init)
            if !captured.isEmpty { rotors[ObjectIdentifier(view)] = captured }
            for target in descriptors(in: view, kind: kind).compactMap(\.view) + captured.flatMap(\.targets) {
                let key = ObjectIdentifier(target)
                guard let known = facts[key], known.id == nil else { continue }
                let id = fresh("view", avoiding: used)
                used.insert(id)
                facts[key]?.id = id
            }
        }
        // A view whose subviews are written flat is named by their `parent:`: one without an
        // identifier gets a made-up id, after the descriptors' (a tree of ordinary depth has none).
        for view in flatParents where id(of: view) == nil {
            let id = fresh("view", avoiding: used)
            used.insert(id)
            facts[ObjectIdentifier(view)]?.id = id
        }
    }

    /// A view's custom rotors as `customRotors` lists them, `nil` when it has none: each with
    /// its name (or system type) and the views its search found, by id.
    func customRotorsEntry(of view: UIView) -> YAMLEntry? {
        guard let captured = rotors[ObjectIdentifier(view)] else { return nil }
        var items: [YAMLNode] = []
        for rotor in captured {
            rotor.problems.forEach(note)
            var entries: [YAMLEntry] = []
            if let type = CapturedRotor.systemTypeNames[rotor.systemType] {
                entries.append(YAMLEntry("systemType", .bare(type)))
            } else if rotor.name.trimmingCharacters(in: .whitespaces).isEmpty {
                note("\(name(of: view)): a custom rotor without a name is left out")
                continue
            } else {
                entries.append(YAMLEntry("name", .text(rotor.name)))
            }
            var elements: [YAMLNode] = []
            for target in rotor.targets {
                guard isWritten(target), let id = id(of: target) else {
                    note("\(name(of: view)): a custom rotor finds a view outside the captured windows; it is left out")
                    continue
                }
                elements.append(.text(id))
            }
            entries.append(YAMLEntry("elements", .list(elements, flow: true)))
            items.append(.mapping(entries, flow: true))
        }
        return items.isEmpty ? nil : YAMLEntry("customRotors", .list(items, flow: false))
    }

    /// The views of a window, as a scene file's list of views.
    func views(of window: UIWindow) -> YAMLNode {
        .list(list(of: window.subviews), flow: false)
    }

    /// How deep views are written inside each other (`subviews:`). Past it each view is an
    /// entry of the window's or screen's own list, on one line, naming its `parent:`: YAML nests
    /// at most 1,000 levels, a scene's views 10,000, and the indent of a nested tree grows with
    /// its depth (a chain 10,000 deep wrote gigabytes); the deepest shipped scene nests 4
    /// (DECISIONS.md, "An export writes views past 16 deep flat, one a line, with `parent:`").
    static let nestingDepth = 16

    /// A window's or a screen's views as its list: each top view, nested, then each view past
    /// the nesting depth inside it, after its parent's entry and in its parent's order (the
    /// subtree's order, parents first), so the loaded tree, its order and the container's own
    /// views are the same.
    func list(of views: [UIView]) -> [YAMLNode] {
        var items: [YAMLNode] = []
        items.reserveCapacity(views.count)
        var deferred: [UIView] = []
        for view in views {
            items.append(capture(view, depth: 1, deferring: &deferred))
            for parent in deferred {
                var pending = parent.subviews.reversed().map { ($0, parent) }
                while let (subview, holder) = pending.popLast() {
                    var more: [UIView] = []
                    items.append(capture(subview, depth: Self.nestingDepth + 1, parent: id(of: holder), deferring: &more))
                    if !more.isEmpty { pending += subview.subviews.reversed().map { ($0, subview) } }
                }
            }
            deferred.removeAll(keepingCapacity: true)
        }
        return items
    }

    /// The last number each base's made-up ids reached: the ids in use only grow, so the next
    /// free one is never below it (a tree thousands deep makes hundreds of ids, each found by
    /// counting from 1 before).
    private var freshNumbers: [String: Int] = [:]

    /// An id not yet used, made from a base: `base1`, `base2`…
    private func fresh(_ base: String, avoiding used: Set<String>) -> String {
        var number = freshNumbers[base] ?? 1
        while used.contains("\(base)\(number)") { number += 1 }
        freshNumbers[base] = number
        return "\(base)\(number)"
    }

    /// Views at the deepest nesting whose subviews are written flat, in the order written.
    private var flatParents: [UIView] = []

    private func collect(_ views: [UIView], into order: inout [(view: UIView, kind: CapturedKind)]) {
        var pending = views.reversed().map { ($0, 1) }
        while let (view, depth) = pending.popLast() {
            let kind = CapturedKind.of(view)
            order.append((view, kind))
            guard kind.hasOwnSubviews else { continue }
            let subviews = view.subviews
            if depth >= Self.nestingDepth, !subviews.isEmpty { flatParents.append(view) }
            pending += subviews.reversed().map { ($0, depth + 1) }
        }
    }

    /// Which scene type the view is written as: found once for a view of the walk.
    /// Per window, each subview's place and the place of the last shown modal one, found once a
    /// walk: asking at every view (`TouchCheck`) searched the window's subviews each time, and a
    /// window of 100,000 views took minutes.
    private var modalPlaces: [ObjectIdentifier: (places: [ObjectIdentifier: Int], lastModal: Int)] = [:]

    /// Whether a shown modal view (a presented screen) lies in front of `top`, a subview of
    /// `window`: then VoiceOver finds nothing in `top`.
    func isUnderModal(_ top: UIView, in window: UIWindow) -> Bool {
        let key = ObjectIdentifier(window)
        let found: (places: [ObjectIdentifier: Int], lastModal: Int)
        if let kept = modalPlaces[key] {
            found = kept
        } else {
            let subviews = window.subviews
            let lastModal = subviews.lastIndex { $0.accessibilityViewIsModal && !$0.isHidden } ?? -1
            // Places matter only when there is a modal view to be under.
            var places: [ObjectIdentifier: Int] = [:]
            if lastModal > 0 {
                for (index, subview) in subviews.enumerated() where index < lastModal { places[ObjectIdentifier(subview)] = index }
            }
            found = (places, lastModal)
            modalPlaces[key] = found
        }
        guard let place = found.places[ObjectIdentifier(top)] else { return false }
        return place < found.lastModal
    }

    /// What a view and those around it say about the views inside: `open` when each is shown
    /// and none is an element or hides its elements (VoiceOver can visit inside), the
    /// outermost of them below the window (`nil` for a window), and the edges every one of them
    /// that clips a touch (a window, a view that clips to its bounds, a scroll view) keeps a
    /// point inside. Found once a view, from its superview's, so a tree of any depth is looked
    /// at once (`TouchCheck`).
    private var arounds: [ObjectIdentifier: Around] = [:]

    struct Around {
        let open: Bool
        let top: UIView?
        let clip: ClipEdges
    }

    /// The edges of the frames of some views: a point lies inside every frame when it lies
    /// inside these (`CGRect.contains`: from the least edge, short of the greatest).
    struct ClipEdges {
        let minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
        /// Whether a frame was not a number: no point lies inside it.
        let holdsNothing: Bool

        static let none = ClipEdges(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity, holdsNothing: false)

        func adding(_ frame: CGRect) -> ClipEdges {
            guard !holdsNothing, !frame.minX.isNaN, !frame.minY.isNaN, !frame.maxX.isNaN, !frame.maxY.isNaN,
                  !frame.isNull else {
                return ClipEdges(minX: minX, minY: minY, maxX: maxX, maxY: maxY, holdsNothing: true)
            }
            return ClipEdges(minX: max(minX, frame.minX), minY: max(minY, frame.minY), maxX: min(maxX, frame.maxX),
                             maxY: min(maxY, frame.maxY), holdsNothing: false)
        }

        func contains(_ point: CGPoint) -> Bool {
            !holdsNothing && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
        }
    }

    func around(_ view: UIView) -> (open: Bool, top: UIView?) {
        let found = aroundAndClip(view)
        return (found.open, found.top)
    }

    /// The edges the view and every view around it that clips a touch keep a point inside.
    func clipEdges(of view: UIView) -> ClipEdges { aroundAndClip(view).clip }

    /// The last view whose answer was looked up, and the answer: the views of a long list
    /// share their superview, asked about at each of them (100,000 labels in one view asked
    /// the table three times each, 4 % of exporting them).
    private var lastAround: (view: ObjectIdentifier, around: Around)?

    private func knownAround(_ view: UIView) -> Around? {
        let key = ObjectIdentifier(view)
        if let last = lastAround, last.view == key { return last.around }
        guard let known = arounds[key] else { return nil }
        lastAround = (key, known)
        return known
    }

    private func aroundAndClip(_ view: UIView) -> Around {
        if let known = knownAround(view) { return known }
        var chain: [UIView] = []
        var next: UIView? = view
        var above: Around?
        while let current = next {
            if let known = knownAround(current) {
                above = known
                break
            }
            chain.append(current)
            next = current.superview
        }
        for current in chain.reversed() {
            let own = !current.isHidden && current.alpha >= 0.01 && !current.accessibilityElementsHidden
                && !current.isAccessibilityElement
            let clips = current is UIWindow || current.clipsToBounds || current is UIScrollView
            let outerClip = above?.clip ?? .none
            let clip = clips ? outerClip.adding(current.accessibilityFrame) : outerClip
            let found: Around
            if let outer = above {
                found = Around(open: own && outer.open, top: outer.top ?? current, clip: clip)
            } else {
                found = Around(open: own, top: current is UIWindow ? nil : current, clip: clip)
            }
            // A view without subviews is asked about for itself only, once or twice: its
            // answer is one step from its superview's, and is not kept.
            if current !== view || !current.subviews.isEmpty { arounds[ObjectIdentifier(current)] = found }
            above = found
        }
        return above ?? Around(open: false, top: nil, clip: .none)
    }

    func kind(of view: UIView) -> CapturedKind {
        facts[ObjectIdentifier(view)]?.kind ?? CapturedKind.of(view)
    }

    func id(of view: UIView) -> String? { facts[ObjectIdentifier(view)]?.id }

    func isWritten(_ view: UIView) -> Bool { facts[ObjectIdentifier(view)] != nil }

    func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// A view's name in notes: its id, else its class.
    func name(of view: UIView) -> String {
        id(of: view) ?? "a \(type(of: view))"
    }

    /// The descriptors on a view and on the elements the walk writes for it.
    private func descriptors(in view: UIView, kind: CapturedKind) -> [UIAccessibilityLocationDescriptor] {
        var found = (view.accessibilityDragSourceDescriptors ?? []) + (view.accessibilityDropPointDescriptors ?? [])
        if !kind.makesOwnElements {
            for element in Self.listedElements(of: view) ?? [] {
                found += (element.accessibilityDragSourceDescriptors ?? []) + (element.accessibilityDropPointDescriptors ?? [])
            }
        }
        return found
    }

    /// The view's `accessibilityElements` when they are all `UIAccessibilityElement`s (parts
    /// of the view, as a scene's `elements` are); `nil` when it lists none or lists views.
    static func listedElements(of view: UIView) -> [UIAccessibilityElement]? {
        guard let listed = view.accessibilityElements, !listed.isEmpty else { return nil }
        let elements = listed.compactMap { $0 as? UIAccessibilityElement }
        return elements.count == listed.count ? elements : nil
    }

    /// One view and what is inside it, nested `depth` deep (1 for an entry of the container's
    /// list), with its `parent` when written flat. From `nestingDepth` on its subviews are left
    /// for the caller to write flat (`deferring`), so the recursion is no deeper than that.
    private func capture(_ view: UIView, depth: Int, parent: String? = nil, deferring deferred: inout [UIView]) -> YAMLNode {
        // Its kind and id with one look-up: every view of the walk is known.
        let known = facts[ObjectIdentifier(view)]
        let kind = known?.kind ?? CapturedKind.of(view)
        let id = known?.id
        let typed = TypeKeys.capture(kind, of: view, walker: self)
        var entries: [YAMLEntry] = []
        if let id { entries.append(YAMLEntry("id", .text(id))) }
        if let parent { entries.append(YAMLEntry("parent", .text(parent))) }
        entries.append(YAMLEntry("type", .bare(kind.typeName)))
        entries.append(YAMLEntry("frame", CaptureNumbers.rect(view.frame)))
        let common = entries.count
        entries += typed.entries
        let accessibility = accessibilityEntries(of: view, kind: kind, baseline: typed.baseline)
        if !accessibility.isEmpty { entries.append(YAMLEntry("accessibility", .mapping(accessibility, flow: false))) }
        let drag = dragEntry(of: view, kind: kind), drop = dropEntry(of: view, kind: kind)
        entries += [drag, drop].compactMap { $0 }
        // A scene's label with a drag or a drop takes touches unless it says otherwise
        // (SceneFormat's `CommonViewKeys`): the label whose app forgot to turn them on is written
        // with `interactive: false`.
        let takesTouches = view is UILabel && (drag != nil || drop != nil) ? true : typed.baseline.isUserInteractionEnabled
        var shared = commonEntries(of: view, baseline: typed.baseline, takesTouches: takesTouches)
        if kind.hasOwnSubviews, let layers = layersEntry(of: view) { shared.append(layers) }
        entries.insert(contentsOf: shared, at: common)
        if kind.hasOwnSubviews, !view.subviews.isEmpty {
            if depth >= Self.nestingDepth, id != nil {
                deferred.append(view)
            } else {
                let subviews = view.subviews.map { capture($0, depth: depth + 1, deferring: &deferred) }
                entries.append(YAMLEntry("subviews", .list(subviews, flow: false)))
            }
        }
        noteUnwritable(view)
        if checksTouches { touchChecks += TouchCheck.checks(for: view, walker: self) }
        // A view written flat is one line, as a deep tree's views are in the scenes people
        // write, with its plain text plain: as a block, or quoted, 151,000 of them no longer
        // fit in the 16 MB a scene may be. A comment (a captured default) needs a block.
        if parent != nil, !entries.contains(where: \.hasComment) {
            return .mapping(entries.map(\.plainWherePossible), flow: true)
        }
        return .mapping(entries, flow: false)
    }

    /// The keys every view has, where the view differs from what its type makes (`takesTouches`:
    /// whether the scene's view would take touches without `interactive`).
    private func commonEntries(of view: UIView, baseline: UIView, takesTouches: Bool) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        if view.isHidden { entries.append(YAMLEntry("hidden", .bool(true))) }
        if view.alpha < 1 { entries.append(YAMLEntry("alpha", .number(min(1, max(0, view.alpha))))) }
        if view.isUserInteractionEnabled != takesTouches {
            entries.append(YAMLEntry("interactive", .bool(view.isUserInteractionEnabled)))
        }
        if let color = view.backgroundColor, color != baseline.backgroundColor, let name = CaptureColors.name(of: color) {
            entries.append(YAMLEntry("background", .bare(name)))
        }
        let border = (view.madeLayer?.borderWidth ?? 0) > 0
        if border != ((baseline.madeLayer?.borderWidth ?? 0) > 0) {
            entries.append(YAMLEntry("border", .bool(border)))
        }
        return entries
    }

    /// What a live view has that no scene key says yet: noted, so the file says what it lacks.
    private func noteUnwritable(_ view: UIView) {
        // Named only for a note: a view without an id is named by its class, a new string.
        var name: String { self.name(of: view) }
        if view.clipsToBounds, !(view is UIScrollView) { note("\(name): clipsToBounds (no scene key yet)") }
        // A data table CapturedDataTable cannot write (too many positions, overlapping cells, …)
        // is written as elements, which say none of its rows, columns, spans or headers: the
        // script, which heard them, would fail on the file without this note saying why.
        if let table = view as? UIAccessibilityContainerDataTable, !kind(of: view).isDataTable {
            note("\(name): a data table of \(table.accessibilityRowCount()) rows and \(table.accessibilityColumnCount()) columns "
                 + "that a scene's dataTable cannot write (at most 100,000 rows, 1,000 columns and 1,000,000 positions, "
                 + "each cell at its own rows and columns) is written as elements, without its rows, columns, spans and headers")
        }
        if let listed = view.accessibilityElements, !listed.isEmpty, Self.listedElements(of: view) == nil,
           !kind(of: view).makesOwnElements {
            note("\(name): accessibilityElements lists views (no scene key yet; VoiceOver's own order is used)")
        }
    }

    /// Whether an element's activation point is not the centre of its frame (its default).
    static func movesActivationPoint(_ object: UIResponder) -> Bool {
        let frame = object.accessibilityFrame
        return object.accessibilityActivationPoint != CGPoint(x: frame.midX, y: frame.midY)
    }

    /// An element's own activation point, from the top left of its frame, as a scene's
    /// `activationPoint` says it, inside the frame or not: `nil` at the centre (the default).
    static func activationPoint(of object: UIResponder) -> CGPoint? {
        guard movesActivationPoint(object) else { return nil }
        let frame = object.accessibilityFrame
        let point = CGPoint(x: object.accessibilityActivationPoint.x - frame.minX,
                            y: object.accessibilityActivationPoint.y - frame.minY)
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return point
    }
}
