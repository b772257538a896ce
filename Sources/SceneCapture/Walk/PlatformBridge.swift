#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Accessibility
import Foundation

/// The few things the capture reads differently under UIKit and under CellKit: the app a
/// window belongs to, and what an image looks like. Everything else is the API the two share.
@MainActor
enum PlatformBridge {
    /// The app's identifier, for a window's `app`.
    static func application(of window: UIWindow) -> String {
        #if canImport(UIKit)
        return Bundle.main.bundleIdentifier ?? "app"
        #else
        return window.applicationIdentifier
        #endif
    }

    /// The device the window's app runs on: the real one under UIKit, the one the window was
    /// made on (a scene's `device`) under CellKit.
    static func device(of window: UIWindow?) -> UIDevice? {
        #if canImport(UIKit)
        return UIDevice.current
        #else
        return window?.device
        #endif
    }

    /// Whether a table or collection view's drags are on by default for the window's app:
    /// always under UIKit (iOS 15 and later), as the window's device says under CellKit.
    static func listDragsEnabledByDefault(in window: UIWindow?) -> Bool {
        #if canImport(UIKit)
        return true
        #else
        return window?.device.listDragsEnabledByDefault ?? true
        #endif
    }

    /// Whether the windows' numbers are points of a device's screen (a scene's `unit: points`):
    /// always under UIKit; under CellKit, unless the window is on a screen of cells (a scene
    /// written in cells).
    static func isInPoints(_ window: UIWindow?) -> Bool {
        #if canImport(UIKit)
        return true
        #else
        return !(window?.screen.cellMetrics.isCells ?? true)
        #endif
    }

    /// The iOS version a scene assumes when it names no `device`: CellKit's standard device's,
    /// so the capture follows it when it changes (UIKit has no such default: the scene
    /// format's, written out).
    static var assumedSystemVersion: String {
        #if canImport(UIKit)
        return "26.0"
        #else
        return UIDevice.standard.systemVersion
        #endif
    }

    /// The appearance of a compositional list layout (`list(using:)`), by UIKit's name; `nil`
    /// for any other layout, and always under UIKit, whose layouts do not say what made them.
    static func listAppearance(of layout: UICollectionViewLayout) -> String? {
        #if canImport(UIKit)
        return nil
        #else
        guard let list = (layout as? UICollectionViewCompositionalLayout)?.listConfiguration else { return nil }
        switch list.appearance {
        case .plain: return "plain"
        case .grouped: return "grouped"
        case .insetGrouped: return "insetGrouped"
        case .sidebar: return "sidebar"
        case .sidebarPlain: return "sidebarPlain"
        }
        #endif
    }

    /// The SF Symbol an image shows, when it is one the scene format knows; UIKit does not say
    /// which symbol an image was made from, so under UIKit this is always `nil`.
    static func symbolName(of image: UIImage) -> String? {
        #if canImport(UIKit)
        return nil
        #else
        return UIImage.systemNames.first { UIImage(systemName: $0)?.rows == image.rows }
        #endif
    }

    /// An image as rows of characters (CellKit's own images), for `cells`; `nil` under UIKit,
    /// whose images are pixels.
    static func rows(of image: UIImage) -> [String]? {
        #if canImport(UIKit)
        return nil
        #else
        return image.rows
        #endif
    }

    /// Whether a drop interaction's delegate can handle a session; a delegate that does not
    /// implement `canHandle` can, as in UIKit.
    static func canHandle(_ interaction: UIDropInteraction, _ session: UIDropSession) -> Bool {
        guard let delegate = interaction.delegate else { return false }
        #if canImport(UIKit)
        return delegate.dropInteraction?(interaction, canHandle: session) ?? true
        #else
        return delegate.dropInteraction(interaction, canHandle: session)
        #endif
    }

    /// The cells heading a table's row, or column: optional methods of UIKit's protocol, which
    /// CellKit gives defaults instead.
    static func headers(of table: UIAccessibilityContainerDataTable, row: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        #if canImport(UIKit)
        return table.accessibilityHeaderElements?(forRow: row) ?? nil
        #else
        return table.accessibilityHeaderElements(forRow: row)
        #endif
    }

    static func headers(of table: UIAccessibilityContainerDataTable, column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        #if canImport(UIKit)
        return table.accessibilityHeaderElements?(forColumn: column) ?? nil
        #else
        return table.accessibilityHeaderElements(forColumn: column)
        #endif
    }

