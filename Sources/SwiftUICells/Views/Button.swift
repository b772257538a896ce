/// A control that runs an action, as SwiftUI's `Button`: one element, a button, read by its
/// label's text; a double tap runs the action.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never

    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.button(action: action), children: context.resolve(label, at: "label"))]
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
}

extension Button where Label == SwiftUICells.Label<Text, Image> {
    /// A button with a title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action, label: { SwiftUICells.Label(title, systemImage: systemImage) })
    }
}
