import CellKit

/// A well's or a list's `drop`: a drop interaction with a declarative delegate
/// (`SceneDropDelegate`). A collection view's `drop` is its own (`CollectionViewType`).
@MainActor
enum DropKeys {
    static let operations: [String: UIDropOperation] = ["copy": .copy, "move": .move, "forbidden": .forbidden, "cancel": .cancel]

    static let schema = MappingSchema(
        title: "`drop`",
        summary: "A `UIDropInteraction`, on a `well` or a `list`: what the view can hold.",
        keys: [
            SchemaKey("accepts", .typeIdentifiers, .required,
                      "the type identifiers it takes; a type accepts everything that conforms to it"),
            SchemaKey("operation", .choice(["copy", "move", "forbidden", "cancel"]), .defaults("copy"),
                      "what the drop proposes"),
            SchemaKey("effect", .choice(DropEffect.allCases.map(\.rawValue)), .defaults(DropEffect.append.rawValue),
                      "`replace`: the content becomes what is dropped; `append`: it goes after the items; `insert` is for collection views"),
            SchemaKey("noteOrigin", .bool, .defaults("false"),
                      "marks what arrives \"(local)\" or \"(from another app)\", to hear what the drop could see"),
            SchemaKey("loadDelay", .seconds, .defaults("0"), "added to the source's, for loads this drop makes"),
            SchemaKey("loadFails", .text, .optional, "loads this drop makes fail with this message"),
        ])

    static func add(_ node: NodeReader, to view: UIView, in builder: inout SceneBuilder) throws(SceneError) {
        let keys = try node.mapping(schema)
        guard view is DropReceiving else {
            throw node.error("a drop needs a view that can hold what is dropped (type: well or list)")
        }
        let accepted = try keys.required("accepts").acceptedTypes()
        let operation = operations[try keys.defaulted("operation").choice(["copy", "move", "forbidden", "cancel"])] ?? .copy
        if let effectNode = keys["effect"], try effectNode.string() == "insert" {
            throw effectNode.error("insert (at an index path) is for collection views; a \(view is WellView ? "well" : "list") takes replace or append")
        }
        let effect = DropEffect(rawValue: try keys.defaulted("effect").choice(DropEffect.allCases.map(\.rawValue))) ?? .append
        let delegate = SceneDropDelegate(acceptedTypes: accepted, operation: operation, effect: effect,
                                         notesOrigin: try keys.defaulted("noteOrigin").bool(),
                                         loadDelay: try keys.defaulted("loadDelay").delay(),
                                         loadFailure: try keys["loadFails"]?.string())
        view.addInteraction(UIDropInteraction(delegate: delegate))
        builder.delegates.append(delegate)
    }
}
