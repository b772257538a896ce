/// The columns of a data table's current row that cells from above (and spanning cells placed
/// in the row so far) cover, as maximal runs: disjoint ranges, none touching another, in column
/// order. A span is added and taken away as a whole range, so placing a table costs what its
/// cells are, not the area they cover: a cell 10,000 rows by 10,000 columns is one range.
///
/// The runs are kept sorted in chunks of a few hundred, so that finding, adding and removing
/// one costs a search and a short move, however many runs there are (a sorted array costs a
/// move of all the runs after the place, which many spanning cells in one row made quadratic).
struct ColumnRuns {
    private var chunks: [[Range<Int>]] = []
    /// The most runs a chunk holds before it is split in two.
    private static let chunkLimit = 512

    /// The run that covers `column`, if one does.
    func run(covering column: Int) -> Range<Int>? {
        guard let (chunk, index) = lastStarting(atOrBefore: column) else { return nil }
        let run = chunks[chunk][index]
        return run.contains(column) ? run : nil
    }

    /// The first column at or after `column` that a run covers, if any.
    func firstCovered(from column: Int) -> Int? {
        if run(covering: column) != nil { return column }
        guard let (chunk, index) = firstStarting(after: column) else { return nil }
        return chunks[chunk][index].lowerBound
    }

    /// Covers `range`, which no run covers yet, joining it to the runs it touches.
    mutating func cover(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        var joined = range
        if let (chunk, index) = lastStarting(atOrBefore: range.lowerBound), chunks[chunk][index].upperBound == range.lowerBound {
            joined = chunks[chunk][index].lowerBound..<joined.upperBound
            remove(chunk: chunk, index: index)
        }
        if let (chunk, index) = firstStarting(after: range.lowerBound), chunks[chunk][index].lowerBound == range.upperBound {
            joined = joined.lowerBound..<chunks[chunk][index].upperBound
            remove(chunk: chunk, index: index)
        }
        insert(joined)
    }

    /// Uncovers `range`, which one run covers whole (a span that has ended), splitting that run.
    mutating func uncover(_ range: Range<Int>) {
        guard !range.isEmpty, let (chunk, index) = lastStarting(atOrBefore: range.lowerBound) else { return }
        let run = chunks[chunk][index]
        guard run.lowerBound <= range.lowerBound, run.upperBound >= range.upperBound else { return }
        remove(chunk: chunk, index: index)
        if run.lowerBound < range.lowerBound { insert(run.lowerBound..<range.lowerBound) }
        if range.upperBound < run.upperBound { insert(range.upperBound..<run.upperBound) }
    }

    // MARK: The chunks

    /// Where the last run starting at or before `column` is.
    private func lastStarting(atOrBefore column: Int) -> (Int, Int)? {
        // The last chunk whose first run starts at or before the column.
        var low = 0, high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            if chunks[middle][0].lowerBound <= column { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let chunk = chunks[low - 1]
        var first = 0, last = chunk.count
        while first < last {
            let middle = (first + last) / 2
            if chunk[middle].lowerBound <= column { first = middle + 1 } else { last = middle }
        }
        return (low - 1, first - 1)
    }

    /// Where the first run starting after `column` is.
    private func firstStarting(after column: Int) -> (Int, Int)? {
        if let (chunk, index) = lastStarting(atOrBefore: column) {
            if index + 1 < chunks[chunk].count { return (chunk, index + 1) }
            return chunk + 1 < chunks.count ? (chunk + 1, 0) : nil
        }
        return chunks.isEmpty ? nil : (0, 0)
    }

    private mutating func insert(_ run: Range<Int>) {
        guard let (chunk, index) = lastStarting(atOrBefore: run.lowerBound) else {
            if chunks.isEmpty { chunks = [[run]] } else { chunks[0].insert(run, at: 0) }
            split(0)
            return
        }
        chunks[chunk].insert(run, at: index + 1)
        split(chunk)
    }

    private mutating func split(_ chunk: Int) {
        guard chunks[chunk].count > Self.chunkLimit else { return }
        let half = chunks[chunk].count / 2
        let upper = Array(chunks[chunk][half...])
        chunks[chunk].removeSubrange(half...)
        chunks.insert(upper, at: chunk + 1)
    }

    private mutating func remove(chunk: Int, index: Int) {
        chunks[chunk].remove(at: index)
        if chunks[chunk].isEmpty { chunks.remove(at: chunk) }
    }
}
