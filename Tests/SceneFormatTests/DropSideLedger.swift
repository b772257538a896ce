import CellKit

/// What the drop side of one drag has been told, from the callback log, and the promises UIKit
/// makes about it: a drop interaction the drag enters is left (`sessionDidExit`) or told the
/// session ended (`sessionDidEnd`) before the drag is over, and never entered twice in a row;
/// it is asked for proposals and performs a drop only while the drag is inside it; and every
/// drop interaction that got an enter, an update or an exit is told of the end once.
///
/// VoiceOver holds one drag at a time (the walk checks it), so the log's events, each naming
/// its view, belong to the one drag in flight. A plain drop interaction and a collection view's
/// log these callbacks under their own names.
struct DropSideLedger {
    static let enters: Set<String> = ["sessionDidEnter", "dropSessionDidEnter"]
    static let exits: Set<String> = ["sessionDidExit", "dropSessionDidExit"]
    static let updates: Set<String> = ["sessionDidUpdate", "dropSessionDidUpdate"]
    static let performs: Set<String> = ["performDrop", "performDropWith"]
    static let ends: Set<String> = ["sessionDidEnd", "dropSessionDidEnd"]

    /// The views whose drop interactions the drag is inside: entered and not yet left.
    private(set) var inside: Set<String> = []
    /// Every view whose drop interaction got an enter, an update or an exit from this drag.
    private(set) var touched: Set<String> = []
    /// The views told the drag ended.
    private(set) var ended: Set<String> = []
    /// How many enters were balanced by an exit, and by an end.
    private(set) var exitsSeen = 0
    private(set) var endsInside = 0

    /// Takes one drop-side event; the promise it breaks, if any.
    mutating func take(_ event: DragEvent) -> String? {
        let view = event.view
        if Self.enters.contains(event.callback) {
            guard inside.insert(view).inserted else { return "\(view) was entered twice without leaving" }
            touched.insert(view)
        } else if Self.exits.contains(event.callback) {
            guard inside.remove(view) != nil else { return "\(view) was left without being entered" }
            exitsSeen += 1
            touched.insert(view)
        } else if Self.updates.contains(event.callback) {
            guard inside.contains(view) else { return "\(view) was asked for a proposal while the drag was not inside it" }
            touched.insert(view)
        } else if Self.performs.contains(event.callback) {
            guard inside.contains(view) else { return "\(view) performed a drop the drag was not inside" }
        } else if Self.ends.contains(event.callback) {
            guard touched.contains(view) else { return "\(view) was told of the end of a drag it never saw" }
            guard ended.insert(view).inserted else { return "\(view) was told twice that the drag ended" }
            if inside.remove(view) != nil { endsInside += 1 }
        }
        return nil
    }

    /// The drag is over: every enter must have been balanced, and every view it touched told of
    /// the end. The ledger is then empty for the next drag.
    mutating func dragEnded() -> String? {
        defer {
            inside = []
            touched = []
            ended = []
        }
        if let view = inside.sorted().first { return "\(view) was entered and never left nor told the drag ended" }
        if let view = touched.subtracting(ended).sorted().first { return "\(view) saw the drag and was never told it ended" }
        return nil
    }
}
