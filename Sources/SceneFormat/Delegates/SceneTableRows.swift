import CellKit

/// The rows of one section of a scene's table view: rows listed in the file, and runs of rows
/// numbered from a template (`numberedRows`), as a data source that reads its rows from a store
/// holds them. A numbered run is kept as its range of numbers, not as rows, so a section of
/// 100,000 numbered rows costs what one of a few rows does, and only the rows the table view
/// asks for (those on screen) are ever made.
///
/// The rows are a list of pieces, each a run of numbered rows or a list of rows. Moving,
/// inserting and removing a row splits at most one run and joins lists that come to touch, so
/// each costs steps in the number of pieces, which grows with the edits made, never with the
/// number of rows. Appending a row (as a scene's listed rows are read) and replacing one change
/// the list they are in where it is, never a copy of it: a section of 200,000 listed rows loads
/// in time linear in its rows.
struct SceneTableRows: RandomAccessCollection, MutableCollection {
    /// A run of numbered rows, or rows as listed (or moved, or dropped in).
    private enum Piece {
        case numbered(Range<Int>)
        case listed([SceneTable.Row])

        var count: Int {
            switch self {
            case .numbered(let numbers): numbers.count
            case .listed(let rows): rows.count
            }
        }
    }

    private var pieces: [Piece] = []
    /// The text of a numbered row, split where `{number}` goes: made for every row shown, so
    /// the template is not searched each time.
    private var templateParts: [Substring] = [""]
    private(set) var count = 0
    /// How many rows edits have copied from one list to another (splitting or joining lists): a
    /// count of the work beyond the few steps each edit takes, which tests read to check that
    /// reading rows one by one stays linear.
    private(set) var rowsCopied = 0

    /// No rows.
    init() {}