    /// What a drop interaction's delegate proposes for a session; `nil` when it does not say
    /// (UIKit then proposes `.cancel`, as CellKit's default does).
    static func proposal(of interaction: UIDropInteraction, for session: UIDropSession) -> UIDropProposal? {
        guard let delegate = interaction.delegate else { return nil }
        #if canImport(UIKit)
        return delegate.dropInteraction?(interaction, sessionDidUpdate: session)
        #else
        return delegate.dropInteraction(interaction, sessionDidUpdate: session)
        #endif
    }

    /// A section's rows when they are rows given one by one (`listed` of them) and then rows
    /// numbered from 1 from a template, as a scene's `rows` and `numberedRows` say them: said by
    /// a CellKit data source that can say so (`NumberedRowsDataSource`, a scene's table), without
    /// a cell for each row. `nil` for any other order of rows, for a section with no numbered
    /// rows, when the runs do not hold the rows the table counts (a placeholder among them), and
    /// always under UIKit, whose data sources cannot say it.
    static func numberedRows(of tableView: UITableView, section: Int) -> (listed: Int, template: String, count: Int)? {
        #if canImport(UIKit)
        return nil
        #else
        guard let source = tableView.dataSource as? NumberedRowsDataSource else { return nil }
        let runs = source.rowRuns(inSection: section).filter { $0.count > 0 }
        guard runs.reduce(0, { $0 + $1.count }) == tableView.numberOfRows(inSection: section),
              case .numbered(let template, let numbers)? = runs.last, numbers.lowerBound == 1 else { return nil }
        var listed = 0
        for run in runs.dropLast() {
            guard case .listed(let count) = run else { return nil }
            listed += count
        }
        return (listed, template, numbers.count)
        #endif
    }

    /// What the list cell for an item shows, said by a CellKit data source that can say it
    /// without making the cell (`ListContentDataSource`, a scene's list); `nil` when the data
    /// source cannot say, and always under UIKit, whose data sources cannot.
    static func shownListContent(of collectionView: UICollectionView, at indexPath: IndexPath)
        -> (text: String, secondaryText: String?, image: UIImage?, accessories: [UICellAccessory])? {
        #if canImport(UIKit)
        return nil
        #else
        return (collectionView.dataSource as? ListContentDataSource)?.shownListContent(at: indexPath, in: collectionView)
        #endif
    }

    /// The system item a bar button was made as (`init(barButtonSystemItem:)`,
    /// `init(systemItem:)`); UIKit does not say, so under UIKit this is always `nil`.
    static func systemItem(of item: UIBarButtonItem) -> UIBarButtonItem.SystemItem? {
        #if canImport(UIKit)
        return nil
        #else
        return item.systemItem
        #endif
    }

    /// The titles of a table row's swipe actions, as VoiceOver offers them: the trailing edge's,
    /// then the leading edge's. Where the delegate gives no trailing configuration, UIKit's own
    /// "Delete" when the data source implements `tableView(_:commit:forRowAt:)` (under CellKit
    /// its table view says when; under UIKit the data source is asked whether it responds, and
    /// whether the row can be edited with the delete style).
    static func swipeActionTitles(of tableView: UITableView, at indexPath: IndexPath) -> [String] {
        func titles(_ configuration: UISwipeActionsConfiguration?) -> [String] {
            (configuration?.actions ?? []).compactMap(\.title).filter { !$0.isEmpty }
        }
        #if canImport(UIKit)
        let delegate = tableView.delegate
        let leading = titles(delegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) ?? nil)
        if let trailing = delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil {
            return titles(trailing) + leading
        }
        guard !tableView.isEditing, let dataSource = tableView.dataSource,
              dataSource.responds(to: #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))),
              dataSource.tableView?(tableView, canEditRowAt: indexPath) ?? true,
              (delegate?.tableView?(tableView, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return leading }
        let title = (delegate?.tableView?(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? nil) ?? "Delete"
        return [title] + leading
        #else
        return tableView.swipeActionsConfigurations(forRowAt: indexPath).flatMap(titles)
        #endif
    }

    /// A section's header and footer titles, from the table's data source.
    static func titles(of tableView: UITableView, section: Int) -> (header: String?, footer: String?) {
        guard let dataSource = tableView.dataSource else { return (nil, nil) }
        #if canImport(UIKit)
        return (dataSource.tableView?(tableView, titleForHeaderInSection: section) ?? nil,
                dataSource.tableView?(tableView, titleForFooterInSection: section) ?? nil)
        #else
        return (dataSource.tableView(tableView, titleForHeaderInSection: section),
                dataSource.tableView(tableView, titleForFooterInSection: section))
        #endif
    }

    /// Whether a table view's drop delegate can handle a session (yes, when it does not say).
    static func canHandle(_ delegate: UITableViewDropDelegate, in tableView: UITableView, _ session: UIDropSession) -> Bool {
        #if canImport(UIKit)
        return delegate.tableView?(tableView, canHandle: session) ?? true
        #else
        return delegate.tableView(tableView, canHandle: session)
        #endif
    }

    /// What a table view's drop delegate proposes for a session over a row; `nil` when it does
    /// not say.
    static func proposal(of delegate: UITableViewDropDelegate, in tableView: UITableView, for session: UIDropSession,
                         at indexPath: IndexPath?) -> UITableViewDropProposal? {
        #if canImport(UIKit)
        return delegate.tableView?(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: indexPath)
        #else
        // A drag from the app itself is asked about as if the table's own drag were active, so a
        // delegate that moves only then (Apple's samples) and one that copies (a scene's
        // `operation: copy`) each say what they would.
        guard session.localDragSession != nil else {
            return delegate.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: indexPath)
        }
        return tableView.asIfDragging {
            delegate.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: indexPath)
        }
        #endif
    }

