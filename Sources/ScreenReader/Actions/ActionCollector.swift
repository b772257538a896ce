import CellKit

/// Works out an element's drag sources and drop points as VoiceOver does.
///
/// `nil` descriptors mean automatic: the drag (or drop) interactions of the element's own view
/// and its subtree, never an ancestor's, each with a default name. `[]` means none. A list is
/// used as given. Either way a descriptor is silently left out when its view is gone, not shown
/// in a window, the point lies outside the view, or another view covers that point.
@MainActor
public struct ActionCollector {
    let finger: Finger
    let language: Language

    public init(finger: Finger, language: Language) {
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
    public func actions(for element: AccessibleElement) -> [ElementAction] {
        let custom = customActions(for: element)
        guard finger.isDragging else { return custom + dragSources(for: element) }
        // A reorder control moves its row alone: it adds nothing to a drag.
        let sources = dragSources(for: element).filter { $0.descriptor?.automaticRole != .reorder }
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
        return custom + dropPoints(for: element) + adding
    }

    /// The element's custom actions, then those inherited from containers that are not elements.
    public func customActions(for element: AccessibleElement) -> [ElementAction] {
        let inherited = element.containerCustomActions
        return ((element.object.accessibilityCustomActions ?? []) + inherited).map {
            ElementAction(name: $0.name, kind: .custom($0), isAutomatic: false)
        }
    }

    public func dragSources(for element: AccessibleElement) -> [ElementAction] {
        resolve(element.object.accessibilityDragSourceDescriptors, for: element,
                interaction: UIDragInteraction.self, defaultName: Phrase.defaultDragName(label:),
                make: ElementAction.Kind.dragSource)
    }

    public func dropPoints(for element: AccessibleElement) -> [ElementAction] {
        resolve(element.object.accessibilityDropPointDescriptors, for: element,
                interaction: UIDropInteraction.self, defaultName: Phrase.defaultDropName(label:),
                make: ElementAction.Kind.dropPoint)
    }

    private func resolve<I: UIInteraction>(
        _ descriptors: [UIAccessibilityLocationDescriptor]?, for element: AccessibleElement,
        interaction: I.Type, defaultName: (String) -> Phrase, make: (UIAccessibilityLocationDescriptor) -> ElementAction.Kind
    ) -> [ElementAction] {
        // Loops, not closures: a closure isolated to the main actor checks the executor each
        // time it is called, and this runs for every element (each row of a long table).
        var actions: [ElementAction] = []
        if let descriptors {
            var onlyUIKits = !descriptors.isEmpty
            for descriptor in descriptors {
                if descriptor.automaticRole == nil { onlyUIKits = false }
                guard isReachable(descriptor) else { continue }
                actions.append(action(for: descriptor, make: make))
            }
            // A cell's own descriptors from UIKit leave its subtree automatic, as for any view.
            guard onlyUIKits else { return actions }
        }
        guard let view = element.object as? UIView ?? element.view else { return actions }
        if element.object is UIView {
            var hosts: [UIView] = []
            Self.collectHosts(of: I.self, in: view, into: &hosts)
            // Named only when something is found: the label and the phrase cost more than the rest
            // for a row with no interaction of the kind.
            if !hosts.isEmpty {
                let name = PhraseBook.text(defaultName(element.label), in: language)
                for host in hosts {
                    let descriptor = UIAccessibilityLocationDescriptor(name: name, view: host)
                    if isReachable(descriptor) { actions.append(ElementAction(name: descriptor.name, kind: make(descriptor), isAutomatic: true)) }
                }
            }
        }
        // An element inside a table or collection view cell (its label, when the cell is not an
        // element) offers the cell's: UIKit's cells carry their container's drags and drops.
        if descriptors == nil, let cell = Self.cell(around: view, elementIsView: element.object is UIView) {
            let inherited = I.self == UIDragInteraction.self ? cell.accessibilityDragSourceDescriptors
                : cell.accessibilityDropPointDescriptors
            for descriptor in inherited ?? [] where isReachable(descriptor) {
                actions.append(action(for: descriptor, make: make))
            }
        }
        return actions
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
        return ElementAction(name: descriptor.name, kind: make(descriptor), isAutomatic: false,
                             language: ElementAction.speechLanguage(of: descriptor.attributedName))
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
    public func isReachable(_ descriptor: UIAccessibilityLocationDescriptor) -> Bool {
        reachability(of: descriptor).isReachable
    }

    /// Whether VoiceOver would offer a descriptor, and if not, the first reason it would not.
    public func reachability(of descriptor: UIAccessibilityLocationDescriptor) -> DescriptorReachability {
        guard let view = descriptor.view else { return .viewGone }
        guard view.isVisibleInWindow else { return .viewNotShown }
        guard view.bounds.contains(descriptor.point) else { return .outsideView }
        let point = view.screenPoint(for: descriptor.point)
        guard finger.window(at: point) != nil else { return .offScreen }
        let hit = finger.hitView(at: point)
        guard let hit, hit.isDescendant(of: view) else { return .obscured(by: hit) }
        return .reachable
    }

    /// Whether a view hosts an interaction of a type that can act: VoiceOver starts a drag or a
    /// drop only with the descriptor's view's own interaction (a drag interaction must be
    /// enabled).
    public static func hostsInteraction<I: UIInteraction>(_ type: I.Type, in view: UIView?) -> Bool {
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
