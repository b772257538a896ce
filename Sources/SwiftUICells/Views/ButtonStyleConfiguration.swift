/// What a button gives a `ButtonStyle`, as SwiftUI's `ButtonStyleConfiguration`: its label,
/// whether it is pressed, and its role.
public struct ButtonStyleConfiguration {
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
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is being pressed: always `false` in the subset [sim], as a cell draws
    /// no press and VoiceOver's double tap lifts as it presses.
    public let isPressed: Bool
}
