extension View {
    /// Lets the view be dragged, carrying the item provider `data` makes when the drag begins:
    /// VoiceOver offers "Drag ‹label›" in its Actions rotor, as for `draggable(_:)`. `data` runs
    /// as the drag begins, so state it sets (the item being dragged) is set before any drop
    /// target hears the drag.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(AttributeModifier { attributes, _ in
            attributes.dragSource = DragSource { [UIDragItem(itemProvider: data())] }
        })
    }

    /// Lets the view be dragged, carrying the item provider `data` makes; the preview is not
    /// drawn in cells.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        onDrag(data)
    }
}
