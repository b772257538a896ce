import CellKit

/// A view's `accessibility`: what VoiceOver reads of it, and what it offers.
@MainActor
enum AccessibilityKeys {
    static let containerTypes: [String: UIAccessibilityContainerType] = [
        "none": .none, "list": .list, "landmark": .landmark, "dataTable": .dataTable, "semanticGroup": .semanticGroup,
    ]

    static let schema = MappingSchema(
        title: "`accessibility`",
        summary: "What VoiceOver reads of a view and what it offers. `dragSources` and `dropPoints` left out expose "
            + "the view's interactions automatically; `[]` offers none.",
        keys: [
            SchemaKey("element", .bool, .otherwise("as in UIKit: labels and controls are, other views not"),
                      "whether VoiceOver stops on the view"),
            ElementKeys.label, ElementKeys.value, ElementKeys.hint, ElementKeys.traits, ElementKeys.inputLabels,
            SchemaKey("valueFrom", .list(.id), .optional,
                      "on a plain view: its value is made of these views' labels and values; a cycle is refused"),
            ElementKeys.dragSources, ElementKeys.dropPoints, ElementKeys.customActions, ElementKeys.customContent,
            SchemaKey("customRotors", .list(.mapping(CustomRotorKeys.schema)), .optional,
                      "rotors of the app's own (`accessibilityCustomRotors`), offered while the focus is on this view "
                          + "or inside it, each stepping through views by id"),
            SchemaKey("container", .choice(containerTypes.keys.sorted()), .otherwise("none"),
                      "a list's first element says \"List Start.\" and its last \"List End.\", a landmark's "
                        + "\"Landmark.\" and \"End.\"; the Containers rotor jumps between containers"),
            SchemaKey("elements", .list(.either([.id, .mapping(ElementKeys.eachElement)])), .optional,
                      "the view's elements in the order VoiceOver visits them (`accessibilityElements`): each a view "
                          + "inside it, by id, or a part of it that is an element without being a view; what it leaves "
                          + "out is not visited"),
            SchemaKey("viewIsModal", .bool, .defaults("false"),
                      "`accessibilityViewIsModal`: while the view is shown, VoiceOver visits only its elements, not "
                          + "those of the views beside it"),
            SchemaKey("elementsHidden", .bool, .defaults("false"),
                      "`accessibilityElementsHidden`: VoiceOver visits neither the view nor what is inside it; it "
                          + "still shows and takes touches"),
            SchemaKey("frame", .rect, .otherwise("the view's frame"),
                      "`accessibilityFrame`: where VoiceOver places and outlines the view, in the view's own "
                          + "coordinates; set on the screen once the views are placed, it stays there when the view "
                          + "moves, as UIKit's"),
            ElementKeys.path,
            SchemaKey("shouldGroupChildren", .bool, .defaults("false"),
                      "`shouldGroupAccessibilityChildren`: VoiceOver visits the elements inside the view one after "
                          + "another, before any element beside it, whatever their places on the screen"),
            ElementKeys.activationPoint, ElementKeys.magicTap, ElementKeys.escape,
        ])

    static func apply(_ node: NodeReader, to view: UIView, in builder: inout SceneBuilder) throws(SceneError) {
        let keys = try node.mapping(schema)
        if let node = keys["element"] { view.isAccessibilityElement = try node.bool() }
        // Before the descriptors: a descriptor's default point is the activation point, which
        // the frame moves.
        if let node = keys["frame"] { builder.references.append(.accessibilityFrame(view, try node.rect())) }
        try ElementKeys.apply(keys, to: view, host: view, area: nil, in: &builder)
        if let node = keys["customRotors"] {
            builder.references.append(.customRotors(view, try CustomRotorKeys.entries(node)))
        }
        if let node = keys["container"] {
            view.accessibilityContainerType = containerTypes[try node.choice(containerTypes.keys.sorted())] ?? .none
        }
        if let node = keys["valueFrom"] {
            guard let sceneView = view as? SceneView else {
                throw node.error("valueFrom is for plain views (type: view); this view speaks its own value")
            }
            // A list, or refused here; the ids in it are read when the references are resolved.
            _ = try node.sequence()
            builder.addValueFrom(sceneView, sources: node)
        }
        if let node = keys["elements"] {
            let entries = try ElementKeys.elements(node, of: view, in: &builder)
            // Elements alone are set now; a list naming views waits for them to exist.
            if entries.contains(where: { if case .view = $0 { true } else { false } }) {
                builder.references.append(.elementList(view, entries))
            } else {
                view.accessibilityElements = entries.compactMap { if case .element(let element) = $0 { element } else { nil } }
            }
        }
        view.accessibilityViewIsModal = try keys.defaulted("viewIsModal").bool()
        view.accessibilityElementsHidden = try keys.defaulted("elementsHidden").bool()
        view.shouldGroupAccessibilityChildren = try keys.defaulted("shouldGroupChildren").bool()
    }
}
