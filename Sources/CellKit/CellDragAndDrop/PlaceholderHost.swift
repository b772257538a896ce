import Foundation

/// CellKit's own: a view that shows placeholders for drops still loading (a table view, a
/// collection view).
@MainActor
protocol PlaceholderHost: UIView {
    /// Replaces the placeholder with its row, after `updates` changed the model at its place.
    func commit(_ entry: PlaceholderEntry, updates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder away.
    func delete(_ entry: PlaceholderEntry) -> Bool
    /// Asks the placeholder's cell to be made again.
    func refreshCell(for entry: PlaceholderEntry)
}
