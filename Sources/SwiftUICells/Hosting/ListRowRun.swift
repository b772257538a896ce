/// A `ForEach`'s rows in a hosted `List`, as one node of the list (kind `.rows`): its rows, made
/// when the table asks for them and kept for this evaluation, and the moves, deletes and inserts
/// the `ForEach` allows.
@MainActor
final class ListRowRun {
    /// The `ForEach`'s structural identity: a run of the last evaluation at the same path is
    /// the same `ForEach`, whose rows the table compares with these.
    let path: String
    let source: any ListRowSource
    /// The host whose storage the rows' views keep their state in.
    let host: HostState
    let onMove: ((IndexSet, Int) -> Void)?
    let onDelete: ((IndexSet) -> Void)?
    let insertTypes: [String]
    let onInsert: ((Int, [NSItemProvider]) -> Void)?
    private var made: [Int: Node] = [:]

    init(path: String, source: any ListRowSource, host: HostState, onMove: ((IndexSet, Int) -> Void)?, onDelete: ((IndexSet) -> Void)?,
         insertTypes: [String], onInsert: ((Int, [NSItemProvider]) -> Void)?) {
        self.path = path
        self.source = source
        self.host = host
        self.onMove = onMove
        self.onDelete = onDelete
        self.insertTypes = insertTypes
        self.onInsert = onInsert
    }

    var count: Int { source.count }

    /// The row at `index` (an offset in the `ForEach`'s data), made once per evaluation.
    func row(at index: Int) -> Node {
        if let kept = made[index] { return kept }
        let row = source.makeRow(at: index, context: ListRowContext(offset: index, count: count, onMove: onMove, onDelete: onDelete,
                                                                   insertTypes: insertTypes, onInsert: onInsert))
        made[index] = row
        return row
    }
}
