/// A section of a hosted list as its table shows it: its header's and footer's text, its rows
/// as the `List` gave them (single rows and `ForEach` runs, none made until asked for), the
/// moves the table made itself since (a reorder, before the model follows), and each row's
/// height in the table's order.
@MainActor
struct ListSection {
    var header: String?
    var footer: String?
    let segments: [ListSegment]
    /// Where each segment's rows start.
    private let starts: [Int]
    let rowCount: Int
    /// The table's own moves since the section was made, in its positions, in order: row `from`
    /// was taken out and put back at `to`.
    private(set) var tableMoves: [(from: Int, to: Int)] = []
    /// Each row's height at the table's width, in the table's order.
    var heights: [CGFloat] = []

    init(header: String? = nil, footer: String? = nil, segments: [ListSegment]) {
        self.header = header
        self.footer = footer
        self.segments = segments
        var starts: [Int] = []
        var total = 0
        for segment in segments {
            starts.append(total)
            total += segment.count
        }
        self.starts = starts
        rowCount = total
    }

    /// The position in the `List`'s order of the row the table shows at `row` (they differ
    /// after the table moved a row itself).
    func listPosition(ofShown row: Int) -> Int {
        var position = row
        for move in tableMoves.reversed() {
            if position == move.to {
                position = move.from
            } else if move.from < move.to, position >= move.from, position < move.to {
                position += 1
            } else if move.to < move.from, position > move.to, position <= move.from {
                position -= 1
            }
        }
        return position
    }

    /// The segment holding the row at `position` (in the `List`'s order) and the row's offset in it.
    func locate(_ position: Int) -> (segment: Int, offset: Int)? {
        guard position >= 0, position < rowCount else { return nil }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (low, position - starts[low])
    }

    /// Where the segment holding the row the table shows at `row` starts and ends, in the
    /// table's positions (a row moves only within its `ForEach`, so they are the `List`'s).
    func segmentBounds(ofShown row: Int) -> Range<Int>? {
        guard let (segment, _) = locate(listPosition(ofShown: row)) else { return nil }
        return starts[segment]..<(starts[segment] + segments[segment].count)
    }

    /// The row the table shows at `row`.
    func node(atShown row: Int) -> Node? {
        guard let (segment, offset) = locate(listPosition(ofShown: row)) else { return nil }
        return segments[segment].node(at: offset)
    }

    /// The identity of the row the table shows at `row`.
    func key(atShown row: Int) -> ListRowKey? {
        guard let (segment, offset) = locate(listPosition(ofShown: row)) else { return nil }
        return segments[segment].key(at: offset)
    }

    /// The `ForEach` of the row the table shows at `row`, and the row's offset in its data.
    func run(atShown row: Int) -> (run: ListRowRun, offset: Int)? {
        guard let (segment, offset) = locate(listPosition(ofShown: row)), let run = segments[segment].run else { return nil }
        return (run, offset)
    }

    /// The table moved a row itself: its height goes with it.
    mutating func tableMoved(from source: Int, to destination: Int) {
        guard heights.indices.contains(source), heights.indices.contains(destination), source != destination else { return }
        tableMoves.append((source, destination))
        heights.moveElement(from: source, to: destination)
    }
}
