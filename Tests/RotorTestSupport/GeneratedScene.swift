/// A scene file drawn from a seed, with hostile text (`HostileText`) wherever a scene holds
/// text: view ids, labels, titles, descriptor and custom action names, announcements, dragged
/// text, collection items, tab titles, app names. It has the parts drags and drops go through:
/// a text and an image source, a list and a well that take drops, buttons that hide and show
/// the well, a magic tap that hides or shows one of them, a collection view that reorders and
/// fills placeholders, a tab bar whose tabs show the list or the well, and often a second app
/// with a list and a restricted source.
///
/// The same seed gives the same file, so a scene can be loaded twice (once to record a run,
/// once to replay it) and a failing seed reproduced.
public struct GeneratedScene: Sendable {
    /// The scene file's text.
    public let yaml: String

    public init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func text() -> String { HostileText.text(using: &random) }
        // Ids are unique and never blank: a plain marker among the hostile text.
        func id(_ marker: String) -> String { HostileText.nonBlank(using: &random, marker: marker) }
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        func q(_ text: String) -> String { HostileText.yaml(text) }
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        /// A label that is now and then blank, as the element with only actions in the issue.
        func label() -> String { chance(0.25) ? pick(["", " ", "  ", "\u{A0}"]) : text() }

        let source = id("s1"), picture = id("s2"), list = id("l1"), well = id("w1"), hide = id("b1"), show = id("b2")
        let collection = id("c1"), tabs = id("t1")
        let apps = (HostileText.nonBlank(using: &random, marker: "app.one"), HostileText.nonBlank(using: &random, marker: "app.two"))
        let hasSecondApp = chance(0.6)

        var lines = [
            "title: \(q(text()))",
            "language: \(pick(["en", "ko", "zh-Hans"]))",
            "voiceOver: { verbosity: { actions: \(pick(["speak", "playSound", "changeRotor", "doNothing"])), "
                + "hints: \(chance(0.7)) } }",
            "windows:",
            "  - app: \(q(apps.0))",
            "    frame: [0, 0, 40, 24]",
            // The app's magic tap hides a drop target, or shows the well again.
            "    magicTap: { announce: \(q(text())), \(chance(0.7) ? "hide" : "show"): \(q(pick([list, well]))) }",
            "    views:",
        ]
        var sourceAccessibility = "label: \(q(label()))"
        if chance(0.7) { sourceAccessibility += ", dragSources: [{ name: \(q(id("drag"))) }]" }
        if chance(0.5) {
            sourceAccessibility += ", customActions: [{ name: \(q(id("act"))), announce: \(q(text())) }]"
        }
        lines += [
            "      - id: \(q(source))",
            "        type: label",
            "        frame: [1, 0, 38, 1]",
            "        text: \(q(text()))",
            "        drag: { text: \(q(text())), allowsMove: \(chance(0.7)), movesAway: \(chance(0.4)), "
                + "restricted: \(chance(0.2)), loadDelay: \(pick([0, 0, 1, 2])) }",
            "        accessibility: { \(sourceAccessibility) }",
            "      - id: \(q(picture))",
            "        type: label",
            "        frame: [1, 1, 38, 1]",
            "        text: \(q(text()))",
            "        drag: { image: photo, loadDelay: \(pick([0, 1])) }",
            "        accessibility: { label: \(q(label())), dragSources: [{ name: \(q(id("pic"))) }] }",
            "      - id: \(q(list))",
            "        type: list",
            "        frame: [1, 2, 18, 6]",
            "        title: \(q(text()))",
            "        items: [\(q(text())), \(q(text()))]",
            "        accessibility: { element: true"
                + (chance(0.7) ? ", dropPoints: [{ name: \(q(id("into"))) }]" : "") + " }",
            "        drop: { accepts: [public.plain-text], operation: \(pick(["copy", "move", "forbidden"])), "
                + "effect: append, noteOrigin: \(chance(0.5)) }",
            "      - id: \(q(well))",
            "        type: well",
            "        frame: [20, 2, 18, 6]",
            "        title: \(q(text()))",
            "        accessibility: { element: true }",
            "        drop: { accepts: [public.plain-text, public.image], operation: \(pick(["copy", "move"])), effect: replace }",
            "      - id: \(q(hide))",
            "        type: button",
            "        frame: [1, 8, 18, 1]",
            "        title: \(q(id("hide")))",
            "        action: { announce: \(q(text())), hide: \(q(well)) }",
            "      - id: \(q(show))",
            "        type: button",
            "        frame: [20, 8, 18, 1]",
            "        title: \(q(id("show")))",
            "        action: { announce: \(q(text())), show: \(q(well)) }",
            "      - id: \(q(collection))",
            "        type: collectionView",
            "        frame: [1, 9, 38, 12]",
            "        itemSize: [8, 3]",
            "        items: [" + (0..<Int.random(in: 1...4, using: &random)).map { _ in q(id("item")) }.joined(separator: ", ") + "]",
            "        cells: { dragSource: \(q(text() + "{label}")), dropBefore: \(q(text() + "{label}")), "
                + "dropAfter: \(q(text() + "{label}")) }",
            "        drag: { allowsMove: \(chance(0.8)), addsItems: \(chance(0.5)) }",
            "        drop: { accepts: [public.plain-text, public.image], placeholder: \(q(text())), loadDelay: \(pick([0, 1, 2])), "
                + "intent: \(pick(["insertAtDestinationIndexPath", "insertAtDestinationIndexPath", "unspecified"])), "
                + "announceLoaded: \(q(text() + "{label}")) }",
            "      - id: \(q(tabs))",
            "        type: tabBar",
            "        frame: [0, 22, 40, 1]",
            "        tabs: [{ title: \(q(id("tab"))), views: \(q(list)) }, { title: \(q(id("tab"))), views: \(q(well)) }]",
        ]
        if hasSecondApp {
            lines += [
                "  - app: \(q(apps.1))",
                "    frame: [40, 0, 38, 24]",
                "    views:",
                "      - id: \(q(id("o1")))",
                "        type: list",
                "        frame: [1, 1, 36, 10]",
                "        title: \(q(text()))",
                "        accessibility: { element: true, label: \(q(label())) }",
                "        drop: { accepts: [public.plain-text, public.image], operation: move, effect: append, noteOrigin: true }",
                "      - id: \(q(id("o2")))",
                "        type: label",
                "        frame: [1, 12, 36, 1]",
                "        text: \(q(text()))",
                "        drag: { text: \(q(text())), restricted: \(chance(0.5)), allowsMove: true, movesAway: \(chance(0.5)) }",
                "        accessibility: { label: \(q(label())), dragSources: [{ name: \(q(id("other"))) }] }",
            ]
        }
        yaml = lines.joined(separator: "\n") + "\n"
    }
}
