/// How a `NavigationView` shows its pages, as SwiftUI's `NavigationViewStyle`: on an iPhone every
/// style is a stack, so each is accepted and the view stays one.
public protocol NavigationViewStyle {}

/// The platform's default: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// One page at a time.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns on a large screen; a stack on an iPhone.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// The style of the navigation views in the view: accepted; each is a stack, as on an iPhone.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}
