/// How a label shows its title and icon, as SwiftUI's `LabelStyle`. VoiceOver reads a label's
/// title in every style, as on iOS; the style is accepted and cells draw title and icon [sim].
public protocol LabelStyle {}

/// The platform's default label style.
public struct DefaultLabelStyle: LabelStyle { public init() {} }
/// The icon only (read by its title).
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
/// The title only.
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
/// The title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// The style of the labels in the view: accepted; VoiceOver reads each label's title.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}
