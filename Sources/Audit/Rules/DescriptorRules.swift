import CellKit
import ScreenReader

extension AuditRule {
    public static let descriptorWithoutInteraction = AuditRule(
        id: "descriptor-without-interaction", severity: .error,
        summary: "A descriptor's view does not host the drag or drop interaction.",
        rationale: """
            A UIAccessibilityLocationDescriptor names a view and a point in it. VoiceOver starts the \
            drag (or makes the drop) with the interaction of that very view, not one of its \
            ancestors or descendants: the talk's own warning. When the view hosts no matching \
            interaction, the action is listed but activating it does nothing ("Nothing to drag here").
            """,
        example: """
            // The drag interaction is on cardView, not on titleLabel.
            card.accessibilityDragSourceDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drag recipe", point: titleLabel.center, in: cardView)
            ]
            """)

    public static let pointOutsideView = AuditRule(
        id: "point-outside-view", severity: .error,
        summary: "A descriptor's point lies outside its view.",
        rationale: """
            VoiceOver silently leaves out a descriptor whose point lies outside its view's bounds. \
            The point is in the view's own coordinates, not the element's or the window's; a point \
            converted the wrong way is the usual cause. The VoiceOver user never hears the action.
            """,
        example: """
            // The point is in the view's own coordinates.
            let point = CGPoint(x: basket.bounds.midX, y: basket.bounds.midY)
            UIAccessibilityLocationDescriptor(name: "Drop into basket", point: point, in: basket)
            """)

    public static let pointObscured = AuditRule(
        id: "point-obscured", severity: .error,
        summary: "A descriptor's point is covered by another view.",
        rationale: """
            VoiceOver hit-tests the descriptor's point, as a finger would, and leaves the descriptor \
            out when the touch lands on another view (an overlay, a badge, a sibling drawn on top) \
            or on nothing (a view that is not interactive). The action silently disappears.
            """,
        example: """
            // Choose a point the overlay does not cover, or let touches through the overlay.
            sticker.isUserInteractionEnabled = false
            """)

    public static let pointOffScreen = AuditRule(
        id: "point-off-screen", severity: .error,
        summary: "A descriptor's point is not on the screen, or its view is not shown.",
        rationale: """
            A descriptor whose view is hidden, transparent, out of its window, or whose point falls \
            outside every window on the screen is silently left out. Views that extend past the \
            edge of the window are the usual cause.
            """,
        example: """
            // Keep the point on screen: inside the visible part of the view.
            let visible = view.bounds.intersection(view.convert(window.bounds, from: window))
            UIAccessibilityLocationDescriptor(name: "Drop here", point: CGPoint(x: visible.midX, y: visible.midY), in: view)
            """)

    public static let viewOutOfReach = AuditRule(
        id: "view-out-of-reach", severity: .error,
        summary: "Layout put a descriptor's view, or a drag or drop view, where no touch reaches it: no size, or wholly outside its window.",
        rationale: """
            VoiceOver leaves out a descriptor whose point no touch can reach, and a touch outside a \
            view reaches none of its subviews. When layout gives the descriptor's view (or a view \
            hosting a drag or drop interaction) no width or height, or places it wholly outside its \
            window (or outside a view around it), every point of it is out of reach: the \
            descriptor is not what is wrong, the layout is. A \
            frame worked out before the window had its size, a missing constraint, and a view \
            squeezed to nothing by the views around it are the usual causes. The VoiceOver user \
            never hears the action.
            """,
        example: """
            // Pin the drop area inside the screen, below the list, with a height of its own.
            NSLayoutConstraint.activate([
                doneArea.topAnchor.constraint(equalTo: tableView.bottomAnchor, constant: 8),
                doneArea.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                doneArea.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                doneArea.heightAnchor.constraint(equalToConstant: 3),
            ])
            """)
}

/// The app's own descriptors that VoiceOver leaves out, or offers but cannot act on: each
/// descriptor an element lists is checked as VoiceOver checks it (`ActionCollector`'s
/// reachability), and the first reason it fails is the finding.
struct DescriptorRules: RuleFamily {
    var rules: [AuditRule] {
        [.descriptorWithoutInteraction, .pointOutsideView, .pointObscured, .pointOffScreen, .viewOutOfReach]
    }

    @MainActor
    func checkActions(of element: CheckedElement, in run: AuditRun) {
        // The descriptors VoiceOver looked at, as it decided them (its own list, or the cell's it
        // inherits): a descriptor VoiceOver drops is explained here, and only such a one.
        let lists: [(OfferedAction.Kind, [ConsideredDescriptor])] = [
            (.dragSource, element.consideredSources), (.dropPoint, element.consideredDrops),
        ]
        for (kind, considered) in lists {
            // VoiceOver's own finds, and UIKit's own descriptors for a table or collection view
            // cell, are not the app's to fix.
            for entry in considered where entry.origin != .automatic && entry.descriptor.automaticRole == nil {
                check(entry.descriptor, reachability: entry.reachability, kind: kind, of: element, in: run)
            }
        }
    }

