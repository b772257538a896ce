import Foundation

/// CellKit's own: how a diffable data source refuses data UIKit raises an exception for. UIKit
/// stops the app ("Fatal: supplied item identifiers are not unique…"); Rotor keeps the screen as
/// it was and writes UIKit's message to the screen's log (`UIView.layoutMessageLog`), where a
/// test or the scene tools find it.
@MainActor
enum DiffableRefusal {
    /// Whether a snapshot without `problems` can be applied; logs each problem when not.
    static func accepts(_ problems: [String], in view: UIView?, by dataSource: String) -> Bool {
        guard !problems.isEmpty else { return true }
        for problem in problems {
            log("\(dataSource): the snapshot was not applied. \(problem)", in: view)
        }
        return false
    }

    static func log(_ message: String, in view: UIView?) {
        view?.layoutMessageLog.record(.invalidDataSourceUpdate, message: message)
    }
}
