import CellKit
import ScreenReader

extension AuditRule {
    public static let duplicateActionName = AuditRule(
        id: "duplicate-action-name", severity: .warning,
        summary: "Two actions with one name on one element.",
        rationale: """
            The Actions rotor lists actions by name. Two actions with one name on one element \
            cannot be told apart by ear; the user has to guess which drop point is which.
            """,
        example: """
            card.accessibilityDropPointDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drop into portrait", view: portraitView),
                UIAccessibilityLocationDescriptor(name: "Drop into attachments", view: attachmentsView),
            ]
            """)

    public static let sharedDefaultName = AuditRule(
        id: "shared-default-name", severity: .warning,
        summary: "Several automatically exposed interactions on one element.",
        rationale: """
            Interactions found automatically are named after the element: "Drag ‹label›", "Drop \
            into ‹label›". Two of one kind inside one element get the same name, so the user cannot \
            tell them apart.
            """,
        example: """
            // Name each interaction instead of leaving them to be found.
            planner.accessibilityDropPointDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drop into lunch", view: lunchWell),
                UIAccessibilityLocationDescriptor(name: "Drop into dinner", view: dinnerWell),
            ]
            """)

    public static let defaultName = AuditRule(
        id: "default-name", severity: .advice,
        summary: "An automatically exposed interaction left with its default name.",
        rationale: """
            An automatically found interaction is named after the element ("Drop into Notes"). That \
            works, but a name saying what the action does ("Drop into attachments") is clearer, \
            and is what the talk recommends.
            """,
        example: """
            tip.accessibilityDragSourceDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drag tip text", view: tip)
            ]
            """)
}

/// The names an element's Actions rotor speaks: two that sound alike, several automatic ones
/// sharing their default name (that alone, not also a duplicate), and an automatic one left
/// with its default name. The rotor holds the custom actions with the drag sources, and, while a
/// drag is held, with the drop points: names collide within each of the two.
struct ActionNameRules: RuleFamily {
    var rules: [AuditRule] { [.duplicateActionName, .sharedDefaultName, .defaultName] }

    @MainActor
    func checkActions(of element: CheckedElement, in run: AuditRun) {
        // The element is named only for a finding: most have none.
        let object = element.element.object
        let count = element.custom.count + element.sources.count + element.drops.count
        // No action (most elements of a screen, a data table's cells): no name to judge, and no
        // lists, table of names or sets made to learn that.
        if count == 0 { return }
        // One action alone (a long table's row) cannot share a name: only its default name is
        // worth a word, and no list of names is needed to say so.
        if count == 1 {
            if let action = element.sources.first ?? element.drops.first, Self.isNamedByDefault(action) {
                reportDefaultName(action, of: element, in: run)
            }
            return
        }
        let lists = [element.custom + element.sources, element.custom + element.drops]
        // How each name sounds, worked out once per name (a long table has one per row).
        var spoken: [String: String] = [:]
        func sound(_ name: String) -> String {
            if let known = spoken[name] { return known }
            let said = AuditWording.spoken(name)
            spoken[name] = said
            return said
        }
        var reported: Set<String> = []
        var shared: Set<String> = []
        for list in lists where list.count > 1 {
            let groups = Dictionary(grouping: list) { sound($0.name) }
            for (name, group) in groups.sorted(by: { $0.key < $1.key }) where group.count > 1 {
                guard reported.insert(name).inserted else { continue }
                let reference = element.reference
                if group.allSatisfy(Self.isNamedByDefault) {
                    shared.insert(name)
                    run.report(.sharedDefaultName, element: reference, at: object, view: nil,
                               message: "\(AuditWording.describe(reference)) has \(group.count) interactions "
                                   + "found automatically, all named \"\(group[0].name)\"",
                               fix: "give the element descriptors that name each one: "
                                   + group.compactMap { $0.descriptor?.view.map { run.paths.of($0) } }
                                       .joined(separator: ", "))
                } else {
                    run.report(.duplicateActionName, element: reference, at: object, view: nil,
                               message: "\(AuditWording.describe(reference)) has \(group.count) actions "
                                   + "named \"\(group[0].name)\"",
                               fix: "give each action a name that says where it drags from or drops into")
                }
            }
        }
        for action in lists.flatMap({ $0 }) where Self.isNamedByDefault(action) {
            let name = sound(action.name)
            guard !shared.contains(name), reported.insert("auto:" + name).inserted else { continue }
            reportDefaultName(action, of: element, in: run)
        }
    }

    /// Whether VoiceOver found the interaction and named it after the element. UIKit's own
    /// descriptors for a table or collection view cell are automatic too, but named by UIKit for
    /// what each does ("Drop before Milk"), as every iOS user hears them: nothing to fix.
    @MainActor
    static func isNamedByDefault(_ action: ElementAction) -> Bool {
        action.isAutomatic && action.descriptor?.automaticRole == nil
    }

    @MainActor
    private func reportDefaultName(_ action: ElementAction, of element: CheckedElement, in run: AuditRun) {
        let kind = if case .dropPoint = action.kind { "drop point" } else { "drag source" }
        var view: String?
        if let host = action.descriptor?.view { view = run.paths.of(host) }
        // Every row of a long table gets this advice: it is worded only if someone reads it.
        let reference = element.reference, name = action.name
        run.report(.defaultName, element: reference, at: element.element.object, view: view,
                   wording: AuditFinding.Wording { AuditWording.describe(reference) + " offers the " + kind + " \"" + name + "\", named by default" },
                   fix: "give the element a descriptor whose name says what the action does")
    }
}
