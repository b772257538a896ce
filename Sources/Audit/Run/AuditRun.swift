import CellKit
import ScreenReader

/// One audit of a screen: what VoiceOver sees and offers there, what the rule families found
/// so far, and the probe of its drags, which runs once, when a rule first asks. A run may judge
/// only part of the screen (`scope`: a screen pushed in a window, a tab's views), while touches
/// and drags still land on every window.
@MainActor
final class AuditRun {
    let windows: [UIWindow]
    /// What the run judges: its views and what they hold; the windows when it judges them all.
    let roots: [UIView]
    /// The scene's screen an object judged is in, and the tab shown, for findings to name.
    private let place: Place
    let finger: Finger
    let collector: ActionCollector
    /// How findings name views and elements, for this run's screen.
    let paths: ViewPaths
    /// The hovers the drag probe may make, shared with the other stops of a tour.
    let hovers: HoverBudget
    /// The scrolling that brings each element into view as the cursor meets it.
    let scrolling = CursorScrolling()
    /// VoiceOver's elements, in visiting order.
    let elements: [AccessibleElement]
    private let locate: Auditor.Locate
    @exclusivity(unchecked) private var findings: [AuditFinding] = []
    /// Every drag source and drop point in the elements' Actions rotors, in visiting order.
    @exclusivity(unchecked) private(set) var offered: [OfferedDescriptor] = []
    private var probed: DragProbe?
    /// The offered drag sources that started, and those that gave no items, as the elements
    /// were judged.
    @exclusivity(unchecked) private var lifted: [Int] = []
    @exclusivity(unchecked) private var silent: [Int] = []
    /// The views offered drag sources and drop points name, made when first asked for: two
    /// sets, not a dictionary by kind, which hashed the kind for every view.
    @exclusivity(unchecked) private var offeredHosts: (dragSources: Set<ObjectIdentifier>, dropPoints: Set<ObjectIdentifier>)?
    private var elementsAround: ElementsAround?
    /// What rule families keep while the run judges its screen, one object of each type a
    /// family asks for (`kept(_:)`): a rule's bookkeeping is declared with the rule, so adding a
    /// rule touches its own file and the registry, not the run. A list, not a dictionary: it
    /// holds one or two entries and is asked once an element.
    private var keptForRules: [(type: ObjectIdentifier, object: AnyObject)] = []

    /// Where in a scene a run's objects are: the screen each is in, and the tab shown.
    struct Place {
        /// The name of the screen an object is in; `nil` when it is in none.
        var screen: @MainActor (AnyObject) -> String? = { _ in nil }
        var tab: String?

        static let none = Place()
    }

    /// - Parameters:
    ///   - tools: the finger, collector and paths to judge with, shared by a tour's stops; the
    ///     run's own when `nil`.
    init(windows: [UIWindow], language: Language, locate: @escaping Auditor.Locate, scope: [UIView]? = nil,
         place: Place = .none, tools: AuditTools? = nil) {
        self.windows = windows
        roots = scope ?? windows
        self.place = place
        let tools = tools ?? AuditTools(windows: windows, language: language)
        finger = tools.finger
        paths = tools.paths
        hovers = tools.hovers
        paths.startScreen()
        collector = tools.collector
        elements = scope.map { ElementCollector().elements(inside: $0) } ?? ElementCollector().elements(in: windows)
        self.locate = locate
        // A long table offers a drag for each row and is advised on each: its lists are made
        // at their likely size once (reserved, not written, so no page is touched until it is
        // used), not moved to larger storage again and again as the rows are judged.
        offered.reserveCapacity(elements.count)
        findings.reserveCapacity(elements.count)
    }

    /// Runs the families' checks in the order `RuleFamily` describes, and reports.
    func report(checking families: [any RuleFamily]) -> AuditReport {
        // By index: `for family in families` copies each family out of its box, for every row.
        for element in elements {
            scrolling.bringIntoView(element)
            let checked = CheckedElement(element, collector: collector, paths: paths)
            for index in families.indices { families[index].checkElement(checked, in: self) }
            for index in families.indices { families[index].checkActions(of: checked, in: self) }
            offer(checked)
        }
        for index in families.indices { families[index].checkScreen(in: self) }
        // Whether each drag starts is part of the report even when no rule asked.
        _ = probe
        scrolling.restore()
        // Past its budget of hovers the audit stops with one line (`SceneAuditor`): what this
        // screen found is not reported, so it is not sorted.
        guard hovers.overrun == nil else { return AuditReport(findings: [], actions: []) }
        return AuditReport(findings: sortedFindings, actions: offered.map(\.action))
    }

