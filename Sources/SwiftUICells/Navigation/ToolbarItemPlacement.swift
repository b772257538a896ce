/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`: the bar's leading or
/// trailing end, or the bottom bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Place: Hashable, Sendable {
        case leading, trailing, bottom
    }

    let place: Place

    public static let automatic = ToolbarItemPlacement(place: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(place: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(place: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(place: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(place: .trailing)
    public static let primaryAction = ToolbarItemPlacement(place: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(place: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(place: .leading)
    public static let destructiveAction = ToolbarItemPlacement(place: .trailing)
    public static let bottomBar = ToolbarItemPlacement(place: .bottom)

    var isLeading: Bool { place == .leading }
    var isTrailing: Bool { place == .trailing }
    var isBottom: Bool { place == .bottom }
}
