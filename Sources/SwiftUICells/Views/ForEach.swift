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
        var inside = context
        inside.isInList = false
        if context.isInList {
            // Each element is a row of the list's table. The rows are one node, which keeps the
            // data as it is: the table asks for a row's identity and views when it shows,
            // measures or moves the row, and finds the rows that changed by comparing the data
            // with the last evaluation's, so a state change costs the rows that changed and the
            // rows on screen, not every row (`ForEachRows`).
            let rows = ForEachRows(data: data, idOf: idOf, content: content, context: context, inside: inside)
            context.host.keepStorage(underRowsAt: inside.path + "/#")
            let run = ListRowRun(path: context.path, source: rows, host: context.host, onMove: onMove, onDelete: onDelete,
                                 insertTypes: insertTypes, onInsert: onInsert)
            return [Node(id: context.path + "/rows", kind: .rows(run), environment: context.environment)]
        }
        var nodes: [Node] = []
        for element in data {
            let id = idOf(element)
            nodes += Self.tagged(inside.resolve(content(element), at: "#\(id)"), id: id)
        }
        return nodes
    }

    /// A view of a `ForEach` is tagged with its identity unless it has a tag, as SwiftUI tags a
    /// picker's options.
    static func tagged(_ made: [Node], id: ID) -> [Node] {
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
