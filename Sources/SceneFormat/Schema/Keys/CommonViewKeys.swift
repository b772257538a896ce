import CellKit

/// The keys every view has, whatever its type. The builder reads `type`, `frame`, `id`,
/// `parent` and `subviews` in its view pass (they place the view and name it); the rest are
/// applied here, after the type has built the view.
@MainActor
enum CommonViewKeys {
    static let keys: [SchemaKey] = [
        SchemaKey("id", .text, .optional, "names the view for descriptors, `valueFrom`, effects, the audit and the event log; unique, not empty"),
        SchemaKey("type", .choice(SceneSchema.viewTypeNames), .required, "what the view is ([below](#types))"),
        SchemaKey("frame", .rect, .required, "where the view is in its superview, in cells"),
        SchemaKey("hidden", .bool, .otherwise("false"), "hidden from sight and from VoiceOver"),
        SchemaKey("alpha", .number(NumberRange.alpha), .otherwise("1"), "0 hides the view as `hidden` does"),
        SchemaKey("interactive", .bool,
                  .otherwise("true; false for images, as in UIKit, and for labels without a `drag` or `drop`"),
                  "user interaction; off, the view and what is in it take no touches (a touch goes to the view "
                      + "behind). UIKit's labels take none until an app turns it on, as an app adding a drag or drop "
                      + "to one must: a label's `drag` or `drop` says it did, and `interactive: false` shows the "
                      + "interaction an app forgot to turn it on for"),
        SchemaKey("enabled", .bool, .otherwise("true"),
                  "on a control (a button, switch, adjustable, text field, segmented control, stepper, page control): "
                      + "`false` is UIKit's `isEnabled = false`: VoiceOver says \"Dimmed.\" and a double tap does nothing"),
        SchemaKey("background", .color, .otherwise("none"), "the background colour"),
        SchemaKey("border", .bool, .otherwise("false"), "a line around the view"),
        SchemaKey("layers", .list(.mapping(eachLayer)), .optional,
                  "`CALayer`s the view draws itself, back to front, under its subviews (the talk's bars); a drag with "
                      + "`items: layer` drags the one under the touch"),
        SchemaKey("accessibility", .mapping(AccessibilityKeys.schema), .optional, "what VoiceOver reads and offers"),
        SchemaKey("drag", .mapping(DragKeys.schema), .optional, "drags start here"),
        SchemaKey("drop", .mapping(DropKeys.schema), .optional,
                  "drops land here (a `well`, `list`, `label`, `image` or plain `view`)"),
        SchemaKey("subviews", .views, .optional, "views inside this one, back to front"),
    ]

    static let eachLayer = MappingSchema(
        title: "`layers` (each)",
        summary: "A sublayer of the view's layer: a rectangle filled with its colour, or outlined.",
        keys: [
            SchemaKey("frame", .rect, .required, "where the layer is, in the view"),
            SchemaKey("color", .color, .otherwise("none"), "its `backgroundColor`"),
            SchemaKey("border", .bool, .defaults("false"), "a line around it (`borderWidth` 1)"),
            SchemaKey("name", .text, .optional, "its `name`; `{label}` of a drag with `items: layer`"),
        ])

    /// On a window's or a screen's own views only: the flat form, for trees deeper than YAML nests.
    static let parent = SchemaKey(
        "parent", .id, .otherwise("the window"),
        "on a window's or a screen's own `views` only: the view goes inside that view, described earlier in the file "
            + "(in the same screen), instead of the window or the screen; nests deeper than YAML can (`rotor bench` writes "
            + "its 10,000-deep tree this way, and `rotor export` views past 16 deep)")

    static let schema = MappingSchema(
        title: "Every view",
        summary: "Each item of `views` and `subviews` is a view: a `type`, a `frame`, the keys every view has, and "
            + "its type's own.",
        keys: keys + [parent])

    /// Whether a view left without `interactive` takes touches because of its own `drag` or `drop`:
    /// a label does, as an app that adds an interaction to a label must turn its touches on
    /// (UIKit's labels take none). Images keep asking for `interactive: true`, as they always have.
    /// `SceneWalker` (capture) follows the same rule when it decides to write `interactive`.
    static func takesTouchesForItsInteractions(_ view: UIView, _ keys: MappingReader) -> Bool {
        view is UILabel && (keys["drag"] != nil || keys["drop"] != nil)
    }

    /// Sets what every view's keys say on a view its type has built, but for the keys the type
    /// reads itself (a collection view's `drag` and `drop`).
    static func apply(_ keys: MappingReader, to view: UIView, of type: SceneSchema.ViewTypeEntry,
                      in builder: inout SceneBuilder) throws(SceneError) {
        if let node = keys["hidden"] { view.isHidden = try node.bool() }
        if let node = keys["alpha"] { view.alpha = try node.double(in: NumberRange.alpha) }
        if let node = keys["interactive"] {
            view.isUserInteractionEnabled = try node.bool()
        } else if Self.takesTouchesForItsInteractions(view, keys) {
            view.isUserInteractionEnabled = true
        }
        if let node = keys["background"] { view.backgroundColor = try node.color() }
        if let node = keys["border"] { view.layer.borderWidth = try node.bool() ? 1 : 0 }
        for node in try keys["layers"]?.sequence() ?? [] {
            let layerKeys = try node.mapping(eachLayer)
            let layer = CALayer(frame: try layerKeys.required("frame").rect())
            layer.backgroundColor = try layerKeys["color"]?.color().cgColor
            layer.borderWidth = try layerKeys.defaulted("border").bool() ? 1 : 0
            layer.name = try layerKeys["name"]?.string()
            view.layer.addSublayer(layer)
        }
        if let node = keys["enabled"] {
            guard let control = view as? UIControl else {
                throw node.error("enabled is for controls (a button, switch, adjustable, text field, segmented control, "
                    + "stepper or page control); to dim another view, give it the notEnabled trait")
            }
            control.isEnabled = try node.bool()
        }
        if let node = keys["accessibility"] { try AccessibilityKeys.apply(node, to: view, in: &builder) }
        if !type.readsItself.contains("drag"), let node = keys["drag"] { try DragKeys.add(node, to: view, in: &builder) }
        if !type.readsItself.contains("drop"), let node = keys["drop"] { try DropKeys.add(node, to: view, in: &builder) }
    }
}
