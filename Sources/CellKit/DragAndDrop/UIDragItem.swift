import Foundation

/// One dragged thing: its data, through an item provider, and an object only the app that
/// started the drag can see.
///
/// Main-actor, as UIKit's is; `@preconcurrency`, as every public main-actor type of CellKit's
/// (but `UIResponder` and `UIViewController`) is, because Swift imports UIKit's isolation that
/// way: model code written in Swift 5 mode (Apple's samples make drag items in a nonisolated
/// model type) compiles with a warning, not an error, as it does against UIKit.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    /// App-local data for the item; never visible to another app.
    open var localObject: Any?
    /// Makes the item's preview while it is carried. `nil` keeps the default preview (the lifted
    /// one); a closure that returns `nil` hides the item. The drag asks it when it first moves
    /// after the lift, as UIKit asks "if and when it needs" one.
    open var previewProvider: (() -> UIDragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
