import CellKit

/// What a button, a switch, an adjustable, a table view row, a bar button or a custom action
/// does, declared in a scene file: announce something, hide or show views by id, change the
/// screen from the screen it is in (push, present, pop, dismiss, as that view controller's own
/// code would), or fail (a custom action then makes VoiceOver say "Action failed").
struct SceneEffect {
    /// What an effect may say, in the order messages list them.
    static let keys = [
        SchemaKey("announce", .text, .optional, "what VoiceOver announces"),
        SchemaKey("hide", .ids, .optional,
                  "views to hide; VoiceOver is told the layout changed, and a hidden focus moves to what took its place"),
        SchemaKey("show", .ids, .optional, "views to show"),
        SchemaKey("push", .text, .optional,
                  "a screen, by name, pushed on the navigation stack of the screen this is in; VoiceOver moves to it"),
        SchemaKey("present", .text, .optional,
                  "a screen, by name, presented over the screen this is in; VoiceOver reads only it until it is dismissed"),
        SchemaKey("pop", .bool, .defaults("false"), "`true`: pops the screen this is in off its stack, as its back button does"),
        SchemaKey("dismiss", .bool, .defaults("false"),
                  "`true`: dismisses the presented screen this is in (or the one the screen this is in presents)"),
        SchemaKey("succeeds", .bool, .otherwise("it succeeds"), "`false`: the action fails and VoiceOver says \"Action failed\""),
    ]

    /// A button's, switch's or adjustable's `action`: an effect that cannot fail.
    static let controlAction = MappingSchema(
        title: "Control `action`",
        summary: "What a button's tap, a switch's flip, an adjustable's tap or a table view row's selection does. "
            + "`push`, `present`, `pop` and `dismiss` work from a screen's views (`screens`); they run last.",
        keys: keys.filter { $0.name != "succeeds" })

    /// A control's `action` key, with what runs it.
    static func actionKey(_ summary: String) -> SchemaKey {
        SchemaKey("action", .mapping(controlAction), .optional, summary)
    }

    /// The control's `action`, to be resolved once every view exists.
    @MainActor
    static func addAction(of keys: MappingReader, to control: UIControl, in builder: inout SceneBuilder) throws(SceneError) {
        guard let node = keys["action"] else { return }
        // Given the builder's screen, not the builder: an `inout` builder passed on was copied
        // whole for the call (1.5 % of loading 120,000 buttons).
        let effect = try SceneEffect(try node.mapping(controlAction), screen: builder.currentScreen)
        builder.references.append(.controlAction(control, effect))
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
        let effect = try SceneEffect(try node.mapping(handler), screen: builder.currentScreen)
        builder.references.append(.handler(object, kind, effect))
    }

    var announcement: String?
    var hides: [NodeReader] = []
    var shows: [NodeReader] = []
    var succeeds = true
    /// What it does to the screens: `push` or `present` (with the screen's name), `pop`, `dismiss`.
    var navigation: ScreenChange?
    /// The screen whose views hold the control or element: the one that pushes, presents, pops
    /// or is dismissed, as `self` in a view controller's action.
    weak var origin: SceneScreen?

    /// What an effect does to the screens. Boxed (`indirect`): most effects change no screen,
    /// and a node reader held in place made every effect, and every reference the builder
    /// keeps of one, three times as large.
    indirect enum ScreenChange {
        case push(NodeReader), present(NodeReader), pop, dismiss
    }

    /// The effect in `keys`, from a view the builder is placing now in `screen` (the builder's
    /// `currentScreen`: `nil` when not in a screen).
    @MainActor
    init(_ keys: MappingReader, screen: SceneScreen?) throws(SceneError) {
        announcement = try keys["announce"]?.string()
        hides = try keys["hide"].map { node throws(SceneError) in try Self.ids(node) } ?? []
        shows = try keys["show"].map { node throws(SceneError) in try Self.ids(node) } ?? []
        succeeds = try keys["succeeds"]?.bool() ?? true
        var changes: [(NodeReader, ScreenChange)] = []
        if let node = keys["push"] { changes.append((node, .push(node))) }
        if let node = keys["present"] { changes.append((node, .present(node))) }
        if let node = keys["pop"], try node.bool() { changes.append((node, .pop)) }
        if let node = keys["dismiss"], try node.bool() { changes.append((node, .dismiss)) }
        if changes.count > 1, let second = changes.dropFirst().first {
            throw second.0.error("an action changes the screen once: give one of push, present, pop and dismiss")
        }
        if let (node, change) = changes.first {
            guard let screen else {
                throw node.error("only a screen's views (under 'screens') push, present, pop or dismiss: this is not in a screen")
            }
            navigation = change
            origin = screen
        }
    }

