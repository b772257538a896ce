import SceneFormat

/// A rule of the audit. The raw value is the rule's stable id, used in output, in `--explain`,
/// and in scene files' `audit.ignore`.
public enum AuditRule: String, Codable, Sendable, CaseIterable {
    case descriptorWithoutInteraction = "descriptor-without-interaction"
    case pointOutsideView = "point-outside-view"
    case pointObscured = "point-obscured"
    case pointOffScreen = "point-off-screen"
    case unexposedInteraction = "unexposed-interaction"
    case dragWithoutItems = "drag-without-items"
    case duplicateActionName = "duplicate-action-name"
    case sharedDefaultName = "shared-default-name"
    case defaultName = "default-name"
    case missingLabel = "missing-label"
    case hiddenControl = "hidden-control"
    case dropAcceptsNothingOffered = "drop-accepts-nothing-offered"

    public var id: String { rawValue }

    public var severity: AuditSeverity {
        switch self {
        case .descriptorWithoutInteraction, .pointOutsideView, .pointObscured, .pointOffScreen,
             .unexposedInteraction, .dragWithoutItems:
            .error
        case .duplicateActionName, .sharedDefaultName, .missingLabel, .hiddenControl, .dropAcceptsNothingOffered:
            .warning
        case .defaultName:
            .advice
        }
    }

    /// One line: what the rule finds.
    public var summary: String {
        switch self {
        case .descriptorWithoutInteraction: "A descriptor's view does not host the drag or drop interaction."
        case .pointOutsideView: "A descriptor's point lies outside its view."
        case .pointObscured: "A descriptor's point is covered by another view."
        case .pointOffScreen: "A descriptor's point is not on the screen, or its view is not shown."
        case .unexposedInteraction: "A drag or drop interaction that no element exposes."
        case .dragWithoutItems: "A drag source whose point yields no items."
        case .duplicateActionName: "Two actions with one name on one element."
        case .sharedDefaultName: "Several automatically exposed interactions on one element."
        case .defaultName: "An automatically exposed interaction left with its default name."
        case .missingLabel: "An element with no label."
        case .hiddenControl: "A control hidden inside an element."
        case .dropAcceptsNothingOffered: "A drop point that accepts none of the types the scene's drags offer."
        }
    }

    /// Why the rule matters, for `--explain`.
    public var rationale: String {
        switch self {
        case .descriptorWithoutInteraction:
            """
            A UIAccessibilityLocationDescriptor names a view and a point in it. VoiceOver starts the \
            drag (or makes the drop) with the interaction of that very view, not one of its \
            ancestors or descendants: the talk's own warning. When the view hosts no matching \
            interaction, the action is listed but activating it does nothing ("Nothing to drag here").
            """
        case .pointOutsideView:
            """
            VoiceOver silently leaves out a descriptor whose point lies outside its view's bounds. \
            The point is in the view's own coordinates, not the element's or the window's; a point \
            converted the wrong way is the usual cause. The VoiceOver user never hears the action.
            """
        case .pointObscured:
            """
            VoiceOver hit-tests the descriptor's point, as a finger would, and leaves the descriptor \
            out when the touch lands on another view (an overlay, a badge, a sibling drawn on top) \
            or on nothing (a view that is not interactive). The action silently disappears.
            """
        case .pointOffScreen:
            """
            A descriptor whose view is hidden, transparent, out of its window, or whose point falls \
            outside every window on the screen is silently left out. Views that extend past the \
            edge of the window are the usual cause.
            """
        case .unexposedInteraction:
            """
            VoiceOver finds interactions automatically only in an element's own view and its \
            subviews, never in an ancestor. An interaction on a container whose children are the \
            elements, or on an element that set its descriptors to an empty list, cannot be used \
            by a VoiceOver user unless some element's descriptor points at its view.
            """
        case .dragWithoutItems:
            """
            VoiceOver starts a drag by long-pressing at the descriptor's point. When the drag \
            interaction's delegate returns no items there (a point between the bars of a graph, \
            past the last row of a list), the action is offered but does nothing.
            """
        case .duplicateActionName:
            """
            The Actions rotor lists actions by name. Two actions with one name on one element \
            cannot be told apart by ear; the user has to guess which drop point is which.
            """
        case .sharedDefaultName:
            """
            Interactions found automatically are named after the element: "Drag ‹label›", "Drop \
            into ‹label›". Two of one kind inside one element get the same name, so the user cannot \
            tell them apart.
            """
        case .defaultName:
            """
            An automatically found interaction is named after the element ("Drop into Notes"). That \
            works, but a name saying what the action does ("Drop into attachments") is clearer, \
            and is what the talk recommends.
            """
        case .missingLabel:
            """
            An element without a label is spoken by its traits alone ("Image", "Button"), and its \
            automatic drag and drop names become "Drag" and "Drop into" with nothing after them.
            """
        case .hiddenControl:
            """
            When a view is an accessibility element, VoiceOver does not visit its subviews. A \
            button or switch inside it cannot be reached unless the element offers the same \
            thing as a custom action.
            """
        case .dropAcceptsNothingOffered:
            """
            The audit holds each drag VoiceOver can start over each drop point. A drop point that \
            none of them can drop on (its delegate's canHandle refuses every one) is offered to the \
            user during every drag and always fails. Either it expects types no drag offers, or \
            the drag sources offer the wrong types. Scenes with no drag at all are not checked.
            """
        }
    }

