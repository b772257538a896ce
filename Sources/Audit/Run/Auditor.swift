import CellKit
import ScreenReader

/// Audits how a screen exposes drag and drop to VoiceOver, from exactly what `ScreenReader`
/// would expose: the same element walk, the same descriptor filtering, and drags started and
/// hovered through the same `Finger`, so the audit and the simulation cannot disagree.
///
/// Auditing starts drags and holds them over drop points (then cancels them), which calls the
/// app's delegates; audit a freshly loaded screen, not one a person is using.
@MainActor
public struct Auditor {
    /// Where an object (a view, an accessibility element) was described, for findings.
    public typealias Locate = @MainActor (AnyObject) -> (line: Int, column: Int)?

    let windows: [UIWindow]
    let language: Language
    let locate: Locate

    /// - Parameters:
    ///   - windows: the screen, back to front.
    ///   - language: the language VoiceOver speaks, which default action names are in.
    ///   - locate: where an object was described (a scene file's line and column), if known.
    public init(windows: [UIWindow], language: Language = .english, locate: @escaping Locate = { _ in nil }) {
        self.windows = windows
        self.language = language
        self.locate = locate
    }

    /// Every finding, in file order where the file is known, then in VoiceOver's visiting order.
    public func audit() -> AuditReport {
        var run = AuditRun(windows: windows, language: language, locate: locate)
        run.checkElements()
        run.checkInteractions()
        run.probeDrags()
        return AuditReport(findings: run.sortedFindings, actions: run.offered.map(\.action))
    }
}

/// The state of one audit: what was found so far and what VoiceOver offers.
@MainActor
struct AuditRun {
    /// An action VoiceOver offers, with what the probes need.
    struct Offered {
        var action: OfferedAction
        let descriptor: UIAccessibilityLocationDescriptor
        let object: UIResponder
    }

    let windows: [UIWindow]
    let finger: Finger
    let collector: ActionCollector
    let elements: [AccessibleElement]
    let locate: Auditor.Locate
    private(set) var findings: [AuditFinding] = []
    private(set) var offered: [Offered] = []

    init(windows: [UIWindow], language: Language, locate: @escaping Auditor.Locate) {
        self.windows = windows
        // A finger of the audit's own, on a system of its own: its probes leave no trace in a
        // session someone else drives.
        finger = Finger(windows: windows)
        collector = ActionCollector(finger: finger, language: language)
        elements = ElementCollector().elements(in: windows)
        self.locate = locate
    }

    var sortedFindings: [AuditFinding] {
        // Stable: findings without a line keep their order after the located ones.
        findings.enumerated().sorted { a, b in
            let lineA = a.element.line ?? .max, lineB = b.element.line ?? .max
            return (lineA, a.offset) < (lineB, b.offset)
        }.map(\.element)
    }

    // MARK: Elements

    mutating func checkElements() {
        for element in elements {
            let reference = AuditedElement(label: element.label, path: ViewPath.of(element.object))
            if element.label.isEmpty {
                report(.missingLabel, element: reference, at: element.object, view: nil,
                       message: "\(describe(reference)) has no label, so VoiceOver speaks only its traits",
                       fix: "set its accessibilityLabel to what it shows")
            }
            // What VoiceOver's Actions rotor holds for the element, worked out once for every check.
            let rotor = ElementActions(custom: collector.customActions(for: element),
                                       sources: collector.dragSources(for: element),
                                       drops: collector.dropPoints(for: element))
            checkDescriptors(of: element, reference: reference, rotor: rotor)
            checkNames(of: element, reference: reference, rotor: rotor)
            checkHiddenControls(in: element, reference: reference, rotor: rotor)
        }
    }

    /// The app's own descriptors that VoiceOver drops or cannot act on, and what it offers.
    private mutating func checkDescriptors(of element: AccessibleElement, reference: AuditedElement,
                                           rotor: ElementActions) {
        let object = element.object
        let lists: [(OfferedAction.Kind, [UIAccessibilityLocationDescriptor]?)] = [
            (.dragSource, object.accessibilityDragSourceDescriptors),
            (.dropPoint, object.accessibilityDropPointDescriptors),
        ]
        for (kind, descriptors) in lists {
            for descriptor in descriptors ?? [] {
                checkDescriptor(descriptor, kind: kind, of: element, reference: reference)
            }
        }
        let sources = rotor.sources.map { (OfferedAction.Kind.dragSource, $0) }
        let drops = rotor.drops.map { (OfferedAction.Kind.dropPoint, $0) }
        for (kind, action) in sources + drops {
            guard let descriptor = action.descriptor, let view = descriptor.view else { continue }
            let works = Self.hosts(kind, view)
            let entry = OfferedAction(element: reference, kind: kind, name: action.name,
                                      isAutomatic: action.isAutomatic, view: ViewPath.of(view), works: works)
            offered.append(Offered(action: entry, descriptor: descriptor, object: object))
        }
    }

