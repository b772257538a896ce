/// Why VoiceOver silently leaves a descriptor out: `DescriptorReachability` as a value, with
/// views named rather than held.
public enum LeftOutReason: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The descriptor's view has been deallocated.
    case viewGone
    /// The view is not in a window, or it or an ancestor is hidden or transparent.
    case viewNotShown
    /// Layout gave the view no width or no height.
    case viewHasNoSize
    /// Layout put the view wholly outside the view given (its window, or a view around it).
    case viewOutside(RecordedView)
    /// The point lies outside the view's bounds.
    case pointOutsideView
    /// The point is inside the view, but on no window of the screen.
    case pointOffScreen
    /// A touch at the point lands on the view given instead (`nil`: on nothing).
    case covered(by: RecordedView?)

    /// The reason in a few words, as the inspector shows it: "point outside its view",
    /// "covered by badge".
    public var description: String {
        switch self {
        case .viewGone: "its view is gone"
        case .viewNotShown: "its view is not shown"
        case .viewHasNoSize: "its view has no size"
        case .viewOutside(let around): "its view is outside \(around.name)"
        case .pointOutsideView: "point outside its view"
        case .pointOffScreen: "point off the screen"
        case .covered(let cover): cover.map { "covered by \($0.name)" } ?? "a touch there reaches no view"
        }
    }
}
