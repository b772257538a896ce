import Foundation

// UIKit adds rows to Foundation's index paths for table views, as it adds items for collection
// views (`IndexPath+UIKit`); CellKit does the same, so table view code reads as it does on iOS.
extension IndexPath {
    /// An index path for a row in a section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row in the section: the second index, as `item` is.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