    private mutating func checkDescriptor(_ descriptor: UIAccessibilityLocationDescriptor, kind: OfferedAction.Kind,
                                          of element: AccessibleElement, reference: AuditedElement) {
        let what = "the \(kind == .dragSource ? "drag source" : "drop point") \"\(descriptor.name)\""
        let interaction = kind == .dragSource ? "drag" : "drop"
        let viewPath = descriptor.view.map { ViewPath.of($0) }
        let point = "(\(Self.number(descriptor.point.x)), \(Self.number(descriptor.point.y)))"
        switch collector.reachability(of: descriptor) {
        case .reachable:
            guard !Self.hosts(kind, descriptor.view), let view = descriptor.view else { return }
            let host = hostNear(view, kind)
            report(.descriptorWithoutInteraction, element: reference, at: element.object, view: viewPath,
                   message: "\(what) of \(describe(reference)) names \(ViewPath.of(view)), which hosts no "
                       + "\(interaction) interaction, so activating it does nothing",
                   fix: host.map { "name \(ViewPath.of($0)), the view that hosts the \(interaction) interaction, "
                       + "as the descriptor's view (the point is in that view's coordinates)" }
                       ?? "add the \(interaction) interaction to \(ViewPath.of(view)), or name the view that hosts it")
        case .outsideView:
            let size = descriptor.view.map { "\(Self.number($0.bounds.width))×\(Self.number($0.bounds.height))" } ?? "?"
            report(.pointOutsideView, element: reference, at: element.object, view: viewPath,
                   message: "\(what) of \(describe(reference)) has its point \(point) outside "
                       + "\(viewPath ?? "its view") (\(size)), so VoiceOver leaves it out",
                   fix: "give a point inside the view's bounds, in the view's own coordinates")
        case .obscured(let cover):
            let why = descriptor.view.map { Self.obscuring($0, by: cover) } ?? "a touch reaches no view"
            report(.pointObscured, element: reference, at: element.object, view: viewPath,
                   message: "\(what) of \(describe(reference)) has its point \(point) in \(viewPath ?? "its view") "
                       + "where \(why), so VoiceOver leaves it out",
                   fix: "choose a point nothing covers, or let touches through the covering view")
        case .offScreen:
            report(.pointOffScreen, element: reference, at: element.object, view: viewPath,
                   message: "\(what) of \(describe(reference)) has its point \(point) in \(viewPath ?? "its view") "
                       + "off the screen, so VoiceOver leaves it out",
                   fix: "choose a point in the part of the view that is on screen")
        case .viewNotShown:
            report(.pointOffScreen, element: reference, at: element.object, view: viewPath,
                   message: "\(what) of \(describe(reference)) names \(viewPath ?? "a view") which is not shown "
                       + "(hidden, transparent, or in no window), so VoiceOver leaves it out",
                   fix: "show the view, or take the descriptor away while it is hidden")
        case .viewGone:
            report(.pointOffScreen, element: reference, at: element.object, view: nil,
                   message: "\(what) of \(describe(reference)) names a view that no longer exists, "
                       + "so VoiceOver leaves it out",
                   fix: "make descriptors for the views on screen now, when the screen changes")
        }
    }

    /// The view hosting the right kind of interaction nearest to `view`: itself, an ancestor,
    /// or a descendant.
    private func hostNear(_ view: UIView, _ kind: OfferedAction.Kind) -> UIView? {
        func hosts(_ candidate: UIView) -> Bool { Self.hosts(kind, candidate) }
        var ancestor: UIView? = view.superview
        while let candidate = ancestor, !(candidate is UIWindow) {
            if hosts(candidate) { return candidate }
            ancestor = candidate.superview
        }
        var pending = view.subviews
        while !pending.isEmpty {
            let candidate = pending.removeFirst()
            if hosts(candidate) { return candidate }
            pending += candidate.subviews
        }
        return nil
    }

