import Foundation

/// A responder that can take pasted (and, for a view, dropped) data, as UIKit's: every
/// `UIResponder` is one.
@preconcurrency @MainActor
public protocol UIPasteConfigurationSupporting: AnyObject {
    /// The types the responder accepts; `nil` for none.
    var pasteConfiguration: UIPasteConfiguration? { get set }
    /// Whether the responder can take these items now.
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
    /// Takes the items: pasted, or dropped on the view.
    func paste(itemProviders: [NSItemProvider])
}

extension UIResponder: UIPasteConfigurationSupporting {}
