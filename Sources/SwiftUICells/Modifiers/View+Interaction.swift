extension View {
    /// The area the view's gestures, drag and drop, and VoiceOver element take: with a shape,
    /// a padded or framed view's modifiers after it belong to its whole frame rather than to the
    /// view inside [sim], so a padded drop area takes drops on its padding. Every shape is its
    /// frame here.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(AttributeModifier { attributes, _ in attributes.hasContentShape = true })
    }

    /// The area of the given kinds of interaction: as `contentShape(_:eoFill:)` for every kind.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        contentShape(shape, eoFill: eoFill)
    }

    /// Whether a list row of a `ForEach` with `onMove` may be moved: a row that may not offers
    /// no drag and no reorder control.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(AttributeModifier { attributes, _ in attributes.isMoveDisabled = attributes.isMoveDisabled || isDisabled })
    }
}