    /// Whether `proposal(of:in:for:at:)` asks about a drag from the app as if the table's own
    /// drag were active: under CellKit; not under UIKit, which has no way to.
    static var probesActiveDrag: Bool {
        #if canImport(UIKit)
        false
        #else
        true
        #endif
    }

    /// Whether a table view's drag delegate lets a drag from it be a move (yes, when it does not say).
    static func allowsMove(_ delegate: UITableViewDragDelegate, in tableView: UITableView, _ session: UIDragSession) -> Bool {
        #if canImport(UIKit)
        return delegate.tableView?(tableView, dragSessionAllowsMoveOperation: session) ?? true
        #else
        return delegate.tableView(tableView, dragSessionAllowsMoveOperation: session)
        #endif
    }

    /// Whether a descriptor is one UIKit made for a table or collection view's cell (the app set
    /// none). UIKit does not say, so under UIKit the answer is no, and such a cell's descriptors
    /// are written as the app's own (they say and do the same).
    static func isUIKitsOwn(_ descriptor: UIAccessibilityLocationDescriptor) -> Bool {
        #if canImport(UIKit)
        return false
        #else
        return descriptor.automaticRole != nil
        #endif
    }

    /// Whether a collection view's drop delegate can handle a session (yes, when it does not say).
    static func canHandle(_ delegate: UICollectionViewDropDelegate, in collectionView: UICollectionView,
                          _ session: UIDropSession) -> Bool {
        #if canImport(UIKit)
        return delegate.collectionView?(collectionView, canHandle: session) ?? true
        #else
        return delegate.collectionView(collectionView, canHandle: session)
        #endif
    }

    /// What a collection view's drop delegate proposes for a session; `nil` when it does not say.
    static func proposal(of delegate: UICollectionViewDropDelegate, in collectionView: UICollectionView,
                         for session: UIDropSession, at indexPath: IndexPath?) -> UICollectionViewDropProposal? {
        #if canImport(UIKit)
        return delegate.collectionView?(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: indexPath)
        #else
        return delegate.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: indexPath)
        #endif
    }

    /// The scene's name for the colour a layer is drawn in: under CellKit the terminal colour it
    /// is drawn as; under UIKit one of the eight named colours, else `nil`.
    static func colorName(of color: CGColor) -> String? {
        #if canImport(UIKit)
        return CaptureColors.name(of: UIColor(cgColor: color))
        #else
        return color.cellColor.map { CaptureColors.named[$0.rawValue].name }
        #endif
    }

    /// Whether the data source lets a row move (yes, when it does not say).
    static func canMoveRow(of dataSource: UITableViewDataSource, in tableView: UITableView, at indexPath: IndexPath) -> Bool {
        #if canImport(UIKit)
        return dataSource.tableView?(tableView, canMoveRowAt: indexPath) ?? true
        #else
        return dataSource.tableView(tableView, canMoveRowAt: indexPath)
        #endif
    }

    /// An object's custom content: a provider's (its block's first, as VoiceOver reads it), or
    /// under CellKit what a scene gave an object that is not one.
    static func customContent(of object: UIResponder) -> [AXCustomContent] {
        #if canImport(UIKit)
        guard let provider = object as? AXCustomContentProvider else { return [] }
        // An optional requirement of Apple's protocol (iOS 17).
        if #available(iOS 17.0, *), let block = provider.accessibilityCustomContentBlock ?? nil, let content = block() {
            return content
        }
        return provider.accessibilityCustomContent ?? []
        #else
        guard let provider = object as? AXCustomContentProvider else { return object.sceneCustomContent }
        if let block = provider.accessibilityCustomContentBlock, let content = block() { return content }
        return provider.accessibilityCustomContent ?? []
        #endif
    }
}
