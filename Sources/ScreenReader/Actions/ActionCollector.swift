import CellKit

/// Works out an element's drag sources and drop points as VoiceOver does.
///
/// `nil` descriptors mean automatic: the drag (or drop) interactions of the element's own view
/// and its subtree, never an ancestor's, each with a default name. `[]` means none. A list is
/// used as given. Either way a descriptor is silently left out when its view is gone, not shown
/// in a window, the point lies outside the view, or another view covers that point.
@MainActor
package struct ActionCollector {
    let finger: Finger
    let language: Language

    package init(finger: Finger, language: Language) {
        self.finger = finger
        self.language = language
    }

    /// The actions VoiceOver offers on an element: its custom actions (its own, then those of
    /// the containers around it that are not elements), then drag sources; while a drag is held,
    /// drop points and then the drag sources as "Add … to drag".
    ///
    /// Everything is worked out from the screen as it is now, so while a drag is held a drop
    /// point that has disappeared (its tab left, its view hidden) is no longer offered and one
    /// that has appeared is. Adding is offered only on sources in the app the drag started in
    /// (another app cannot add to it) whose delegate implements `itemsForAddingTo` (without it
    /// UIKit adds nothing, so the action could only fail).
    package func actions(for element: AccessibleElement) -> [ElementAction] {
        actions(for: element, sources: consideredDragSources(for: element),
                drops: finger.isDragging ? consideredDropPoints(for: element) : [])
    }

    /// The actions VoiceOver offers on an element, from its descriptors already considered (the
    /// drop points are read only while a drag is held).
    package func actions(for element: AccessibleElement, sources considered: [ConsideredDescriptor],
                         drops: [ConsideredDescriptor]) -> [ElementAction] {
        let custom = customActions(for: element)
        guard finger.isDragging else { return custom + Self.offered(in: considered) }
        // A reorder control moves its row alone: it adds nothing to a drag.
        let sources = Self.offered(in: considered).filter { $0.descriptor?.automaticRole != .reorder }
        let adding = sources.compactMap { source -> ElementAction? in
            guard let descriptor = source.descriptor, let view = descriptor.view,
                  view.window?.applicationIdentifier == finger.sourceApplication,
                  // Only where adding can give items: the app implements `itemsForAddingTo`.
                  let interaction = ScreenReader.ownInteraction(UIDragInteraction.self, of: descriptor),
                  finger.mayAddItems(at: view.screenPoint(for: descriptor.point), with: interaction) else { return nil }
            // [sim] One source is named by the element; several keep their own names apart.
            let name = sources.count == 1 && !element.label.isEmpty ? element.label : source.name
            return ElementAction(name: PhraseBook.text(.addToDrag(name: name), in: language),
                                 kind: .addToDrag(descriptor), isAutomatic: source.isAutomatic)
        }
        return custom + Self.offered(in: drops) + adding
    }

    /// The element's custom actions, then those inherited from containers that are not elements.
    /// A row's swipe actions come first: UIKit offers them as the cell's private actions, before
    /// package ones, and to every element inside the cell (AccessibilitySnapshot's findings on a
    /// device, its pull request 323).
    package func customActions(for element: AccessibleElement) -> [ElementAction] {
        ownCustomActions(for: element) + element.containerCustomActions.map(Self.customAction)
    }

    /// The element's own custom actions, its row's swipe actions first: `customActions(for:)`
    /// without those inherited from containers (`AccessibleElement.containerCustomActions`),
    /// which every element inside a container shares, for a caller that judges them once.
    package func ownCustomActions(for element: AccessibleElement) -> [ElementAction] {
        (Self.swipeActions(for: element) + (element.object.accessibilityCustomActions ?? [])).map(Self.customAction)
    }

    /// A custom action as the Actions rotor lists it.
    package static func customAction(_ action: UIAccessibilityCustomAction) -> ElementAction {
        ElementAction(name: action.name, kind: .custom(action), isAutomatic: false)
    }

    /// Whether an element offers any action while no drag is held, answered without making its
    /// actions: a custom action of its own or inherited, else the first of its drag sources
    /// (`sources`: its list as read) that would be offered, found by the same resolving as
    /// `consideredDragSources(for:listed:)` stopped there, so the hint and the Actions rotor agree.
    /// What a focus says needs no more ("Actions Available"); the actions are collected when
    /// the rotor turns to them.
    func offersActionsWithoutDrag(_ element: AccessibleElement, sources listed: [UIAccessibilityLocationDescriptor]?) -> Bool {
        if hasCustomActions(element) { return true }
        let first = resolve(listed, for: element, interaction: UIDragInteraction.self, defaultName: Phrase.defaultDragName(label:),
                            make: ElementAction.Kind.dragSource, stopAtFirstOffered: true)
        return !first.isEmpty
    }

    /// Whether `customActions(for:)` would list any: each list is looked at, never copied.
    func hasCustomActions(_ element: AccessibleElement) -> Bool {
        !(element.object.accessibilityCustomActions ?? []).isEmpty || !element.containerCustomActions.isEmpty
            || !Self.swipeActions(for: element).isEmpty
    }

    /// The swipe actions of the row an element is, or is inside.
    private static func swipeActions(for element: AccessibleElement) -> [UIAccessibilityCustomAction] {
        if let view = element.object as? UIView {
            if view is UITableViewCell || view is UICollectionViewCell { return view.swipeAccessibilityActions }
            return view.enclosingCell?.swipeAccessibilityActions ?? []
        }
        guard let view = element.view else { return [] }
        return cell(around: view, elementIsView: false)?.swipeAccessibilityActions ?? []
    }

    package func dragSources(for element: AccessibleElement) -> [ElementAction] {
        Self.offered(in: consideredDragSources(for: element))
    }

    package func dropPoints(for element: AccessibleElement) -> [ElementAction] {
        Self.offered(in: consideredDropPoints(for: element))
    }

    /// Every drag source descriptor VoiceOver looks at for an element, in order, each with where
    /// it came from and whether it is offered, and if not, why it is left out: the one answer
    /// speech, the record and the audit read.
    package func consideredDragSources(for element: AccessibleElement) -> [ConsideredDescriptor] {
        consideredDragSources(for: element, listed: element.object.accessibilityDragSourceDescriptors)
    }

    /// The same, from the element's `accessibilityDragSourceDescriptors` already read (UIKit
    /// makes a cell's anew at each read).
    func consideredDragSources(for element: AccessibleElement, listed: [UIAccessibilityLocationDescriptor]?) -> [ConsideredDescriptor] {
        resolve(listed, for: element, interaction: UIDragInteraction.self, defaultName: Phrase.defaultDragName(label:),
                make: ElementAction.Kind.dragSource)
    }

    /// Every drop point descriptor VoiceOver looks at for an element, as `consideredDragSources(for:)`.
    package func consideredDropPoints(for element: AccessibleElement) -> [ConsideredDescriptor] {
        consideredDropPoints(for: element, listed: element.object.accessibilityDropPointDescriptors)
    }

    /// The same, from the element's `accessibilityDropPointDescriptors` already read.
    func consideredDropPoints(for element: AccessibleElement, listed: [UIAccessibilityLocationDescriptor]?) -> [ConsideredDescriptor] {
        resolve(listed, for: element, interaction: UIDropInteraction.self, defaultName: Phrase.defaultDropName(label:),
                make: ElementAction.Kind.dropPoint)
    }

    /// The actions offered among considered descriptors, in order.
    package static func offered(in considered: [ConsideredDescriptor]) -> [ElementAction] {
        var actions: [ElementAction] = []
        actions.reserveCapacity(considered.count)
        for entry in considered {
            if let action = entry.action { actions.append(action) }
        }
        return actions
    }

    /// The descriptors considered, in order. `stopAtFirstOffered`: only the first one that is
    /// offered, or none: whether an element offers any, without resolving the rest (a hit test
    /// each) or saying why one is left out.
    private func resolve<I: UIInteraction>(
        _ descriptors: [UIAccessibilityLocationDescriptor]?, for element: AccessibleElement,
        interaction: I.Type, defaultName: (String) -> Phrase, make: (UIAccessibilityLocationDescriptor) -> ElementAction.Kind,
        stopAtFirstOffered: Bool = false
    ) -> [ConsideredDescriptor] {
        // Loops, not closures: a closure isolated to the main actor checks the executor each
        // time it is called, and this runs for every element (each row of a long table).
        var considered: [ConsideredDescriptor] = []
        if let descriptors {
            var onlyUIKits = !descriptors.isEmpty
            for descriptor in descriptors {
                if descriptor.automaticRole == nil { onlyUIKits = false }
                if stopAtFirstOffered {
                    // Whether it is offered is all that is asked: the action is not named.
                    guard isReachable(descriptor) else { continue }
                    return [consider(descriptor, origin: .own, make: make)]
                }
                considered.append(consider(descriptor, origin: .own, make: make))
            }
            // A cell's own descriptors from UIKit leave its subtree automatic, as for any view.
            guard onlyUIKits else { return considered }
        }
        guard let view = element.object as? UIView ?? element.view else { return considered }
        if element.object is UIView {
            var hosts: [UIView] = []
            Self.collectHosts(of: I.self, in: view, into: &hosts)
            // Named only when something is found: the label and the phrase cost more than the rest
            // for a row with no interaction of the kind.
            if !hosts.isEmpty {
                let name = PhraseBook.text(defaultName(element.label), in: language)
                for host in hosts {
                    let descriptor = UIAccessibilityLocationDescriptor(name: name, view: host)
                    let reachable = isReachable(descriptor)
                    if stopAtFirstOffered, !reachable { continue }
                    considered.append(ConsideredDescriptor(
                        descriptor: descriptor, origin: .automatic,
                        reachability: reachable ? .reachable : reachability(of: descriptor),
                        action: reachable ? ElementAction(name: descriptor.name, kind: make(descriptor), isAutomatic: true) : nil))
                    if stopAtFirstOffered, reachable { return considered }
                }
            }
        }
        // An element inside a table or collection view cell (its label, when the cell is not an
        // element) offers the cell's: UIKit's cells carry their container's drags and drops.
        if descriptors == nil, let cell = Self.cell(around: view, elementIsView: element.object is UIView) {
            let inherited = I.self == UIDragInteraction.self ? cell.accessibilityDragSourceDescriptors
                : cell.accessibilityDropPointDescriptors
            for descriptor in inherited ?? [] {
                if stopAtFirstOffered {
                    guard isReachable(descriptor) else { continue }
                    return [consider(descriptor, origin: .cell, make: make)]
                }
                considered.append(consider(descriptor, origin: .cell, make: make))
            }
        }
        return considered
    }

    /// One of an element's listed descriptors (its own or its cell's), with VoiceOver's verdict:
    /// the reason is worked out only for a descriptor left out.
    private func consider(_ descriptor: UIAccessibilityLocationDescriptor, origin: DescriptorOrigin,
                          make: (UIAccessibilityLocationDescriptor) -> ElementAction.Kind) -> ConsideredDescriptor {
        guard isReachable(descriptor) else {
            return ConsideredDescriptor(descriptor: descriptor, origin: origin, reachability: reachability(of: descriptor), action: nil)
        }
        return ConsideredDescriptor(descriptor: descriptor, origin: origin, reachability: .reachable,
                                    action: action(for: descriptor, make: make))
    }

    /// The cell whose descriptors an element inherits: the cell around its view, or, for an
    /// accessibility element whose container is a cell, that cell.
    private static func cell(around view: UIView, elementIsView: Bool) -> UIView? {
        if !elementIsView, view is UICollectionViewCell || view is UITableViewCell { return view }
        return view.enclosingCell
    }

    /// The action for one of an element's descriptors: UIKit's own are named in the screen
    /// reader's language after their role [sim]; an app's by the name it gave.
    private func action(for descriptor: UIAccessibilityLocationDescriptor,
                        make: (UIAccessibilityLocationDescriptor) -> ElementAction.Kind) -> ElementAction {
        if let role = descriptor.automaticRole {
            return ElementAction(name: PhraseBook.text(Self.phrase(for: role, label: descriptor.automaticLabel), in: language),
                                 kind: make(descriptor), isAutomatic: true)
        }
        // A descriptor named plainly has no speech language: its attributed name is not made.
        let language = descriptor.isNamedWithAttributes ? ElementAction.speechLanguage(of: descriptor.attributedName) : nil
        return ElementAction(name: descriptor.name, kind: make(descriptor), isAutomatic: false, language: language)
    }

    /// The phrase a descriptor UIKit made for a cell is spoken as.
    static func phrase(for role: AutomaticDescriptorRole, label: String) -> Phrase {
        switch role {
        case .drag: .defaultDragName(label: label)
        case .reorder: .reorderName(label: label)
        case .dropBefore: .dropBeforeName(label: label)
        case .dropAfter: .dropAfterName(label: label)
        case .dropInto: .defaultDropName(label: label)
        }
    }

    /// The shown views in a subtree (the root included) hosting an interaction of a type,
    /// in depth-first order.
    static func hosts<I: UIInteraction>(of type: I.Type, in root: UIView) -> [UIView] {
        var found: [UIView] = []
        collectHosts(of: type, in: root, into: &found)
        return found
    }

    private static func collectHosts<I: UIInteraction>(of type: I.Type, in root: UIView, into found: inout [UIView]) {
        guard !root.isHidden, root.alpha >= 0.01 else { return }
        for interaction in root.interactions where interaction is I {
            found.append(root)
            break
        }
        for subview in root.subviews { collectHosts(of: type, in: subview, into: &found) }
    }

    /// Whether VoiceOver would offer a descriptor: its view exists and is shown in a window, the
    /// point is inside the view, and a touch there reaches the view (nothing covers it).
    package func isReachable(_ descriptor: UIAccessibilityLocationDescriptor) -> Bool {
        // The same verdict as `reachability(of:)`, without working out why one is left out.
        guard let view = descriptor.view, view.isVisibleInWindow else { return false }
        return touchReachability(of: descriptor.point, in: view).isReachable
    }

    /// Whether VoiceOver would offer a descriptor, and if not, the first reason it would not.
    /// When no touch could reach the point because layout left the view with no size or put it
    /// wholly outside its window (or a view around it), that is the reason, whatever the point:
    /// the layout is what to fix, not the descriptor.
    package func reachability(of descriptor: UIAccessibilityLocationDescriptor) -> DescriptorReachability {
        guard let view = descriptor.view else { return .viewGone }
        guard view.isVisibleInWindow else { return .viewNotShown }
        let verdict = touchReachability(of: descriptor.point, in: view)
        // Only explains a descriptor the touch cannot reach: a view that lets touches in outside
        // its bounds (its own `point(inside:)`) keeps the finger's verdict.
        guard !verdict.isReachable else { return verdict }
        return Self.layoutMiss(of: view) ?? verdict
    }

    /// Whether a touch at a point in a shown view reaches it, and if not, why not.
    private func touchReachability(of point: CGPoint, in view: UIView) -> DescriptorReachability {
        guard view.bounds.contains(point) else { return .outsideView }
        let onScreen = view.screenPoint(for: point)
        guard finger.window(at: onScreen) != nil else { return .offScreen }
        let hit = finger.hitView(at: onScreen)
        guard let hit, hit.isDescendant(of: view) else { return .obscured(by: hit) }
        return .reachable
    }

    /// How layout put a view out of every touch's reach, if it did: no size, or wholly outside
    /// a view around it up to its window (past a scroll view, the scroll view is judged in its
    /// place: what it scrolls away is not misplaced). Edges are compared without Foundation's
    /// rectangle operations, which trap on a frame that is not a number; such a frame is no
    /// finding here.
    static func layoutMiss(of view: UIView) -> DescriptorReachability? {
        let size = view.bounds.size
        if size.width.isFinite, size.height.isFinite, !(size.width > 0 && size.height > 0) { return .viewHasNoSize }
        var area = view.screenRect(for: view.bounds)
        var ancestor = view.superview
        while let container = ancestor {
            if let scrollView = container as? UIScrollView {
                area = scrollView.screenRect(for: scrollView.bounds)
            } else {
                let around = container.screenRect(for: container.bounds)
                if isWhollyOutside(area, around) { return .viewOutside(container) }
            }
            ancestor = container.superview
        }
        return nil
    }

    /// Whether two rectangles, both finite, share no area (a rectangle with no area shares none).
    private static func isWhollyOutside(_ rect: CGRect, _ other: CGRect) -> Bool {
        let (a, b) = (edges(of: rect), edges(of: other))
        guard [a.left, a.right, a.top, a.bottom, b.left, b.right, b.top, b.bottom].allSatisfy(\.isFinite) else { return false }
        return !(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
    }

    private static func edges(of rect: CGRect) -> (left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat) {
        let x1 = rect.origin.x + rect.size.width, y1 = rect.origin.y + rect.size.height
        return (min(rect.origin.x, x1), max(rect.origin.x, x1), min(rect.origin.y, y1), max(rect.origin.y, y1))
    }

    /// Whether a view hosts an interaction of a type that can act: VoiceOver starts a drag or a
    /// drop only with the descriptor's view's own interaction (a drag interaction must be
    /// enabled).
    package static func hostsInteraction<I: UIInteraction>(_ type: I.Type, in view: UIView?) -> Bool {
        actingInteraction(type, in: view) != nil
    }

    /// The view's first interaction of a type that can act (a drag interaction must be enabled),
    /// the one VoiceOver starts a drag or a drop with.
    package static func actingInteraction<I: UIInteraction>(_ type: I.Type, in view: UIView?) -> I? {
        for interaction in view?.interactions ?? [] {
            guard let found = interaction as? I else { continue }
            if let drag = interaction as? UIDragInteraction, !drag.isEnabled { continue }
            return found
        }
        return nil
    }
}
