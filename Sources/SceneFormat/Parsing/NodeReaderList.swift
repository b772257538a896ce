/// The items of a YAML list as readers, each with its index in the key path. Made as they are
/// asked for: iterating a long list of views reads one item at a time (`SceneNodeList`).
struct NodeReaderList: RandomAccessCollection, ExpressibleByArrayLiteral {
    private let list: SceneNodeList
    private let path: String
    private let file: String

    init(_ list: SceneNodeList, path: String, file: String) {
        self.list = list
        self.path = path
        self.file = file
    }

    /// An empty list, for a key that is absent.
    init(arrayLiteral elements: Never...) {
        self.init(SceneNodeList([]), path: "", file: "")
    }

    var startIndex: Int { 0 }
    var endIndex: Int { list.count }

    subscript(position: Int) -> NodeReader {
        NodeReader(node: list[position], path: path + "[\(position)]", file: file)
    }
}
