#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A view that is a `UIAccessibilityContainerDataTable` shaped as a scene's `dataTable` is: a
/// header row whose cells head their columns, rows of text under it, and, perhaps, each row's
/// first cell heading its row. A table of another shape is not one of these, and is written as
/// a view with `elements`.
@MainActor
struct CapturedDataTable {
    let columns: [String]
    let bodyRows: [[String]]
    let rowHeaders: Bool

    init?(_ view: UIView) {
        guard let table = view as? UIAccessibilityContainerDataTable else { return nil }
        let rowCount = table.accessibilityRowCount(), columnCount = table.accessibilityColumnCount()
        guard rowCount >= 1, columnCount >= 1, rowCount <= 100_000, columnCount <= 1_000 else { return nil }
        var texts: [[String]] = []
        for row in 0..<rowCount {
            var line: [String] = []
            for column in 0..<columnCount {
                guard let cell = table.accessibilityDataTableCellElement(forRow: row, column: column),
                      let element = cell as? UIResponder else { return nil }
                if row == 0 {
                    guard let header = PlatformBridge.headers(of: table, column: column), header.count == 1,
                          header[0] === cell else { return nil }
                }
                line.append(element.accessibilityLabel ?? "")
            }
            texts.append(line)
        }
        let headsRows: (Int) -> Bool = { row in
            guard let headers = PlatformBridge.headers(of: table, row: row), headers.count == 1 else { return false }
            return headers[0] === table.accessibilityDataTableCellElement(forRow: row, column: 0)
        }
        let below = Array(1..<rowCount)
        rowHeaders = !below.isEmpty && below.allSatisfy(headsRows)
        guard rowHeaders || below.allSatisfy({ PlatformBridge.headers(of: table, row: $0)?.isEmpty ?? true }) else {
            return nil
        }
        columns = texts[0]
        bodyRows = Array(texts.dropFirst())
    }
}
