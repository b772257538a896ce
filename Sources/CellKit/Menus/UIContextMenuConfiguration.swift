import Foundation

/// Makes the view controller a context menu previews its content with.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu's menu from the actions the system suggests.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: its menu and a preview, as UIKit's `UIContextMenuConfiguration`
/// (iOS 13). A context menu interaction's delegate, or a table or collection view's delegate,
/// returns one for the place that was pressed.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier: the one given, or a unique one made for it.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose menu `actionProvider` makes (no menu when it is nil) and whose
    /// preview `previewProvider` makes.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// CellKit's own: the menu this configuration shows, made now (UIKit makes it each time the
    /// menu is about to show), with no suggested actions.
    package func makeMenu() -> UIMenu? {
        actionProvider?([])
    }
}
