import CellKit

/// A view's `drag`: a drag interaction with a declarative delegate (`SceneDragDelegate`).
/// A collection view's `drag` is its own (`CollectionViewType`).
@MainActor
enum DragKeys {
    static let schema = MappingSchema(
        title: "`drag`",
        summary: "A `UIDragInteraction`. The item's suggested name is the view's label. A tap while a drag is held "
            + "adds the same item, once.",
        keys: [
            SchemaKey("items", .choice(DragItemSource.allCases.map(\.rawValue)), .defaults(DragItemSource.view.rawValue),
                      "what is dragged: the whole view, the layer under the touch (as the talk's bar graph), or the region "
                          + "under the touch"),
            SchemaKey("text", .text, .optional,
                      "what is dragged, as text: a template where `{label}`, `{value}`, `{index}` are filled from what is "
                          + "under the touch; this or `image`"),
            SchemaKey("image", .symbol, .optional, "what is dragged, as an image: a symbol name; this or `text`"),
            SchemaKey("localObject", .choice(localObjects), .defaults("none"),
                      "`index`: the item's local object is the index of what is under the touch"),
            SchemaKey("allowsMove", .bool, .defaults("true"), "whether a drop may move it (within the app)"),
            SchemaKey("restricted", .bool, .defaults("false"), "only this app may receive it"),
            SchemaKey("loadDelay", .seconds, .defaults("0"), "virtual seconds each load of the item takes"),
            SchemaKey("loadFails", .text, .optional, "every load fails with this message, as with a damaged file"),
            SchemaKey("movesAway", .bool, .defaults("false"),
                      "a drag that ends in a move hides this view (the item went elsewhere; a copy leaves it); "
                          + "not for `items: layer`"),
            SchemaKey("regions", .list(.mapping(eachRegion)), .optional, "with `items: region`, and only then: the regions"),
            SchemaKey("types", .typeIdentifiers, .otherwise("plain text"),
                      "what dragged text is offered as (`public.url`, say)"),
            SchemaKey("enabled", .bool, .otherwise("`UIDragInteraction.isEnabledByDefault`: true on iPad, false on iPhone (`device`)"),
                      "the interaction's `isEnabled`: `false` ignores touches, so no drag starts here and a drag "
                          + "source naming the view starts nothing"),
        ])

    static let eachRegion = MappingSchema(
        title: "`drag.regions` (each)",
        summary: "A part of the view that drags on its own: the region under the touch fills the template.",
        keys: [
            SchemaKey("frame", .rect, .required, "where the region is, in the view"),
            SchemaKey("label", .text, .required, "`{label}` in the template"),
            SchemaKey("value", .text, .defaults(""), "`{value}` in the template"),
        ])

    /// What `items` may say.
    private static let itemSources = DragItemSource.allCases.map(\.rawValue)
    /// What `localObject` may say.
    private static let localObjects = ["index", "none"]

    static func add(_ node: NodeReader, to view: UIView, in builder: inout SceneBuilder) throws(SceneError) {
        let keys = try node.mapping(schema)
        let source = DragItemSource(rawValue: try keys.defaulted("items").choice(itemSources))
            ?? .view
        if source == .layer, (view.layer.sublayers ?? []).isEmpty {
            throw try keys.required("items").error("items: layer needs a view with layers (a barGraph)")
        }
        let content: DragContent
        switch (keys["text"], keys["image"]) {
        case (let text?, nil): content = .text(try text.string())
        case (nil, let image?): content = .image(try image.symbol())
        case (_?, let image?): throw image.error("a drag offers text or an image, not both")
        case (nil, nil): throw node.error("a drag needs 'text' (a template) or 'image' (a symbol name)")
        }
        let delegate = SceneDragDelegate(
            source: source,
            content: content,
            localObjectIsIndex: try keys.defaulted("localObject").choice(localObjects) == "index",
            allowsMove: try keys.defaulted("allowsMove").bool(),
            restricted: try keys.defaulted("restricted").bool(),
            loadDelay: try keys.defaulted("loadDelay").delay(),
            loadFailure: try keys["loadFails"]?.string())
        delegate.movesAway = try keys.defaulted("movesAway").bool()
        switch (source, keys["regions"]) {
        case (.region, let node?):
            for item in try node.sequence() {
                let region = try item.mapping(eachRegion)
                delegate.regions.append(SceneDragDelegate.Region(frame: try region.required("frame").rect(),
                                                                 label: try region.required("label").string(),
                                                                 value: try region.defaulted("value").string()))
            }
        case (.region, nil): throw try keys.required("items").error("items: region needs 'regions' (each a frame and a label)")
        case (_, let node?): throw node.error("regions are for items: region")
        case (_, nil): break
        }
        if let node = keys["types"] {
            guard keys["text"] != nil else { throw node.error("types say what dragged text is offered as; this drag offers an image") }
            delegate.textTypes = try node.acceptedTypes()
        }
        if delegate.movesAway, source == .layer {
            throw try keys.required("movesAway").error("movesAway takes a whole view away; it is not for items: layer")
        }
        let interaction = UIDragInteraction(delegate: delegate)
        // Left out, the interaction keeps the device's default, as an app's does.
        if let node = keys["enabled"] { interaction.isEnabled = try node.bool() }
        view.addInteraction(interaction)
        builder.delegates.append(delegate)
    }
}
