import CellKit

/// A view's `drop`: a drop interaction with a declarative delegate (`SceneDropDelegate`), on a
/// well, a list, a label, an image or a plain view. A collection view's `drop` is its own
/// (`CollectionViewType`).
@MainActor
enum DropKeys {
    static let operations: [String: UIDropOperation] = ["copy": .copy, "move": .move, "forbidden": .forbidden, "cancel": .cancel]
    static let operationNames = ["copy", "move", "forbidden", "cancel"]

    static let schema = MappingSchema(
        title: "`drop`",
        summary: "A `UIDropInteraction`, on \(DropDelivery.viewTypes): what the view can take. What arrives goes "
            + "where that view shows it: a well's content, a list's items, a label's text, an image view's image "
            + "(text is drawn as it is), a plain view's spoken value. An image takes drops only with "
            + "`interactive: true`, as in UIKit.",
        keys: [
            SchemaKey("accepts", .typeIdentifiers, .required,
                      "the type identifiers it takes; a type accepts everything that conforms to it"),
            SchemaKey("operation", .choice(operationNames), .defaults("copy"),
                      "what the drop proposes where no `proposals` entry fits"),
            SchemaKey("proposals", .list(.mapping(eachProposal)), .optional,
                      "proposals that depend on where the drag is in the view or what it carries: the first that "
                          + "fits is proposed"),
            SchemaKey("sessionDidUpdate", .bool, .defaults("true"),
                      "`false`: the delegate has no `sessionDidUpdate`, so UIKit proposes `.cancel` and nothing "
                          + "drops here (the drag is cancelled); then there is no `operation` or `proposals`"),
            SchemaKey("allowsSimultaneousSessions", .bool, .defaults("false"),
                      "`allowsSimultaneousDropSessions`: whether a second drag may enter while one is inside"),
            SchemaKey("effect", .choice(DropEffect.allCases.map(\.rawValue)), .otherwise("`append`; `replace` on an image"),
                      "`replace`: the content becomes what is dropped; `append`: it goes after what is there; "
                          + "`insert` is for collection views"),
            SchemaKey("noteOrigin", .bool, .defaults("false"),
                      "marks what arrives \"(local)\" or \"(from another app)\", to hear what the drop could see"),
            SchemaKey("loadDelay", .seconds, .defaults("0"), "added to the source's, for loads this drop makes"),
            SchemaKey("loadFails", .text, .optional, "loads this drop makes fail with this message"),
        ])

    static let eachProposal = MappingSchema(
        title: "`drop.proposals` (each)",
        summary: "A `UIDropProposal` the delegate returns from `sessionDidUpdate` when the drag fits it: it is "
            + "inside `frame` and carries one of `types`. A key left out fits every drag.",
        keys: [
            SchemaKey("frame", .rect, .otherwise("the whole view"), "where in the view the drag must be"),
            SchemaKey("types", .typeIdentifiers, .otherwise("any"), "types the drag must carry one of"),
            SchemaKey("operation", .choice(operationNames), .required, "what is proposed"),
        ])

    static func add(_ node: NodeReader, to view: UIView, in builder: inout SceneBuilder) throws(SceneError) {
        let keys = try node.mapping(schema)
        guard DropDelivery.canReceive(view) else {
            throw node.error("a drop needs a view that can take what is dropped (\(DropDelivery.viewTypes))")
        }
        if view is UIImageView, !view.isUserInteractionEnabled {
            throw node.error("an image takes no touches unless it has 'interactive: true' (as in UIKit), so nothing "
                + "could be dropped on it")
        }
        let accepted = try keys.required("accepts").acceptedTypes()
        let operation = operations[try keys.defaulted("operation").choice(operationNames)] ?? .copy
        let effect = try Self.effect(keys, on: view)
        let delegate = SceneDropDelegate(acceptedTypes: accepted, operation: operation, effect: effect,
                                         notesOrigin: try keys.defaulted("noteOrigin").bool(),
                                         loadDelay: try keys.defaulted("loadDelay").delay(),
                                         loadFailure: try keys["loadFails"]?.string())
        if let listNode = keys["proposals"] {
            for item in try listNode.sequence() {
                let entry = try item.mapping(eachProposal)
                let frame = try entry["frame"]?.rect()
                if let frame, !CGRect(origin: .zero, size: view.bounds.size).intersects(frame) {
                    throw try entry.required("frame").error("the frame lies outside the view, so no drag is ever inside it")
                }
                let types = try entry["types"]?.acceptedTypes() ?? []
                // A drag this drop refuses (`canHandle`) is never asked about: the proposal would never fit.
                if let type = types.first(where: { type in
                    !accepted.contains { TypeIdentifier.conforms(type, to: $0) || TypeIdentifier.conforms($0, to: type) }
                }), let typesNode = entry["types"] {
                    throw typesNode.error("the drop does not accept \(type) (accepts: \(accepted.joined(separator: ", "))), "
                        + "so no drag carrying it is ever proposed to")
                }
                delegate.proposals.append(SceneDropDelegate.Proposal(
                    frame: frame, types: types,
                    operation: operations[try entry.required("operation").choice(operationNames)] ?? .copy))
            }
        }
        let interaction: UIDropInteraction
        if try keys.defaulted("sessionDidUpdate").bool() {
            interaction = UIDropInteraction(delegate: delegate)
            builder.delegates.append(delegate)
        } else {
            for key in ["operation", "proposals"] {
                if let given = keys[key] {
                    throw given.error("without sessionDidUpdate the delegate proposes nothing; '\(key)' would never be used")
                }
            }
            let withoutUpdate = SceneDropDelegateWithoutUpdate(delegate)
            interaction = UIDropInteraction(delegate: withoutUpdate)
            builder.delegates.append(withoutUpdate)
        }
        interaction.allowsSimultaneousDropSessions = try keys.defaulted("allowsSimultaneousSessions").bool()
        view.addInteraction(interaction)
    }

    /// The view as a message names it: "a well", "a label".
    private static func kind(of view: UIView) -> String {
        switch view {
        case is WellView: "a well"
        case is ListView: "a list"
        case is UILabel: "a label"
        default: "a plain view"
        }
    }

    /// The effect: `append` unless given, `replace` on an image (a picture holds one image).
    private static func effect(_ keys: MappingReader, on view: UIView) throws(SceneError) -> DropEffect {
        guard let node = keys["effect"] else { return view is UIImageView ? .replace : .append }
        if try node.string() == "insert" {
            let takes = view is UIImageView ? "an image takes replace" : "\(Self.kind(of: view)) takes replace or append"
            throw node.error("insert (at an index path) is for collection views; \(takes)")
        }
        let effect = DropEffect(rawValue: try node.choice(DropEffect.allCases.map(\.rawValue))) ?? .append
        if view is UIImageView, effect == .append {
            throw node.error("an image holds one picture: a drop replaces it ('effect: replace'), it cannot append")
        }
        return effect
    }
}
