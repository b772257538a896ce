/// Whether a view's content is being edited, as SwiftUI's `EditMode` (`@Environment(\.editMode)`).
public enum EditMode: Hashable, Sendable {
    /// Not being edited.
    case inactive
    /// Edited for a moment (a swipe to delete).
    case transient
    /// Being edited: a list shows its delete and reorder controls.
    case active

    /// Whether the content is being edited (`transient` or `active`).
    public var isEditing: Bool {
        self != .inactive
    }
}
