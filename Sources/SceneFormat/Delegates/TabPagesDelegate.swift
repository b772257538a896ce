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
    /// shown).
    func show(pagesOf index: Int) {
        let shown = pages.indices.contains(index) ? pages[index].compactMap(\.view) : []
        for page in pages.flatMap({ $0 }).compactMap(\.view) where !shown.contains(where: { $0 === page }) {
            page.isHidden = true
        }
        for view in shown { view.isHidden = false }
    }
}
