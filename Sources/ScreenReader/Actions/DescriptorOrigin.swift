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
