/// Where a declarative drag finds what to drag.
enum DragItemSource: String, Sendable, CaseIterable {
    /// The layer under the touch (a bar of a bar graph); no layer, no drag.
    case layer
    /// The view itself, wherever it is touched.
    case view
    /// The region (a rectangle the scene lists) under the touch; outside every region, no drag.
    case region
}
