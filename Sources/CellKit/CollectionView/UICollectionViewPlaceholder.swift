import Foundation

/// A stand-in cell at an index path, drawn by `cellUpdateHandler` instead of the data source.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    /// Configures the placeholder's cell; the data source is never asked about placeholders.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}
