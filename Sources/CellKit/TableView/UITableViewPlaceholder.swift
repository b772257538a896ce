import Foundation

/// A stand-in row at an index path, drawn by `cellUpdateHandler` instead of the data source.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    /// The row's height, in points; `UITableView.automaticDimension` uses the table's `rowHeight`.
    public let rowHeight: CGFloat
    /// Configures the placeholder's cell; the data source is never asked about placeholders.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }
}