    /// Adds the element's drag sources and drop points to what VoiceOver offers.
    private func offer(_ checked: CheckedElement) {
        offeredHosts = nil
        // The sources, then the drops: no list of both is made for each row.
        for action in checked.sources { offer(action, as: .dragSource, of: checked) }
        for action in checked.drops { offer(action, as: .dropPoint, of: checked) }
    }

    /// Adds one drag source or drop point to what VoiceOver offers.
    private func offer(_ action: ElementAction, as kind: OfferedAction.Kind, of checked: CheckedElement) {
        guard let offer = offering(action, as: kind, by: checked.reference, element: checked.element) else { return }
        // Whether the drag starts, tried while its element is in view, before the entry is
        // appended: appended last, it is moved into the list, not copied.
        let starts = kind == .dragSource && offer.action.works ? DragProbe.starts(offer, with: finger) : nil
        offered.append(offer)
        switch starts {
        case true?: lifted.append(offered.count - 1)
        case false?: silent.append(offered.count - 1)
        case nil: break
        }
    }

    /// An element's action as the report lists it, with what the probes need.
    private func offering(_ action: ElementAction, as kind: OfferedAction.Kind, by reference: AuditedElement,
                         element: AccessibleElement) -> OfferedDescriptor? {
        guard let descriptor = action.descriptor, let view = descriptor.view else { return nil }
        var entry = OfferedAction(element: reference, kind: kind, name: action.name,
                                  isAutomatic: action.isAutomatic, view: paths.of(view),
                                  works: kind.isHosted(by: view))
        entry.screen = place.screen(element.object)
        entry.tab = place.tab
        return OfferedDescriptor(action: entry, descriptor: descriptor, element: element)
    }

    /// The drop points as VoiceOver offers them while a drag is held: VoiceOver offers drop
    /// points only then, and what a container's cells offer depends on the drag (UIKit's cells
    /// offer no drops onto the row being dragged, and follow the drop delegate's last
    /// proposal). The first drag that starts is held, as a VoiceOver user holds the first drag
    /// they pick up, and each element that offered drop points is asked again, scrolled into
    /// view from where the screen is (the drag's source stays where it was scrolled to); its
    /// drop points in the report are the ones it offers now. With no drag that starts, the
    /// drop points stay as found.
    private func collectDropsWhileHolding() {
        guard let first = lifted.first, offersDropPoints else { return }
        scrolling.bringIntoView(offered[first].element)
        guard let point = DragProbe.lift(offered[first], with: finger) else { return }
        // The session begins once the finger moves, as VoiceOver's drag is lifted and held.
        finger.move(to: point)
        defer { finger.cancel() }
        // Each element's drop points as it offers them now, where they differ from those found:
        // a list of thousands of drag sources and one drop area is not copied to learn that
        // nothing changed.
        var replacements: [(range: Range<Int>, offers: [OfferedDescriptor])] = []
        var index = 0
        while index < offered.count {
            guard offered[index].action.kind == .dropPoint else {
                index += 1
                continue
            }
            // One element's drop points, listed together.
            let element = offered[index].element, reference = offered[index].action.element
            var end = index + 1
            while end < offered.count, offered[end].action.kind == .dropPoint,
                  offered[end].element.object === element.object {
                end += 1
            }
            scrolling.bringIntoView(element, fromTheLoadedScreen: false)
            var now: [OfferedDescriptor] = []
            for action in collector.dropPoints(for: element) {
                if let offer = offering(action, as: .dropPoint, by: reference, element: element) { now.append(offer) }
            }
            if now.count != end - index || !zip(now, offered[index..<end]).allSatisfy({ $0.descriptor === $1.descriptor }) {
                replacements.append((index..<end, now))
            }
            index = end
        }
        guard !replacements.isEmpty else { return }
        // Where each drag source went: only drop points are taken out or put in.
        var rebuilt: [OfferedDescriptor] = []
        rebuilt.reserveCapacity(offered.count)
        var moved = [Int](repeating: 0, count: offered.count)
        var kept = 0
        func keep(upTo end: Int) {
            while kept < end {
                moved[kept] = rebuilt.count
                rebuilt.append(offered[kept])
                kept += 1
            }
        }
        for replacement in replacements {
            keep(upTo: replacement.range.lowerBound)
            rebuilt += replacement.offers
            kept = replacement.range.upperBound
        }
        keep(upTo: offered.count)
        lifted = lifted.map { moved[$0] }
        silent = silent.map { moved[$0] }
        offered = rebuilt
        offeredHosts = nil
    }

