import Foundation

extension UIScrollView {
    /// The guide for the scroll view's own frame (in its coordinates, untranslated by
    /// scrolling): pin content to it to keep it still or to size it to the visible area.
    public var frameLayoutGuide: UILayoutGuide {
        otherGuide(\.scrollFrame) { UILayoutGuide(role: .scrollFrame, owningView: self) }
    }

    /// The guide for the untranslated content rectangle: its origin is the content's origin and
    /// constraints that size it (content pinned to its edges) set `contentSize`, as in UIKit.
    /// Where nothing sizes it on an axis, it keeps the `contentSize` set in code.
    public var contentLayoutGuide: UILayoutGuide {
        otherGuide(\.scrollContent) { UILayoutGuide(role: .scrollContent, owningView: self) }
    }

    /// Whether the content guide was made, so a `contentSize` set in code reaches its layout.
    var hasContentLayoutGuide: Bool { layoutState?.otherGuides?.scrollContent != nil }
}
