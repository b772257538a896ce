/// One measured operation on one generated scene.
package struct BenchResult: Sendable, Equatable, Encodable {
    /// `parse`, `load`, `walk`, `next`, `actions`, `hit-test`, `drag-drop`, `render`,
    /// `bytes-per-move`, `first-screen`, `audit`.
    package let operation: String
    /// The scene's shape: collection, wide, deep, tableView.
    package let scene: String
    package let views: Int
    /// The median of the runs, in nanoseconds.
    package let medianNanoseconds: UInt64
    package let runs: Int
    /// For `bytes-per-move`: the bytes the terminal backend wrote for one cursor move (median).
    package let bytes: Int?
    /// For `bytes-per-move`: the bytes of the cells that changed (their characters in UTF-8).
    package let changedCellBytes: Int?
    /// For `bytes-per-move`: the move that wrote the most for what changed, its bytes written
    /// and its changed cells' bytes.
    package let worstBytes: Int?
    package let worstChangedCellBytes: Int?

    package init(operation: String, scene: String, views: Int, medianNanoseconds: UInt64, runs: Int,
                bytes: Int? = nil, changedCellBytes: Int? = nil, worstBytes: Int? = nil, worstChangedCellBytes: Int? = nil) {
        self.operation = operation
        self.scene = scene
        self.views = views
        self.medianNanoseconds = medianNanoseconds
        self.runs = runs
        self.bytes = bytes
        self.changedCellBytes = changedCellBytes
        self.worstBytes = worstBytes
        self.worstChangedCellBytes = worstChangedCellBytes
    }

    enum CodingKeys: String, CodingKey {
        case operation, scene, views, runs, bytes
        case medianNanoseconds = "median_ns"
        case changedCellBytes = "changed_cell_bytes"
        case worstBytes = "worst_bytes"
        case worstChangedCellBytes = "worst_changed_cell_bytes"
    }
}
