/// Every key a scene file may have, as data: the top level's mapping, and through it every
/// nested mapping, and the registry of view types. The builder reads mappings against it (so
/// an unknown key is refused with the nearest known one), the README's key tables are made
/// from it (`SchemaDocumentation`), and the every-key scene must use every key in it.
@MainActor
enum SceneSchema {
    /// Every view type, in the order messages list them. A new type is a file in `ViewTypes/`
    /// and a line here.
    static let viewTypes: [any ViewType] = [
        PlainViewType(),
        LabelType(),
        ButtonType(),
        SwitchType(),
        AdjustableType(),
        ProgressType(),
        TextFieldType(),
        ImageType(),
        WellType(),
        ListType(),
        BarGraphType(),
        ScrollViewType(),
        CollectionViewType(),
        TabBarType(),
        SegmentedControlType(),
        BackButtonType(),
        KeyboardKeyType(),
        SecureTextFieldType(),
        DataTableType(),
        TableViewType(),
        StepperType(),
        PageControlType(),
        TextViewType(),
    ]

    static let viewTypeNames = viewTypes.map(\.name)

    /// The top of a scene file.
    static var topLevel: MappingSchema { TopLevelKeys.schema }

    /// A view type with the mappings its views are read with.
    @MainActor
    final class ViewTypeEntry {
        let type: any ViewType
        /// Every view's keys, then the type's own: a view in `subviews`.
        let subview: MappingSchema
        /// The same with `parent`: a view in a window's own `views`.
        let windowView: MappingSchema
        /// Keys of every view that this type declares again, and so reads itself.
        let readsItself: Set<String>

        init(_ type: any ViewType) {
            self.type = type
            let common = CommonViewKeys.keys
            let commonNames = Set(common.map(\.name))
            let own = type.keys.filter { !commonNames.contains($0.name) }
            // The type's version of a common key, in the common key's place.
            let merged = common.map { key in type.keys.first { $0.name == key.name } ?? key }
            subview = MappingSchema(title: "`\(type.name)`", summary: type.summary, keys: merged + own)
            windowView = MappingSchema(title: "`\(type.name)`", summary: type.summary,
                                       keys: merged + [CommonViewKeys.parent] + own)
            readsItself = commonNames.intersection(type.keys.map(\.name))
        }
    }

    /// The view types by name.
    static let entries: [String: ViewTypeEntry] = Dictionary(
        viewTypes.map { ($0.name, ViewTypeEntry($0)) }, uniquingKeysWith: { first, _ in first })

    /// Every key any view may have, to find a view's type before its keys are checked against
    /// the type's: in a subview, and in a window's own views (with `parent`).
    static let anySubview = union(parent: false)
    static let anyWindowView = union(parent: true)

    private static func union(parent: Bool) -> MappingSchema {
        var keys = CommonViewKeys.keys + (parent ? [CommonViewKeys.parent] : [])
        for type in viewTypes {
            keys += type.keys.filter { key in !keys.contains { $0.name == key.name } }
        }
        return MappingSchema(title: "Any view", summary: "", keys: keys)
    }

    /// The mapping a view type's own keys make, as the README shows it.
    static func ownMapping(of type: any ViewType) -> MappingSchema {
        MappingSchema(title: "`\(type.name)`", summary: type.summary, keys: type.keys)
    }
}
