import Foundation

/// A button on a navigation bar: a title, an image, a system item ("Add", "Done", …) or a view of
/// the app's own. VoiceOver says its title and "Button".
///
/// Linux has no selectors, so the target and action forms are not here: use UIKit's closure
/// forms, `init(title:image:primaryAction:)` and `init(systemItem:primaryAction:)` (iOS 14),
/// whose `UIAction` runs when the button is tapped (a double tap in VoiceOver). The `menu:`
/// argument UIKit's forms also take is not here: CellKit has no menus.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn. The values are UIKit's; `.done` is bold.
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    /// The system's own items. The values are UIKit's.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// How the item is drawn.
    open var style: Style = .plain
    /// What runs when the item is tapped. Its title is the item's when the item has none.
    open var primaryAction: UIAction?
    /// A view the bar shows in place of a button, read by VoiceOver as it is.
    open var customView: UIView?
    /// The item's width; 0 fits its content. Kept: CellKit fits the content.
    open var width: CGFloat = 0

    /// The system item this was made as, if any. CellKit's own (UIKit keeps it private): a
    /// capture writes it back.
    package private(set) var systemItem: SystemItem?
    /// The bar showing this item.
    weak var navigationBar: UINavigationBar?

    public override init() {
        super.init()
    }

    /// An item with a title or an image that runs `primaryAction` when tapped.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// One of the system's items (its title or symbol, and what VoiceOver calls it), running
    /// `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        if systemItem == .done { style = .done }
    }

    /// An item that shows a view of the app's own.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Whether the item is a space, not a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What VoiceOver says for the item: its accessibility label, its title, its action's title,
    /// or the system item's name.
    var spokenLabel: String? {
        if let accessibilityLabel { return accessibilityLabel }
        if let title, !title.isEmpty { return title }
        if let actionTitle = primaryAction?.title, !actionTitle.isEmpty { return actionTitle }
        return systemItem?.title
    }

    /// What the bar draws for the item: its title, or its image's first row, or the system
    /// item's title or symbol.
    var shownText: String {
        if let title, !title.isEmpty { return title }
        if let row = image?.rows.first { return row }
        if let actionTitle = primaryAction?.title, !actionTitle.isEmpty { return actionTitle }
        return systemItem?.symbol ?? ""
    }

    /// Runs the primary action, the item as its sender, as a tap does.
    func performPrimaryAction() {
        guard let primaryAction else { return }
        primaryAction.sender = self
        primaryAction.handler(primaryAction)
        primaryAction.sender = nil
    }
}

extension UIBarButtonItem.SystemItem {
    /// What UIKit shows (for the items drawn as text) or what VoiceOver calls the item (for those
    /// drawn as symbols: [sim] the names, where Apple publishes none). English, as UIKit's own
    /// strings in an English app.
    var title: String {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: ""
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        }
    }

    /// What the bar draws: the title for text items, a symbol for a few symbol items. [sim]
    var symbol: String {
        switch self {
        case .add: "+"
        case .close: "✕"
        default: title
        }
    }
}
