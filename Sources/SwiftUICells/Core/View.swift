/// A piece of user interface, as SwiftUI's `View`: a value whose `body` is made of other views.
/// Rotor resolves it into CellKit views inside a `UIHostingController`.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
