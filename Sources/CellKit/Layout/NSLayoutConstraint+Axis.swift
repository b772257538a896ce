extension NSLayoutConstraint {
    /// An axis of a layout: content hugging and compression resistance are set per axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
