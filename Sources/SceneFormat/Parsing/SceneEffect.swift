import CellKit

/// What a button, a switch, an adjustable or a custom action does, declared in a scene file:
/// announce something, hide or show views by id, or fail (a custom action then makes VoiceOver
/// say "Action failed").
struct SceneEffect {
    static let keys = ["announce", "hide", "show", "succeeds"]

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
        let hiddenRefs = hidden.map { WeakView($0) }, shownRefs = shown.map { WeakView($0) }
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
