/// What a button does, as SwiftUI's `ButtonRole` (iOS 15): an alert makes a `.cancel` button
/// its cancel action and a `.destructive` one its destructive action.
public struct ButtonRole: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case destructive, cancel
    }

    let kind: Kind

    /// A button that deletes or destroys something.
    public static let destructive = ButtonRole(kind: .destructive)
    /// A button that leaves something as it was.
    public static let cancel = ButtonRole(kind: .cancel)
}