    /// Adds rows numbered `1...count` after the rows there are, each the template's text with
    /// `{number}` its number (one template a section).
    mutating func append(numbered count: Int, template: String) {
        guard count > 0 else { return }
        templateParts = template.split(separator: "{number}", omittingEmptySubsequences: false)
        pieces.append(.numbered(1..<(count + 1)))
        self.count += count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The row at a position (its text made from the template when it is numbered).
    subscript(position: Int) -> SceneTable.Row {
        get {
            let (piece, offset) = locate(position)
            switch pieces[piece] {
            case .numbered(let numbers): return numberedRow(numbers.lowerBound + offset)
            case .listed(let rows): return rows[offset]
            }
        }
        set {
            let (piece, offset) = locate(position)
            if case .listed = pieces[piece] {
                // In its list, in place.
                changeList(at: piece) { rows in rows[offset] = newValue }
                return
            }
            let own = split(at: position)
            pieces[own] = .listed([newValue])
            joinLists(around: own)
        }
    }

    /// Adds a row after the rows there are: to the last list, in place, when the rows end in one.
    mutating func append(_ row: SceneTable.Row) {
        if let last = pieces.indices.last, case .listed = pieces[last] {
            changeList(at: last) { rows in rows.append(row) }
            count += 1
            return
        }
        pieces.append(.listed([row]))
        count += 1
    }

    /// Inserts a row before `position` (`count` appends it).
    mutating func insert(_ row: SceneTable.Row, at position: Int) {
        let index = Swift.min(Swift.max(0, position), count)
        if index == count {
            append(row)
            return
        }
        let (piece, offset) = locate(index)
        if case .listed = pieces[piece] {
            changeList(at: piece) { rows in rows.insert(row, at: offset) }
            count += 1
            return
        }
        // Into a numbered run, split at the position: a piece of its own.
        let place = splitBefore(index)
        pieces.insert(.listed([row]), at: place)
        count += 1
        joinLists(around: place)
    }

    /// Removes and returns the row at `position`.
    @discardableResult
    mutating func remove(at position: Int) -> SceneTable.Row {
        let (piece, offset) = locate(position)
        let row: SceneTable.Row
        switch pieces[piece] {
        case .numbered(let numbers):
            row = numberedRow(numbers.lowerBound + offset)
            let before = numbers.lowerBound..<(numbers.lowerBound + offset)
            let after = (numbers.lowerBound + offset + 1)..<numbers.upperBound
            pieces.replaceSubrange(piece...piece, with: [before, after].filter { !$0.isEmpty }.map(Piece.numbered))
        case .listed:
            var removed: SceneTable.Row?
            changeList(at: piece) { rows in removed = rows.remove(at: offset) }
            guard let removed else { preconditionFailure("SceneTableRows removed no row from a list") }
            row = removed
            if pieces[piece].count == 0 {
                pieces.remove(at: piece)
                joinLists(around: Swift.max(0, piece - 1))
            }
        }
        count -= 1
        return row
    }

    /// The rows as runs, top to bottom: each numbered run with its numbers, each list by its
    /// length (`NumberedRowsDataSource`). Steps in the number of pieces, not rows.
    var runs: [TableRowRun] {
        let template = templateParts.joined(separator: "{number}")
        return pieces.map { piece in
            switch piece {
            case .numbered(let numbers): .numbered(template: template, numbers: numbers)
            case .listed(let rows): .listed(count: rows.count)
            }
        }
    }

    // MARK: Pieces

    private func numberedRow(_ number: Int) -> SceneTable.Row {
        SceneTable.Row(text: templateParts.joined(separator: String(number)))
    }

    /// Changes the list at `index` in place: it is taken out of `pieces` first, so the array
    /// is not shared (and copied) while it changes.
    private mutating func changeList(at index: Int, _ change: (inout [SceneTable.Row]) -> Void) {
        guard case .listed(var rows) = pieces[index] else { return }
        pieces[index] = .listed([])
        change(&rows)
        pieces[index] = .listed(rows)
    }

    /// The piece holding a position, and the position's offset in it.
    private func locate(_ position: Int) -> (piece: Int, offset: Int) {
        precondition(position >= 0 && position < count, "SceneTableRows position out of range")
        var start = 0
        for index in pieces.indices {
            let size = pieces[index].count
            if position < start + size { return (index, position - start) }
            start += size
        }
        preconditionFailure("SceneTableRows pieces hold fewer rows than their count")
    }

    /// Splits so that a piece starts at `position` (< count); returns that piece's index.
    private mutating func splitBefore(_ position: Int) -> Int {
        let (piece, offset) = locate(position)
        guard offset > 0 else { return piece }
        switch pieces[piece] {
        case .numbered(let numbers):
            let middle = numbers.lowerBound + offset
            pieces.replaceSubrange(piece...piece, with: [.numbered(numbers.lowerBound..<middle), .numbered(middle..<numbers.upperBound)])
        case .listed(let rows):
            rowsCopied += rows.count
            pieces.replaceSubrange(piece...piece, with: [.listed(Array(rows[..<offset])), .listed(Array(rows[offset...]))])
        }
        return piece + 1
    }

    /// Splits so that the row at `position` is a piece of its own; returns its index.
    private mutating func split(at position: Int) -> Int {
        let piece = splitBefore(position)
        if position + 1 < count { _ = splitBefore(position + 1) }
        return piece
    }

    /// Joins the listed pieces next to `index` (and it) into one, so lists do not fragment.
    private mutating func joinLists(around index: Int) {
        var first = Swift.min(index, pieces.count - 1)
        guard first >= 0 else { return }
        while first > 0, case .listed = pieces[first - 1], case .listed = pieces[first] { first -= 1 }
        var last = first + 1
        while last < pieces.count, case .listed = pieces[last] { last += 1 }
        guard last - first > 1, case .listed(var joined) = pieces[first] else { return }
        // The first list grows in place; only the rows of the lists after it are copied.
        pieces[first] = .listed([])
        for index in (first + 1)..<last {
            guard case .listed(let rows) = pieces[index] else { continue }
            rowsCopied += rows.count
            joined += rows
        }
        pieces.replaceSubrange(first..<last, with: [.listed(joined)])
    }
}
