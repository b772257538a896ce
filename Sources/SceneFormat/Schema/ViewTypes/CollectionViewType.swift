import CellKit

/// `type: collectionView`: a `UICollectionView` with a flow layout, or a compositional list
/// layout of list cells (`layout: list`), whose data source and drag and drop delegates are one
/// declarative `SceneCollection`. Its `drag` and `drop` are its own.
struct CollectionViewType: ViewType {
    let name = "collectionView"
    let summary = "A `UICollectionView` with a flow layout, or a list (`layout: list`): the items in reading order; only "
        + "those on screen have cells, as in UIKit, and no more than 1,000 items may be on screen at once (more than a "
        + "terminal shows; the cells count as views). Its `drag` and `drop` are a collection view's own."
    let keys = [
        SchemaKey("items", .list(.either([.text, .mapping(Self.eachItem)])), .otherwise("none"),
                  "each a label, or `{ label, symbol }`, `{ label, cells }` (a photo), or, in a list, "
                      + "`{ label, secondaryText, accessories }`"),
        SchemaKey("layout", .choice(["flow", "list"]), .defaults("flow"),
                  "`flow`: a `UICollectionViewFlowLayout` of `itemSize` items; `list`: "
                      + "`UICollectionViewCompositionalLayout.list(using:)`, each item a `UICollectionViewListCell` "
                      + "showing its label and secondary text through a list content configuration, a row as wide "
                      + "as the list and as tall as its texts"),
        SchemaKey("appearance", .choice(Self.appearances.map(\.name)), .defaults("plain"),
                  "a list's `UICollectionLayoutListConfiguration.Appearance`; only with `layout: list`"),
        SchemaKey("itemSize", .size, .otherwise("required for a flow layout; a list has none"),
                  "`[columns, rows]` of each item; no wider than the view"),
        SchemaKey("spacing", .number(NumberRange.cells), .defaults("1"), "cells between items and lines; not negative"),
        SchemaKey("sectionInset", .mapping(Self.sectionInset), .otherwise("none"),
                  "the flow layout's `sectionInset`: cells left empty around the items"),
        SchemaKey("cells", .mapping(Self.cellActions), .otherwise("UIKit's own"),
                  "the action names each cell offers, as an app's own descriptors; left out, the cells offer UIKit's"),
        SchemaKey("drag", .mapping(Self.drag), .optional, "makes the items draggable"),
        SchemaKey("drop", .mapping(Self.drop), .optional, "takes items from elsewhere"),
    ]

    static let eachItem = MappingSchema(
        title: "`collectionView` `items` (each)",
        summary: "An item with a picture, or a list's item with a secondary text and accessories.",
        keys: [
            SchemaKey("label", .text, .required, "the cell's label (a list cell's `text`)"),
            SchemaKey("secondaryText", .text, .optional, "a list cell's `secondaryText`, under its text"),
            SchemaKey("accessories", .list(.choice(Self.accessories.map(\.name))), .otherwise("none"),
                      "a list cell's `accessories`, shown always: `disclosureIndicator`, `checkmark` and `detail` "
                          + "are drawn; `reorder` lets VoiceOver move the item (\"Reorder …\"); `delete` removes it "
                          + "(\"Delete\")"),
        ] + ImageType.imageKeys)