    /// Names that collide in the Actions rotor, and automatic names.
    private mutating func checkNames(of element: AccessibleElement, reference: AuditedElement, rotor: ElementActions) {
        let lists = [rotor.custom + rotor.sources, rotor.custom + rotor.drops]
        var reported: Set<String> = []
        var shared: Set<String> = []
        for list in lists {
            let groups = Dictionary(grouping: list) { Self.spoken($0.name) }
            for (name, group) in groups.sorted(by: { $0.key < $1.key }) where group.count > 1 {
                guard reported.insert(name).inserted else { continue }
                if group.allSatisfy(\.isAutomatic) {
                    shared.insert(name)
                    report(.sharedDefaultName, element: reference, at: element.object, view: nil,
                           message: "\(describe(reference)) has \(group.count) interactions found automatically, "
                               + "all named \"\(group[0].name)\"",
                           fix: "give the element descriptors that name each one: "
                               + group.compactMap { $0.descriptor?.view.map { ViewPath.of($0) } }.joined(separator: ", "))
                } else {
                    report(.duplicateActionName, element: reference, at: element.object, view: nil,
                           message: "\(describe(reference)) has \(group.count) actions named \"\(group[0].name)\"",
                           fix: "give each action a name that says where it drags from or drops into")
                }
            }
        }
        for action in lists.flatMap({ $0 }) where action.isAutomatic && !shared.contains(Self.spoken(action.name)) {
            guard reported.insert("auto:" + Self.spoken(action.name)).inserted else { continue }
            let kind = if case .dropPoint = action.kind { "drop point" } else { "drag source" }
            report(.defaultName, element: reference, at: element.object,
                   view: action.descriptor?.view.map { ViewPath.of($0) },
                   message: "\(describe(reference)) offers the \(kind) \"\(action.name)\", named by default",
                   fix: "give the element a descriptor whose name says what the action does")
        }
    }

    /// Enabled controls inside an element, which VoiceOver cannot reach.
    private mutating func checkHiddenControls(in element: AccessibleElement, reference: AuditedElement,
                                              rotor: ElementActions) {
        guard let view = element.object as? UIView else { return }
        let offered = Set(rotor.custom.map { Self.spoken($0.name) })
        var pending = view.subviews
        while !pending.isEmpty {
            let candidate = pending.removeFirst()
            guard !candidate.isHidden, candidate.alpha >= 0.01 else { continue }
            pending += candidate.subviews
            guard let control = candidate as? UIControl, control.isEnabled, control.isUserInteractionEnabled else {
                continue
            }
            let name = (control.accessibilityLabel ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !offered.contains(Self.spoken(name)) else { continue }
            let shown = name.isEmpty ? "a control" : "the control \"\(name)\""
            report(.hiddenControl, element: reference, at: control, view: ViewPath.of(control),
                   message: "\(shown) (\(ViewPath.of(control))) is inside \(describe(reference)), "
                       + "whose subviews VoiceOver does not visit",
                   fix: name.isEmpty ? "offer the control's action as a custom action of the element"
                       : "offer \"\(name)\" as a custom action of the element, or make the control an element of its own")
        }
    }

    // MARK: Interactions

    /// Interactions on shown views that no element's offered action reaches.
    mutating func checkInteractions() {
        var pending: [UIView] = windows.filter { !$0.isHidden }
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            pending += view.subviews.reversed()
            for interaction in view.interactions {
                let kind: OfferedAction.Kind
                if let drag = interaction as? UIDragInteraction {
                    guard drag.isEnabled, drag.delegate != nil else { continue }
                    kind = .dragSource
                } else if let drop = interaction as? UIDropInteraction {
                    guard drop.delegate != nil else { continue }
                    kind = .dropPoint
                } else {
                    continue
                }
                let exposed = offered.contains { $0.action.kind == kind && $0.descriptor.view === view }
                guard !exposed else { continue }
                reportUnexposed(kind, on: view)
            }
        }
    }

    private mutating func reportUnexposed(_ kind: OfferedAction.Kind, on view: UIView) {
        let interaction = kind == .dragSource ? "drag" : "drop"
        let path = ViewPath.of(view)
        // The elements a developer would expect to offer it: those inside the view, or the one
        // the view is part of.
        let near = elements.filter { element in
            guard let elementView = element.view else { return false }
            return elementView.isDescendant(of: view) || view.isDescendant(of: elementView)
        }
        let labels = near.prefix(3).map { "\"\($0.label)\"" }.joined(separator: ", ")
        let fix = near.isEmpty
            ? "make the view (or an element over it) an accessibility element, or give an element a descriptor pointing at \(path)"
            : "give \(labels) \(kind == .dragSource ? "drag source" : "drop point") descriptors pointing at \(path)"
        let why = unexposedReason(kind, on: view, near: near)
        report(.unexposedInteraction, element: nil, at: view, view: path,
               message: "the \(interaction) interaction on \(path) is offered by no element: \(why)", fix: fix)
    }

