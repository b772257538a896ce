import CellKit
import Foundation

/// The context of each element of one walk (`ElementContext`): which container gives it, and
/// where the element is among that container's elements in visiting order.
///
/// The container is the outermost ancestor that gives context (a list, a landmark, a view with
/// the tab bar trait, a series, a data table), as in VoiceOver's model this follows
/// (cashapp/AccessibilitySnapshot's parser). Lists and landmarks give it whether they list
/// `accessibilityElements` or hold their elements as subviews. Places are kept with each run of
/// the walk (`ContainerPlaces`), which later walks share where nothing changed: a change inside
/// one container places again the runs it made anew, not every element of the screen, and only
/// a change that can move an element between containers (`ViewChange`'s element contexts)
/// places every run again.
@MainActor
final class ElementContexts {
    /// The walk's runs of elements, in visiting order: each keeps where its own elements sit
    /// in their containers while no element can have moved between containers.
    private let runs: [ElementChunk]
    /// What the runs' kept places are checked against.
    private let stamp: ContainerPlaces.Stamp
    /// Each container asked about: its elements before each run, and in all.
    private var totals: [ObjectIdentifier: (before: [Int], count: Int)] = [:]
    /// The run the last element found was in.
    private var lastRun: Int?
    /// Whether the runs were placed again for an element none placed.
    private var hasPlacedAgain = false

    /// The most cells before a cell in its row that are looked at, so a table that claims a
    /// vast column cannot stall the screen reader [sim].
    private static let maximumCellsBefore = 10_000

    init(elements: ElementList, clock: ViewTreeClock) {
        runs = elements.runs
        stamp = ContainerPlaces.Stamp(clock: clock)
    }

    /// The element's context, if a container gives it one.
    func context(of element: AccessibleElement) -> ElementContext? {
        guard let container = Self.container(of: element) else { return nil }
        if container.accessibilityContainerType == .dataTable, let table = container as? UIAccessibilityContainerDataTable {
            return (element.object as? UIAccessibilityContainerDataTableCell).map { cell(of: $0, in: table) }
        }
        guard let (index, count) = place(of: element, in: container) else { return nil }
        if container is AccessibilitySeries { return .series(index: index, count: count) }
        if container.accessibilityTraits.contains(.tabBar) { return .tab(index: index, count: count) }
        switch container.accessibilityContainerType {
        case .list: return index == 1 ? .listStart : index == count ? .listEnd : nil
        case .landmark: return index == 1 ? .landmarkStart : index == count ? .landmarkEnd : nil
        default: return nil
        }
    }

    /// The outermost of the element's ancestors that gives context. From the first view up,
    /// the view's kept walk knows it: no climb of a deep chain at every element spoken.
    static func container(of element: AccessibleElement) -> UIResponder? {
        if let view = element.object as? UIView { return view.outermostContextContainer }
        // An accessibility element's containers up to the first view: the outermost of them
        // that gives context, unless a view above gives it.
        let (containers, view) = element.containersUpToFirstView
        let outermostBelowViews = containers.last(where: \.givesElementContext)
        guard let view else { return outermostBelowViews }
        return view.outermostContextContainer ?? (view.givesElementContext ? view : nil) ?? outermostBelowViews
    }

    /// Where the element is among its container's elements: 1-based, and how many there are.
    /// Each run of the walk keeps its own elements' places (`ContainerPlaces`); a container's
    /// place is the run's place plus the container's elements in the runs before it.
    private func place(of element: AccessibleElement, in container: UIResponder) -> (index: Int, count: Int)? {
        let key = ObjectIdentifier(container), object = ObjectIdentifier(element.object)
        if let found = find(object, in: key) { return found }
        // A container that gave no context when the runs were placed (a change no counter
        // follows) is looked for again, once a walk: every run placed anew.
        guard !hasPlacedAgain else { return nil }
        hasPlacedAgain = true
        for run in runs { run.forgetContainerPlaces() }
        totals = [:]
        return find(object, in: key)
    }

    private func find(_ object: ObjectIdentifier, in key: ObjectIdentifier) -> (index: Int, count: Int)? {
        let (before, count) = totals(of: key)
        // The run the last element asked about was in comes first: the next focus is most
        // often beside the last. Otherwise from the last run back, as an object listed twice
        // takes its last place.
        if let lastRun, let index = runs[lastRun].containerPlaces(at: stamp).byContainer[key]?.places[object] {
            return (before[lastRun] + index, count)
        }
        for place in runs.indices.reversed() {
            guard let index = runs[place].containerPlaces(at: stamp).byContainer[key]?.places[object] else { continue }
            lastRun = place
            return (before[place] + index, count)
        }
        return nil
    }

    /// How many of a container's elements come before each run, and how many it has in all.
    private func totals(of key: ObjectIdentifier) -> (before: [Int], count: Int) {
        if let kept = totals[key] { return kept }
        var before: [Int] = []
        before.reserveCapacity(runs.count)
        var count = 0
        for run in runs {
            before.append(count)
            count += run.containerPlaces(at: stamp).byContainer[key]?.count ?? 0
        }
        totals[key] = (before, count)
        return (before, count)
    }

    /// A data table cell's place and headers, as VoiceOver's model reads them: the row's headers
    /// only on the row's first cell, and not the column header just above that cell.
    private func cell(of cell: UIAccessibilityContainerDataTableCell, in table: UIAccessibilityContainerDataTable) -> ElementContext {
        let rows = cell.accessibilityRowRange(), columns = cell.accessibilityColumnRange()
        let row = Self.location(rows), column = Self.location(columns)
        var isFirstInRow = false
        if let row, let column {
            let before = min(column, table.accessibilityColumnCount(), Self.maximumCellsBefore)
            isFirstInRow = !(0..<max(0, before)).contains { table.accessibilityDataTableCellElement(forRow: row, column: $0) != nil }
        }
        var headers: [UIAccessibilityContainerDataTableCell] = []
        if isFirstInRow, let row {
            headers += (table.accessibilityHeaderElements(forRow: row) ?? []).filter { header in
                guard header !== cell, let headerRow = Self.location(header.accessibilityRowRange()),
                      let headerColumn = Self.location(header.accessibilityColumnRange()) else { return false }
                // A header that is not a cell of the table is not read.
                return table.accessibilityDataTableCellElement(forRow: headerRow, column: headerColumn) === header
            }
        }
        if let column {
            headers += (table.accessibilityHeaderElements(forColumn: column) ?? []).filter { header in
                guard header !== cell else { return false }
                // The header just above the row's first cell was read on the way down.
                let justAbove = isFirstInRow && row != nil && Self.location(header.accessibilityRowRange()) == row.map { $0 - 1 }
                    && Self.location(header.accessibilityColumnRange()) == column
                return !justAbove
            }
        }
        return .dataTableCell(ElementContext.DataTableCell(
            row: row, column: column, rowSpan: rows.length, columnSpan: columns.length, isFirstInRow: isFirstInRow,
            headers: headers.map { header in
                let object = header as? UIResponder
                return ElementContext.DataTableCell.Header(
                    label: (object?.accessibilityLabel ?? "").trimmedOfWhitespace,
                    value: (object?.accessibilityValue ?? "").trimmedOfWhitespace)
            }))
    }

    /// A range's location, `nil` when it has none (`NSNotFound`, or below 0).
    private static func location(_ range: NSRange) -> Int? {
        range.location == NSNotFound || range.location < 0 ? nil : range.location
    }
}
