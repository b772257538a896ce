import Foundation

/// Updates the results as the search changes, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search began, ended or its text changed: show the results for `searchController`'s
    /// search bar's text.
    func updateSearchResults(for searchController: UISearchController)
}
