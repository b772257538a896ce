/// How a button is drawn, as SwiftUI's `PrimitiveButtonStyle`: the built-in styles (`.plain`,
/// `.borderless`, `.bordered`, `.borderedProminent`, `.automatic`) are accepted and change
/// nothing, as a cell draws a button's label alone and VoiceOver reads a button the same in every
/// style (DECISIONS.md, "Modifiers that only draw").
public protocol PrimitiveButtonStyle: Sendable {}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A button drawn as its label alone.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A button with no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A button with a border.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A button with a filled border.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
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
