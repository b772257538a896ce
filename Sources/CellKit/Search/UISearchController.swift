import Foundation

/// Searching a screen's content through a search bar, as UIKit's `UISearchController`: give it
/// to a navigation item (`navigationItem.searchController`), and a results updater that filters
/// the content.
///
/// As in UIKit: a tap on the search bar's field (a VoiceOver double tap) makes the controller
/// active (the delegate hears `willPresent` and `didPresent`; the updater is asked for results);
/// Cancel, or VoiceOver's escape while searching, makes it inactive again, clearing the text
/// (`willDismiss`, `didDismiss`; the updater is asked again). Setting `isActive` does the same.
///
/// [sim] CellKit shows the search bar as a row under the navigation bar's title (always: it
/// does not hide it while scrolling) and does not present `searchResultsController` over the
/// screen: a screen that filters its own content (the results controller nil, as most do) works
/// as on iOS; one with a separate results controller shows its own content while searching.
/// Rotor has no keyboard, so text arrives by setting `searchBar.text`; tell the updater then.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The view controller UIKit would show the results in; nil: the screen shows them itself.
    public let searchResultsController: UIViewController?
    /// The search bar; a navigation item shows it under its bar.
    public let searchBar = UISearchBar(frame: .zero)
    /// Asked for results as the search changes; held weakly, as UIKit does.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told as searching starts and stops; held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content under the bar is dimmed while searching. Kept.
    open var obscuresBackgroundDuringPresentation = true
    /// The name iOS 8 to 12 had for `obscuresBackgroundDuringPresentation` (deprecated in iOS 12).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching. Kept: CellKit's stays.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while searching.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows itself as the search changes. Kept.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the search bar's scope bar shows while searching and hides after (iOS 13; true
    /// by default).
    open var automaticallyShowsScopeBar = true

    /// A search controller whose results `searchResultsController` shows (nil: the screen itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// CellKit loads no archives: a search controller with no results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// Whether a search is going on. Setting it starts or stops one, as the bar does.
    open var isActive: Bool {
        get { storedIsActive }
        set {
            guard newValue != storedIsActive else { return }
            if newValue {
                activate()
                if !searchBar.searchTextField.isEditing { _ = searchBar.searchTextField.becomeFirstResponder() }
            } else {
                deactivate()
            }
        }
    }
    private var storedIsActive = false

    func searchBarDidBeginEditing() {
        activate()
    }

    func searchBarDidCancel() {
        deactivate()
    }

    private func activate() {
        guard !storedIsActive else { return }
        delegate?.willPresentSearchController(self)
        storedIsActive = true
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = true }
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func deactivate() {
        guard storedIsActive else { return }
        delegate?.willDismissSearchController(self)
        storedIsActive = false
        searchBar.text = nil
        searchBar.searchTextField.endEditing()
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        delegate?.didDismissSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}
