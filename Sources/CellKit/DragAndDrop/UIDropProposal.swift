/// A drop interaction's answer to where the drag is now: what a drop there would do.
@preconcurrency @MainActor
open class UIDropProposal {
    public let operation: UIDropOperation
    /// The drop point is shifted above the finger for precise placement.
    open var isPrecise = false
    /// The app would like full-size previews (a preference, same app only).
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}
