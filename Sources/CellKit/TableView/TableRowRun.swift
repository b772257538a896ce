/// CellKit's own: a run of a table section's rows, as a `NumberedRowsDataSource` says them.
package enum TableRowRun: Equatable, Sendable {
    /// `count` rows given one by one, each read through its cell.
    case listed(count: Int)
    /// Rows whose text is `template` with `{number}` replaced by each of `numbers`, in order.
    case numbered(template: String, numbers: Range<Int>)

    /// How many rows the run holds.
    package var count: Int {
        switch self {
        case .listed(let count): count
        case .numbered(_, let numbers): numbers.count
        }
    }
}
