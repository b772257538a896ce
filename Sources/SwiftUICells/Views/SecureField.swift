/// A field whose text is hidden as it is typed, as SwiftUI's `SecureField`: CellKit's secure
/// `UITextField`, read "‹bullets›. Secure Text Field." and never speaking its text.
public struct SecureField<Label: View>: View, PrimitiveView {
    public typealias Body = Never

    let field: TextField<Label>

    /// A secure field labelled by `label`, showing `prompt` while it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.isSecure = true
        self.field = field
    }

    func resolve(in context: ResolveContext) -> [Node] {
        field.resolve(in: context)
    }
}

extension SecureField where Label == Text {
    /// A secure field whose title shows while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(titleKey) })
    }

    /// A secure field whose title shows while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(title) })
    }

    /// A secure field labelled by its title, showing `prompt` while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }
}
