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
///
/// An element's custom actions are its own, then those it inherits from the containers around
/// it: a list every element inside a container shares, judged once (`InheritedActions`), so an
/// element costs what it has of its own, and the findings on the names it inherits come from
/// that once-made judgement, each element still named in its own.
struct ActionNameRules: RuleFamily {
    var rules: [AuditRule] { [.duplicateActionName, .sharedDefaultName, .defaultName] }

    /// The actions of one list of the rotor that share a name as heard.
    private struct Group {
        /// How many, the inherited ones included.
        var count = 0
        /// The first one's name as written, among the element's own custom actions, and among
        /// the drag sources or drop points after the inherited ones.
        var firstOwn: String?
        var firstAfter: String?
        /// Whether the list's inherited actions have the name (custom actions, never named by
        /// default).
        var isInherited = false
        /// The element's own actions with the name, in the rotor's order.
        var own: [ElementAction] = []
    }

    @MainActor
    func checkActions(of element: CheckedElement, in run: AuditRun) {
        // The element is named only for a finding: most have none.
        let object = element.element.object
        let count = element.customCount + element.sources.count + element.drops.count
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
        let inherited = element.inherited.isEmpty ? InheritedActions.Names.none
            : run.kept(InheritedActions.init).names(of: element.inherited)
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
        // The rotor's two lists: the custom actions (own, then inherited) with the drag sources,
        // and with the drop points.
        for after in [element.sources, element.drops] where element.customCount + after.count > 1 {
            var groups: [String: Group] = [:]
            for action in element.ownCustom {
                let name = sound(action.name)
                groups[name, default: Group()].own.append(action)
                if groups[name]?.firstOwn == nil { groups[name]?.firstOwn = action.name }
            }
            for action in after {
                let name = sound(action.name)
                groups[name, default: Group()].own.append(action)
                if groups[name]?.firstAfter == nil { groups[name]?.firstAfter = action.name }
            }
            // The element's own names, with the inherited ones of each, then the names only
            // the inherited list repeats: merged in order, as the list's groups sorted by name.
            var named: [(name: String, group: Group)] = []
            for (name, var group) in groups {
                group.count = group.own.count
                if let found = inherited.byName[name] {
                    group.count += found.count
                    group.isInherited = true
                }
                if group.count > 1 { named.append((name, group)) }
            }
            named.sort { $0.name < $1.name }
            var mine = named.startIndex
            var theirs = inherited.repeated.startIndex
            while mine < named.endIndex || theirs < inherited.repeated.endIndex {
                let name: String, group: Group
                if theirs < inherited.repeated.endIndex, groups[inherited.repeated[theirs]] != nil {
                    // Counted with the element's own.
                    theirs += 1
                    continue
                }
                if theirs < inherited.repeated.endIndex, mine == named.endIndex || inherited.repeated[theirs] < named[mine].name {
                    name = inherited.repeated[theirs]
                    group = Group(count: inherited.byName[name]?.count ?? 0, isInherited: true)
                    theirs += 1
                } else {
                    (name, group) = named[mine]
                    mine += 1
                }
                guard reported.insert(name).inserted else { continue }
                // The first in the rotor's order: the element's own, the inherited, the rest.
                let first = group.firstOwn ?? inherited.byName[name]?.first ?? group.firstAfter ?? ""
                let reference = element.reference
                if !group.isInherited && group.own.allSatisfy(Self.isNamedByDefault) {
                    shared.insert(name)
                    run.report(.sharedDefaultName, element: reference, at: object, view: nil,
                               message: "\(AuditWording.describe(reference)) has \(group.count) interactions "
                                   + "found automatically, all named \"\(first)\"",
                               fix: "give the element descriptors that name each one: "
                                   + group.own.compactMap { $0.descriptor?.view.map { run.paths.of($0) } }
                                       .joined(separator: ", "))
                } else {
                    run.report(.duplicateActionName, element: reference, at: object, view: nil,
                               message: "\(AuditWording.describe(reference)) has \(group.count) actions "
                                   + "named \"\(first)\"",
                               fix: "give each action a name that says where it drags from or drops into")
                }
            }
        }
        // Inherited actions are custom ones, never named by default.
        for after in [element.sources, element.drops] {
            for action in element.ownCustom + after where Self.isNamedByDefault(action) {
                let name = sound(action.name)
                guard !shared.contains(name), reported.insert("auto:" + name).inserted else { continue }
                reportDefaultName(action, of: element, in: run)
            }
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
