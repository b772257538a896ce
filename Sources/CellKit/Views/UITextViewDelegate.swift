import Foundation

/// Asked and told about a text view's editing, as UIKit's `UITextViewDelegate`. Every method is
/// optional; the defaults allow editing.
///
/// CellKit calls what it can make happen: `textViewShouldBeginEditing(_:)` and
/// `textViewDidBeginEditing(_:)` when the text view becomes first responder (a tap or a
/// VoiceOver double tap, or code), `textViewShouldEndEditing(_:)` and `textViewDidEndEditing(_:)`
/// when it resigns. [sim] Rotor has no keyboard, so no text is typed: the methods about typed
/// changes (`shouldChangeTextIn`, `textViewDidChange(_:)`, `textViewDidChangeSelection(_:)`) are
/// never called, as UIKit does not call them for text set in code either.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