    /// Whether any drop point is offered. By index: a main-actor closure per entry is checked
    /// to run there, and 100,000 drag sources are looked through.
    private var offersDropPoints: Bool {
        for index in offered.indices where offered[index].action.kind == .dropPoint { return true }
        return false
    }

    /// Whether some offered drag source (or drop point) names `view` as its descriptor's view.
    /// Asked once per interaction on the screen, so it is a lookup, not a search of `offered`.
    func offers(_ kind: OfferedAction.Kind, on view: UIView) -> Bool {
        // By index: iterating the entries would copy each, with its strings and references.
        if offeredHosts == nil {
            // Each set made at its full size once: grown one row at a time, a long table's
            // was rehashed again and again.
            var dragSources = Set<ObjectIdentifier>(minimumCapacity: offered.count)
            var dropPoints = Set<ObjectIdentifier>(minimumCapacity: offered.count)
            for index in offered.indices {
                guard let view = offered[index].descriptor.view else { continue }
                switch offered[index].action.kind {
                case .dragSource: dragSources.insert(ObjectIdentifier(view))
                case .dropPoint: dropPoints.insert(ObjectIdentifier(view))
                }
            }
            offeredHosts = (dragSources, dropPoints)
        }
        guard let hosts = offeredHosts else { return false }
        switch kind {
        case .dragSource: return hosts.dragSources.contains(ObjectIdentifier(view))
        case .dropPoint: return hosts.dropPoints.contains(ObjectIdentifier(view))
        }
    }

    /// The elements whose views contain `view` or lie inside it, as a finding names them
    /// (`ElementsAround`), made when first asked for.
    func elements(around view: UIView) -> ElementsAround.Near {
        let around = elementsAround ?? ElementsAround(elements)
        elementsAround = around
        return around.near(view)
    }

    /// Each offered drag started and held over the offered drop points. The first time it is
    /// asked for, once every element is judged, the drags are held over the drop points, and
    /// the drag sources that start nothing are marked as not working.
    var probe: DragProbe {
        if let probed { return probed }
        collectDropsWhileHolding()
        let found = DragProbe(offered: offered, lifted: lifted, silent: silent, with: finger, scrolling: scrolling,
                              hovers: hovers) { [self] object in located(object) }
        for index in found.silentSources {
            offered[index].action = offered[index].action.marked(working: false)
        }
        probed = found
        return found
    }

    /// The object of type `Kept` a rule family keeps for this run, made by `make` when first
    /// asked for: what it learns about the screen from one element to the next (and gone with
    /// the run, as a stop of a tour ends).
    func kept<Kept: AnyObject>(_ make: () -> Kept) -> Kept {
        let type = ObjectIdentifier(Kept.self)
        for entry in keptForRules where entry.type == type {
            if let found = entry.object as? Kept { return found }
        }
        let made = make()
        keptForRules.append((type, made))
        return made
    }

    /// Records a finding about `object`, located where it (or the nearest object around it)
    /// was described.
    @discardableResult
    func report(_ rule: AuditRule, element: AuditedElement?, at object: AnyObject, view: String?,
                message: String, fix: String) -> Int {
        report(rule, element: element, at: object, view: view, wording: AuditFinding.Wording(message), fix: fix)
    }

    /// Records a finding whose message is worded when it is read, from values it captures.
    /// Returns where it is among the run's findings, for `reword(findingAt:…)`.
    @discardableResult
    func report(_ rule: AuditRule, element: AuditedElement?, at object: AnyObject, view: String?,
                wording: AuditFinding.Wording, fix: String) -> Int {
        let location = located(object)
        findings.append(AuditFinding(rule: rule, element: element, view: view, line: location?.line,
                                     column: location?.column, wording: wording, fix: fix,
                                     screen: place.screen(object), tab: place.tab))
        return findings.count - 1
    }

    /// Says a finding recorded earlier again, in its place, with the same rule, line, screen
    /// and tab: a finding that turned out to stand for a group of elements.
    func reword(findingAt index: Int, element: AuditedElement?, view: String?, message: String, fix: String) {
        guard findings.indices.contains(index) else { return }
        let old = findings[index]
        findings[index] = AuditFinding(rule: old.rule, element: element, view: view, line: old.line, column: old.column,
                                       message: message, fix: fix, screen: old.screen, tab: old.tab)
    }

    /// The findings in file order (`FileOrder`): a long table's mostly come so already.
    private var sortedFindings: [AuditFinding] { FileOrder.sorted(findings) }

    /// Where an object, or the nearest object around it, was described.
    private func located(_ object: AnyObject) -> (line: Int, column: Int)? {
        var current: AnyObject? = object
        while let node = current {
            if let found = locate(node) { return found }
            current = (node as? UIView)?.superview ?? (node as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }
}
