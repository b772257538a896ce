/// Views made from a collection, one per element and identified by it, as SwiftUI's `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never

    /// The collection.
    public var data: Data
    /// The view of an element.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    var onMove: ((IndexSet, Int) -> Void)?
    var onDelete: ((IndexSet) -> Void)?
    var insertTypes: [String] = []
    var onInsert: ((Int, [NSItemProvider]) -> Void)?

    /// A view for each element, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        idOf = { $0[keyPath: id] }
    }

    func resolve(in context: ResolveContext) -> [Node] {
        var nodes: [Node] = []
        let count = data.count
        var inside = context
        inside.isInList = false
        for (offset, element) in data.enumerated() {
            let id = idOf(element)
            if context.isInList {
                // Each element is a row: its views are read as one element, as a table's cell
                // is. They are resolved when the table first asks for them (to show, measure or
                // move the row), so a state change costs the rows on screen, not every row.
                var row = context
                row.path += "/#\(id)/row"
                let listRow = ListRowContext(offset: offset, count: count, onMove: onMove, onDelete: onDelete,
                                             insertTypes: insertTypes, onInsert: onInsert)
                let host = context.host
                let content = content
                host.keepStorage(under: inside.path + "/#\(id)")
                nodes.append(Node(id: row.path, kind: .row(listRow), environment: context.environment) {
                    host.resolvingRow { Self.tagged(inside.resolve(content(element), at: "#\(id)"), id: id) }
                })
            } else {
                nodes += Self.tagged(inside.resolve(content(element), at: "#\(id)"), id: id)
            }
        }
        return nodes
    }

    /// A view of a `ForEach` is tagged with its identity unless it has a tag, as SwiftUI tags a
    /// picker's options.
    private static func tagged(_ made: [Node], id: ID) -> [Node] {
        for node in made where node.attributes.tag == nil {
            node.attributes.tag = AnyHashable(id)
        }
        return made
    }

    /// Lets a list's rows be moved: `action` gets the offsets moved and where they go, as
    /// `move(fromOffsets:toOffset:)` takes them.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.onMove = action
        return copy
    }

    /// Lets items of `supportedContentTypes` dropped between a list's rows be inserted: `action`
    /// gets the offset they go to and their item providers. (An empty list has no rows to drop
    /// between, so nothing is inserted into it.)
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ForEach {
        var copy = self
        copy.insertTypes = supportedContentTypes.map(\.identifier)
        copy.onInsert = action
        return copy
    }

    /// Lets a list's rows be deleted: `action` gets the offsets deleted.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.onDelete = action
        return copy
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// A view for each identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach {
    /// Lets items of `T` dropped between a list's rows be inserted, as SwiftUI's
    /// `dropDestination(for:action:)` on a `ForEach`: `action` gets the items and the offset they
    /// go to. VoiceOver offers the drop between rows as for `onInsert(of:perform:)`.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> ForEach {
        var copy = self
        copy.insertTypes = T.importedTypeIdentifiers
        copy.onInsert = { offset, providers in
            DropTarget.load(T.self, from: providers) { items in
                guard !items.isEmpty else { return }
                action(items, offset)
            }
        }
        return copy
    }
}
