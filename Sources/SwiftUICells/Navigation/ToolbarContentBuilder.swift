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
