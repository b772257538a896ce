/// Which spans cover a position: a data table's header cells by the rows (or the columns) they
/// cover, so a cell's headers are found without looking at every cell of the table.
///
/// The spans are kept sorted by where they start, with a tree of the furthest end over them:
/// finding the spans that cover a position looks only at the parts of the tree that reach it,
/// in time that grows with how many there are and the logarithm of the table, and the index
/// holds each span once, however many rows it covers.
struct SpanIndex {
    /// The spans' ranges and their numbers (their places in the table's list of cells), in the
    /// order of where they start.
    private let ranges: [Range<Int>]
    private let numbers: [Int]
    /// For each node of a complete binary tree over `ranges` (the root at 1, node n's children
    /// at 2n and 2n + 1, the leaves from `leafStart`), the furthest end of the spans below it.
    private let furthest: [Int]
    private let leafStart: Int

    /// An index of `spans`, each a range and the number it is found by.
    init(_ spans: [(range: Range<Int>, number: Int)]) {
        let sorted = spans.filter { !$0.range.isEmpty }
            .sorted { ($0.range.lowerBound, $0.number) < ($1.range.lowerBound, $1.number) }
        ranges = sorted.map(\.range)
        numbers = sorted.map(\.number)
        var leaves = 1
        while leaves < sorted.count { leaves *= 2 }
        leafStart = leaves
        var tree = Array(repeating: Int.min, count: 2 * leaves)
        for (index, span) in sorted.enumerated() { tree[leaves + index] = span.range.upperBound }
        for node in stride(from: leaves - 1, through: 1, by: -1) { tree[node] = max(tree[2 * node], tree[2 * node + 1]) }
        furthest = tree
    }

    /// The numbers of the spans that cover `position`, smallest first.
    func numbers(covering position: Int) -> [Int] {
        var visits = 0
        return numbers(covering: position, visits: &visits)
    }

    /// The same, counting the nodes of the tree looked at in `visits` (what a test counts).
    func numbers(covering position: Int, visits: inout Int) -> [Int] {
        // The spans that start at or before the position: a prefix of the sorted ranges.
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= position { low = middle + 1 } else { high = middle }
        }
        let starting = low
        guard starting > 0 else { return [] }
        var found: [Int] = []
        var pending = [(node: 1, first: 0, width: leafStart)]
        while let (node, first, width) = pending.popLast() {
            visits += 1
            // A part of the tree wholly after the prefix, or whose spans all end at or before
            // the position, holds none that cover it.
            guard first < starting, furthest[node] > position else { continue }
            if width == 1 {
                found.append(numbers[first])
            } else {
                let half = width / 2
                pending.append((2 * node + 1, first + half, half))
                pending.append((2 * node, first, half))
            }
        }
        return found.sorted()
    }
}
