/// A button's look, as SwiftUI's `ButtonStyle`: `makeBody` makes the button's views from its
/// label; the button is set off as every button is. VoiceOver reads the button as one button
/// whatever the body: its label is what the body shows, and a double tap runs the action.
///
/// `configuration.isPressed` is always `false` [sim]: a cell draws no press, and VoiceOver's
/// double tap presses and lifts at once, so what VoiceOver reads is the button at rest.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The views of a button in this style.
    associatedtype Body: View

    /// What a button gives its style.
    typealias Configuration = ButtonStyleConfiguration

    /// The views of the button `configuration` describes.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The style the buttons under a `buttonStyle(_:)` take: a custom style, standard or primitive.
enum CustomButtonStyle {
    case standard(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

extension View {
    /// Draws the buttons in the view with `style`, as SwiftUI's `buttonStyle(_:)`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.buttonStyle = .standard(style) })
    }

    /// Draws and sets off the buttons in the view with `style`, as SwiftUI's `buttonStyle(_:)`;
    /// a built-in style draws a button as its label, as if no style were set.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.buttonStyle = style is any BuiltInButtonStyle ? nil : .primitive(style) })
    }
}
