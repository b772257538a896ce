import CellKit
import ScreenReader

/// What views and `UIAccessibilityElement`s share (label, value, hint, traits, custom actions,
/// custom content, descriptors), and the keys of each of a view's `elements`.
@MainActor
enum ElementKeys {
    static let label = SchemaKey("label", .text, .optional, "what VoiceOver says first")
    static let value = SchemaKey("value", .text, .optional, "said after the label")
    static let hint = SchemaKey("hint", .text, .optional, "said after a pause, when hints are on")
    static let traits = SchemaKey("traits", .list(.choice(TraitNames.all.map(\.name))), .optional,
                                  "UIKit's accessibility traits, by their property names; added to the traits the "
                                      + "view's type has (a button's `button`, a switch's `button` and `toggleButton`, "
                                      + "a label's `staticText`), as `accessibilityTraits.insert` does")
    static let inputLabels = SchemaKey("inputLabels", .list(.text), .optional,
                                       "`accessibilityUserInputLabels`: the names Voice Control and Full Keyboard Access "
                                           + "know it by; VoiceOver does not speak them (the inspector and `--elements` show them)")
    static let customActions = SchemaKey("customActions", .list(.mapping(SceneEffect.customAction)), .optional,
                                         "actions of its own in the Actions rotor")
    static let customContent = SchemaKey("customContent", .list(.mapping(CustomContentKeys.schema)), .optional,
                                         "custom content (`accessibilityCustomContent`): read through the rotor's "
                                           + "More Content, `high` importance also with the element")
    static let dragSources = SchemaKey("dragSources", .list(.mapping(DescriptorKeys.schema)),
                                       .otherwise("found automatically, with default names"),
                                       "where drags start; `[]` for none")
    static let dropPoints = SchemaKey("dropPoints", .list(.mapping(DescriptorKeys.schema)),
                                      .otherwise("found automatically, with default names"),
                                      "where drops land; `[]` for none")

    static let activationPoint = SchemaKey(
        "activationPoint", .point, .otherwise("the centre"),
        "where a double tap touches, from the top left of the element's frame, inside it or not (a slider's thumb, "
            + "a control beside its label); a descriptor without a `point` in the element's own view is here too, as "
            + "UIKit's `init(name:view:)`")
    static let path = SchemaKey(
        "path", .list(.point), .optional,
        "`accessibilityPath`: the element's outline, three or more points joined by straight lines, in the view's "
            + "coordinates; VoiceOver draws its cursor around it, and orders the element by it only when its frame is empty")
    static let magicTap = SchemaKey("magicTap", .mapping(SceneEffect.handler), .optional,
                                    "what a magic tap (two-finger double tap) does when this element or one inside it has the focus")
    static let escape = SchemaKey("escape", .mapping(SceneEffect.handler), .optional,
                                  "what an escape (two-finger scrub) does when this element or one inside it has the focus")

    static func describe(_ point: CGPoint) -> String {
        "[\(Int(saturating: point.x)), \(Int(saturating: point.y))]"
    }

    static let eachElement = MappingSchema(
        title: "`accessibility.elements` (each)",
        summary: "A part of the view that is an element without being a view (a drawn part, a layer): a "
            + "`UIAccessibilityElement` whose descriptors' view defaults to this view and point to the element's "
            + "activation point (its centre unless `activationPoint` moves it).",
        keys: [label, value, hint, traits, inputLabels,
               SchemaKey("frame", .rect, .required, "where the element is, in the view"),
               activationPoint, path, dragSources, dropPoints, customActions, customContent, magicTap, escape])

    /// Sets what views and elements share on `object`. A descriptor's view defaults to `host`,
    /// its point to the object's activation point there (once every view is placed); `area` is
    /// the element's frame in the host, `nil` for the host itself.
    static func apply(_ keys: MappingReader, to object: UIResponder, host: UIView, area: CGRect?,
                      in builder: inout SceneBuilder) throws(SceneError) {
        if let node = keys["label"] { object.accessibilityLabel = try node.string() }
        if let node = keys["value"] { object.accessibilityValue = try node.string() }
        if let node = keys["hint"] { object.accessibilityHint = try node.string() }
        if let node = keys["inputLabels"] {
            object.accessibilityUserInputLabels = try node.stringList()
        }
        if let node = keys["traits"] {
            // Added to what the type gave the view, not instead of it: a switch given `selected`
            // is still a switch.
            object.insertAccessibilityTraits(try traits(node))
        }
        if let node = keys["customActions"] {
            var actions: [(String, SceneEffect)] = []
            for item in try node.sequence() {
                let entry = try item.mapping(SceneEffect.customAction)
                let name = try entry.required("name").string()
                guard !name.isEmpty else { throw try entry.required("name").error("an action needs a name") }
                actions.append((name, try SceneEffect(entry, screen: builder.currentScreen)))
            }
            builder.references.append(.customActions(object, actions))
        }
        if let node = keys["customContent"] { object.sceneCustomContent = try CustomContentKeys.content(node) }
        if let node = keys["activationPoint"] {
            // Anywhere, as UIKit's: a point outside the element is where a double tap touches.
            object.activationPointInFrame = try node.point()
        }
        if let node = keys["path"] {
            var points: [CGPoint] = []
            for item in try node.sequence() { points.append(try item.point()) }
            guard points.count >= 3 else { throw node.error("a path needs three or more points to outline an area") }
            builder.references.append(.accessibilityPath(object, host, points))
        }
        if let node = keys["dragSources"] {
            builder.references.append(.descriptors(object, host, .dragSource, try DescriptorKeys.entries(node)))
        }
        if let node = keys["dropPoints"] {
            builder.references.append(.descriptors(object, host, .dropPoint, try DescriptorKeys.entries(node)))
        }
        try SceneEffect.addHandler(.magicTap, of: keys, to: object, in: &builder)
        try SceneEffect.addHandler(.escape, of: keys, to: object, in: &builder)
    }

    /// A `traits` list, by UIKit's property names.
    static func traits(_ node: NodeReader) throws(SceneError) -> UIAccessibilityTraits {
        var traits = UIAccessibilityTraits.none
        for item in try node.sequence() {
            traits.insert(TraitNames.trait(named: try item.choice(TraitNames.all.map(\.name))) ?? .none)
        }
        return traits
    }

    /// The view's `elements`, in order: each a view of the scene by id, or a
    /// `UIAccessibilityElement` with its frame in the view. Ids are resolved once every view exists.
    static func elements(_ node: NodeReader, of view: UIView, in builder: inout SceneBuilder) throws(SceneError)
        -> [SceneBuilder.ElementListEntry] {
        var elements: [SceneBuilder.ElementListEntry] = []
        for item in try node.sequence() {
            if case .scalar = item.node {
                elements.append(.view(item))
                continue
            }
            let elementKeys = try item.mapping(eachElement)
            let element = UIAccessibilityElement(accessibilityContainer: view)
            builder.locations.append((ObjectIdentifier(element), item.location))
            let frame = try elementKeys.required("frame").rect()
            element.accessibilityFrameInContainerSpace = frame
            try apply(elementKeys, to: element, host: view, area: frame, in: &builder)
            elements.append(.element(element))
        }
        return elements
    }
}
