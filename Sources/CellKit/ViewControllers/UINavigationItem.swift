import Foundation

/// What a navigation bar shows for one screen: its title (a heading to VoiceOver), the buttons
/// at its sides, and the title of the back button on the screen after it.
///
/// A view controller's `navigationItem` is one of these. Changing it changes the bar at once.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// CellKit's own: the bar's last measures of this item's title and of the back title it
    /// gives the screen above, kept with the item so screens taking turns on a bar are each
    /// measured once (`TitleMeasure`).
    var keptTitleMeasure: TitleMeasure?
    var keptBackTitleMeasure: TitleMeasure?

    /// How a back button shows its title. The values are UIKit's.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous screen's title (or its back button title), or "Back" when it has none.
        case `default` = 0
        /// "Back", whatever the previous screen's title.
        case generic = 1
        /// Only the chevron. [sim] VoiceOver still says the title it would have shown.
        case minimal = 2
    }

    /// When a bar shows its title large. CellKit's bar is one row: kept only.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
    }

    /// Makes an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Makes an item with no title.
    public override init() {
        super.init()
    }

    /// Makes an item from an archive. CellKit decodes nothing: the item has no title.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title the bar shows in its middle, which VoiceOver reads as a heading.
    open var title: String? {
        didSet { changed() }
    }

    /// A view the bar shows instead of the title.
    open var titleView: UIView? {
        didSet { changed() }
    }

    /// A line above the title. Kept; CellKit's bar does not show it.
    open var prompt: String?

    /// The title of the back button on the screen pushed after this one; `nil` uses `title`.
    open var backButtonTitle: String? {
        didSet { changed() }
    }

    /// The back button on the screen pushed after this one; its title is used as the back
    /// button's title.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { changed() }
    }

    /// How the back button on the screen after this one shows its title.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { changed() }
    }

    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false {
        didSet { changed() }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Whether the left bar button items come after the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false {
        didSet { changed() }
    }

    /// The buttons at the bar's left, left to right. They replace the back button unless
    /// `leftItemsSupplementBackButton` is set.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }

    /// The buttons at the bar's right, right to left (the first is at the right edge), as in
    /// UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }

    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// The search controller whose search bar the navigation bar shows under its title while this
    /// item is on top (iOS 11).
    open var searchController: UISearchController? {
        didSet { changed() }
    }

    /// Whether the search bar hides as the content scrolls. Kept: CellKit always shows it.
    open var hidesSearchBarWhenScrolling = true

    /// When a bar that prefers large titles shows this one large. Kept only.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// The bar showing this item, told of its changes.
    weak var navigationBar: UINavigationBar?

    private func changed() {
        navigationBar?.itemDidChange()
    }
}
