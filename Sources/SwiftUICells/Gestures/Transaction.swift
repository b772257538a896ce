/// The context of a change, as SwiftUI's `Transaction`: the animation it is made with. Changes
/// take effect at once in the subset (animations are not drawn), so it is carried and not read.
public struct Transaction {
    /// The animation the change is made with.
    public var animation: Animation?
    /// Whether animations the views ask for themselves are left out.
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}
