/// One toolbar item, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var _items: [(placement: ToolbarItemPlacement, view: any View)] { [(placement, content)] }
}

extension ToolbarItem where ID == () {
    /// An item placed by `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}
