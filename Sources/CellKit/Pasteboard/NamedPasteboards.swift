import Foundation

/// The contents of the pasteboards the process has made, by name (CellKit's own): UIKit keeps
/// them in the system; a simulator keeps them for as long as the process runs.
final class NamedPasteboards: @unchecked Sendable {
    private let lock = NSLock()
    private var stores: [UIPasteboard.Name: PasteboardStore] = [:]
    /// The general pasteboard's contents.
    let generalStore = PasteboardStore()

    /// The contents named `name`; new ones when `create` is true and there are none.
    func store(named name: UIPasteboard.Name, create: Bool) -> PasteboardStore? {
        if name == .general { return generalStore }
        lock.lock()
        defer { lock.unlock() }
        if let existing = stores[name] { return existing }
        guard create else { return nil }
        let made = PasteboardStore()
        stores[name] = made
        return made
    }

    func remove(_ name: UIPasteboard.Name) {
        lock.lock()
        defer { lock.unlock() }
        stores[name] = nil
    }
}
