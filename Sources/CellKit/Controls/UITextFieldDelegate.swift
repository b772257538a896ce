import Foundation

/// Asked and told about a text field's editing, as UIKit's `UITextFieldDelegate`. Every method is
/// optional; the defaults allow everything.
///
/// CellKit calls what it can make happen: `textFieldShouldBeginEditing(_:)` and
/// `textFieldDidBeginEditing(_:)` when the field starts editing (a tap, a VoiceOver double tap,
/// or `becomeFirstResponder()`), `textFieldShouldEndEditing(_:)` and `textFieldDidEndEditing(_:)`
/// when it ends. [sim] Rotor has no keyboard: the methods about typed characters, the return key
/// and the clear button are never called, as UIKit does not call them for text set in code.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
