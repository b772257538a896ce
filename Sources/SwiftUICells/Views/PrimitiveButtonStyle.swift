/// A button's look and how it is set off, as SwiftUI's `PrimitiveButtonStyle`: `makeBody`
/// makes the button's views from its label, and calls `configuration.trigger()` to run its
/// action. VoiceOver reads the button as one button whatever the body: its label is what the
/// body shows, and a double tap runs the action, as SwiftUI keeps a styled button one
/// accessibility element [sim].
///
/// The built-in styles (`.plain`, `.borderless`, `.bordered`, `.borderedProminent`,
/// `.automatic`) draw the label alone, as a cell draws a button, and change nothing VoiceOver
/// says (DECISIONS.md, "Modifiers that only draw").
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The views of a button in this style.
    associatedtype Body: View

    /// What a button gives its style.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The views of the button `configuration` describes.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The styles the subset draws as the default: a button in one of them is drawn as its label.
protocol BuiltInButtonStyle {}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}

    /// The button, drawn as its label.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

/// A button drawn as its label alone.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}

    /// The button, drawn as its label.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

/// A button with no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}

    /// The button, drawn as its label.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

/// A button with a border.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}

    /// The button, drawn as its label.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

/// A button with a filled border.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}

    /// The button, drawn as its label.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
