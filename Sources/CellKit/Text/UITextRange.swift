import Foundation

/// A range of a text container's text, as UIKit's `UITextRange`: an abstract class a text view
/// subclasses, overriding `start`, `end` and `isEmpty`.
///
/// [sim] The base class, which UIKit does not mean to be used as it is, is an empty range: its
/// start and end are one position. VoiceOver in Rotor reads a custom rotor's result by its
/// element, not by a range in it (docs/simulation.md).
@preconcurrency @MainActor
open class UITextRange: NSObject {
    private let position = UITextPosition()

    public override init() {
        super.init()
    }

    /// Where the range starts.
    open var start: UITextPosition { position }
    /// Where the range ends.
    open var end: UITextPosition { position }
    /// Whether the range holds no text.
    open var isEmpty: Bool { start === end }
}
