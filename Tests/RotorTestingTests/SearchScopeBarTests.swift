import CellKit
import RotorTesting
import Testing
import RotorTestSupport

/// A search bar with scopes, as a store's search screen writes one.
@MainActor
private final class ScopeListener: UISearchBarDelegate {
    var chosen: [Int] = []

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        chosen.append(selectedScope)
    }
}

@MainActor
@Suite("Search scope bars", .cellsScreen)
struct SearchScopeBarTests {
    private static func screen() -> (VirtualScreenReader, UISearchBar, ScopeListener) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 6), applicationIdentifier: "store")
        let controller = UIViewController()
        window.rootViewController = controller
        let listener = ScopeListener()
        let searchBar = UISearchBar()
        searchBar.delegate = listener
        searchBar.scopeButtonTitles = ["All", "Apps", "Games"]
        searchBar.showsScopeBar = true
        searchBar.frame = CGRect(origin: .zero, size: searchBar.sizeThatFits(CGSize(width: 40, height: 0)))
        controller.view.addSubview(searchBar)
        return (VirtualScreenReader(windows: [window], keeping: [controller, listener]), searchBar, listener)
    }

    @Test("the scope bar is the line under the field; VoiceOver reads each scope as a button, Selected on the chosen one")
    func readsTheScopes() {
        let (reader, searchBar, _) = Self.screen()
        #expect(searchBar.frame.height == 2)
        let phrases = reader.walkElements().map(\.spokenPhrases)
        #expect(phrases.count == 4)
        #expect(phrases.dropFirst().map { $0.first ?? "" } == ["Selected: All. Button. 1 of 3.", "Apps. Button. 2 of 3.", "Games. Button. 3 of 3."])
    }

    @Test("choosing a scope by double tap selects it and tells the delegate; setting it in code does not")
    func choosingTellsTheDelegate() {
        let (reader, searchBar, listener) = Self.screen()
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Apps")
        reader.act()
        #expect(searchBar.selectedScopeButtonIndex == 1)
        #expect(listener.chosen == [1])
        searchBar.selectedScopeButtonIndex = 2
        #expect(listener.chosen == [1])
        searchBar.showsScopeBar = false
        #expect(searchBar.sizeThatFits(CGSize(width: 40, height: 0)).height == 1)
        #expect(!reader.walkElements().contains { $0.label == "Games" })
    }
}
