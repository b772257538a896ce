import CellKit

extension AuditRule {
    public static let hiddenControl = AuditRule(
        id: "hidden-control", severity: .warning,
        summary: "A control hidden inside an element.",
        rationale: """
            When a view is an accessibility element, VoiceOver does not visit its subviews. A \
            button or switch inside it cannot be reached unless the element offers the same \
            thing as a custom action, or the control lies under the element's activation point, \
            where a double tap on the element lands.
            """,
        example: """
            // Offer the button's action on the element, or stop making the container one element.
            shareView.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Share") { _ in share(); return true }
            ]
            """)
}

/// Enabled, shown controls inside an element, which VoiceOver cannot reach, unless the element
/// (or a container) offers a custom action of the control's name, or the control is the one a
/// double tap on the element presses: VoiceOver taps the activation point of an element that
/// does not handle `accessibilityActivate` itself. The audit cannot ask the element whether it
/// does (asking would activate it), so it takes UIKit's default, that it does not.
///
/// The pressed control is found in the element's own view, as a tap there lands once VoiceOver
/// has scrolled the element into view (a collection view's cell, which the audit does not
/// scroll, may lie partly past its edge), and as `DragSystem.tap` goes: up from the view hit to
/// the first that takes the tap, an enabled control or a collection view.
struct HiddenControlRule: RuleFamily {
    var rules: [AuditRule] { [.hiddenControl] }

    @MainActor
    func checkActions(of element: CheckedElement, in run: AuditRun) {
        // A view with no subviews hides no control (most elements): no set of its actions'
        // names is made to learn that.
        guard let view = element.element.object as? UIView, !view.subviews.isEmpty else { return }
        // Its own actions' names, and its containers' judged once for every element inside
        // them (`InheritedActions`).
        var offered = Set<String>()
        for action in element.ownCustom { offered.insert(AuditWording.spoken(action.name)) }
        let inherited = element.inherited.isEmpty ? InheritedActions.Names.none
            : run.kept(InheritedActions.init).names(of: element.inherited)
        let pressed = Self.control(pressedAt: element.element.object.accessibilityActivationPoint, in: view)
        var pending = view.subviews
        while !pending.isEmpty {
            let candidate = pending.removeFirst()
            guard !candidate.isHidden, candidate.alpha >= 0.01 else { continue }
            pending += candidate.subviews
            guard let control = candidate as? UIControl, control.isEnabled, control.isUserInteractionEnabled else {
                continue
            }
            if control === pressed { continue }
            let name = (control.accessibilityLabel ?? "").trimmedOfWhitespace
            let heard = AuditWording.spoken(name)
            guard !offered.contains(heard), inherited.byName[heard] == nil else { continue }
            let shown = name.isEmpty ? "a control" : "the control \"\(name)\""
            run.report(.hiddenControl, element: element.reference, at: control, view: run.paths.of(control),
                       message: "\(shown) (\(run.paths.of(control))) is inside \(AuditWording.describe(element.reference)), "
                           + "whose subviews VoiceOver does not visit",
                       fix: name.isEmpty ? "offer the control's action as a custom action of the element"
                           : "offer \"\(name)\" as a custom action of the element, or make the control an element of its own")
        }
    }

    /// The control a tap at a screen point inside `view` presses, if any.
    @MainActor
    static func control(pressedAt point: CGPoint, in view: UIView) -> UIControl? {
        var node = view.hitTest(view.pointFromScreen(point), with: nil)
        while let current = node, current !== view {
            if let control = current as? UIControl, control.isEnabled { return control }
            if current is UICollectionView { return nil }
            node = current.superview
        }
        return nil
    }
}
