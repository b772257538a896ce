import CellKit
import ScreenReader

/// An entry of an element's Actions rotor, as the legend lists it; drag sources and drop points
/// with the point (on the screen) where the picture marks them.
@MainActor
public struct LegendAction {
    public enum Kind: Sendable {
        case custom
        /// Marked ◆ at its point.
        case dragSource
        /// Marked ▼ at its point.
        case dropPoint
    }

    /// The name VoiceOver speaks.
    public let name: String
    public let kind: Kind
    /// The descriptor's point on the screen; `nil` for a custom action, or a descriptor whose
    /// view is gone.
    public let point: CGPoint?
    /// Whether the Actions rotor offers it now: drop points are offered only while a drag is
    /// held, and the legend lists them all the same.
    public let isOffered: Bool

    /// The legend's entry for an action ("Add … to drag" is its drag source, as offered while a
    /// drag is held).
    init(_ action: ActionRecord) {
        name = action.name
        isOffered = true
        switch action.kind {
        case .custom: kind = .custom
        case .dragSource, .addToDrag: kind = .dragSource
        case .dropPoint: kind = .dropPoint
        }
        point = Self.point(action.screenPoint)
    }

    /// The legend's entry for a drop point VoiceOver would offer while a drag is held.
    init(_ dropPoint: DescriptorRecord, isOffered: Bool) {
        name = dropPoint.name
        self.isOffered = isOffered
        kind = .dropPoint
        point = Self.point(dropPoint.screenPoint)
    }

    private static func point(_ numbers: [Double]?) -> CGPoint? {
        guard let numbers, numbers.count == 2 else { return nil }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// The legend's mark for the action.
    public var mark: String {
        switch kind {
        case .custom: "•"
        case .dragSource: "◆"
        case .dropPoint: "▼"
        }
    }
}