    /// One id or a list of ids.
    private static func ids(_ node: NodeReader) throws(SceneError) -> [NodeReader] {
        if case .scalar = node.node { return [node] }
        return Array(try node.sequence())
    }

    /// The effect as something to run, once every view exists. It returns whether it succeeded,
    /// and counts the views it hides or shows in `tally`.
    @MainActor
    func resolved(_ views: [String: UIView], screens: [String: SceneScreen],
                  tally: EffectTally) throws(SceneError) -> @MainActor () -> Bool {
        // Weakly, as the scene owns its views and screens, and an action must not keep them alive;
        // each list made once, at its size.
        var hiddenRefs: [ViewReference] = [], shownRefs: [ViewReference] = []
        hiddenRefs.reserveCapacity(hides.count)
        shownRefs.reserveCapacity(shows.count)
        for node in hides { hiddenRefs.append(ViewReference(try SceneBuilder.view(for: node, in: views))) }
        for node in shows { shownRefs.append(ViewReference(try SceneBuilder.view(for: node, in: views))) }
        let announcement = announcement, succeeds = succeeds
        let change = try navigation.map { change throws(SceneError) in try Self.resolved(change, screens: screens) }
        let originRef = origin.map(WeakScreen.init)
        return {
            guard succeeds else { return false }
            tally.viewsChanged &+= hiddenRefs.count &+ shownRefs.count
            for ref in hiddenRefs { ref.view?.isHidden = true }
            for ref in shownRefs { ref.view?.isHidden = false }
            if let announcement { UIAccessibility.post(notification: .announcement, argument: announcement) }
            if !hiddenRefs.isEmpty || !shownRefs.isEmpty { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
            if let change, let origin = originRef?.screen { return change.perform(from: origin) }
            return true
        }
    }

    /// A screen change with its screen found by name.
    @MainActor
    private static func resolved(_ change: ScreenChange, screens: [String: SceneScreen]) throws(SceneError) -> ResolvedChange {
        switch change {
        case .push(let node):
            let screen = try SceneBuilder.screen(for: node, in: screens)
            guard screen.barContainer == nil else {
                throw node.error("the screen '\(Echo.text(screen.name))' has a navigation bar of its own (navigationBar): present it")
            }
            return .push(WeakScreen(screen))
        case .present(let node): return .present(WeakScreen(try SceneBuilder.screen(for: node, in: screens)))
        case .pop: return .pop
        case .dismiss: return .dismiss
        }
    }

    /// A screen held weakly: the scene keeps its screens.
    @MainActor
    final class WeakScreen {
        weak var screen: SceneScreen?
        init(_ screen: SceneScreen) { self.screen = screen }
    }

    /// A screen change ready to run, as a view controller's action makes it.
    @MainActor
    enum ResolvedChange {
        case push(WeakScreen), present(WeakScreen), pop, dismiss

        /// Runs it from `origin`; false when UIKit would do nothing (no navigation stack, a
        /// screen already shown, nothing to dismiss).
        func perform(from origin: SceneScreen) -> Bool {
            switch self {
            case .push(let target):
                // A screen on a stack is its navigation controller's child: `parent` says it at
                // once, where searching the stack cost its depth at every push.
                guard let navigation = origin.navigationController, let screen = target.screen, screen.parent == nil,
                      screen.presentingViewController == nil else { return false }
                navigation.pushViewController(screen, animated: true)
                return true
            case .present(let target):
                guard let presented = target.screen?.presentable, presented.parent == nil,
                      presented.presentingViewController == nil, origin.presentedViewController == nil,
                      origin.viewIfLoaded?.window != nil else { return false }
                origin.present(presented, animated: true)
                return true
            case .pop:
                guard let navigation = origin.navigationController, navigation.topViewController === origin,
                      navigation.viewControllers.count > 1 else { return false }
                navigation.popViewController(animated: true)
                return true
            case .dismiss:
                guard origin.presentingViewController != nil || origin.presentedViewController != nil
                        || origin.navigationController?.presentingViewController != nil else { return false }
                origin.dismiss(animated: true)
                return true
            }
        }
    }
}