    @MainActor
    private func check(_ descriptor: UIAccessibilityLocationDescriptor, reachability: DescriptorReachability,
                       kind: OfferedAction.Kind, of element: CheckedElement, in run: AuditRun) {
        let reference = element.reference, object = element.element.object
        let what = "the \(kind == .dragSource ? "drag source" : "drop point") \"\(descriptor.name)\" of "
            + AuditWording.describe(reference)
        let interaction = kind == .dragSource ? "drag" : "drop"
        let viewPath = descriptor.view.map { run.paths.of($0) }
        let point = "(\(AuditWording.number(descriptor.point.x)), \(AuditWording.number(descriptor.point.y)))"
        switch reachability {
        case .reachable:
            guard !kind.isHosted(by: descriptor.view), let view = descriptor.view else { return }
            // A drag interaction that is there but turned off (`isEnabled` false) is a different
            // mistake from one that is elsewhere, with a different fix.
            let disabled = kind == .dragSource && view.interactions.contains { ($0 as? UIDragInteraction)?.isEnabled == false }
            if disabled {
                run.report(.descriptorWithoutInteraction, element: reference, at: object, view: viewPath,
                           message: "\(what) names \(run.paths.of(view)), whose drag interaction is disabled (isEnabled is false), "
                               + "so activating it does nothing",
                           fix: "enable the drag interaction while the descriptor is offered, or offer the descriptor only while it is enabled")
                return
            }
            if let container = Self.cellContainer(of: view, hosting: kind) {
                let isTable = container is UITableView
                let containerKind = isTable ? "table view" : "collection view"
                let containerPath = run.paths.of(container)
                run.report(.descriptorWithoutInteraction, element: reference, at: object, view: viewPath,
                           message: "\(what) names \(run.paths.of(view)), a cell, which hosts no \(interaction) interaction: "
                               + "its \(containerKind) \(containerPath) hosts the \(interaction) interaction for its "
                               + "\(isTable ? "rows" : "items"), so activating it does nothing",
                           fix: "name \(containerPath), the \(containerKind) that hosts the \(interaction) interaction, as the "
                               + "descriptor's view, with the point in its coordinates "
                               + "(cell.convert(point, to: \(isTable ? "tableView" : "collectionView"))); or leave the cell's "
                               + "descriptors to UIKit (nil): its cells offer the \(containerKind)'s drags and drops already")
                return
            }
            let host = hostNear(view, kind)
            run.report(.descriptorWithoutInteraction, element: reference, at: object, view: viewPath,
                       message: "\(what) names \(run.paths.of(view)), which hosts no \(interaction) interaction, "
                           + "so activating it does nothing",
                       fix: host.map { "name \(run.paths.of($0)), the view that hosts the \(interaction) interaction, "
                           + "as the descriptor's view (the point is in that view's coordinates)" }
                           ?? "add the \(interaction) interaction to \(run.paths.of(view)), or name the view that hosts it")
        case .viewHasNoSize, .viewOutside:
            guard let view = descriptor.view, let why = AuditWording.laidOutOfReach(paths: run.paths, view, reachability) else { return }
            run.report(.viewOutOfReach, element: reference, at: object, view: viewPath,
                       message: "\(what) names \(run.paths.of(view)), which no touch can reach: \(why), "
                           + "so VoiceOver leaves it out",
                       fix: AuditWording.layoutFix(paths: run.paths, view, reachability))
        case .outsideView:
            let size = descriptor.view.map {
                "\(AuditWording.number($0.bounds.width))×\(AuditWording.number($0.bounds.height))"
            } ?? "?"
            run.report(.pointOutsideView, element: reference, at: object, view: viewPath,
                       message: "\(what) has its point \(point) outside \(viewPath ?? "its view") (\(size)), "
                           + "so VoiceOver leaves it out",
                       fix: "give a point inside the view's bounds, in the view's own coordinates")
        case .obscured(let cover):
            let why = descriptor.view.map { AuditWording.obscuring(paths: run.paths, $0, by: cover) } ?? "a touch reaches no view"
            run.report(.pointObscured, element: reference, at: object, view: viewPath,
                       message: "\(what) has its point \(point) in \(viewPath ?? "its view") where \(why), "
                           + "so VoiceOver leaves it out",
                       fix: "choose a point nothing covers, or let touches through the covering view")
        case .offScreen:
            run.report(.pointOffScreen, element: reference, at: object, view: viewPath,
                       message: "\(what) has its point \(point) in \(viewPath ?? "its view") off the screen, "
                           + "so VoiceOver leaves it out",
                       fix: "choose a point in the part of the view that is on screen")
        case .viewNotShown:
            run.report(.pointOffScreen, element: reference, at: object, view: viewPath,
                       message: "\(what) names \(viewPath ?? "a view") which is not shown "
                           + "(hidden, transparent, or in no window), so VoiceOver leaves it out",
                       fix: "show the view, or take the descriptor away while it is hidden")
        case .viewGone:
            run.report(.pointOffScreen, element: reference, at: object, view: nil,
                       message: "\(what) names a view that no longer exists, so VoiceOver leaves it out",
                       fix: "make descriptors for the views on screen now, when the screen changes")
        }
    }

    /// The table or collection view hosting the interaction for the cell `view` is (or is
    /// inside), when it does.
    @MainActor
    private static func cellContainer(of view: UIView, hosting kind: OfferedAction.Kind) -> UIView? {
        let cell = view is UITableViewCell || view is UICollectionViewCell ? view : view.enclosingCell
        guard let container = cell?.superview, container is UITableView || container is UICollectionView,
              kind.isHosted(by: container) else { return nil }
        return container
    }

    /// The view hosting the right kind of interaction nearest to `view`: an ancestor, or else a
    /// descendant.
    @MainActor
    private func hostNear(_ view: UIView, _ kind: OfferedAction.Kind) -> UIView? {
        var ancestor: UIView? = view.superview
        while let candidate = ancestor, !(candidate is UIWindow) {
            if kind.isHosted(by: candidate) { return candidate }
            ancestor = candidate.superview
        }
        var pending = view.subviews
        while !pending.isEmpty {
            let candidate = pending.removeFirst()
            if kind.isHosted(by: candidate) { return candidate }
            pending += candidate.subviews
        }
        return nil
    }
}
