/// One measured operation on one generated scene.
public struct BenchResult: Sendable, Equatable, Encodable {
    /// `parse`, `load`, `walk`, `next`, `actions`, `hit-test`, `drag-drop`, `render`,
    /// `bytes-per-move`.
    public let operation: String
    /// The scene's shape: collection, wide, deep.
    public let scene: String
    public let views: Int
    /// The median of the runs, in nanoseconds.
    public let medianNanoseconds: UInt64
    public let runs: Int
    /// For `bytes-per-move`: the bytes the terminal backend wrote for one cursor move (median).
    public let bytes: Int?
    /// For `bytes-per-move`: the bytes of the cells that changed (their characters in UTF-8).
    public let changedCellBytes: Int?

    public init(operation: String, scene: String, views: Int, medianNanoseconds: UInt64, runs: Int,
                bytes: Int? = nil, changedCellBytes: Int? = nil) {
        self.operation = operation
        self.scene = scene
        self.views = views
        self.medianNanoseconds = medianNanoseconds
        self.runs = runs
        self.bytes = bytes
        self.changedCellBytes = changedCellBytes
    }

    enum CodingKeys: String, CodingKey {
        case operation, scene, views, runs, bytes
        case medianNanoseconds = "median_ns"
        case changedCellBytes = "changed_cell_bytes"
    }
}
