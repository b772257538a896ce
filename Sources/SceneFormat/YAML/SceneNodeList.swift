/// The items of a YAML list. A long list read by `SubsetYAMLReader` keeps only where each item
/// starts and reads the item again each time it is asked for: a table of 100,000 rows is never
/// held as 100,000 parsed rows, only as the views built from them one by one.
struct SceneNodeList: RandomAccessCollection {
    private enum Storage {
        case nodes([SceneNode])
        /// Items the reader keeps the starts of, by their places among its deferred items.
        case deferred(SubsetYAMLReader, Range<Int>)
    }

    private let storage: Storage

    init(_ nodes: [SceneNode]) {
        storage = .nodes(nodes)
    }

    init(reader: SubsetYAMLReader, items: Range<Int>) {
        storage = .deferred(reader, items)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .nodes(let nodes): nodes.count
        case .deferred(_, let items): items.count
        }
    }

    subscript(position: Int) -> SceneNode {
        switch storage {
        case .nodes(let nodes): nodes[position]
        case .deferred(let reader, let items): reader.item(items.lowerBound + position)
        }
    }
}
