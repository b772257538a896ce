/// The row updates that take a hosted list's section from what its table shows to a new
/// evaluation's rows: the rows the same at both ends are left alone (found by a scan of the
/// data, `ListRowSource.commonEnds`, widened by any move the table made itself), and only the
/// rows between are keyed by identity. Of those, a row whose identity is in both keeps its
/// place, and its cell and VoiceOver's focus, unless it moved out of order (the longest run kept
/// in order stays); the others are deleted at their old positions and inserted at their new ones.
@MainActor
struct ListRowChanges {
    /// The rows that may have changed, in the table's old positions and in the new ones.
    let oldRange: Range<Int>
    let newRange: Range<Int>
    /// Old positions of the rows deleted, new positions of the rows inserted.
    private(set) var deletions: [Int] = []
    private(set) var insertions: [Int] = []
    /// For each row of `newRange`, the old position of the same row, when it was there.
    private(set) var previous: [Int?] = []
    /// Where the views of rows gone from the section kept their state.
    private(set) var goneStorage: Set<String> = []
    /// How many identities were compared, made or hashed one by one.
    private(set) var work = 0

    /// A row's identity, numbered when it repeats (a `ForEach` whose elements share an
    /// identity): the first is 0, the next 1.
    private struct Occurrence: Hashable {
        let key: ListRowKey
        let number: Int
    }

    init(from old: ListSection, to new: ListSection) {
        var work = 0
        var (prefix, suffix) = Self.commonEnds(old, new, work: &work)
        // A row the table moved itself is where the old evaluation's data does not say.
        for move in old.tableMoves {
            prefix = min(prefix, move.from, move.to)
            suffix = min(suffix, old.rowCount - 1 - max(move.from, move.to))
        }
        suffix = max(0, suffix)
        oldRange = prefix..<max(prefix, old.rowCount - suffix)
        newRange = prefix..<max(prefix, new.rowCount - suffix)
        var newPlaces: [Occurrence: Int] = [:]
        var seenNew: [ListRowKey: Int] = [:]
        for position in newRange {
            guard let key = new.key(atShown: position) else { continue }
            let number = seenNew[key, default: 0]
            seenNew[key] = number + 1
            newPlaces[Occurrence(key: key, number: number)] = position
        }
        previous = Array(repeating: nil, count: newRange.count)
        var seenOld: [ListRowKey: Int] = [:]
        var keptOld: [Int] = [], keptNew: [Int] = []
        for position in oldRange {
            guard let key = old.key(atShown: position) else { continue }
            let number = seenOld[key, default: 0]
            seenOld[key] = number + 1
            if let now = newPlaces[Occurrence(key: key, number: number)] {
                keptOld.append(position)
                keptNew.append(now)
                previous[now - prefix] = position
            } else {
                deletions.append(position)
                if seenNew[key] == nil, let (run, offset) = old.run(atShown: position) {
                    goneStorage.insert(run.source.storagePath(at: offset))
                }
            }
        }
        work += newRange.count + oldRange.count
        var stays = Set<Int>()
        for index in LongestIncreasingRun.positions(in: keptNew) { stays.insert(keptNew[index]) }
        for (index, position) in keptOld.enumerated() where !stays.contains(keptNew[index]) {
            deletions.append(position)
        }
        for position in newRange where !stays.contains(position) {
            insertions.append(position)
        }
        self.work = work
    }

    /// The rows the same at the start and at the end of both sections' `List` orders: segment
    /// by segment, a single row by its identity, a `ForEach`'s rows by its data.
    private static func commonEnds(_ old: ListSection, _ new: ListSection, work: inout Int) -> (prefix: Int, suffix: Int) {
        let oldSegments = old.segments, newSegments = new.segments
        var compared: [Int: (prefix: Int, suffix: Int, whole: Bool)] = [:]
        func compare(_ before: Int, _ after: Int) -> (prefix: Int, suffix: Int, whole: Bool) {
            let pair = before * (newSegments.count + 1) + after
            if let known = compared[pair] { return known }
            let result: (prefix: Int, suffix: Int, whole: Bool)
            switch (oldSegments[before], newSegments[after]) {
            case (.single(let a), .single(let b)) where a.id == b.id:
                result = (1, 1, true)
            case (.run(let a), .run(let b)) where a.path == b.path:
                let ends = b.source.commonEnds(with: a.source)
                work += ends.work
                let whole = a.count == b.count && ends.prefix == a.count
                result = whole ? (a.count, a.count, true) : (ends.prefix, ends.suffix, false)
            default:
                result = (0, 0, false)
            }
            compared[pair] = result
            return result
        }
        let shared = min(oldSegments.count, newSegments.count)
        var prefix = 0
        for index in 0..<shared {
            let result = compare(index, index)
            prefix += result.prefix
            if !result.whole { break }
        }
        var suffix = 0
        for back in 0..<shared {
            let result = compare(oldSegments.count - 1 - back, newSegments.count - 1 - back)
            suffix += result.suffix
            if !result.whole { break }
        }
        return (prefix, min(suffix, min(old.rowCount, new.rowCount) - prefix))
    }
}