    /// A list's appearances, by UIKit's names.
    static let appearances: [(name: String, appearance: UICollectionLayoutListConfiguration.Appearance)] = [
        ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped), ("sidebar", .sidebar),
        ("sidebarPlain", .sidebarPlain),
    ]

    /// The accessories a scene's list item may show, by UIKit's names.
    static let accessories = SceneCollection.Accessory.allCases.map { (name: $0.rawValue, accessory: $0) }

    static let sectionInset = MappingSchema(
        title: "`collectionView` `sectionInset`",
        summary: "The flow layout's `sectionInset`, in cells; a side left out is 0.",
        keys: ["top", "left", "bottom", "right"].map {
            SchemaKey($0, .number(NumberRange.cells), .defaults("0"), "cells kept empty on that side; not negative")
        })

    static let cellActions = MappingSchema(
        title: "`collectionView` `cells`",
        summary: "Each cell's action names; `{label}` is the item's label. These are an app's own descriptors; without "
            + "`cells`, each cell offers what UIKit's cells offer with no accessibility code: a drag of its item, and "
            + "while a drag is held, the drops the collection view's proposal allows there (before, after, into).",
        keys: [
            SchemaKey("dragSource", .text, .optional, "the cell's drag source"),
            SchemaKey("dropBefore", .text, .optional, "a drop point before the item"),
            SchemaKey("dropAfter", .text, .optional, "a drop point after the item; on the last item only"),
        ])

    static let drag = MappingSchema(
        title: "`collectionView` `drag`",
        summary: "The items are draggable: within the collection view a drag reorders (a move).",
        keys: [
            SchemaKey("allowsMove", .bool, .defaults("true"), "whether a drop may move an item"),
            SchemaKey("enabled", .bool, .otherwise("the device's default: true; in iOS 14 and earlier, false on iPhone (`device`)"),
                      "`dragInteractionEnabled`: `false` turns the collection view's drags off; its cells' drag sources "
                          + "start nothing"),
            SchemaKey("addsItems", .bool, .defaults("false"),
                      "`itemsForAddingTo`: while a drag from here is held, adding another item to it (\"Add … to drag\") "
                          + "adds that item, once; `false`: the delegate does not implement it, so nothing is added and "
                          + "VoiceOver offers no \"Add … to drag\""),
        ])

    static let drop = MappingSchema(
        title: "`collectionView` `drop`",
        summary: "Items from elsewhere are taken: a placeholder is inserted at the destination index path at once, and "
            + "is replaced by the item when its data has loaded, or removed when the load fails; the announcements "
            + "(with `{label}`, the provider's suggested name) say which.",
        keys: [
            SchemaKey("accepts", .typeIdentifiers, .required, "the type identifiers it takes"),
            SchemaKey("effect", .choice(["insert"]), .defaults("insert"), "a drop inserts at an index path"),
            SchemaKey("intent", .choice(SceneCollection.intents.map(\.name)), .defaults("insertAtDestinationIndexPath"),
                      "the proposal's intent: `insertAtDestinationIndexPath` opens a gap and inserts there (a drag "
                          + "from this collection view moves its item there); `insertIntoDestinationIndexPath` drops "
                          + "into the item there (a folder), which then says what it holds as its value; "
                          + "`unspecified` inserts at the end"),
            SchemaKey("placeholder", .text, .defaults("Loading"), "what the placeholder says while the item loads"),
            SchemaKey("loadDelay", .seconds, .defaults("0"), "added to the source's, for loads this drop makes"),
            SchemaKey("loadFails", .text, .optional, "loads this drop makes fail with this message"),
            SchemaKey("announceLoaded", .text, .optional, "announced when an item has loaded"),
            SchemaKey("announceFailed", .text, .optional, "announced when a load fails"),
        ])

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let isList = try keys.defaulted("layout").choice(["flow", "list"]) == "list"
        let layout = isList ? try listLayout(keys) : try flowLayout(keys, frame: frame)
        var items: [SceneCollection.Item] = []
        for node in try keys["items"]?.sequence() ?? [] {
            if case .scalar = node.node {
                items.append(SceneCollection.Item(label: try node.string()))
                continue
            }
            let item = try node.mapping(Self.eachItem)
            var made = SceneCollection.Item(label: try item.required("label").string(), image: try ImageType.image(item))
            for key in ["secondaryText", "accessories"] where !isList {
                if let given = item[key] { throw given.error("`\(key)` is a list cell's: this collection view's layout is `flow`") }
            }
            made.secondaryText = try item["secondaryText"]?.string()
            for accessory in try item["accessories"]?.sequence() ?? [] {
                let name = try accessory.choice(Self.accessories.map(\.name))
                if let found = SceneCollection.Accessory(rawValue: name) { made.accessories.append(found) }
            }
            items.append(made)
        }
        if isList, let node = keys["cells"] {
            throw node.error("`cells` names a flow layout's cells' actions: a list's cells offer UIKit's own")
        }
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        let made = try attach(items, to: collectionView, isList: isList, keys: keys, in: &builder)
        try Self.countCells(of: collectionView, isList: isList, keys: keys, in: &builder)
        return made
    }

    /// The most items a collection view of a scene may show at once: more than a terminal
    /// shows, as for a table view (`UITableView.mostRowsShownAtOnce`). UIKit makes a cell for
    /// every item its bounds meet; a frame a million rows tall made 100,000 cells (7 s, 770 MB).
    static let mostItemsShownAtOnce = UITableView.mostRowsShownAtOnce

    /// The items the collection view's bounds meet, and the cells it will make for them and the
    /// line beyond each edge (`shownBand`), counted from its layout before any is made: no more
    /// than `mostItemsShownAtOnce` items, and the cells' views with the scene's others against
    /// the view limit.
    private static func countCells(of collectionView: UICollectionView, isList: Bool, keys: MappingReader,
                                   in builder: inout SceneBuilder) throws(SceneError) {
        let layout = collectionView.collectionViewLayout
        layout.prepare()
        let shown = layout.layoutAttributesForElements(in: collectionView.bounds)?.count ?? 0
        let node = keys["frame"] ?? keys.reader
        let most = mostItemsShownAtOnce
        guard shown <= most else {
            throw node.error("the collection view would show \(shown) items at once, past the limit of \(most) items a "
                + "collection view shows at once (more than a terminal shows): make its frame smaller, or give it fewer items")
        }
        let made = collectionView.shownBand.flatMap { layout.layoutAttributesForElements(in: $0) }?.count ?? 0
        let views = made * (isList ? viewsPerListCell : viewsPerCell)
        try builder.countShownViews(views, of: "the collection view's \(made) cells (\(views) views)", at: node)
    }

    /// The views each cell holds (the cell, its content view, image and label), counted from one.
    private static let viewsPerCell: Int = count(SceneCollectionCell(frame: .zero))
    private static let viewsPerListCell: Int = count(SceneListCell(frame: .zero))

    private static func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }

    /// `layout: list`: a compositional list of the `appearance`.
    private func listLayout(_ keys: MappingReader) throws(SceneError) -> UICollectionViewLayout {
        for key in ["itemSize", "spacing", "sectionInset"] {
            if let given = keys[key] { throw given.error("a list has no `\(key)`: its rows are as wide as the list") }
        }
        let name = try keys.defaulted("appearance").choice(Self.appearances.map(\.name))
        let appearance = Self.appearances.first { $0.name == name }?.appearance ?? .plain
        return UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
    }

    /// `layout: flow`: items of `itemSize`, `spacing` apart, inside the `sectionInset`.
    private func flowLayout(_ keys: MappingReader, frame: CGRect) throws(SceneError) -> UICollectionViewLayout {
        if let given = keys["appearance"] { throw given.error("`appearance` is a list's: add `layout: list`") }
        let layout = UICollectionViewFlowLayout()
        let itemSizeNode = try keys.required("itemSize")
        layout.itemSize = try itemSizeNode.size()
        guard layout.itemSize.width <= frame.width else {
            throw itemSizeNode.error("items \(Int(saturating: layout.itemSize.width)) wide do not fit a collection view "
                + "\(Int(saturating: frame.width)) wide")
        }
        let spacing = try keys.defaulted("spacing").double(in: NumberRange.cells, negative: "spacing cannot be negative")
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        if let node = keys["sectionInset"] {
            let inset = try node.mapping(Self.sectionInset)
            func side(_ name: String) throws(SceneError) -> CGFloat {
                CGFloat(try inset.defaulted(name).double(in: NumberRange.cells, negative: "an inset cannot be negative"))
            }
            layout.sectionInset = UIEdgeInsets(top: try side("top"), left: try side("left"),
                                               bottom: try side("bottom"), right: try side("right"))
            guard layout.itemSize.width + layout.sectionInset.left + layout.sectionInset.right <= frame.width else {
                throw node.error("items \(Int(saturating: layout.itemSize.width)) wide inside insets of "
                    + "\(Int(saturating: layout.sectionInset.left)) and \(Int(saturating: layout.sectionInset.right)) "
                    + "do not fit a collection view \(Int(saturating: frame.width)) wide")
            }
        }
        return layout
    }

    /// The collection's model, delegates and drag and drop rules, attached to the view.
    private func attach(_ items: [SceneCollection.Item], to collectionView: UICollectionView, isList: Bool,
                        keys: MappingReader, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        var names = SceneCollection.ActionNames()
        if let node = keys["cells"] {
            let cells = try node.mapping(Self.cellActions)
            names.dragSource = try cells["dragSource"]?.string()
            names.dropBefore = try cells["dropBefore"]?.string()
            names.dropAfter = try cells["dropAfter"]?.string()
        }
        var allowsMove = true, addsItems = false
        var dragEnabled: Bool?
        if let node = keys["drag"] {
            let drag = try node.mapping(Self.drag)
            allowsMove = try drag.defaulted("allowsMove").bool()
            dragEnabled = try drag["enabled"]?.bool()
            addsItems = try drag.defaulted("addsItems").bool()
        }
        var rules: SceneCollection.DropRules?
        if let node = keys["drop"] {
            let drop = try node.mapping(Self.drop)
            _ = try drop.defaulted("effect").choice(["insert"])
            var dropRules = SceneCollection.DropRules(acceptedTypes: try drop.required("accepts").acceptedTypes())
            dropRules.placeholderLabel = try drop.defaulted("placeholder").string()
            dropRules.loadDelay = try drop.defaulted("loadDelay").delay()
            dropRules.loadFailure = try drop["loadFails"]?.string()
            dropRules.loadedAnnouncement = try drop["announceLoaded"]?.string()
            dropRules.failedAnnouncement = try drop["announceFailed"]?.string()
            let intentName = try drop.defaulted("intent").choice(SceneCollection.intents.map(\.name))
            dropRules.intent = SceneCollection.intents.first { $0.name == intentName }?.intent ?? .insertAtDestinationIndexPath
            rules = dropRules
        }
        let collection = SceneCollection(items: items, names: names, allowsMove: allowsMove, dropRules: rules)
        collection.addsItems = addsItems
        collection.attach(to: collectionView, draggable: keys["drag"] != nil, isList: isList)
        // Left out, the collection view keeps the device's default, as an app's does.
        if let dragEnabled { collectionView.dragInteractionEnabled = dragEnabled }
        builder.delegates.append(collection)
        return collectionView
    }
}
