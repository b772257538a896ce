/// Why VoiceOver silently leaves a descriptor out: `DescriptorReachability` as a value, with
/// views named rather than held.
public enum LeftOutReason: Codable, Sendable, Equatable {
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
}
