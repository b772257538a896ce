/// What a `NavigationStack` keeps between evaluations: the pages pushed on it (views pushed by
/// a `NavigationLink(destination:)`, values pushed by a `NavigationLink(value:)` or held in a
/// bound path), the destinations registered for values, and the title each page had when it was
/// last shown (a back button says the previous page's).
@MainActor
final class NavigationModel {
    /// A page pushed by a link to a view: the view, and the identity of the link that pushed it,
    /// which hands it its new destination on each evaluation (so the page follows the state it
    /// was made from).
    struct ViewPage {
        var view: AnyView
        let source: String
    }

    /// A page on the stack: a view, or a value shown by its type's `navigationDestination`.
    enum Page {
        case view(AnyView)
        case value(AnyHashable)
    }

    /// The values of a stack made with `init(path:root:)`: read and changed through its binding.
    struct BoundPath {
        let values: () -> [AnyHashable]
        /// Appends a value; false when the path cannot hold its type.
        let append: (AnyHashable) -> Bool
        let removeLast: () -> Void
    }

    /// Values pushed on a stack without a bound path.
    private var ownValues: [AnyHashable] = []
    /// Views pushed above the values.
    private(set) var viewPages: [ViewPage] = []
    var boundPath: BoundPath?
    /// How many values the path held when the views above them were pushed: a path changed
    /// under them takes them away.
    private var valueCountUnderViews = 0
    var titles: [Int: String] = [:]
    /// The view each value type is shown as, registered by `navigationDestination` while the
    /// stack's pages are resolved.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    weak var host: HostState?

    init(host: HostState) {
        self.host = host
    }

    private var values: [AnyHashable] {
        boundPath?.values() ?? ownValues
    }

    /// The pages above the root, bottom first.
    var pages: [Page] {
        let values = values
        if values.count != valueCountUnderViews, !viewPages.isEmpty {
            viewPages = []
        }
        return values.map(Page.value) + viewPages.map { .view($0.view) }
    }

    func push(_ page: AnyView, from source: String) {
        valueCountUnderViews = values.count
        viewPages.append(ViewPage(view: page, source: source))
        host?.markStale()
    }

    /// Pushes a value (a `NavigationLink(value:)`): onto the bound path, or the stack's own.
    func push(value: AnyHashable) {
        if let boundPath {
            guard boundPath.append(value) else { return }
        } else {
            ownValues.append(value)
        }
        viewPages = []
        host?.markStale()
    }

    /// Gives the page the link at `source` pushed the link's current destination.
    func refresh(source: String, with page: AnyView) {
        for index in viewPages.indices where viewPages[index].source == source {
            viewPages[index].view = page
        }
    }

    func pop() {
        let count = pages.count
        guard count > 0 else { return }
        titles[count] = nil
        if !viewPages.isEmpty {
            viewPages.removeLast()
        } else if let boundPath {
            boundPath.removeLast()
        } else {
            ownValues.removeLast()
        }
        host?.markStale()
    }
}

/// What the page being resolved tells its stack: its title and toolbar items, gathered while
/// the page is resolved and read when the bar is made.
@MainActor
final class NavigationScope {
    let model: NavigationModel
    var title: String?
    var toolbar: [(placement: ToolbarItemPlacement, view: any View)] = []

    init(model: NavigationModel) {
        self.model = model
    }
}
