import CellKit

/// A scene tab bar's delegate: selecting a tab shows the views of that tab and hides the other
/// tabs' views, and tells VoiceOver the layout changed, as an app that switches pages does.
@MainActor
final class TabPagesDelegate: UITabBarDelegate {
    /// Each tab's views, by the tab's place; held weakly, as the scene owns its views.
    private let pages: [[ViewReference]]

    init(pages: [[UIView]]) {
        self.pages = pages.map { $0.map { ViewReference($0) } }
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = tabBar.items?.firstIndex(where: { $0 === item }) else { return }
        show(pagesOf: index)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    /// Shows the views of the tab at `index` and hides every other tab's (a view in both stays
    /// shown). A set of those shown: a search of them for each view cost the tabs' views times
    /// the tab's.
    func show(pagesOf index: Int) {
        let shown = views(ofTab: index)
        let kept = Set(shown.map(ObjectIdentifier.init))
        for page in pages {
            for reference in page {
                guard let view = reference.view, !kept.contains(ObjectIdentifier(view)) else { continue }
                view.isHidden = true
            }
        }
        for view in shown { view.isHidden = false }
    }

    /// How many tabs the delegate has views for.
    var tabCount: Int { pages.count }

    /// The views the tab at `index` shows; none for a tab it does not know.
    func views(ofTab index: Int) -> [UIView] {
        pages.indices.contains(index) ? pages[index].compactMap(\.view) : []
    }
}
