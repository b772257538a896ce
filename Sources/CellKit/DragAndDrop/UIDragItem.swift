import Foundation

/// One dragged thing: its data, through an item provider, and an object only the app that
/// started the drag can see.
@MainActor
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    /// App-local data for the item; never visible to another app.
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
