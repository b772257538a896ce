/// Every mapping of the schema once, in the order the README documents them: each mapping,
/// then the mappings its keys hold, depth first; where views are held, every view's keys and
/// each view type's own come first, then what their keys hold.
@MainActor
struct SchemaWalk {
    /// A mapping as the README shows it.
    struct Section {
        let schema: MappingSchema
        /// A view type's own keys (shown under "Types").
        let isViewType: Bool
    }

    private(set) var sections: [Section] = []
    private var seen: Set<String> = []
    private var viewsSeen = false

    init(from root: MappingSchema = SceneSchema.topLevel) {
        visit(root)
    }

    private mutating func visit(_ schema: MappingSchema) {
        guard seen.insert(schema.title).inserted else { return }
        sections.append(Section(schema: schema, isViewType: false))
        visitKeys(of: schema)
    }

    private mutating func visitKeys(of schema: MappingSchema) {
        for key in schema.keys {
            if key.kind.holdsViews { visitViews() }
            for nested in key.kind.mappings { visit(nested) }
        }
    }

    private mutating func visitViews() {
        guard !viewsSeen else { return }
        viewsSeen = true
        let common = CommonViewKeys.schema
        seen.insert(common.title)
        sections.append(Section(schema: common, isViewType: false))
        let types = SceneSchema.viewTypes.map(SceneSchema.ownMapping(of:))
        for type in types {
            seen.insert(type.title)
            sections.append(Section(schema: type, isViewType: true))
        }
        visitKeys(of: common)
        for type in types { visitKeys(of: type) }
    }
}
