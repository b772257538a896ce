import CellKit

/// `customRotors`, each: a rotor of the app's own (`UIAccessibilityCustomRotor`) that steps
/// through views of the scene in the order listed, or one standing in for one of VoiceOver's
/// rotors by its system type.
@MainActor
enum CustomRotorKeys {
    /// The system types by their name in a scene file: UIKit's case names.
    static let systemTypes: [(name: String, type: UIAccessibilityCustomRotor.SystemRotorType)] = [
        ("link", .link), ("visitedLink", .visitedLink), ("heading", .heading),
        ("headingLevel1", .headingLevel1), ("headingLevel2", .headingLevel2), ("headingLevel3", .headingLevel3),
        ("headingLevel4", .headingLevel4), ("headingLevel5", .headingLevel5), ("headingLevel6", .headingLevel6),
        ("boldText", .boldText), ("italicText", .italicText), ("underlineText", .underlineText),
        ("misspelledWord", .misspelledWord), ("image", .image), ("textField", .textField), ("table", .table),
        ("list", .list), ("landmark", .landmark),
    ]

    static let schema = MappingSchema(
        title: "`customRotors` (each)",
        summary: "A rotor of the app's own (`accessibilityCustomRotors`): VoiceOver's rotor offers it while the focus "
            + "is on this view or inside it, after Actions, More Content and Adjust value; a swipe down moves to the "
            + "next of its `elements` after the focused one (from none of them: the first), a swipe up to the one "
            + "before (from none: the last), and past either end "
            + "VoiceOver plays its end sound. A rotor of a `systemType` is said by VoiceOver's name for it, and one "
            + "of type `heading` takes the place of VoiceOver's Headings.",
        keys: [
            SchemaKey("name", .text, .otherwise("required unless `systemType` is given"),
                      "what VoiceOver says when the rotor turns to it (\"Unread\")"),
            SchemaKey("systemType", .choice(systemTypes.map(\.name)), .optional,
                      "one of VoiceOver's own rotors this one stands in for (UIKit's `SystemRotorType`)"),
            SchemaKey("elements", .list(.id), .required,
                      "the views the rotor steps through, in order, by id"),
        ])

    /// One rotor as the file gives it; its views are found once every view is made.
    struct Entry {
        let name: String
        let systemType: UIAccessibilityCustomRotor.SystemRotorType
        let elements: [NodeReader]
    }

    /// The entries of a `customRotors` list, in order.
    static func entries(_ node: NodeReader) throws(SceneError) -> [Entry] {
        var entries: [Entry] = []
        for item in try node.sequence() {
            let keys = try item.mapping(schema)
            var type = UIAccessibilityCustomRotor.SystemRotorType.none
            if let typeNode = keys["systemType"] {
                let name = try typeNode.choice(systemTypes.map(\.name))
                type = systemTypes.first { $0.name == name }?.type ?? .none
            }
            let name = try keys["name"]?.string() ?? ""
            guard type != .none || !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw item.error("a custom rotor needs a name (or a systemType); VoiceOver would say nothing for it")
            }
            entries.append(Entry(name: name, systemType: type, elements: Array(try keys.required("elements").sequence())))
        }
        return entries
    }

    /// The rotor an entry describes, stepping through `views` in order. The views are held
    /// weakly: a rotor set on a view may list that view, which must not keep itself alive.
    static func rotor(_ entry: Entry, views: [UIView]) -> UIAccessibilityCustomRotor {
        let references = views.map(ViewReference.init)
        let search: UIAccessibilityCustomRotor.Search = { predicate in
            let listed = references.map(\.view)
            let current = predicate.currentItem.targetElement
            let index = current.flatMap { current in listed.firstIndex { $0 != nil && $0 === current } }
            let next: Int
            switch predicate.searchDirection {
            case .next: next = index.map { $0 + 1 } ?? 0
            case .previous: next = index.map { $0 - 1 } ?? listed.count - 1
            }
            guard listed.indices.contains(next), let view = listed[next] else { return nil }
            return UIAccessibilityCustomRotorItemResult(targetElement: view, targetRange: nil)
        }
        let rotor = entry.systemType == .none
            ? UIAccessibilityCustomRotor(name: entry.name, itemSearch: search)
            : UIAccessibilityCustomRotor(systemType: entry.systemType, itemSearch: search)
        if entry.systemType != .none, !entry.name.isEmpty { rotor.name = entry.name }
        return rotor
    }
}
