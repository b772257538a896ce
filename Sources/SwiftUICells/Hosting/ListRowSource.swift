/// The rows a `ForEach` in a `List` makes, as the list's table reads them: how many, each one's
/// identity, its node when the table asks for it, and how they compare with the rows of the last
/// evaluation. A state change makes no node and no identity per row (`ForEachRows`).
@MainActor
protocol ListRowSource: AnyObject {
    /// How many rows.
    var count: Int { get }
    /// The identity of the row at `index` (an offset in the `ForEach`'s data).
    func key(at index: Int) -> AnyHashable
    /// Where the views of the row at `index` keep their state (`HostState`).
    func storagePath(at index: Int) -> String
    /// The row at `index`, its views resolved when first asked for.
    func makeRow(at index: Int, context: ListRowContext) -> Node
    /// The rows the same as `old`'s at the start and, of the rest, at the end, and how many
    /// identities were compared or made one by one to find them (`IdentityScan`); none are the
    /// same when `old` is another `ForEach`'s.
    func commonEnds(with old: any ListRowSource) -> (prefix: Int, suffix: Int, work: Int)
}
