/// How a list draws its rows, as SwiftUI's `ListStyle`. Every style is CellKit's plain table
/// here, read the same way [sim]; the style is accepted so that code written for one compiles.
public protocol ListStyle {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
/// Rows edge to edge.
public struct PlainListStyle: ListStyle { public init() {} }
/// Sections in groups.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Sections in inset, rounded groups.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// Rows inset from the edges.
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar's list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let shows: Bool?

    public static let automatic = ScrollIndicatorVisibility(shows: nil)
    public static let visible = ScrollIndicatorVisibility(shows: true)
    public static let hidden = ScrollIndicatorVisibility(shows: false)
    public static let never = ScrollIndicatorVisibility(shows: false)
}

extension View {
    /// The style of the lists in the view: accepted; every list is CellKit's plain table [sim].
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// The view behind a list row: accepted and not drawn; a row's cell draws its own.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Whether scroll views show their indicators: accepted; cells draw none.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}
