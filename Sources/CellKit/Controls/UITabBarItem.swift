import Foundation

/// A tab of a `UITabBar`: a title and an image. VoiceOver says its title, "Tab" and its place
/// among the tabs; the selected one is "Selected".
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's own tabs, with titles of their own. The values are UIKit's.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        /// The title UIKit shows (its English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// A short text shown on the tab (a count of new items, say). VoiceOver said it as the
    /// tab's value on iOS 17 and 18 ("3 items" for a number) and does not on iOS 26.
    open var badgeValue: String?

    /// The system item this tab was made as: its title is the system's, whatever is set.
    private var systemItem: SystemItem?

    /// The image shown while the tab is selected (CellKit draws titles only).
    open var selectedImage: UIImage?

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// One of the system's tabs. As in UIKit, its title cannot be changed (a view controller's
    /// title does not become it).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    public override convenience init() {
        self.init(title: nil, image: nil, tag: 0)
    }

    open override var title: String? {
        get { systemItem?.title ?? super.title }
        set { super.title = newValue }
    }
}
