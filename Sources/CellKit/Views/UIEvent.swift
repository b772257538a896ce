/// An input event, passed to hit testing as in UIKit. CellKit's finger passes `nil`, as UIKit
/// does for drag and drop hit tests; the type exists so UIKit signatures read the same.
@preconcurrency @MainActor
open class UIEvent {
    public init() {}
}
