#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
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
}
