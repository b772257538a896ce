extension UIView {
    /// The timing curve of an animation. Kept; cells have no frames in between.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}
