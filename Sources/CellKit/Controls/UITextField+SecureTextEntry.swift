import Foundation

extension UITextField {
    /// Whether the field hides its text (a password): drawn as dots, and never spoken as text.
    ///
    /// Kept here, outside `UITextField`, only until the field stores it itself with its drawing
    /// and value (see the issue 21 report); its storage is a list of fields held weakly.
    public var isSecureTextEntry: Bool {
        get { SecureTextEntryFields.contains(self) }
        set {
            guard newValue != isSecureTextEntry else { return }
            SecureTextEntryFields.set(self, secure: newValue)
            accessibilityTreeDidChange()
        }
    }
}

/// The fields whose text is secure, held weakly so that a field freed and another made at its
/// address is not taken for it.
@MainActor
private enum SecureTextEntryFields {
    private final class Entry {
        weak var field: UITextField?
        init(_ field: UITextField) { self.field = field }
    }

    private static var entries: [Entry] = []

    static func contains(_ field: UITextField) -> Bool {
        entries.contains { $0.field === field }
    }

    static func set(_ field: UITextField, secure: Bool) {
        entries.removeAll { $0.field == nil || $0.field === field }
        if secure { entries.append(Entry(field)) }
    }
}
