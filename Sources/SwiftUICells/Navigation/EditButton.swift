/// A button that turns the environment's edit mode on and off, as SwiftUI's `EditButton`: read
/// "Edit. Button." and, while editing, "Done. Button."; a list in that edit mode shows its
/// delete and reorder controls.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