    /// An example fix in UIKit, for `--explain`.
    public var example: String {
        switch self {
        case .descriptorWithoutInteraction:
            """
            // The drag interaction is on cardView, not on titleLabel.
            card.accessibilityDragSourceDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drag recipe", point: titleLabel.center, in: cardView)
            ]
            """
        case .pointOutsideView:
            """
            // The point is in the view's own coordinates.
            let point = CGPoint(x: basket.bounds.midX, y: basket.bounds.midY)
            UIAccessibilityLocationDescriptor(name: "Drop into basket", point: point, in: basket)
            """
        case .pointObscured:
            """
            // Choose a point the overlay does not cover, or let touches through the overlay.
            sticker.isUserInteractionEnabled = false
            """
        case .pointOffScreen:
            """
            // Keep the point on screen: inside the visible part of the view.
            let visible = view.bounds.intersection(view.convert(window.bounds, from: window))
            UIAccessibilityLocationDescriptor(name: "Drop here", point: CGPoint(x: visible.midX, y: visible.midY), in: view)
            """
        case .unexposedInteraction:
            """
            // Each row element points at the shelf, which hosts the drag.
            row.accessibilityDragSourceDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drag \\(row.title)", point: row.center, in: shelf)
            ]
            """
        case .dragWithoutItems:
            """
            // Point at the bar itself, where itemsForBeginning returns its item.
            UIAccessibilityLocationDescriptor(name: "Drag bar data", point: bar.position, in: graphView)
            """
        case .duplicateActionName:
            """
            card.accessibilityDropPointDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drop into portrait", view: portraitView),
                UIAccessibilityLocationDescriptor(name: "Drop into attachments", view: attachmentsView),
            ]
            """
        case .sharedDefaultName:
            """
            // Name each interaction instead of leaving them to be found.
            planner.accessibilityDropPointDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drop into lunch", view: lunchWell),
                UIAccessibilityLocationDescriptor(name: "Drop into dinner", view: dinnerWell),
            ]
            """
        case .defaultName:
            """
            tip.accessibilityDragSourceDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drag tip text", view: tip)
            ]
            """
        case .missingLabel:
            """
            shareView.accessibilityLabel = "Share recipe"
            """
        case .hiddenControl:
            """
            // Offer the button's action on the element, or stop making the container one element.
            shareView.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Share") { _ in share(); return true }
            ]
            """
        case .dropAcceptsNothingOffered:
            """
            // Accept what the drags offer, or offer what the drop expects.
            func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
                session.hasItemsConforming(toTypeIdentifiers: [UTType.url.identifier, UTType.plainText.identifier])
            }
            """
        }
    }

    /// What to say about an id that names no rule: the nearest rule, if one is close, and
    /// every rule's id.
    public static func unknownMessage(for id: String) -> String {
        let ids = allCases.map(\.id)
        var message = "unknown rule '\(Echo.text(id))'"
        if let near = NearestName.suggestion(for: id, among: ids) { message += "; did you mean '\(near)'?" }
        return message + " The rules are: " + ids.joined(separator: ", ")
    }

    /// `--explain`'s text: id, severity, summary, rationale and example.
    public var explanation: String {
        let indented = example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        return """
            \(id) (\(severity.rawValue))
            \(summary)

            \(Self.wrapped(rationale, width: 80))

            Example fix:
            \(indented.joined(separator: "\n"))
            """
    }

    /// Text broken into lines of at most `width` characters at spaces (a longer word keeps its
    /// own line), for a terminal.
    static func wrapped(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
