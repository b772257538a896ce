/// Items of a view's toolbar, as SwiftUI's `ToolbarContent`: `ToolbarItem`s, groups of them,
/// and what `ToolbarContentBuilder` makes of several.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The items, each with its placement.
    var _items: [(placement: ToolbarItemPlacement, view: any View)] { get }
}

/// Several toolbar items one after another, as a `ToolbarContentBuilder` block makes them.
public struct TupleToolbarContent: ToolbarContent {
    public let _items: [(placement: ToolbarItemPlacement, view: any View)]
}

/// Builds toolbar items from a closure's statements, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder @MainActor
public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
        var items: [(placement: ToolbarItemPlacement, view: any View)] = []
        for item in repeat each content {
            items += item._items
        }
        return TupleToolbarContent(_items: items)
    }

    public static func buildOptional(_ content: TupleToolbarContent?) -> TupleToolbarContent {
        content ?? TupleToolbarContent(_items: [])
    }

    public static func buildEither(first: TupleToolbarContent) -> TupleToolbarContent { first }

    public static func buildEither(second: TupleToolbarContent) -> TupleToolbarContent { second }

    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> TupleToolbarContent {
        TupleToolbarContent(_items: content._items)
    }
}

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

/// Several views placed together in a toolbar, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Views placed by `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _items: [(placement: ToolbarItemPlacement, view: any View)] { [(placement, content)] }
}
