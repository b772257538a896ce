import Foundation

/// A tab of a `UITabBar`: a title and an image. VoiceOver says its title, "Tab" and its place
/// among the tabs; the selected one is "Selected".
@MainActor
open class UITabBarItem: UIBarItem {
    /// A short text shown on the tab (a count of new items, say), and said as its value.
    open var badgeValue: String?

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public override convenience init() {
        self.init(title: nil, image: nil, tag: 0)
    }
}
