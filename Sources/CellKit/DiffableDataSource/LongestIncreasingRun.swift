/// CellKit's own: which elements of a list of numbers stay in place when the list is put in
/// order, the rest moving around them; the diffable data source's and a SwiftUI list's changes
/// both keep the longest run of rows already in order.
package enum LongestIncreasingRun {
    /// The positions of a longest strictly increasing run in `values` (patience sorting,
    /// `n log n`).
    package static func positions(in values: [Int]) -> [Int] {
        var tails: [Int] = []          // positions in `values` ending the runs of each length
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            run.append(current)
            current = previous[current]
        }
        return run.reversed()
    }
}
