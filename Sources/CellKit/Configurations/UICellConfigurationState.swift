import Foundation

/// A cell's state for configurations: a view's (traits, disabled, highlighted, selected,
/// focused, pinned) and a cell's own: editing, expanded, swiped, reordering, and where it is in
/// a drag or a drop. A cell passes its state to `updateConfiguration(using:)` and its
/// `configurationUpdateHandler` whenever the state changes (`configurationState`).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag.
    public enum DragState: Hashable, Sendable {
        /// Not in a drag.
        case none
        /// Being lifted, before the drag has begun.
        case lifting
        /// Part of a drag that is under way.
        case dragging
    }

    /// Where a cell is in a drop.
    public enum DropState: Hashable, Sendable {
        /// No drop is over its container.
        case none
        /// A drop is over its container, not over the cell.
        case notTargeted
        /// A drop would go into the cell.
        case targeted
    }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    /// Whether the cell's list is being edited.
    public var isEditing = false
    /// Whether the cell's children are shown, in an outline.
    public var isExpanded = false
    /// Whether the cell is swiped open to show its actions.
    public var isSwiped = false
    /// Whether the cell is being moved by its reorder control.
    public var isReordering = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
