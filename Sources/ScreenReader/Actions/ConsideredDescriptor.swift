import CellKit

/// Where a descriptor VoiceOver looks at for an element comes from.
public enum DescriptorOrigin: String, Codable, Sendable {
    /// The element's own list (`accessibilityDragSourceDescriptors`, `accessibilityDropPointDescriptors`),
    /// including those UIKit makes for a cell.
    case own
    /// VoiceOver's own search of the element's view and its subtree for interactions, with a
    /// default name: the element listed none.
    case automatic
    /// The table or collection view cell around the element (or the cell an accessibility
    /// element belongs to): an element that lists none offers its cell's.
    case cell
}

/// A location descriptor VoiceOver looked at for an element, with its verdict: the action it
/// offers, or why it leaves the descriptor out. `ActionCollector` makes these once; speech,
/// `ScreenRecord` and the audit all read them, so VoiceOver and the audit cannot disagree about
/// which descriptors an element has.
@MainActor
public struct ConsideredDescriptor {
    public let descriptor: UIAccessibilityLocationDescriptor
    public let origin: DescriptorOrigin
    /// `.reachable` when offered; otherwise the first reason VoiceOver leaves it out.
    public let reachability: DescriptorReachability
    /// The action VoiceOver offers for it; `nil` when it is left out.
    public let action: ElementAction?
}
