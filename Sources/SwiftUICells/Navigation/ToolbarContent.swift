/// Items of a view's toolbar, as SwiftUI's `ToolbarContent`: `ToolbarItem`s, groups of them,
/// and what `ToolbarContentBuilder` makes of several.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The items, each with its placement.
    var _items: [(placement: ToolbarItemPlacement, view: any View)] { get }
}
