/// A control that runs an action, as SwiftUI's `Button`: one element, a button, read by its
/// label's text; a double tap runs the action.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never

    let action: () -> Void
    let label: Label
    let role: ButtonRole?

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
        let node = context.node(.button(action: action), children: context.resolve(label, at: "label"))
        node.attributes.buttonRole = role
        return [node]
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
