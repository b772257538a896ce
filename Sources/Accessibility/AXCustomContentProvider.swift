import Foundation

/// An object that offers custom content (`AXCustomContent`) to VoiceOver, as in Apple's
/// Accessibility framework: adopt it on a view or an accessibility element and set
/// `accessibilityCustomContent`.
///
/// Rotor's copy is `@MainActor`, as the views that adopt it are: the screen reader reads it on
/// the main actor.
@MainActor
public protocol AXCustomContentProvider: NSObjectProtocol {
    /// The element's custom content, in the order VoiceOver offers it.
    var accessibilityCustomContent: [AXCustomContent]! { get set }
    /// Content worked out when VoiceOver asks; when it gives content, that is used instead of
    /// `accessibilityCustomContent` (iOS 17). Optional in Apple's protocol: here a default
    /// that gives none.
    var accessibilityCustomContentBlock: AXCustomContentReturnBlock? { get set }
}

extension AXCustomContentProvider {
    /// No block unless the adopter declares one (Apple's requirement is optional).
    public var accessibilityCustomContentBlock: AXCustomContentReturnBlock? {
        get { nil }
        // An adopter that keeps a block declares its own stored property.
        set {}
    }

    /// Rotor's own: what VoiceOver reads, the block's content when it gives some, else the
    /// property's.
    package var customContentForReader: [AXCustomContent] {
        if let block = accessibilityCustomContentBlock, let content = block() { return content }
        return accessibilityCustomContent ?? []
    }
}
