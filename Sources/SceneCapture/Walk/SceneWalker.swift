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
    /// Views the walk writes, by object.
    private var written: Set<ObjectIdentifier> = []
    /// The id each written view is called by, when it has one.
    private var ids: [ObjectIdentifier: String] = [:]
    /// Each written view's kind, found once when the walk starts: finding a data table's asks
    /// every cell and header list, and the walk looks at a view's kind several times.
    private var kinds: [ObjectIdentifier: CapturedKind] = [:]
    /// Each written view's custom rotors, their searches asked once, when the walk starts.
    private var rotors: [ObjectIdentifier: [CapturedRotor]] = [:]
    /// What could not be captured, with where: shown at the top of the file.
    private(set) var notes: [String] = []
    /// Elements a touch finds, for the file's script.
    private(set) var touchChecks: [TouchCheck] = []

    convenience init(windows: [UIWindow]) {
        self.init(topViews: windows.flatMap(\.subviews))
    }

    /// A walk over these views (a window's, or a screen's) and what is inside them.
    init(topViews: [UIView]) {
        var order: [UIView] = []
        collect(topViews, into: &order)
        written = Set(order.map(ObjectIdentifier.init))
        var used: Set<String> = []
        for view in order {
            guard let id = view.accessibilityIdentifier, !id.isEmpty else { continue }
            let unique = used.contains(id) ? Self.fresh(id, avoiding: used) : id
            if unique != id { note("two views are called \(id); the later one is written as \(unique)") }
            used.insert(unique)
            ids[ObjectIdentifier(view)] = unique
        }
        // A descriptor names its view by id, as a custom rotor its elements; one without an
        // identifier gets a made-up id.
        for view in order {
            let captured = (view.accessibilityCustomRotors ?? []).map(CapturedRotor.init)
            if !captured.isEmpty { rotors[ObjectIdentifier(view)] = captured }
            for target in descriptors(in: view).compactMap(\.view) + captured.flatMap(\.targets) {
                guard written.contains(ObjectIdentifier(target)), ids[ObjectIdentifier(target)] == nil else { continue }
                let id = Self.fresh("view", avoiding: used)
                used.insert(id)
                ids[ObjectIdentifier(target)] = id
            }
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
        .list(window.subviews.map { capture($0) }, flow: false)
    }

    /// An id not yet used, made from a base: `base1`, `base2`…
    private static func fresh(_ base: String, avoiding used: Set<String>) -> String {
        var number = 1
        while used.contains("\(base)\(number)") { number += 1 }
        return "\(base)\(number)"
    }

    private func collect(_ views: [UIView], into order: inout [UIView]) {
        var pending = Array(views.reversed())
        while let view = pending.popLast() {
            order.append(view)
            let kind = CapturedKind.of(view)
            kinds[ObjectIdentifier(view)] = kind
            if kind.hasOwnSubviews { pending += view.subviews.reversed() }
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

    func kind(of view: UIView) -> CapturedKind {
        kinds[ObjectIdentifier(view)] ?? CapturedKind.of(view)
    }

    func id(of view: UIView) -> String? { ids[ObjectIdentifier(view)] }

    func isWritten(_ view: UIView) -> Bool { written.contains(ObjectIdentifier(view)) }

    func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// A view's name in notes: its id, else its class.
    func name(of view: UIView) -> String {
        id(of: view) ?? "a \(type(of: view))"
    }

    /// The descriptors on a view and on the elements the walk writes for it.
    private func descriptors(in view: UIView) -> [UIAccessibilityLocationDescriptor] {
        var found = (view.accessibilityDragSourceDescriptors ?? []) + (view.accessibilityDropPointDescriptors ?? [])
        if !kind(of: view).makesOwnElements {
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

    /// One view and what is inside it.
    func capture(_ view: UIView) -> YAMLNode {
        let kind = self.kind(of: view)
        let typed = TypeKeys.capture(kind, of: view, walker: self)
        var entries: [YAMLEntry] = []
        if let id = id(of: view) { entries.append(YAMLEntry("id", .text(id))) }
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
            entries.append(YAMLEntry("subviews", .list(view.subviews.map { capture($0) }, flow: false)))
        }
        noteUnwritable(view)
        touchChecks += TouchCheck.checks(for: view, walker: self)
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
        let name = name(of: view)
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
