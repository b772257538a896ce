/// What a button gives a `PrimitiveButtonStyle`, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`: its label, its role and its action.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, its type erased.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never

        let content: any View

        func resolve(in context: ResolveContext) -> [Node] {
            context.resolve(content, at: "label")
        }
    }

    /// The button's role (iOS 15), `nil` for none.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() {
        action()
    }
}
