import Foundation

/// CellKit's own: where a table view's sections, headers, rows and footers are, in the table
/// view's content coordinates (points). Rows of one height are placed by arithmetic, with
/// nothing stored per row; rows whose heights vary (a delegate's `heightForRowAt`, rows sized by
/// their cells) keep their heights in a `RowHeights` tree. Finding the rows in a rectangle or
/// under a point, or changing one row's height, costs a few steps either way, however long the
/// table.
struct TableLayout {
    /// One section: its header, its rows and its footer, top to bottom.
    struct Section {
        /// Where the section starts (its header, or its first row).
        var top: CGFloat = 0
        /// The space above the header: a grouped table's gap between sections.
        var gap: CGFloat = 0
        var headerHeight: CGFloat = 0
        var rowCount = 0
        /// The height of every row, when they are all one height.
        var rowHeight: CGFloat = 1
        /// Every row's height, when they vary.
        var rowHeights: RowHeights?
        var footerHeight: CGFloat = 0

        var headerTop: CGFloat { top + gap }
        var rowsTop: CGFloat { top + gap + headerHeight }
        var rowsHeight: CGFloat { rowHeights?.total ?? CGFloat(rowCount) * rowHeight }
        var footerTop: CGFloat { rowsTop + rowsHeight }
        var bottom: CGFloat { footerTop + footerHeight }

        /// A row's top and height.
        func row(_ row: Int) -> (top: CGFloat, height: CGFloat) {
            if let rowHeights { return (rowsTop + rowHeights.top(row), rowHeights.height(row)) }
            return (rowsTop + CGFloat(row) * rowHeight, rowHeight)
        }

        /// The rows that reach into the band from `low` to `high` (content coordinates).
        func rows(from low: CGFloat, to high: CGFloat) -> Range<Int> {
            guard rowCount > 0, high > rowsTop, low < footerTop else { return 0..<0 }
            // Rows of one height that is none are never shown.
            if rowHeights == nil, rowHeight <= 0 { return 0..<0 }
            let first = index(at: max(low, rowsTop)) ?? 0
            var last = index(at: min(high, footerTop) - 0.000_001) ?? rowCount - 1
            last = max(first, last)
            // Rows of no height at the band's edge are left out by their frames, not here.
            return first..<min(rowCount, last + 1)
        }

        /// The row whose band holds `y`, or `nil` outside the rows.
        func index(at y: CGFloat) -> Int? {
            guard rowCount > 0, y >= rowsTop, y < footerTop else { return nil }
            let offset = y - rowsTop
            guard let rowHeights else {
                guard rowHeight > 0 else { return nil }
                return min(rowCount - 1, max(0, Int(saturating: (offset / rowHeight).rounded(.down))))
            }
            return rowHeights.row(at: offset)
        }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []
    /// The columns rows are inset from each side (an inset grouped table's).
    var sideInset: CGFloat = 0

    var sectionsBottom: CGFloat { sections.last?.bottom ?? tableHeaderHeight }

    /// Gives rows of a section new heights (rows sized by their cells, measured): a section of
    /// one height keeps its rows' heights from now on, and the sections below move by the change.
    mutating func setRowHeights(_ heights: [(row: Int, height: CGFloat)], inSection index: Int) {
        guard sections.indices.contains(index), !heights.isEmpty else { return }
        let before = sections[index].rowsHeight
        if sections[index].rowHeights == nil {
            let section = sections[index]
            sections[index].rowHeights = RowHeights(Array(repeating: max(0, section.rowHeight), count: section.rowCount))
        }
        for (row, height) in heights { sections[index].rowHeights?.setHeight(height, at: row) }
        let change = sections[index].rowsHeight - before
        guard change != 0 else { return }
        for later in sections.indices where later > index { sections[later].top += change }
    }
    var contentHeight: CGFloat { sectionsBottom + tableFooterHeight }

    /// The sections that reach into the band from `low` to `high`.
    func sections(from low: CGFloat, to high: CGFloat) -> [Int] {
        // Sections are few next to rows: a binary search for the first is enough.
        var lowIndex = 0, highIndex = sections.count
        while lowIndex < highIndex {
            let middle = (lowIndex + highIndex) / 2
            if sections[middle].bottom <= low { lowIndex = middle + 1 } else { highIndex = middle }
        }
        var found: [Int] = []
        var index = lowIndex
        while index < sections.count, sections[index].top < high {
            found.append(index)
            index += 1
        }
        return found
    }

    /// The section whose extent holds `y`.
    func section(at y: CGFloat) -> Int? {
        sections(from: y, to: y.nextUp).first
    }
}
