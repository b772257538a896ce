/// How a picker shows its options, as SwiftUI's `PickerStyle`. Every style is read as one
/// adjustable element here [sim]; the style is accepted so that code written for one compiles.
public protocol PickerStyle {}

/// The platform's default picker style.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A button that shows the options in a menu.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A scrolling wheel of the options.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A segmented control of the options.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// The options inline, in a list.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A navigation link to a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
    /// The style of the pickers in the view: accepted, every style reads alike [sim].
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// The value that identifies this view among a picker's options.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        let tag = AnyHashable(tag)
        return modifier(AttributeModifier { attributes, _ in attributes.tag = tag })
    }
}
