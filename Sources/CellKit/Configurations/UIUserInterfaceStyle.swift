import Foundation

/// Whether the interface is light or dark. [sim] CellKit's screens are drawn in the terminal's
/// own colours: the style is kept for code that reads it, and is `.light` on every device.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
