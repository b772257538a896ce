import Foundation

/// CellKit's own: a collection view's data source that can say what the list cell it gives an
/// item shows (its content configuration's text, secondary text and image, and its
/// accessories) without making the cell, as a scene's list can. A capture reads a long list
/// through it: making every item's cell, a page of them at a scroll, cost about 8 µs an item
/// (a list of 100,000 items took a second to capture). UIKit has nothing like it: a capture of
/// a UIKit app reads every item through its cell.
@MainActor
package protocol ListContentDataSource: AnyObject {
    /// What the list cell the data source gives the item at `indexPath` shows, as
    /// `collectionView(_:cellForItemAt:)` would configure it; `nil` when it cannot say (the
    /// capture then reads the cell).
    func shownListContent(at indexPath: IndexPath, in collectionView: UICollectionView)
        -> (text: String, secondaryText: String?, image: UIImage?, accessories: [UICellAccessory])?
}
