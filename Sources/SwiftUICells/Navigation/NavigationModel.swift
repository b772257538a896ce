/// What a `NavigationStack` keeps between evaluations: the views pushed on it, and the title
/// each page had when it was last shown (a back button says the previous page's).
@MainActor
final class NavigationModel {
    private(set) var pages: [AnyView] = []
    var titles: [Int: String] = [:]
    weak var host: HostState?

    init(host: HostState) {
        self.host = host
    }

    func push(_ page: AnyView) {
        pages.append(page)
        host?.markStale()
    }

    func pop() {
        guard !pages.isEmpty else { return }
        titles[pages.count] = nil
        pages.removeLast()
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
