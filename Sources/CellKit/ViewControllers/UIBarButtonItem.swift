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

    /// An item with a title or an image that runs `primaryAction` when tapped, or shows `menu`
    /// when it has no action (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// One of the system's items (its title or symbol, and what VoiceOver calls it), running
    /// `primaryAction` when tapped, or showing `menu` when it has no action (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        if systemItem == .done { style = .done }
    }

    /// One of the system's items, UIKit's target-and-action form. Linux has no selectors: pass
    /// `nil` for both and give the item a `primaryAction` (or a `menu`) for what it does.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with a title and a style, UIKit's target-and-action form (pass `nil` for both; see
    /// `init(barButtonSystemItem:target:action:)`).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title)
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with an image and a style, UIKit's target-and-action form (pass `nil` for both; see
    /// `init(barButtonSystemItem:target:action:)`).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image)
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with a title and an image, iOS 16's target-and-action form (pass `nil` for both;
    /// see `init(barButtonSystemItem:target:action:)`), showing `menu` when tapped.
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        self.init(title: title, image: image, menu: menu)
        self.target = target
        self.action = action
    }

    /// The object UIKit sends `action` to. Kept: Linux has no selectors to send.
    open weak var target: AnyObject?
    /// The message UIKit sends `target`; always nil in CellKit (see `Selector`).
    open var action: Selector?
    /// The menu the item shows when tapped, if it has no primary action (iOS 14).
    open var menu: UIMenu?

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
    /// CellKit's own: the last measure of `shownText`, kept so a bar laid out at each push and
    /// pop measures a long title once (`TitleMeasure`).
    var keptShownTextMeasure: TitleMeasure?

    var shownText: String {
        if let title, !title.isEmpty { return title }
        if let row = image?.rows.first { return row }
        if let actionTitle = primaryAction?.title, !actionTitle.isEmpty { return actionTitle }
        return systemItem?.symbol ?? ""
    }

    /// Runs the primary action, the item as its sender, as a tap does; with no action, shows the
    /// item's menu by `button`, as UIKit does.
    func performPrimaryAction(from button: UIView? = nil) {
        if let primaryAction {
            primaryAction.perform(sentBy: self)
        } else if let menu, let button, let window = button.window {
            let below = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.maxY - 1), to: window)
            _ = ContextMenuPresentation.show(menu, of: UIContextMenuConfiguration(), for: nil, at: below, in: window)
        }
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
