import Foundation

/// CellKit's own: which of a table view's sections its next load asks the data source and the
/// delegate about again (their row counts, row heights, headers and footers): every section, or
/// only those a change touched. UIKit asks again for every section at `reloadData()`, a batch
/// of updates and a change to the sections; a row inserted, deleted, moved or reloaded outside a
/// batch changes its own section, and `reloadSections(_:with:)` the sections it names.
struct TableSectionChanges {
    /// Whether every section is asked again.
    private(set) var everySection = true
    /// The sections asked again, when not every one is.
    private(set) var sections: Set<Int> = []

    /// Every section is to be asked again.
    mutating func touchEverySection() {
        everySection = true
        sections = []
    }

    /// These sections are to be asked again.
    mutating func touch<Sections: Sequence<Int>>(_ touched: Sections) {
        guard !everySection else { return }
        sections.formUnion(touched)
    }

    /// What is to be asked again, leaving nothing to ask until the next change.
    mutating func take() -> TableSectionChanges {
        let taken = self
        everySection = false
        sections = []
        return taken
    }
}
