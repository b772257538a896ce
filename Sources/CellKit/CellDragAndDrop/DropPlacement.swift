import Foundation

/// CellKit's own: where a drop over a row (or an item) of a table or collection view goes, and
/// which drops a cell offers VoiceOver, from the drop delegate's proposal intent.
///
/// [sim] UIKit documents the intents, not the geometry. A row is read along the container's
/// axis (down a table, across a collection view's line) in quarters: in its leading quarter a
/// drop goes before it, in its trailing quarter after it, in the middle half it takes the row's
/// place (UIKit moves the rows aside as a finger passes, so the item lands where the row under
/// the finger is: before it when coming from below, after it when coming from above). With the
/// intent to drop into a row, anywhere in it is into it; with `.automatic` (tables), the middle
/// half is into it and the quarters are before and after. A drag moving a row within its own
/// section is told the index path the row ends at (the row taken out first), as UIKit tells a
/// reorder; any other drop is told where the items are inserted.
enum DropPlacement {
    /// The placements UIKit's table and collection view intents ask for.
    enum Intent: Sendable {
        case unspecified
        case insertAt
        case insertInto
        /// Tables only: the table chooses by the touch's place in the row.
        case automatic
    }

    /// Where along a row, in its container's axis, a point lies.
    enum Zone {
        case leading, middle, trailing
    }

    /// The zone of `point` in a row's `frame`, read down (`vertical`) or across.
    static func zone(of point: CGPoint, in frame: CGRect, vertical: Bool) -> Zone {
        let offset = vertical ? point.y - frame.minY : point.x - frame.minX
        let length = vertical ? frame.height : frame.width
        if offset < length / 4 { return .leading }
        if offset >= length * 3 / 4 { return .trailing }
        return .middle
    }

    /// The destination index path of a drop over the row at `row`, in `zone`, when the delegate
    /// last proposed `intent` (`nil` before it proposed anything: an insertion), for a drag
    /// moving the row at `source` within the container (`nil` for any other drag).
    static func destination(over row: IndexPath, zone: Zone, intent: Intent?, movingFrom source: IndexPath?) -> IndexPath {
        if intent == .insertInto || (intent == .automatic && zone == .middle) { return row }
        guard let source, source.section == row.section else {
            return zone == .trailing ? IndexPath(item: row.item + 1, section: row.section) : row
        }
        // The moving row is taken out first: past it, every index is one less.
        let before = source.item < row.item ? row.item - 1 : row.item
        let after = source.item < row.item ? row.item : row.item + 1
        if source.item == row.item { return row }
        switch zone {
        case .leading: return IndexPath(item: before, section: row.section)
        case .trailing: return IndexPath(item: after, section: row.section)
        case .middle: return row
        }
    }

    /// The drops a cell offers VoiceOver when its container's delegate last proposed `intent`
    /// (`nil` before any proposal: before and after, an insertion, the default reading) [sim].
    static func offeredDrops(for intent: Intent?) -> [AutomaticDescriptorRole] {
        switch intent {
        case .insertInto: [.dropInto]
        case .automatic: [.dropBefore, .dropInto, .dropAfter]
        case .unspecified, .insertAt, nil: [.dropBefore, .dropAfter]
        }
    }

    /// Where in a row's `frame` (in its container's coordinates) a drop of `role` is made: in
    /// the middle of the zone that places it so (an eighth of the way in from either end, or the
    /// centre).
    static func point(for role: AutomaticDescriptorRole, in frame: CGRect, vertical: Bool) -> CGPoint {
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let fraction: CGFloat
        switch role {
        case .dropBefore: fraction = 1.0 / 8
        case .dropAfter: fraction = 7.0 / 8
        case .drag, .reorder, .dropInto: return centre
        }
        return vertical ? CGPoint(x: centre.x, y: frame.minY + frame.height * fraction)
            : CGPoint(x: frame.minX + frame.width * fraction, y: centre.y)
    }
}
