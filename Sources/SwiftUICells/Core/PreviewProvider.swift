/// A type that gives Xcode's canvas views to show, as SwiftUI's `PreviewProvider`. Rotor has no
/// canvas: the previews compile (so a file that declares them builds unchanged) and a test may
/// host them like any view.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the views to preview.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
