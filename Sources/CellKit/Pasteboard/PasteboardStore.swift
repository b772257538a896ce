import Foundation

/// A pasteboard's contents (CellKit's own), shared by every `UIPasteboard` object made for the
/// same name, behind a lock.
final class PasteboardStore: @unchecked Sendable {
    let lock = NSLock()
    /// The items, each its representations by type identifier.
    var items: [[String: Any]] = []
    /// How many times the items have been replaced.
    var changeCount = 0
}
