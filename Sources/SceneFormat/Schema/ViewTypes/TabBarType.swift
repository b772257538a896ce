import CellKit

/// `type: tabBar`: a `UITabBar`, whose tabs may each show views of their own.
struct TabBarType: ViewType {
    let name = "tabBar"
    let summary = "A `UITabBar`: VoiceOver says each tab's title, \"Tab\" and \"2 of 4\", \"Selected\" on the selected "
        + "one; a double tap selects a tab, which shows its `views` and hides the other tabs'."
    let keys = [
        SchemaKey("tabs", .list(.mapping(Self.eachTab)), .required, "the tabs, at least one, left to right"),
        SchemaKey("selected", .text, .otherwise("the first tab"), "the title of the tab selected at first"),
        SchemaKey("hasSelection", .bool, .defaults("true"),
                  "`false`: no tab is selected at first (`selectedItem` is `nil`), and none says \"Selected\"; "
                      + "not with `selected`"),
    ]

    static let eachTab = MappingSchema(
        title: "`tabBar` `tabs` (each)",
        summary: "A tab: a `UITabBarItem`, and the views it shows while it is selected.",
        keys: [
            SchemaKey("title", .text, .otherwise("none: an untitled tab says only \"Tab.\" and its place"),
                      "what the tab shows and says"),
            SchemaKey("badge", .text, .optional,
                      "a badge on the tab (`badgeValue`): iOS 26's VoiceOver does not say it (17 and 18 said it as "
                          + "the value, a number as \"3 items\")"),
            SchemaKey("enabled", .bool, .defaults("true"),
                      "`false` is the item's `isEnabled = false`: drawn dim, a double tap does nothing; UIKit's tab "
                          + "does not say \"Dimmed\""),
            SchemaKey("label", .text, .optional, "the item's `accessibilityLabel`: said instead of its title"),
            SchemaKey("value", .text, .optional, "the item's `accessibilityValue`: said after the label"),
            SchemaKey("hint", .text, .optional, "the item's `accessibilityHint`: said after a pause"),
            SchemaKey("views", .ids, .optional,
                      "views (by id, described before the tab bar) shown only while this tab is selected"),
        ])

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let tabsNode = try keys.required("tabs")
        var items: [UITabBarItem] = []
        var pages: [[UIView]] = []
        for node in try tabsNode.sequence() {
            let tab = try node.mapping(Self.eachTab)
            let item = UITabBarItem(title: try tab["title"]?.string(), image: nil, tag: items.count)
            item.badgeValue = try tab["badge"]?.string()
            item.isEnabled = try tab.defaulted("enabled").bool()
            item.accessibilityLabel = try tab["label"]?.string()
            item.accessibilityValue = try tab["value"]?.string()
            item.accessibilityHint = try tab["hint"]?.string()
            items.append(item)
            pages.append(try Self.views(tab["views"], in: builder))
        }
        guard !items.isEmpty else { throw tabsNode.error("a tab bar needs at least one tab") }
        var selected: Int? = 0
        if let node = keys["hasSelection"], try !node.bool() {
            if let given = keys["selected"] {
                throw given.error("a tab bar with `hasSelection: false` selects no tab; leave out `selected`")
            }
            selected = nil
        } else if let node = keys["selected"] {
            let title = try node.string()
            guard let index = items.firstIndex(where: { $0.title == title }) else {
                throw node.error("no tab is titled '\(Echo.text(title))'; the tabs are: "
                    + items.map { Echo.text($0.title ?? "") }.joined(separator: ", "))
            }
            selected = index
        }
        let tabBar = UITabBar(frame: frame)
        tabBar.items = items
        tabBar.selectedItem = selected.map { items[$0] }
        let delegate = TabPagesDelegate(pages: pages)
        delegate.show(pagesOf: selected ?? -1)
        tabBar.delegate = delegate
        // The tab bar holds its delegate weakly, as UIKit's does: the scene keeps it.
        builder.delegates.append(delegate)
        return tabBar
    }

    /// A tab's views: ids of views described earlier in the file.
    private static func views(_ node: NodeReader?, in builder: SceneBuilder) throws(SceneError) -> [UIView] {
        guard let node else { return [] }
        var idNodes: [NodeReader] = []
        if case .scalar = node.node { idNodes = [node] } else { idNodes = Array(try node.sequence()) }
        var views: [UIView] = []
        for idNode in idNodes {
            let id = try idNode.string()
            guard let view = builder.views[id] else {
                throw idNode.error("no view with the id '\(Echo.text(id))' comes before this tab bar; "
                    + "a tab's views are described first")
            }
            views.append(view)
        }
        return views
    }
}
