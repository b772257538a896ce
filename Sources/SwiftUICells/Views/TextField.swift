/// A line of editable text bound to a string, as SwiftUI's `TextField`: CellKit's
/// `UITextField`, read as UIKit's ("‹text›. Text Field.", the title while it is empty, as
/// AccessibilitySnapshot's SwiftUI reference reads it). With a prompt, the prompt is the
/// placeholder and the title the label [sim]. Text set on the field (Rotor has no keyboard: a
/// test or a drop sets it) is written to the binding, and a change of the binding is shown.
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never

    let text: Binding<String>
    let prompt: Text?
    let label: Label
    var isSecure = false

    /// A field labelled by `label`, showing `prompt` while it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        let title = AccessibilityReader.combinedLabel(context.resolve(label, at: "label"))
        let field = TextFieldContent(text: text, placeholder: prompt?.string ?? title,
                                     label: prompt == nil || title.isEmpty ? nil : title, isSecure: isSecure)
        return [context.node(.textField(field))]
    }
}

extension TextField where Label == Text {
    /// A field whose title shows while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(titleKey) })
    }

    /// A field whose title shows while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(title) })
    }

    /// A field labelled by its title, showing `prompt` while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }

    /// A field labelled by its title, showing `prompt` while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(title) })
    }
}

/// What a text field node shows and where its text goes.
struct TextFieldContent {
    let text: Binding<String>
    let placeholder: String
    let label: String?
    let isSecure: Bool
}