    /// Why no element offers an interaction: the element whose view contains it lists
    /// descriptors without it, or finds it but VoiceOver leaves the found descriptor out, or no
    /// element's own view contains it.
    private func unexposedReason(_ kind: OfferedAction.Kind, on view: UIView, near: [AccessibleElement]) -> String {
        // Only an element that is a view searches its subtree; drawn parts never do.
        let container = near.first { element in
            (element.object as? UIView).map { view.isDescendant(of: $0) } ?? false
        }
        guard let container else {
            return "no descriptor names the view, and VoiceOver looks for interactions only in an element's own view and subviews"
        }
        let listed = kind == .dragSource ? container.object.accessibilityDragSourceDescriptors
            : container.object.accessibilityDropPointDescriptors
        if listed != nil {
            return "\(describe(AuditedElement(label: container.label, path: ViewPath.of(container.object)))) lists "
                + "its own descriptors, which leave it out"
        }
        let found = UIAccessibilityLocationDescriptor(name: "", view: view)
        switch collector.reachability(of: found) {
        case .obscured(let cover):
            return "VoiceOver finds it automatically but leaves it out: at its centre, \(Self.obscuring(view, by: cover))"
        default:
            return "VoiceOver finds it automatically but leaves it out, because its centre is off the screen"
        }
    }

    // MARK: Probes

    /// Starts each offered drag as VoiceOver would, and holds it over each offered drop point.
    mutating func probeDrags() {
        var lifted = 0
        var accepted = Set<Int>()
        let drops = offered.indices.filter { offered[$0].action.kind == .dropPoint && offered[$0].action.works }
        for index in offered.indices where offered[index].action.kind == .dragSource && offered[index].action.works {
            let source = offered[index]
            guard let view = source.descriptor.view else { continue }
            let point = view.screenPoint(for: source.descriptor.point)
            guard finger.longPress(at: point) else {
                offered[index].action = source.action.marked(working: false)
                report(.dragWithoutItems, element: source.action.element, at: source.object, view: source.action.view,
                       message: "the drag source \"\(source.action.name)\" of \(describe(source.action.element)) "
                           + "starts no drag: the drag interaction gives no items at its point",
                       fix: "point the descriptor at a place that has something to drag (itemsForBeginning returns items there)")
                continue
            }
            lifted += 1
            finger.move(to: point)
            for drop in drops where !accepted.contains(drop) {
                guard let dropView = offered[drop].descriptor.view else { continue }
                finger.move(to: dropView.screenPoint(for: offered[drop].descriptor.point))
                if finger.dropTargetView === dropView { accepted.insert(drop) }
            }
            finger.cancel()
        }
        // With no drag to offer, a drop point can only be meant for other apps' drags.
        guard lifted > 0 else { return }
        for drop in drops where !accepted.contains(drop) {
            let action = offered[drop].action
            report(.dropAcceptsNothingOffered, element: action.element, at: offered[drop].object, view: action.view,
                   message: "the drop point \"\(action.name)\" of \(describe(action.element)) accepts none of the "
                       + "drags VoiceOver can start here, so choosing it always cancels the drag",
                   fix: "accept the types the drags offer in canHandle, or offer the type the drop expects")
        }
    }

    // MARK: Helpers

    /// An element's custom actions, drag sources and drop points, as ActionCollector lists them.
    struct ElementActions {
        let custom: [ElementAction]
        let sources: [ElementAction]
        let drops: [ElementAction]
    }

    /// Whether a view hosts the interaction a kind of action needs.
    static func hosts(_ kind: OfferedAction.Kind, _ view: UIView?) -> Bool {
        switch kind {
        case .dragSource: ActionCollector.hostsInteraction(UIDragInteraction.self, in: view)
        case .dropPoint: ActionCollector.hostsInteraction(UIDropInteraction.self, in: view)
        }
    }

    /// What a touch meets instead of `view`: a view on top of it, or an ancestor because the
    /// view (or one between) ignores touches, or nothing.
    static func obscuring(_ view: UIView, by cover: UIView?) -> String {
        guard let cover else { return "a touch reaches no view" }
        if view.isDescendant(of: cover) {
            return "a touch goes through to \(ViewPath.of(cover)), because \(ViewPath.of(view)) or a view around it "
                + "ignores touches (isUserInteractionEnabled is false)"
        }
        return "\(ViewPath.of(cover)) covers it"
    }

    private mutating func report(_ rule: AuditRule, element: AuditedElement?, at object: AnyObject, view: String?,
                                 message: String, fix: String) {
        let location = located(object)
        findings.append(AuditFinding(rule: rule, element: element, view: view, line: location?.line,
                                     column: location?.column, message: message, fix: fix))
    }

    /// Where an object, or the nearest object around it, was described.
    private func located(_ object: AnyObject) -> (line: Int, column: Int)? {
        var current: AnyObject? = object
        while let node = current {
            if let found = locate(node) { return found }
            current = (node as? UIView)?.superview ?? (node as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }

    private func describe(_ element: AuditedElement) -> String {
        element.label.isEmpty ? "the element at \(element.path)" : "\"\(element.label)\" (\(element.path))"
    }

    /// A name as the ear hears it: case and repeated spaces do not tell names apart.
    static func spoken(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func number(_ value: CGFloat) -> String {
        Int(exactly: value).map(String.init) ?? String(Double(value))
    }
}
