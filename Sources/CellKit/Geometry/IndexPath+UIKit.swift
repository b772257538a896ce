import Foundation

// UIKit adds items and sections to Foundation's index paths; CellKit does the same, so
// collection view code reads as it does on iOS.
extension IndexPath {
    /// An index path for an item in a section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
