/// A control that runs an action, as SwiftUI's `Button`: one element, a button, read by its
/// label's text; a double tap runs the action.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never

    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    /// Whether this is the button a `PrimitiveButtonStyle`'s body makes of its configuration:
    /// its views are the styled button's, which is already the button element.
    private var isStyleBody = false

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (iOS 15), which an alert's actions follow.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    func resolve(in context: ResolveContext) -> [Node] {
        if isStyleBody { return context.resolve(label, at: "label") }
        // The style's views are the button's children: the button stays one element, read by
        // the label the style shows, as SwiftUI keeps a styled button one element [sim].
        var styled = context
        styled.environment.buttonStyle = nil
        let children: [Node]
        switch context.environment.buttonStyle {
        case nil:
            children = context.resolve(label, at: "label")
        case .standard(let style):
            let configuration = ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: false)
            children = styled.resolve(style.makeBody(configuration: configuration), at: "style")
        case .primitive(let style):
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action)
            children = styled.resolve(style.makeBody(configuration: configuration), at: "style")
        }
        let node = context.node(.button(action: action), children: children)
        node.attributes.buttonRole = role
        return [node]
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` is styling, made from its configuration, as
    /// SwiftUI's `init(_:)`: drawn as its label, inside the button element the style makes.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger, label: { configuration.label })
        isStyleBody = true
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(title) })
    }

    /// A button with a localized text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(titleKey) })
    }

    /// A button with a text label and a role (iOS 15).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(title) })
    }

    /// A button with a localized text label and a role (iOS 15).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(titleKey) })
    }
}

extension Button where Label == SwiftUICells.Label<Text, Image> {
    /// A button with a title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action, label: { SwiftUICells.Label(title, systemImage: systemImage) })
    }
}
