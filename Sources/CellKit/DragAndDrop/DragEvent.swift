/// One delegate callback the drag system made, as the event log records it.
public struct DragEvent: Sendable, Hashable, CustomStringConvertible {
    /// Which delegate was called.
    public enum Side: String, Sendable {
        case drag, drop
    }

    public let side: Side
    /// The hosting view, by its accessibility identifier (or its type when it has none).
    public let view: String
    /// The callback, by the distinctive part of its UIKit name (`itemsForBeginning`,
    /// `sessionDidUpdate`, `performDrop`, …).
    public let callback: String
    /// What the callback was given or answered, when that matters (an operation, an item count).
    public let detail: String?

    public init(side: Side, view: String, callback: String, detail: String? = nil) {
        self.side = side
        self.view = view
        self.callback = callback
        self.detail = detail
    }

    /// One line: `drop attachments sessionDidUpdate → copy`.
    public var description: String {
        "\(side.rawValue) \(view) \(callback)" + (detail.map { " → \($0)" } ?? "")
    }
}
