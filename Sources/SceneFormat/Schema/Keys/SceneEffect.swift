import CellKit

/// What a button, a switch, an adjustable or a custom action does, declared in a scene file:
/// announce something, hide or show views by id, or fail (a custom action then makes VoiceOver
/// say "Action failed").
struct SceneEffect {
    /// What an effect may say, in the order messages list them.
    static let keys = [
        SchemaKey("announce", .text, .optional, "what VoiceOver announces"),
        SchemaKey("hide", .ids, .optional,
                  "views to hide; VoiceOver is told the layout changed, and a hidden focus moves to what took its place"),
        SchemaKey("show", .ids, .optional, "views to show"),
        SchemaKey("succeeds", .bool, .otherwise("it succeeds"), "`false`: the action fails and VoiceOver says \"Action failed\""),
    ]

    /// A button's, switch's or adjustable's `action`: an effect that cannot fail.
    static let controlAction = MappingSchema(
        title: "Control `action`",
        summary: "What a button's tap, a switch's flip or an adjustable's tap does.",
        keys: keys.filter { $0.name != "succeeds" })

    /// A control's `action` key, with what runs it.
    static func actionKey(_ summary: String) -> SchemaKey {
        SchemaKey("action", .mapping(controlAction), .optional, summary)
    }

    /// The control's `action`, to be resolved once every view exists.
    @MainActor
    static func addAction(of keys: MappingReader, to control: UIControl, in builder: inout SceneBuilder) throws(SceneError) {
        guard let node = keys["action"] else { return }
        builder.references.append(.controlAction(control, try SceneEffect(try node.mapping(controlAction))))
    }

    /// Each of `customActions`: a name and an effect.
    static let customAction = MappingSchema(
        title: "`customActions` (each)",
        summary: "A custom action, offered in the Actions rotor. On a view that is not an element, custom actions "
            + "pass to every element inside it.",
        keys: [SchemaKey("name", .text, .required, "what the Actions rotor says; not empty")] + keys)

    /// A magic tap's or an escape's handler: an effect that may decline (`succeeds: false`), so
    /// that VoiceOver asks the next object up.
    static let handler = MappingSchema(
        title: "`magicTap`, `escape`",
        summary: "What the object does when VoiceOver asks it to (`accessibilityPerformMagicTap`, "
            + "`accessibilityPerformEscape`). VoiceOver asks the focused element first, then the views around it, "
            + "innermost first, up to the window (the app); the first that handles it ends the search.",
        keys: keys.map { key in
            key.name == "succeeds"
                ? SchemaKey("succeeds", .bool, .otherwise("it handles it"),
                            "`false`: it declines, does nothing, and VoiceOver asks the next object up")
                : key
        })

    /// The handler under `key` (`magicTap` or `escape`), to be resolved once every view exists.
    @MainActor
    static func addHandler(_ kind: SceneBuilder.HandlerKind, of keys: MappingReader, to object: UIResponder,
                           in builder: inout SceneBuilder) throws(SceneError) {
        guard let node = keys[kind.rawValue] else { return }
        builder.references.append(.handler(object, kind, try SceneEffect(try node.mapping(handler))))
    }

    var announcement: String?
    var hides: [NodeReader] = []
    var shows: [NodeReader] = []
    var succeeds = true

    init(_ keys: MappingReader) throws(SceneError) {
        announcement = try keys["announce"]?.string()
        hides = try keys["hide"].map { node throws(SceneError) in try Self.ids(node) } ?? []
        shows = try keys["show"].map { node throws(SceneError) in try Self.ids(node) } ?? []
        succeeds = try keys["succeeds"]?.bool() ?? true
    }

    /// One id or a list of ids.
    private static func ids(_ node: NodeReader) throws(SceneError) -> [NodeReader] {
        if case .scalar = node.node { return [node] }
        return Array(try node.sequence())
    }

    /// The effect as something to run, once every view exists. It returns whether it succeeded.
    @MainActor
    func resolved(_ views: [String: UIView]) throws(SceneError) -> @MainActor () -> Bool {
        var hidden: [UIView] = [], shown: [UIView] = []
        for node in hides { hidden.append(try SceneBuilder.view(for: node, in: views)) }
        for node in shows { shown.append(try SceneBuilder.view(for: node, in: views)) }
        let announcement = announcement, succeeds = succeeds
        // Weakly, as the scene owns its views and an action must not keep them alive.
        let hiddenRefs = hidden.map { ViewReference($0) }, shownRefs = shown.map { ViewReference($0) }
        return {
            guard succeeds else { return false }
            for ref in hiddenRefs { ref.view?.isHidden = true }
            for ref in shownRefs { ref.view?.isHidden = false }
            if let announcement { UIAccessibility.post(notification: .announcement, argument: announcement) }
            if !hiddenRefs.isEmpty || !shownRefs.isEmpty { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
            return true
        }
    }
}
