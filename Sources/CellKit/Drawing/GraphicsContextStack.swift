/// The context UIKit's drawing functions draw into: the one a view's `draw(_:)` or an image
/// renderer set up, innermost last.
///
/// Every view is drawn through it on every frame, and few draw with it, so a view's cells are
/// pushed as they are and wrapped in a `CGContext` only when code asks for the current context.
@MainActor
enum GraphicsContextStack {
    private enum Entry {
        case cells(CellContext)
        case made(CGContext)
    }

    private static var entries: [Entry] = []

    /// Runs `body` with `context` current.
    static func with<T>(_ context: CGContext, _ body: () -> T) -> T {
        entries.append(.made(context))
        defer { entries.removeLast() }
        return body()
    }

    /// Runs `body` with a context drawing into `cells` current.
    static func with<T>(cells: CellContext, _ body: () -> T) -> T {
        entries.append(.cells(cells))
        defer { entries.removeLast() }
        return body()
    }

    /// Makes `context` current until `remove(_:)`.
    static func push(_ context: CGContext) {
        entries.append(.made(context))
    }

    /// Takes `context` off, wherever it is.
    static func remove(_ context: CGContext) {
        guard let index = entries.lastIndex(where: { if case .made(let made) = $0 { made === context } else { false } }) else {
            return
        }
        entries.remove(at: index)
    }

    /// The innermost context, made now if it is a view's cells.
    static var current: CGContext? {
        guard let last = entries.last else { return nil }
        switch last {
        case .made(let context):
            return context
        case .cells(let cells):
            let context = CGContext(cellContext: cells)
            entries[entries.count - 1] = .made(context)
            return context
        }
    }
}
