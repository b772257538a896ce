/// The items of a YAML list as readers, each with its index in the key path. Made as they are
/// asked for: iterating a long list of views reads one item at a time (`SceneNodeList`).
struct NodeReaderList: RandomAccessCollection, ExpressibleByArrayLiteral {
    private let list: SceneNodeList
    /// The list's own path, which each item's continues.
    private let parent: SceneKeyPath.Parent
    private let file: String

    init(_ list: SceneNodeList, keyPath: SceneKeyPath, file: String) {
        self.list = list
        self.parent = keyPath.asParent()
        self.file = file
    }

    /// An empty list, for a key that is absent.
    init(arrayLiteral elements: Never...) {
        self.init(SceneNodeList([]), keyPath: .top, file: "")
    }

    var startIndex: Int { 0 }
    var endIndex: Int { list.count }

    subscript(position: Int) -> NodeReader {
        NodeReader(node: list[position], keyPath: parent.index(position), file: file)
    }
}
