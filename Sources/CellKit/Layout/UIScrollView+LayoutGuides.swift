import Foundation

extension UIScrollView {
    /// The guide for the scroll view's own frame (in its coordinates, untranslated by
    /// scrolling): pin content to it to keep it still or to size it to the visible area.
    public var frameLayoutGuide: UILayoutGuide {
        let guides = madeOtherGuides
        if let guide = guides.scrollFrame { return guide }
        let made = UILayoutGuide(role: .scrollFrame, owningView: self)
        guides.scrollFrame = made
        return made
    }

    /// The guide for the untranslated content rectangle: its origin is the content's origin and
    /// constraints that size it (content pinned to its edges) set `contentSize`, as in UIKit.
    /// Where nothing sizes it on an axis, it keeps the `contentSize` set in code.
    public var contentLayoutGuide: UILayoutGuide {
        let guides = madeOtherGuides
        if let guide = guides.scrollContent { return guide }
        let made = UILayoutGuide(role: .scrollContent, owningView: self)
        guides.scrollContent = made
        return made
    }

    /// Whether the content guide was made, so a `contentSize` set in code reaches its layout.
    var hasContentLayoutGuide: Bool { layoutState?.otherGuides?.scrollContent != nil }
}
